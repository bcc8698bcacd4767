import { z } from 'zod';
import { count, id, instant, nullableText, text } from './fields';

/**
 * A photo's metadata (the `photo` table); the bytes are in `photo_blob` under the same id.
 * `userId` is the uploader's account: "own" photos are matched on it.
 */
export const photoDocSchema = z.object({
  entityType: z.enum(['Game', 'Tournament']),
  entityId: id,
  userId: id,
  teamId: id.nullable(),
  fileName: nullableText,
  contentType: text,
  fileSize: count,
});
export type PhotoDoc = z.infer<typeof photoDocSchema>;

/** A photo as its fixture or tournament lists it. */
export const photoReferenceDocSchema = z.object({
  id,
  author: nullableText,
  created: instant,
  contentType: text,
  fileName: nullableText,
  fileSize: count,
});
export type PhotoReferenceDoc = z.infer<typeof photoReferenceDocSchema>;
