import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import {
  leaderboardCsvQuerySchema,
  leaderboardQuerySchema,
  leaderboardsSchema,
} from '@darts/core/contract/leaderboards';
import { LEADERBOARD_NAMES, type Leaderboard, type LeaderRow } from '@darts/core/reports/leaderboards';
import { LEADERBOARD_ROUTES } from '@darts/core/contract/routes/leaderboard';
import type { AppContext } from '#server/context';
import { assertFiguresVisible, leaderboardsOf } from '#server/services/playerFigures';
import { serve } from '../serve';

/* Leaderboards of players' figures (issue 28): public, as the tables are; each board as a CSV file too. */

/** A cell a spreadsheet would read as a formula ("=...", "+...") is kept as text. */
const asText = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

const valueOf = (board: Leaderboard, value: number) =>
  board === 'average' || board === 'mostImproved' ? value.toFixed(2) : String(value);

/** A board as CSV: a header and a row a player, ranked; a byte-order mark so a spreadsheet reads it as UTF-8. */
function boardCsv(board: Leaderboard, rows: readonly LeaderRow[]): string {
  const body = stringify(
    rows.map((r, i) => [String(i + 1), asText(r.name), valueOf(board, r.value), String(r.legs)]),
    { header: true, columns: ['Rank', 'Player', LEADERBOARD_NAMES[board], 'Legs'] },
  );
  return `\ufeff${body}`;
}

export const leaderboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      LEADERBOARD_ROUTES.get,
      {
        schema: {
          tags: ['Leaderboard'],
          summary:
            "Leaderboards of players' figures from every singles match recorded leg by leg, over a season (seasonId) or every season: 3-dart averages of players with minLegs legs (6 unless given), 180s, highest checkouts, best legs, most improved on the season before",
          querystring: leaderboardQuerySchema,
          response: { 200: leaderboardsSchema },
        },
      },
      async (request) => {
        await assertFiguresVisible(ctx, request.caller);
        return leaderboardsOf(ctx, request.query);
      },
    );

    serve(
      app,
      LEADERBOARD_ROUTES.csv,
      {
        schema: {
          tags: ['Leaderboard'],
          summary:
            'One leaderboard (board) as a CSV file a spreadsheet opens as it is: rank, player, figure, legs',
          querystring: leaderboardCsvQuerySchema,
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        await assertFiguresVisible(ctx, request.caller);
        const { board, ...query } = request.query;
        const answer = await leaderboardsOf(ctx, query);
        const season = answer.seasonName ? `-${answer.seasonName.replace(/[^A-Za-z0-9]+/g, '-')}` : '';
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="leaderboard-${board}${season}.csv"`)
          .send(boardCsv(board, answer.boards[board]));
      },
    );
  };
