import type { LegsInHand, SideStarts } from '../contract/sayg';
import { MIN_HANDICAP_START, handicapStarts, legStart } from '../scoring/handicap';
import type { HandicapKind, TournamentSide } from './types';
import type { EventMatch } from './formats/sections';

/*
 * A handicapped event (FormatOptions.handicap): each side's `handicap` is points off the start
 * ("441 against 501": 60) or legs in hand, set by hand or from the players' rolling 3-dart averages
 * (scoring/handicap.ts). A match's record takes each side's start, or the difference of the legs in
 * hand (one side has them, the other none); the result it sends counts them, and the sheet shows
 * the legs thrown beside it. Pure.
 */

/** The most points a side may be given off the start (a 1001 start less the lowest start). */
export const MAX_HANDICAP = 900;

export const HANDICAP_KINDS: Record<HandicapKind, string> = {
  start: 'Points off the start',
  legs: 'Legs in hand',
};

/** What a match's record takes from its sides' handicaps: home is side A. */
export interface MatchHandicap {
  starts?: SideStarts;
  legsInHand?: LegsInHand;
}

/** A side's start at `startingScore` given `handicap` points (never below the lowest start). */
export const handicappedStart = (startingScore: number, handicap: number | undefined) =>
  Math.max(Math.min(MIN_HANDICAP_START, startingScore), startingScore - (handicap ?? 0));

/** The handicap of a match between sides A (home) and B (away); empty when the event has none. */
export function matchHandicap(
  kind: HandicapKind | undefined,
  a: Pick<TournamentSide, 'handicap'>,
  b: Pick<TournamentSide, 'handicap'>,
  startingScore: number,
  bestOf: number,
): MatchHandicap {
  const given = { a: a.handicap ?? 0, b: b.handicap ?? 0 };
  if (!kind || (given.a === 0 && given.b === 0)) return {};
  if (kind === 'start') {
    return {
      starts: {
        home: handicappedStart(startingScore, given.a),
        away: handicappedStart(startingScore, given.b),
      },
    };
  }
  // Legs in hand never decide a match by themselves: at most one fewer than the legs to win.
  const most = Math.floor(bestOf / 2);
  const net = Math.min(most, Math.abs(given.a - given.b));
  return {
    legsInHand: given.a > given.b ? { home: net, away: 0 } : { home: 0, away: given.b > given.a ? net : 0 },
  };
}

/** The legs a side won at the board: its counted score less the legs it had in hand. */
export const legsThrownOf = (counted: number | null, inHand: number) =>
  counted === null ? null : Math.max(0, counted - inHand);

/**
 * Each side's handicap from its players' rolling 3-dart averages (null: none known, given
 * nothing): points off `startingScore` by scoring/handicap.ts's start rule, or legs in hand
 * against the strongest side by its leg rule.
 */
export function handicapsFromAverages(
  kind: HandicapKind,
  averages: readonly (number | null)[],
  startingScore: number,
  bestOf: number,
): number[] {
  if (kind === 'start') return handicapStarts(averages, startingScore).map((start) => startingScore - start);
  const known = averages.filter((a): a is number => a !== null && a > 0);
  if (!known.length) return averages.map(() => 0);
  const strongest = Math.max(...known);
  return averages.map((average) => (average === null ? 0 : legStart(average, strongest, bestOf).a));
}

/**
 * Over an event's played matches, each entrant's (by seed) legs in hand less their opponents':
 * a table's leg difference less this is the difference thrown at the board.
 */
export function legsInHandBalance(
  kind: HandicapKind | undefined,
  matches: readonly Pick<EventMatch, 'a' | 'b' | 'scoreA' | 'scoreB'>[],
  entrants: readonly Pick<TournamentSide, 'handicap'>[],
  bestOf: number,
): Map<number, number> {
  const balance = new Map<number, number>();
  if (kind !== 'legs') return balance;
  for (const m of matches) {
    if (m.a.kind !== 'entrant' || m.b.kind !== 'entrant' || m.scoreA === null || m.scoreB === null) continue;
    const a = entrants[m.a.seed];
    const b = entrants[m.b.seed];
    const inHand = a && b ? matchHandicap(kind, a, b, 0, bestOf).legsInHand : undefined;
    if (!inHand) continue;
    const given = inHand.home - inHand.away;
    balance.set(m.a.seed, (balance.get(m.a.seed) ?? 0) + given);
    balance.set(m.b.seed, (balance.get(m.b.seed) ?? 0) - given);
  }
  return balance;
}
