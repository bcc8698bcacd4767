import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@darts/core/contract/common';
import { RESULTS_NOT_PERMITTED } from '@darts/core/contract/tournamentMessages';
import {
  createTournamentSaygRequestSchema,
  deleteTournamentMatchSaygParamsSchema,
  deleteTournamentSaygParamsSchema,
  deleteTournamentSaygQuerySchema,
} from '@darts/core/contract/tournamentSayg';
import { TOURNAMENT_ROUTES } from '@darts/core/contract/routes/tournament';
import type { FastifyRequest } from 'fastify';
import { requireAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { notPermitted } from '#server/errors';
import { canEnterTournamentResults } from '#server/policies/tournaments';
import { assertBoardsMatch, isBoardDevice } from '#server/services/boardDevice';
import { createMatchSayg, deleteMatchSayg } from '#server/services/tournamentSayg';
import { answer, referrerOf, tournamentEnvelope } from './answer';
import { serve } from '../serve';

/* The leg-by-leg records of tournament matches (recordScoresAsYouGo). */

export const tournamentSaygRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      TOURNAMENT_ROUTES.addSayg,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Tournament'],
          summary:
            "Create the leg-by-leg record of a match (recordScoresAsYouGo; a board's scorer device, the match called to its board): legs from matchOptions, else the round's options, else bestOf, else 5; names from the sides",
          params: idParamsSchema,
          body: createTournamentSaygRequestSchema,
          response: { 200: tournamentEnvelope },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'recordScoresAsYouGo');
        const id = request.params.id.toLowerCase();
        if (isBoardDevice(caller)) await assertBoardsMatch(ctx, caller, id, request.body.matchId);
        return answer(await createMatchSayg(ctx, caller, id, request.body, referrerOf(request)));
      },
    );

    const remove = async (request: FastifyRequest, id: string, matchOrSaygId: string, clear: boolean) => {
      const caller = requireAccess(request, 'recordScoresAsYouGo');
      if (clear && !canEnterTournamentResults(caller)) throw notPermitted(RESULTS_NOT_PERMITTED);
      return answer(
        await deleteMatchSayg(ctx, caller, id.toLowerCase(), matchOrSaygId, clear, referrerOf(request)),
      );
    };

    serve(
      app,
      TOURNAMENT_ROUTES.deleteSayg,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Tournament'],
          summary:
            "Delete a match's leg-by-leg record (by its id or the match's) and unlink it; ?clearScores=true also clears the match's score (recordScoresAsYouGo; clearing also enterTournamentResults)",
          params: deleteTournamentSaygParamsSchema,
          querystring: deleteTournamentSaygQuerySchema,
          response: { 200: tournamentEnvelope },
        },
      },
      async (request) =>
        remove(request, request.params.id, request.params.saygId, request.query.clearScores ?? false),
    );

    serve(
      app,
      TOURNAMENT_ROUTES.deleteMatchSayg,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Tournament'],
          summary:
            "Delete a match's leg-by-leg record, the original system's form of the call (path parameters)",
          params: deleteTournamentMatchSaygParamsSchema,
          response: { 200: tournamentEnvelope },
        },
      },
      async (request) =>
        remove(request, request.params.id, request.params.matchId, request.params.clearScores),
    );
  };
