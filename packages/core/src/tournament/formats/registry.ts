import type { Tournament, TournamentFormatId, TournamentSide } from '../types';
import { matchLegs, venueWinner, winningKey } from '../winner';
import { DEFAULT_MATCH_LEGS } from '../constants';
import { formatEntrants } from './entrants';
import { formatEvent } from './event';
import { FORMAT_NAMES } from './names';

/*
 * The one place formats are registered. A tournament record's format decides who won it and
 * whether it is over; a planned format's matches come from its event (event.ts, which builds its
 * plan). A record names a planned format (`format`); a knockout or a single round (a
 * superleague night) is told by `singleRound`.
 */

type FormatRecord = Pick<
  Tournament,
  'round' | 'bestOf' | 'singleRound' | 'format' | 'formatOptions' | 'results'
> & {
  /** A planned format's entrants (absent where only knockouts and single rounds are read). */
  sides?: TournamentSide[];
};

/** A planned format's winner: the champion of its event (event.ts) among its entrants (entrants.ts). */
function plannedWinner(t: FormatRecord): TournamentSide | null {
  if (!t.format) return null;
  const entrants = formatEntrants(t.sides ?? [], t.formatOptions);
  const { champion } = formatEvent(
    t.format,
    entrants.length,
    t.formatOptions ?? {},
    t.results ?? [],
    t.bestOf ?? DEFAULT_MATCH_LEGS,
  );
  return champion === null ? null : (entrants[champion] ?? null);
}

/** What every planned format does with a stored tournament. */
const planned = { winner: plannedWinner, isDecided: (t: FormatRecord) => plannedWinner(t) !== null };

export interface TournamentFormat {
  id: TournamentFormatId;
  /** Its name in the league's words. */
  name: string;
  /** The winning side of a stored tournament once decided; null for a format without one. */
  winner?: (tournament: FormatRecord) => TournamentSide | null;
  /** Whether a stored tournament is over (Live now lists it no longer). */
  isDecided?: (tournament: FormatRecord) => boolean;
}

const knockout: TournamentFormat = {
  id: 'knockout',
  name: FORMAT_NAMES.knockout,
  winner: venueWinner,
  isDecided: (t) => t.round !== null && venueWinner(t) !== null,
};

/** A superleague night: one round of matches, no winning side; over when every match has a winner. */
const singleRound: TournamentFormat = {
  id: 'singleRound',
  name: FORMAT_NAMES.singleRound,
  winner: () => null,
  isDecided: ({ round, bestOf }) =>
    round !== null &&
    round.matches.length > 0 &&
    round.matches.every((m, i) => winningKey(m, matchLegs(round, i, bestOf)) !== null),
};

const doubleElimination: TournamentFormat = {
  id: 'doubleElimination',
  name: FORMAT_NAMES.doubleElimination,
  ...planned,
};

const groups: TournamentFormat = {
  id: 'groups',
  name: FORMAT_NAMES.groups,
  ...planned,
};

const plate: TournamentFormat = {
  id: 'plate',
  name: FORMAT_NAMES.plate,
  ...planned,
};

const swiss: TournamentFormat = { id: 'swiss', name: FORMAT_NAMES.swiss, ...planned };

export const TOURNAMENT_FORMATS: Readonly<Record<TournamentFormatId, TournamentFormat>> = {
  knockout,
  singleRound,
  doubleElimination,
  groups,
  plate,
  swiss,
};

/** The format of a stored tournament. */
export function formatOf(tournament: Pick<Tournament, 'singleRound' | 'format'>): TournamentFormat {
  if (tournament.format) return TOURNAMENT_FORMATS[tournament.format];
  return tournament.singleRound ? singleRound : knockout;
}

/** The winner of a stored tournament by its format (a superleague night has none). */
export function tournamentWinner(tournament: FormatRecord): TournamentSide | null {
  return formatOf(tournament).winner?.(tournament) ?? null;
}

/**
 * Whether a stored tournament is decided: a knockout when its final has a winner, a single round
 * (a superleague night) when every match of the round has one.
 */
export function isTournamentDecided(tournament: FormatRecord): boolean {
  return formatOf(tournament).isDecided?.(tournament) ?? false;
}
