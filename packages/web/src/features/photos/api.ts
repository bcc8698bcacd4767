import type { Envelope } from '@darts/core/contract/envelope';
import { PHOTO_ENTITY_FIELD, PHOTO_FIELD } from '@darts/core/photo/rules';
import { ApiError, command, segment } from '#web/api/client';

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

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function parseEnvelope<T>(text: string): Partial<Envelope<T>> | null {
  try {
    return text ? (JSON.parse(text) as Partial<Envelope<T>>) : null;
  } catch {
    return null;
  }
}

/**
 * Uploads one photo as multipart/form-data (the shared client sends only JSON), with the same
 * `X-UI-Url` header and cookies; a failed envelope or status rejects with an {@link ApiError}.
 */
export async function uploadPhoto<T>(path: string, entityId: string, file: File): Promise<Envelope<T>> {
  const form = new FormData();
  form.append(PHOTO_ENTITY_FIELD, entityId);
  form.append(PHOTO_FIELD, file, file.name);
  const response = await fetch(path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'X-UI-Url': window.location.href },
    body: form,
    credentials: 'include',
    mode: 'cors',
  });
  const text = await response.text();
  const envelope = parseEnvelope<T>(text);
  if (!response.ok || !envelope || envelope.success !== true) {
    const errors = strings(envelope?.errors);
    const message = errors[0] ?? (text.slice(0, 200) || `${response.status} ${response.statusText}`);
    throw new ApiError(message, response.status, 'POST', path, {
      errors: errors.length > 0 ? errors : [message],
      warnings: strings(envelope?.warnings),
      messages: strings(envelope?.messages),
    });
  }
  return envelope as Envelope<T>;
}

/** DELETE {path}/{entityId}/{photoId}. */
export function deletePhoto<T>(path: string, entityId: string, photoId: string): Promise<Envelope<T>> {
  return command<T>('DELETE', `${path}/${segment(entityId)}/${segment(photoId)}`);
}
