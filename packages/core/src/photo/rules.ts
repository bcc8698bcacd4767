/*
 * Photo limits and messages, without
 * zod so the browser's photo dialog can use them; `contract/photo.ts` adds the request schemas.
 */

/** What a photo belongs to. */
export type PhotoEntityType = 'Game' | 'Tournament';

export const MIN_PHOTO_FILE_SIZE = 1024;
export const MAX_PHOTO_FILE_SIZE = 10 * 1024 * 1024;
export const MAX_PHOTOS_PER_ENTITY = 2;
/** Uploads taller than this are scaled down. */
export const MAX_PHOTO_HEIGHT = 1500;
/** The height of a thumbnail (GET /api/Photo/{id}/50). */
export const THUMBNAIL_HEIGHT = 50;
/** The largest height a client may ask for. */
export const MAX_REQUESTED_HEIGHT = 5000;

/** The multipart field names of an upload (`photo` is accepted too). */
export const PHOTO_FIELD = 'Photo';
export const PHOTO_ENTITY_FIELD = 'id';

export const PHOTO_TOO_LARGE = 'Photo is too large (max 10 MB)';
export const PHOTO_EMPTY = 'The photo file is empty';
export const PHOTO_INVALID = 'The file is not a valid photo';
export const PHOTOS_DISABLED = 'Feature disabled';
export const PHOTO_NOT_YOURS = 'You can only delete your own photos';
export const tooManyPhotos = (max = MAX_PHOTOS_PER_ENTITY) =>
  `No more photos can be added to this entity, maximum photo count reached: ${max}`;

/** A file size in b, kb or mb (units of 1024), e.g. `512 b`, `1.5 kb`, `2.25 mb`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} b`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${Number(kb.toFixed(2))} kb`;
  return `${Number((kb / 1024).toFixed(2))} mb`;
}
