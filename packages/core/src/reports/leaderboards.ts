import type { SaygInput } from '../scoring/types';
import { playerFigures, type Figures } from './playerFigures';
import type { SinglesRecord } from './singlesRecords';

/*
 * Leaderboards (issue 28) over a season or the whole league, from each player's figures
 * (playerFigures.ts, so the same sums as the player's page): the best 3-dart averages among players
 * with enough legs, the most 180s, the highest checkouts, the best legs and the most improved
 * average on the season before. Pure.
 */

/** Legs a player needs in the season (and, to be most improved, in the season before) to be ranked by average. */
export const DEFAULT_MIN_LEGS = 6;

export const LEADERBOARDS = ['average', 'oneEighties', 'highestCheckout', 'bestLeg', 'mostImproved'] as const;
export type Leaderboard = (typeof LEADERBOARDS)[number];

export const LEADERBOARD_NAMES: Record<Leaderboard, string> = {
  average: '3-dart average',
  oneEighties: '180s',
  highestCheckout: 'Highest checkout',
  bestLeg: 'Best leg (darts)',
  mostImproved: 'Most improved average',
};

export interface LeaderRow {
  playerId: string;
  name: string;
  value: number;
  legs: number;
}

export type Leaderboards = Record<Leaderboard, LeaderRow[]>;

export interface LeaderboardOptions {
  /** The season ranked; null for every season. */
  seasonId: string | null;
  /** The season before it, for the most improved (null: none). */
  previousSeasonId: string | null;
  minLegs: number;
}

/** Every board, each row a player, best first (ties by name). */
export function leaderboards(
  byPlayer: ReadonlyMap<string, readonly SinglesRecord[]>,
  sayg: ReadonlyMap<string, SaygInput>,
  options: LeaderboardOptions,
): Leaderboards {
  const boards: Leaderboards = {
    average: [],
    oneEighties: [],
    highestCheckout: [],
    bestLeg: [],
    mostImproved: [],
  };
  const inSeason = (records: readonly SinglesRecord[], seasonId: string | null) =>
    seasonId === null ? records : records.filter((r) => r.seasonId === seasonId);
  for (const [playerId, records] of byPlayer) {
    const mine = inSeason(records, options.seasonId);
    if (!mine.length) continue;
    const { career: f } = playerFigures(mine, sayg);
    if (!f.legsPlayed) continue;
    const name = [...mine].sort((a, b) => (a.date < b.date ? 1 : -1))[0]!.playerName;
    const add = (board: Leaderboard, value: number | null) => {
      if (value !== null) boards[board].push({ playerId, name, value, legs: f.legsPlayed });
    };
    if (f.legsPlayed >= options.minLegs) add('average', f.average3);
    if (f.count180) add('oneEighties', f.count180);
    add('highestCheckout', f.highestCheckout);
    add('bestLeg', f.bestLegDarts);
    add('mostImproved', improvement(records, sayg, f, options));
  }
  const byName = (a: LeaderRow, b: LeaderRow) => a.name.localeCompare(b.name);
  const most = (a: LeaderRow, b: LeaderRow) => b.value - a.value || byName(a, b);
  const fewest = (a: LeaderRow, b: LeaderRow) => a.value - b.value || byName(a, b);
  boards.average.sort(most);
  boards.oneEighties.sort(most);
  boards.highestCheckout.sort(most);
  boards.bestLeg.sort(fewest);
  boards.mostImproved.sort(most);
  return boards;
}

/** The season's average less the season before's, both with enough legs; null otherwise. */
function improvement(
  records: readonly SinglesRecord[],
  sayg: ReadonlyMap<string, SaygInput>,
  now: Figures,
  { previousSeasonId, minLegs }: LeaderboardOptions,
): number | null {
  if (previousSeasonId === null || now.legsPlayed < minLegs || now.average3 === null) return null;
  const before = records.filter((r) => r.seasonId === previousSeasonId);
  if (!before.length) return null;
  const { career: then } = playerFigures(before, sayg);
  if (then.legsPlayed < minLegs || then.average3 === null) return null;
  return now.average3 - then.average3;
}
