import type { FormatOptions, Tournament, TournamentFormatId, TournamentSide } from '../types';
import { matchLegs, venueWinner, winningKey } from '../winner';
import { doubleEliminationPlan } from './doubleElimination';
import { DEFAULT_MATCH_LEGS } from '../constants';
import { formatEntrants } from './entrants';
import { formatEvent } from './event';
import { groupsChoice, groupsKnockoutPlan } from './groupsKnockout';
import { knockoutPlan } from './knockout';
import { FORMAT_NAMES } from './names';
import type { FormatPlan } from './plan';
import { knockoutWithPlatePlan } from './plate';

/*
 * The one place formats are registered. A tournament record's format decides who won it and
 * whether it is over; a format drawn from a plan (plan.ts) also gives the plan for a number of
 * entrants. A record names a planned format (`format`); a knockout or a single round (a
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
  /** The plan for a number of entrants (2 or more), for formats drawn from one (Swiss is paired round by round: swiss.ts). */
  plan?: (entrants: number, options?: FormatOptions) => FormatPlan;
  /** The winning side of a stored tournament once decided; null for a format without one. */
  winner?: (tournament: FormatRecord) => TournamentSide | null;
  /** Whether a stored tournament is over (Live now lists it no longer). */
  isDecided?: (tournament: FormatRecord) => boolean;
}

const knockout: TournamentFormat = {
  id: 'knockout',
  name: FORMAT_NAMES.knockout,
  plan: knockoutPlan,
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
  plan: (entrants, options) => doubleEliminationPlan(entrants, { reset: options?.reset ?? true }),
  ...planned,
};

const groups: TournamentFormat = {
  id: 'groups',
  name: FORMAT_NAMES.groups,
  plan: (entrants, options) => groupsKnockoutPlan(entrants, groupsChoice(entrants, options)),
  ...planned,
};

const plate: TournamentFormat = {
  id: 'plate',
  name: FORMAT_NAMES.plate,
  plan: knockoutWithPlatePlan,
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
