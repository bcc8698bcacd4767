import { DEFAULT_MATCH_LEGS } from '../constants';
import type { PlanMatchResult, Tournament, TournamentSide } from '../types';
import { formatEntrants } from './entrants';
import { formatEvent, type EventMatch, type FormatEvent } from './event';
import type { PlannedFormatId } from './names';
import { recordResult } from './recordResult';

/*
 * One match of a planned format's tournament, as a scorer, a spectator's Live now line or a
 * PATCH finds it: its section ("Winners' bracket round 1", "Group A"), its two sides once known,
 * its legs and its result. Pure.
 */

export type PlannedTournament = Pick<Tournament, 'sides' | 'bestOf' | 'formatOptions' | 'results'> & {
  format: PlannedFormatId;
};

export interface TournamentEvent {
  /** The players in seeding order (formats/entrants.ts). */
  entrants: TournamentSide[];
  bestOf: number;
  event: FormatEvent;
}

/** The tournament's event from its players, its format's choices and its results. */
export function tournamentEvent(tournament: PlannedTournament): TournamentEvent {
  const entrants = formatEntrants(tournament.sides, tournament.formatOptions);
  const bestOf = tournament.bestOf ?? DEFAULT_MATCH_LEGS;
  const event = formatEvent(
    tournament.format,
    entrants.length,
    tournament.formatOptions ?? {},
    tournament.results ?? [],
    bestOf,
  );
  return { entrants, bestOf, event };
}

export interface PlanMatch {
  /** The match's section, as the sheet heads it. */
  section: string;
  match: EventMatch;
  /** The sides once both are known (a bye or a match still to come has none). */
  sideA: TournamentSide | null;
  sideB: TournamentSide | null;
  bestOf: number;
  /** The match's leg-by-leg record, when one is linked. */
  saygId: string | null;
}

/** Every match of the tournament's event, with its section, sides and record. */
export function planMatches(tournament: PlannedTournament): PlanMatch[] {
  const { entrants, bestOf, event } = tournamentEvent(tournament);
  const records = new Map((tournament.results ?? []).map((r) => [r.matchId, r.saygId]));
  const side = (slot: EventMatch['a']) => (slot.kind === 'entrant' ? (entrants[slot.seed] ?? null) : null);
  return event.sections.flatMap((section) =>
    section.matches.map((match) => ({
      section: section.title,
      match,
      sideA: side(match.a),
      sideB: side(match.b),
      bestOf,
      saygId: records.get(match.id) ?? null,
    })),
  );
}

/** The match `matchId` of the tournament (null when the format has no such match now). */
export function planMatchOf(tournament: PlannedTournament, matchId: string): PlanMatch | null {
  return planMatches(tournament).find((m) => m.match.id === matchId) ?? null;
}

/**
 * The tournament's results with `result` in place of its match's: a changed winner drops the
 * later results it puts on other sides (recordResult.ts).
 */
export function withPlanResult(tournament: PlannedTournament, result: PlanMatchResult): PlanMatchResult[] {
  const entrants = formatEntrants(tournament.sides, tournament.formatOptions);
  const inputs = {
    format: tournament.format,
    entrants: entrants.length,
    options: tournament.formatOptions ?? {},
    bestOf: tournament.bestOf ?? DEFAULT_MATCH_LEGS,
  };
  return recordResult(inputs, tournament.results ?? [], result);
}
