import { z } from 'zod';
import { idSchema } from './common';
import { MAX_REQUESTED_HEIGHT } from '../photo/rules';

/*
 * Photos of fixtures (and, later, tournaments); see docs/decisions/008. Upload is multipart (`id`
 * and the file `Photo`); both upload and delete answer with the updated entity in the envelope. The
 * bytes are served by GET /api/Photo/{id}[/{height}].
 */

export * from '../photo/rules';

/** GET /api/Photo/{id}/{size}: the height to scale to when the photo is taller. */
export const photoSizeParamsSchema = z.object({
  id: idSchema,
  size: z.coerce
    .number({ error: `must be a whole number from 1 to ${MAX_REQUESTED_HEIGHT}` })
    .int({ error: `must be a whole number from 1 to ${MAX_REQUESTED_HEIGHT}` })
    .min(1, { error: `must be a whole number from 1 to ${MAX_REQUESTED_HEIGHT}` })
    .max(MAX_REQUESTED_HEIGHT, { error: `must be a whole number from 1 to ${MAX_REQUESTED_HEIGHT}` }),
});

/** DELETE /api/Scores/Photo/{id}/{photoId}. */
export const entityPhotoParamsSchema = z.object({ id: idSchema, photoId: idSchema });
