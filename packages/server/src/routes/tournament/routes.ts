import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@darts/core/contract/common';
import { ok } from '@darts/core/contract/envelope';
import { tournamentSchema } from '@darts/core/contract/tournament';
import { editTournamentRequestSchema } from '@darts/core/contract/tournamentEdit';
import { TOURNAMENT_TYPE } from '@darts/core/contract/tournamentMessages';
import { patchTournamentRequestSchema } from '@darts/core/contract/tournamentPatch';
import { TOURNAMENT_ROUTES } from '@darts/core/contract/routes/tournament';
import { requireAccess, requireAnyAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { presentTournament } from '#server/presenters/tournament';
import { isBoardDevice } from '#server/services/boardDevice';
import { patchTournament } from '#server/services/tournamentPatch';
import {
  deleteTournament,
  getTournament,
  listTournaments,
  saveTournament,
} from '#server/services/tournaments';
import { answer, referrerOf, RESULTS_FLAGS, tournamentEnvelope } from './answer';
import { tournamentAveragesRoutes } from './averages';
import { tournamentUnsavedRoutes } from './unsaved';
import { tournamentCallRoutes } from './calls';
import { tournamentPhotoRoutes } from './photos';
import { tournamentSaygRoutes } from './sayg';
import { serve } from '../serve';

export const tournamentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(tournamentPhotoRoutes(ctx));
    await app.register(tournamentSaygRoutes(ctx));
    await app.register(tournamentAveragesRoutes(ctx));
    await app.register(tournamentUnsavedRoutes(ctx));
    await app.register(tournamentCallRoutes(ctx));

    serve(
      app,
      TOURNAMENT_ROUTES.list,
      {
        schema: {
          tags: ['Tournament'],
          summary: 'Every tournament, by date',
          response: { 200: z.array(tournamentSchema) },
        },
      },
      async () => (await listTournaments(ctx)).map(presentTournament),
    );

    serve(
      app,
      TOURNAMENT_ROUTES.save,
      {
        config: { signedIn: true, boundsItsNesting: true },
        schema: {
          tags: ['Tournament'],
          summary:
            'Create a tournament (manageTournaments), or save one with lastUpdated: its details need manageTournaments, the bracket and scores enterTournamentResults; new sides, rounds and matches get ids; published live',
          body: editTournamentRequestSchema,
          response: { 200: tournamentEnvelope },
        },
      },
      async (request) => {
        const caller = requireAnyAccess(request, RESULTS_FLAGS);
        return answer(await saveTournament(ctx, caller, request.body, referrerOf(request)));
      },
    );

    serve(
      app,
      TOURNAMENT_ROUTES.get,
      {
        schema: {
          tags: ['Tournament'],
          summary: 'One tournament (deleted ones too; 204 when unknown)',
          params: idParamsSchema,
          response: { 200: tournamentSchema, 204: z.null() },
        },
      },
      async (request, reply) => {
        const stored = await getTournament(ctx, request.params.id.toLowerCase());
        if (!stored) return reply.status(204).send(null);
        return presentTournament(stored);
      },
    );

    serve(
      app,
      TOURNAMENT_ROUTES.patch,
      {
        config: { signedIn: true, boundsItsNesting: true },
        schema: {
          tags: ['Tournament'],
          summary:
            "Set a match's score (the round reached through nextRound, the match by its two side ids), add a 180 or a hi-check (enterTournamentResults; a board's scorer device, for the match called to its board); published live",
          params: idParamsSchema,
          body: patchTournamentRequestSchema,
          response: { 200: tournamentEnvelope },
        },
      },
      async (request) => {
        // A board's scorer device: its board's match only (checked against the tournament patched).
        const caller = isBoardDevice(request.caller)
          ? request.caller
          : requireAnyAccess(request, RESULTS_FLAGS);
        const id = request.params.id.toLowerCase();
        return answer(await patchTournament(ctx, caller, id, request.body, referrerOf(request)));
      },
    );

    serve(
      app,
      TOURNAMENT_ROUTES.delete,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Tournament'],
          summary: 'Soft-delete a tournament (manageTournaments)',
          params: idParamsSchema,
          response: { 200: tournamentEnvelope },
        },
      },
      async (request) => {
        const caller = requireAccess(request, 'manageTournaments');
        const id = request.params.id.toLowerCase();
        const deleted = await deleteTournament(ctx, caller, id, referrerOf(request));
        return ok(presentTournament(deleted), [`${TOURNAMENT_TYPE} deleted`]);
      },
    );
  };
