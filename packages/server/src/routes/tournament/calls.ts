import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@darts/core/contract/common';
import { TOURNAMENT_ROUTES } from '@darts/core/contract/routes/tournament';
import { moveCallRequestSchema } from '@darts/core/contract/tournamentCall';
import { requireAnyAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { moveTournamentCall } from '#server/services/tournamentCalls';
import { answer, referrerOf, RESULTS_FLAGS, tournamentEnvelope } from './answer';
import { serve } from '../serve';

/* The call list: the secretary moves a match to a board (a drag on the sheet). */

export const tournamentCallRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      TOURNAMENT_ROUTES.moveCall,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Tournament'],
          summary:
            "Move a ready match to a board: the board's match swaps to the moved match's old board, or waits for the next free board (enterTournamentResults or manageTournaments); published live",
          params: idParamsSchema,
          body: moveCallRequestSchema,
          response: { 200: tournamentEnvelope },
        },
      },
      async (request) => {
        const caller = requireAnyAccess(request, RESULTS_FLAGS);
        const id = request.params.id.toLowerCase();
        return answer(await moveTournamentCall(ctx, caller, id, request.body, referrerOf(request)));
      },
    );
  };
