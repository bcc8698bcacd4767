import { legRemaining, legWinner, nextThrower } from '../scoring/leg';
import { winsOnLegs } from '../scoring/legsRule';
import { legKeys, legsWon } from '../scoring/match';
import type { LegInput, SideKey } from '../scoring/types';
import { playersName } from '../tournament/sides';
import type { Tournament, TournamentMatch, TournamentSide } from '../tournament/types';

/*
 * The live superleague board (docs/domain.md "Live superleague"): which match
 * of a single-round tournament is being played, each side's remaining score and who throws.
 */

/** Best of when the tournament does not say. */
export const SUPERLEAGUE_BEST_OF = 7;
export const SUPERLEAGUE_STARTING_SCORE = 501;

/** What the board reads of a match's leg-by-leg record. */
export interface SuperleagueSayg {
  startingScore?: number | null;
  legs: Readonly<Record<string, LegInput>>;
}

/** A name on the board: initials of every word but the last ("John Peter Smith" is "J P Smith"). */
export function abbreviatedName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return words[0] ?? '';
  return [...words.slice(0, -1).map((w) => w.charAt(0).toUpperCase()), words.at(-1)!].join(' ');
}

/** A match is won when a side has more than half of bestOf legs. */
export function isSuperleagueMatchWon(
  won: Record<SideKey, number>,
  bestOf: number | null | undefined,
): boolean {
  const legs = bestOf && bestOf > 0 ? bestOf : SUPERLEAGUE_BEST_OF;
  return winsOnLegs(Math.max(won.home, won.away), legs);
}

function hasLegs(record: SuperleagueSayg | undefined): record is SuperleagueSayg {
  return !!record && legKeys(record.legs).length > 0;
}

export interface SuperleagueSideState {
  name: string;
  /** The starting score less the side's points in the leg being played. */
  remaining: number;
  legsWon: number;
}

export interface SuperleagueLiveState {
  /** 1-based number of the match in the tournament's round. */
  matchNumber: number;
  match: TournamentMatch;
  /** 1-based number of the leg being played. */
  legNumber: number;
  home: SuperleagueSideState;
  away: SuperleagueSideState;
  /** The side to throw next (it flashes), or null between legs. */
  toThrow: SideKey | null;
}

/**
 * The board's state: the current match is the first of the round with legs that is not yet won;
 * null when there is none. The leg being played is the first without a winner; when every leg
 * has one the next leg has not started (full scores, nobody to throw).
 */
export function superleagueLiveState(
  tournament: Pick<Tournament, 'round' | 'bestOf'>,
  sayg: ReadonlyMap<string, SuperleagueSayg>,
): SuperleagueLiveState | null {
  const matches = tournament.round?.matches ?? [];
  for (const [index, match] of matches.entries()) {
    const record = match.saygId ? sayg.get(match.saygId) : undefined;
    if (!hasLegs(record)) continue;
    const won = legsWon(record);
    if (isSuperleagueMatchWon(won, tournament.bestOf)) continue;
    const keys = legKeys(record.legs);
    const openKey = keys.find((k) => !legWinner(record.legs[k]!));
    const leg = openKey === undefined ? null : record.legs[openKey]!;
    const lastLeg = record.legs[keys.at(-1)!];
    const start =
      leg?.startingScore ?? record.startingScore ?? lastLeg?.startingScore ?? SUPERLEAGUE_STARTING_SCORE;
    const side = (key: SideKey, of: TournamentSide | null): SuperleagueSideState => ({
      name: abbreviatedName(of ? of.name.trim() || playersName(of.players) : ''),
      remaining: leg ? (legRemaining(leg, key) ?? start) : start,
      legsWon: won[key],
    });
    return {
      matchNumber: index + 1,
      match,
      legNumber: openKey === undefined ? keys.length + 1 : Number(openKey) + 1,
      home: side('home', match.sideA),
      away: side('away', match.sideB),
      toThrow: leg ? nextThrower(leg) : null,
    };
  }
  return null;
}
