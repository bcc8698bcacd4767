import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

interface SocketView {
  id: string;
  originatingUrl: string | null;
  subscriptions: string[];
}

/** Signs the request context (and so its browser context) in with `POST /api/Account/Login`. */
export async function signInByApi(
  request: APIRequestContext,
  baseURL: string,
  account: { email: string; password: string },
): Promise<void> {
  const response = await request.post('/api/Account/Login', {
    headers: { 'X-UI-Url': `${baseURL}/login` },
    data: { emailAddress: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The open sockets following `Sayg:{id}` (`GET /api/Live/Sockets`, manageSockets). */
export async function socketsFollowing(request: APIRequestContext, id: string): Promise<SocketView[]> {
  const response = await request.get('/api/Live/Sockets');
  expect(response.status(), await response.text()).toBe(200);
  const sockets = (await response.json()) as SocketView[];
  return sockets.filter((s) => s.subscriptions.includes(`Sayg:${id}`));
}

/** Closes a socket from the server side, as the admin Sockets tab does. */
export async function closeSocket(request: APIRequestContext, baseURL: string, socketId: string) {
  const response = await request.delete(`/api/Live/Socket/${socketId}`, {
    headers: { 'X-UI-Url': `${baseURL}/admin/sockets` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** `/live/match/{id}`: the spectator's read-only board. */
export class LiveMatchPage {
  /** The connection badge. */
  readonly status: Locator;
  /** Why the board is not following, with the last update time. */
  readonly notFollowing: Locator;

  constructor(readonly page: Page) {
    this.status = page
      .getByRole('status')
      .filter({ hasText: /^(Live|Live \(polling\)|Reconnecting…|Connecting…|Paused)$/ });
    this.notFollowing = page.getByRole('status', { name: 'Not following live' });
  }

  async open(id: string): Promise<void> {
    await this.page.goto(`/live/match/${id}`);
  }

  remaining(name: string): Locator {
    return this.page.getByLabel(`${name} remaining`);
  }

  /** The cells of a row of the match statistics table, by its heading. */
  statisticsRow(row: string): Locator {
    return this.page
      .getByRole('table', { name: 'Match statistics' })
      .getByRole('row', { name: new RegExp(`^${row}`) })
      .getByRole('cell');
  }
}

/** PublicLiveScores (`FEATURE_IDS.publicLiveScores` in @darts/core/feature/flags). */
export const PUBLIC_LIVE_SCORES = '5c2f8a4e-3b1d-4e6f-9a7c-2d8e0b1f4a63';

/** Sets (or with null clears) a feature's configured value with `PUT /api/Feature` (manageFeatures). */
export async function setFeature(
  request: APIRequestContext,
  baseURL: string,
  id: string,
  configuredValue: string | null,
): Promise<void> {
  const response = await request.put('/api/Feature', {
    headers: { 'X-UI-Url': `${baseURL}/admin/features` },
    data: { id, configuredValue },
  });
  expect(response.status(), await response.text()).toBe(200);
}
