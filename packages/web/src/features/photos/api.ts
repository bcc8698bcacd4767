import type { Envelope } from '@darts/core/contract/envelope';
import { PHOTO_ENTITY_FIELD, PHOTO_FIELD } from '@darts/core/photo/rules';
import type { MultipartBody, Route } from '@darts/core/contract/routes/route';
import { SCORECARD_ROUTES } from '@darts/core/contract/routes/scorecard';
import { command, urlOf } from '#web/api/client';
import { postForm } from '#web/api/form';

/**
 * The photo routes of one kind of entity (a fixture: the scores area's; a tournament: the
 * tournament area's). Both answer with the updated entity in the envelope.
 */
export interface PhotoEndpoints {
  /** Multipart POST with the fields `id` and `Photo`. */
  upload: Route<'POST', string, Envelope<unknown>, MultipartBody>;
  /** DELETE of one photo of one entity. */
  delete: Route<'DELETE', `${string}/:id/:photoId`, Envelope<unknown>>;
}

export const GAME_PHOTO_ENDPOINTS: PhotoEndpoints = {
  upload: SCORECARD_ROUTES.addPhoto,
  delete: SCORECARD_ROUTES.deletePhoto,
};

/** Uploads one photo as multipart/form-data with the fields `id` and `Photo`. */
export async function uploadPhoto<T>(
  declared: PhotoEndpoints['upload'],
  entityId: string,
  file: File,
): Promise<Envelope<T>> {
  const form = new FormData();
  form.append(PHOTO_ENTITY_FIELD, entityId);
  form.append(PHOTO_FIELD, file, file.name);
  return (await postForm(declared, form)) as Envelope<T>;
}

/** Deletes one photo of the entity `entityId`. */
export function deletePhoto<T>(
  declared: PhotoEndpoints['delete'],
  entityId: string,
  photoId: string,
): Promise<Envelope<T>> {
  return command<T>(declared.method, urlOf(declared, { params: { id: entityId, photoId } }));
}
