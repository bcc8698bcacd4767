import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardCallsSchema,
  moveCardCallRequestSchema,
  nightCallsQuerySchema,
} from '@darts/core/contract/boards';
import { idParamsSchema } from '@darts/core/contract/common';
import { envelopeSchema, ok } from '@darts/core/contract/envelope';
import { fixtureSchema } from '@darts/core/contract/fixture';
import { entityPhotoParamsSchema } from '@darts/core/contract/photo';
import {
  disagreementsQuerySchema,
  recordScoresRequestSchema,
  submissionDisagreementSchema,
} from '@darts/core/contract/scorecard';
import { z } from 'zod';
import { SCORECARD_ROUTES } from '@darts/core/contract/routes/scorecard';
import { requireAccess, requireAnyAccess, requireCaller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { presentFixture } from '#server/presenters/fixture';
import { assertPhotosEnabled, deletePhoto, GAME_PHOTOS, uploadPhoto } from '#server/services/photos';
import { recordScores } from '#server/services/scorecards';
import { moveCardCall, nightCalls } from '#server/services/scorecardCalls';
import { boardsOfCard } from '#server/services/venueNightCalls';
import { submissionDisagreements } from '#server/services/submissions';
import { readPhotoUpload, registerPhotoUploads } from '../photo/upload';
import { serve } from '../serve';
import { scorecardUnsavedRoutes } from './unsaved';

const gameEnvelope = envelopeSchema(fixtureSchema);

export const scoresRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await registerPhotoUploads(app);
    await scorecardUnsavedRoutes(ctx)(app, {});

    serve(
      app,
      SCORECARD_ROUTES.calls,
      {
        schema: {
          tags: ['Scores'],
          summary:
            "One date's fixture nights with calls (divisionId, repeated or comma-separated, for some divisions): each card's calls as its card shows them to the caller, with the match named (the TV's call strip)",
          querystring: nightCallsQuerySchema,
          response: { 200: z.array(cardCallsSchema) },
        },
      },
      async (request) => nightCalls(ctx, request.caller, request.query.date, request.query.divisionId),
    );

    serve(
      app,
      SCORECARD_ROUTES.disagreements,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Scores'],
          summary:
            "Fixtures whose two teams' submissions differ, and where, soonest first (manageScores); seasonId for one season",
          querystring: disagreementsQuerySchema,
          response: { 200: envelopeSchema(z.array(submissionDisagreementSchema)) },
        },
      },
      async (request) => {
        requireAccess(request, 'manageScores');
        return ok(await submissionDisagreements(ctx, request.query.seasonId));
      },
    );

    serve(
      app,
      SCORECARD_ROUTES.save,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Scores'],
          summary:
            "Record a fixture's scorecard with lastUpdated: manageScores edits the results; a team clerk (inputResults, own team) writes their submission, published when both agree; manageGames also edits the details",
          params: idParamsSchema,
          body: recordScoresRequestSchema,
          response: { 200: gameEnvelope },
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        const { stored, messages } = await recordScores(
          ctx,
          caller,
          request.params.id.toLowerCase(),
          request.body,
        );
        return ok(presentFixture(stored, caller, {}, await boardsOfCard(ctx, stored)), messages);
      },
    );

    serve(
      app,
      SCORECARD_ROUTES.moveCall,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Scores'],
          summary:
            "Move a ready match of a fixture night to one of its venue's boards (shared by every fixture at that address that night), with the card's lastUpdated (manageScores): the board's match, of this card or another there, swaps to the moved match's old board, or waits for the next free board",
          params: idParamsSchema,
          body: moveCardCallRequestSchema,
          response: { 200: gameEnvelope },
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        const id = request.params.id.toLowerCase();
        const { stored, messages } = await moveCardCall(ctx, caller, id, request.body);
        return ok(presentFixture(stored, caller, {}, await boardsOfCard(ctx, stored)), messages);
      },
    );

    serve(
      app,
      SCORECARD_ROUTES.addPhoto,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Scores'],
          summary:
            'Add a photo to a fixture (multipart: id and the file Photo, at most 10 MB; uploadPhotos, PhotosEnabled); your own photo is replaced; at most two per fixture',
          consumes: ['multipart/form-data'],
          response: { 200: gameEnvelope },
        },
      },
      async (request) => {
        // Who may upload is settled before the body is read.
        const caller = requireAccess(request, 'uploadPhotos');
        await assertPhotosEnabled(ctx);
        const upload = await readPhotoUpload(request);
        const game = await uploadPhoto(ctx, caller, GAME_PHOTOS, upload.entityId, upload);
        return ok(presentFixture(game, caller, {}, await boardsOfCard(ctx, game)), ['Photo added']);
      },
    );

    serve(
      app,
      SCORECARD_ROUTES.deletePhoto,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Scores'],
          summary: "Delete a fixture's photo: your own (uploadPhotos) or any (deleteAnyPhoto)",
          params: entityPhotoParamsSchema,
          response: { 200: gameEnvelope },
        },
      },
      async (request) => {
        const caller = requireAnyAccess(request, ['uploadPhotos', 'deleteAnyPhoto']);
        const { id, photoId } = request.params;
        const game = await deletePhoto(ctx, caller, GAME_PHOTOS, id.toLowerCase(), photoId.toLowerCase());
        return ok(presentFixture(game, caller, {}, await boardsOfCard(ctx, game)), ['Photo deleted']);
      },
    );
  };
