import { LEADERBOARD_NAMES, type Leaderboard, type LeaderRow } from '@darts/core/reports/leaderboards';
import { csvOf } from '@darts/core/openData/csv';

/* A leaderboard as a CSV file a spreadsheet opens as it is (http/csv.ts). */

const valueOf = (board: Leaderboard, value: number) =>
  board === 'average' || board === 'mostImproved' ? value.toFixed(2) : String(value);

type Ranked = { rank: number; row: LeaderRow };

/** A board as CSV: a header and a row a player, ranked. */
export function boardCsv(board: Leaderboard, rows: readonly LeaderRow[]): string {
  return csvOf<Ranked>(
    [
      { header: 'Rank', value: (r) => String(r.rank) },
      { header: 'Player', value: (r) => r.row.name },
      { header: LEADERBOARD_NAMES[board], value: (r) => valueOf(board, r.row.value) },
      { header: 'Legs', value: (r) => String(r.row.legs) },
    ],
    rows.map((row, i) => ({ rank: i + 1, row })),
  );
}
