import type { Envelope } from '@darts/core/contract/envelope';
import { PHOTO_ENTITY_FIELD, PHOTO_FIELD } from '@darts/core/photo/rules';
import { command, segment } from '#web/api/client';
import { postForm } from '#web/api/form';

/**
 * The photo endpoints of one kind of entity (a fixture: `/api/Scores/Photo`; a tournament, later:
 * `/api/Tournament/Photo`). Both answer with the updated entity in the envelope.
 */
export interface PhotoEndpoints {
  /** Multipart POST with the fields `id` and `Photo`. */
  upload: string;
  /** DELETE `{delete}/{entityId}/{photoId}`. */
  delete: string;
}

export const GAME_PHOTO_ENDPOINTS: PhotoEndpoints = {
  upload: '/api/Scores/Photo',
  delete: '/api/Scores/Photo',
};

/** Uploads one photo as multipart/form-data with the fields `id` and `Photo`. */
export async function uploadPhoto<T>(path: string, entityId: string, file: File): Promise<Envelope<T>> {
  const form = new FormData();
  form.append(PHOTO_ENTITY_FIELD, entityId);
  form.append(PHOTO_FIELD, file, file.name);
  return postForm<T>(path, form);
}

/** DELETE {path}/{entityId}/{photoId}. */
export function deletePhoto<T>(path: string, entityId: string, photoId: string): Promise<Envelope<T>> {
  return command<T>('DELETE', `${path}/${segment(entityId)}/${segment(photoId)}`);
}
