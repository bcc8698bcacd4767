import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  leaderboardCsvQuerySchema,
  leaderboardQuerySchema,
  leaderboardsSchema,
} from '@darts/core/contract/leaderboards';
import { LEADERBOARD_ROUTES } from '@darts/core/contract/routes/leaderboard';
import type { AppContext } from '#server/context';
import { assertFiguresVisible, leaderboardsOf } from '#server/services/playerFigures';
import { serve } from '../serve';
import { csvFileName } from '@darts/core/openData/csv';
import { sendCsv } from '#server/http/csv';
import { boardCsv } from './csv';

/* Leaderboards of players' figures (issue 28): public, as the tables are; each board as a CSV file too. */

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
        return leaderboardsOf(ctx, request.query, request.caller);
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
        const answer = await leaderboardsOf(ctx, query, request.caller);
        const name = csvFileName('leaderboard', board, answer.seasonName ?? '');
        return sendCsv(
          request,
          reply,
          boardCsv(board, answer.boards[board]),
          `attachment; filename="${name}"`,
        );
      },
    );
  };
