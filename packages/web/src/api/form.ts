import type { Envelope } from '@darts/core/contract/envelope';
import type { MultipartBody, Route } from '@darts/core/contract/routes/route';
import { ApiError, urlOf, type ResultOf } from './client';

/*
 * Multipart posts (a photo, an import zip): the shared client sends only JSON. Same `X-UI-Url`
 * header and cookies; a failed envelope or status rejects with an ApiError. A body that is not the
 * envelope (a 500's text) becomes the error's text (an import's failure, for one).
 */

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

/** Posts `form` to a declared multipart route (its body is {@link MultipartBody}). */
export async function postForm<R extends Route<'POST', string, Envelope<unknown>, MultipartBody>>(
  declared: R,
  form: FormData,
): Promise<Envelope<ResultOf<R>>> {
  type T = ResultOf<R>;
  const path = urlOf(declared);
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
