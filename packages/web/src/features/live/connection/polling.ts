import type { LiveDataType } from '@darts/core/contract/live';
import { LIVE_UPDATE_ROUTES } from '@darts/core/contract/routes/liveUpdate';
import { urlOf } from '#web/api/client';
import { PollOutcome, type PollValidators } from './types';

export interface PollResult {
  outcome: PollOutcome;
  data?: unknown;
  /** The server's validators, sent back as If-Modified-Since and If-None-Match next time. */
  validators?: PollValidators;
  message?: string;
}

/**
 * One poll: `GET /api/Live/Update/{id}/{type}` with If-Modified-Since and If-None-Match (304 when
 * nothing changed), mapped to an outcome.
 */
export async function pollOnce(
  fetcher: typeof fetch,
  id: string,
  type: LiveDataType,
  sent: PollValidators,
): Promise<PollResult> {
  try {
    const response = await fetcher(urlOf(LIVE_UPDATE_ROUTES.update, { params: { id, type } }), {
      headers: {
        Accept: 'application/json',
        'X-UI-Url': window.location.href,
        ...(sent.lastModified ? { 'If-Modified-Since': sent.lastModified } : {}),
        ...(sent.etag ? { 'If-None-Match': sent.etag } : {}),
      },
      credentials: 'include',
      // The validators are ours: the browser's cache must not answer for the server.
      cache: 'no-store',
    });
    const validators: PollValidators = {
      lastModified: response.headers.get('last-modified') ?? sent.lastModified,
      etag: response.headers.get('etag') ?? sent.etag,
    };
    if (response.status === 304) return { outcome: PollOutcome.Unchanged, validators };
    const body = (await response.json().catch(() => null)) as {
      success?: boolean;
      errors?: string[];
      result?: { data?: unknown } | null;
    } | null;
    if (response.status === 404) return { outcome: PollOutcome.NotTracked };
    if (!response.ok || !body || body.success === false) {
      const errors = body?.errors?.join('\n') ?? `${response.status} ${response.statusText}`;
      return {
        outcome: PollOutcome.Failed,
        message: `Error polling for updates: ${id} (${type})\n${errors}`,
      };
    }
    if (!body.result) return { outcome: PollOutcome.NotTracked };
    if (body.result.data === undefined || body.result.data === null) {
      return { outcome: PollOutcome.Unchanged, validators };
    }
    return { outcome: PollOutcome.Updated, data: body.result.data, validators };
  } catch (error) {
    return {
      outcome: PollOutcome.Exception,
      message: `Error polling for updates: ${id} (${type})\n${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
