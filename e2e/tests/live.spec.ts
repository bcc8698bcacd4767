import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import {
  closeSocket,
  LiveMatchPage,
  PUBLIC_LIVE_SCORES,
  setFeature,
  signInByApi,
  socketsFollowing,
} from './support/live';
import { PracticePage } from './support/practicePage';

/** Spec: a throw reaches spectators within a second of the scorer's keypress. */
const LIVE_MS = 1000;

test.describe('live match view', () => {
  test('a spectator follows a practice match live, through a dropped socket', async ({
    browser,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const scorerContext = await browser.newContext();
    const spectatorContext = await browser.newContext();
    try {
      // The scorer starts and saves a practice match.
      const scorerPage = await scorerContext.newPage();
      const scorer = new PracticePage(scorerPage);
      const id = await scorer.startSaved('Alice Archer', 'Bob Bowman', 100);

      // The spectator (signed in with useWebSockets) opens the live board.
      const spectatorPage = await spectatorContext.newPage();
      await signInByApi(spectatorPage.request, base, ADMIN);
      const live = new LiveMatchPage(spectatorPage);
      await live.open(id);
      await expect(live.remaining('Alice')).toHaveText('401');
      await expect(live.remaining('Bob')).toHaveText('501');
      await expect(spectatorPage.getByRole('switch', { name: 'Follow live' })).toBeChecked();
      await expect(live.status).toHaveText('Live');
      await expect.poll(async () => (await socketsFollowing(spectatorPage.request, id)).length).toBe(1);

      // A throw reaches the spectator within a second of the keypress.
      await scorer.type(60);
      await expect(live.remaining('Bob')).toHaveText('441', { timeout: LIVE_MS });

      // The server drops the spectator's socket: reconnecting, then live again.
      const [socket] = await socketsFollowing(spectatorPage.request, id);
      expect(socket?.originatingUrl).toContain(`/live/match/${id}`);
      await closeSocket(spectatorPage.request, base, socket!.id);
      await expect(live.status).toHaveText('Reconnecting…');
      await expect(live.status).toHaveText('Live');
      await expect
        .poll(async () => (await socketsFollowing(spectatorPage.request, id)).map((s) => s.id))
        .not.toContain(socket!.id);

      // The next throw arrives again within a second, once, and nothing older comes back.
      await scorer.type(140);
      await expect(live.remaining('Alice')).toHaveText('261', { timeout: LIVE_MS });
      await expect(live.remaining('Bob')).toHaveText('441');
      await expect(live.statisticsRow('Match darts')).toHaveText(['6', '3']);
      await spectatorPage.waitForTimeout(500);
      await expect(live.remaining('Alice')).toHaveText('261');
      await expect(live.statisticsRow('Match darts')).toHaveText(['6', '3']);
    } finally {
      await scorerContext.close();
      await spectatorContext.close();
    }
  });

  test('a signed-out visitor follows a match throw by throw with the default settings', async ({
    browser,
    baseURL,
    request,
  }) => {
    const base = baseURL ?? '';
    await signInByApi(request, base, ADMIN);
    const scorerContext = await browser.newContext();
    const visitorContext = await browser.newContext();
    try {
      const scorerPage = await scorerContext.newPage();
      const scorer = new PracticePage(scorerPage);
      const id = await scorer.startSaved('Cara', 'Dan', 45);

      // A visitor who never signed in opens the live board: it follows at once.
      const visitorPage = await visitorContext.newPage();
      const live = new LiveMatchPage(visitorPage);
      await live.open(id);
      await expect(live.remaining('Cara')).toHaveText('456');
      await expect(live.status).toHaveText('Live');
      await expect(live.notFollowing).toHaveCount(0);
      // The paused / live switch is for useWebSockets accounts only.
      await expect(visitorPage.getByRole('switch', { name: 'Follow live' })).toHaveCount(0);
      await expect.poll(async () => (await socketsFollowing(request, id)).length).toBe(1);

      // Every throw reaches the visitor.
      await scorer.type(85);
      await expect(live.remaining('Dan')).toHaveText('416', { timeout: LIVE_MS });
      await scorer.type(100);
      await expect(live.remaining('Cara')).toHaveText('356', { timeout: LIVE_MS });
      await scorer.type(60);
      await expect(live.remaining('Dan')).toHaveText('356', { timeout: LIVE_MS });

      // A league that turns PublicLiveScores off: the visitor's board says so, with the last update.
      await setFeature(request, base, PUBLIC_LIVE_SCORES, 'false');
      await live.open(id);
      await expect(live.remaining('Dan')).toHaveText('356');
      await expect(live.notFollowing).toHaveText(
        /^Live updates are off for visitors in this league · Last update \d{1,2}:\d{2}:\d{2}/,
      );
      await expect(live.status).toHaveCount(0);
      await scorer.type(26);
      await visitorPage.waitForTimeout(LIVE_MS);
      await expect(live.remaining('Cara')).toHaveText('356');
    } finally {
      await scorerContext.close();
      await visitorContext.close();
      await setFeature(request, base, PUBLIC_LIVE_SCORES, null);
    }
  });
});
