import type { LiveDataType } from '@darts/core/contract/live';
import { PollOutcome } from './types';

export interface PollResult {
  outcome: PollOutcome;
  data?: unknown;
  /** The server's Last-Modified, sent back as If-Modified-Since next time. */
  lastModified?: string | null;
  message?: string;
}

/** One poll: `GET /api/Live/Update/{id}/{type}` with If-Modified-Since, mapped to an outcome. */
export async function pollOnce(
  fetcher: typeof fetch,
  id: string,
  type: LiveDataType,
  lastModified: string | null,
): Promise<PollResult> {
  try {
    const response = await fetcher(`/api/Live/Update/${encodeURIComponent(id)}/${type}`, {
      headers: {
        Accept: 'application/json',
        'X-UI-Url': window.location.href,
        ...(lastModified ? { 'If-Modified-Since': lastModified } : {}),
      },
      credentials: 'include',
    });
    const modified = response.headers.get('last-modified') ?? lastModified;
    if (response.status === 304) return { outcome: PollOutcome.Unchanged, lastModified: modified };
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
      return { outcome: PollOutcome.Unchanged, lastModified: modified };
    }
    return { outcome: PollOutcome.Updated, data: body.result.data, lastModified: modified };
  } catch (error) {
    return {
      outcome: PollOutcome.Exception,
      message: `Error polling for updates: ${id} (${type})\n${error instanceof Error ? error.message : String(error)}`,
    };
  }
}
