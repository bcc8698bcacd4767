import type { Entry } from '../scorecard/scorecard';
import { ENTER_SCORE_FIRST, SELECT_PLAYER_FIRST } from '../scorecard/messages';
import type { FixturePlayer, NotablePlayer } from '../league/types';
import { MIN_HI_CHECK } from './constants';

/*
 * The tournament's 180s and hi-checks boxes. A hi-check is a checkout of 100 or more; the most a
 * single visit can check out is 170, so a tournament hi-check runs from 100 to 170 (a league
 * scorecard's stops at 120: scorecard/scorecard.ts).
 */

/** The highest checkout a visit can make. */
export const MAX_CHECKOUT = 170;

export const TOURNAMENT_HI_CHECK_RANGE = `Hi-check must be between ${MIN_HI_CHECK} and ${MAX_CHECKOUT}`;

export interface OneEightyTally {
  id: string;
  name: string;
  occurrences: number;
}

/** The 180s box: each player once with their count, most first, then by name. */
export function oneEightyTally(oneEighties: readonly FixturePlayer[]): OneEightyTally[] {
  const byId = new Map<string, OneEightyTally>();
  for (const player of oneEighties) {
    const tally = byId.get(player.id);
    if (tally) tally.occurrences++;
    else byId.set(player.id, { id: player.id, name: player.name, occurrences: 1 });
  }
  return [...byId.values()].sort((a, b) => b.occurrences - a.occurrences || a.name.localeCompare(b.name));
}

/** True for a checkout worth a place in the hi-checks box. */
export function isHiCheck(score: number | null | undefined): score is number {
  return (
    typeof score === 'number' && Number.isInteger(score) && score >= MIN_HI_CHECK && score <= MAX_CHECKOUT
  );
}

/** The hi-checks box: every hi-check, highest first, then by name. */
export function hiCheckList(over100Checkouts: readonly NotablePlayer[]): NotablePlayer[] {
  return over100Checkouts
    .filter((p) => isHiCheck(p.score))
    .sort((a, b) => (b.score ?? 0) - (a.score ?? 0) || a.name.localeCompare(b.name));
}

export interface PlayerAccolades {
  id: string;
  name: string;
  oneEighties: number;
  hiChecks: number;
  /** The player's highest hi-check (what the player table shows), or null. */
  highestHiCheck: number | null;
}

/** Each player's 180s and hi-checks in the tournament, in the order they first appear. */
export function playerAccolades(tournament: {
  oneEighties: readonly FixturePlayer[];
  over100Checkouts: readonly NotablePlayer[];
}): PlayerAccolades[] {
  const byId = new Map<string, PlayerAccolades>();
  const of = (p: FixturePlayer) => {
    let entry = byId.get(p.id);
    if (!entry)
      byId.set(p.id, (entry = { id: p.id, name: p.name, oneEighties: 0, hiChecks: 0, highestHiCheck: null }));
    return entry;
  };
  for (const p of tournament.oneEighties) of(p).oneEighties++;
  for (const p of tournament.over100Checkouts) {
    if (!isHiCheck(p.score)) continue;
    const entry = of(p);
    entry.hiChecks++;
    entry.highestHiCheck = Math.max(entry.highestHiCheck ?? 0, p.score);
  }
  return [...byId.values()];
}

/** Why a hi-check cannot be added, or null. */
export function tournamentHiCheckProblem(score: number | string | null | undefined): string | null {
  if (score === null || score === undefined || score === '') return ENTER_SCORE_FIRST;
  const n = typeof score === 'number' ? score : Number(score);
  return isHiCheck(n) ? null : TOURNAMENT_HI_CHECK_RANGE;
}

/** Adds a 180 for the player (a player must be chosen first). */
export function addTournament180(
  list: readonly FixturePlayer[],
  player: FixturePlayer | null,
): Entry<FixturePlayer[]> {
  if (!player?.id) return { value: null, error: SELECT_PLAYER_FIRST };
  return { value: [...list, { id: player.id, name: player.name }], error: null };
}

/** Adds a hi-check of 100 to 170 for the player. */
export function addTournamentHiCheck(
  list: readonly NotablePlayer[],
  player: FixturePlayer | null,
  score: number | string | null | undefined,
): Entry<NotablePlayer[]> {
  if (!player?.id) return { value: null, error: SELECT_PLAYER_FIRST };
  const problem = tournamentHiCheckProblem(score);
  if (problem) return { value: null, error: problem };
  return { value: [...list, { id: player.id, name: player.name, score: Number(score) }], error: null };
}
