import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '@darts/core/contract/envelope';
import { entityPhotoParamsSchema } from '@darts/core/contract/photo';
import { TOURNAMENT_ROUTES } from '@darts/core/contract/routes/tournament';
import { requireAccess, requireAnyAccess } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { presentTournament } from '#server/presenters/tournament';
import { assertPhotosEnabled, deletePhoto, TOURNAMENT_PHOTOS, uploadPhoto } from '#server/services/photos';
import { publishTournament } from '#server/services/tournamentLive';
import { readPhotoUpload, registerPhotoUploads } from '../photo/upload';
import { referrerOf, tournamentEnvelope } from './answer';
import { serve } from '../serve';

/* Photos of a tournament, through the fixtures' photo service (docs/decisions/008). */

export const tournamentPhotoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await registerPhotoUploads(app);

    serve(
      app,
      TOURNAMENT_ROUTES.addPhoto,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Tournament'],
          summary:
            'Add a photo to a tournament (multipart: id and the file Photo, at most 10 MB; uploadPhotos, PhotosEnabled); your own photo is replaced',
          consumes: ['multipart/form-data'],
          response: { 200: tournamentEnvelope },
        },
      },
      async (request) => {
        // Who may upload is settled before the body is read.
        const caller = requireAccess(request, 'uploadPhotos');
        await assertPhotosEnabled(ctx);
        const upload = await readPhotoUpload(request);
        const stored = await uploadPhoto(ctx, caller, TOURNAMENT_PHOTOS, upload.entityId, upload);
        await publishTournament(ctx, stored, caller, referrerOf(request));
        return ok(presentTournament(stored), ['Photo added']);
      },
    );

    serve(
      app,
      TOURNAMENT_ROUTES.deletePhoto,
      {
        config: { signedIn: true },
        schema: {
          tags: ['Tournament'],
          summary: "Delete a tournament's photo: your own (uploadPhotos) or any (deleteAnyPhoto)",
          params: entityPhotoParamsSchema,
          response: { 200: tournamentEnvelope },
        },
      },
      async (request) => {
        const caller = requireAnyAccess(request, ['uploadPhotos', 'deleteAnyPhoto']);
        const { id, photoId } = request.params;
        const stored = await deletePhoto(
          ctx,
          caller,
          TOURNAMENT_PHOTOS,
          id.toLowerCase(),
          photoId.toLowerCase(),
        );
        await publishTournament(ctx, stored, caller, referrerOf(request));
        return ok(presentTournament(stored), ['Photo deleted']);
      },
    );
  };
