import type { LiveDataType } from '@darts/core/contract/live';
import { LIVE_UPDATE_ROUTES } from '@darts/core/contract/routes/liveUpdate';
import { urlOf } from '#web/api/client';

/** Publishes by `POST /api/Live/Update/{id}/{type}` (no open socket); false when it failed. */
export async function postUpdate(
  fetcher: typeof fetch,
  type: LiveDataType,
  id: string,
  data: unknown,
  token?: string | null,
): Promise<boolean> {
  try {
    const response = await fetcher(urlOf(LIVE_UPDATE_ROUTES.publish, { params: { id, type } }), {
      method: LIVE_UPDATE_ROUTES.publish.method,
      headers: {
        'Content-Type': 'application/json',
        'X-UI-Url': window.location.href,
        ...(token ? { 'X-Sayg-Token': token } : {}),
      },
      credentials: 'include',
      body: JSON.stringify(data),
    });
    return response.ok;
  } catch {
    return false;
  }
}
