import { stringify } from 'csv-stringify/sync';
import { LEADERBOARD_NAMES, type Leaderboard, type LeaderRow } from '@darts/core/reports/leaderboards';

/* A leaderboard as a CSV file a spreadsheet opens as it is (written by csv-stringify). */

/** A cell a spreadsheet would read as a formula ("=...", "+...") is kept as text. */
const asText = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

const valueOf = (board: Leaderboard, value: number) =>
  board === 'average' || board === 'mostImproved' ? value.toFixed(2) : String(value);

/** A board as CSV: a header and a row a player, ranked; a byte-order mark so a spreadsheet reads it as UTF-8. */
export function boardCsv(board: Leaderboard, rows: readonly LeaderRow[]): string {
  const body = stringify(
    rows.map((r, i) => [String(i + 1), asText(r.name), valueOf(board, r.value), String(r.legs)]),
    { header: true, columns: ['Rank', 'Player', LEADERBOARD_NAMES[board], 'Legs'] },
  );
  return `\ufeff${body}`;
}
