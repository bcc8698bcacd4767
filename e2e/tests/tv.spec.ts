import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { closeSocket, signInByApi } from './support/live';
import { PracticePage } from './support/practicePage';

/** The TV's page of boards and its slides change every 20 s and 15 s (features/live/tvRotation.ts). */
const SLIDE_MS = 15_000;

/** A pub TV: 1920x1080, no mouse, no one to click. */
test.use({ viewport: { width: 1920, height: 1080 } });

/** What a person three metres away and a TV without a mouse notice of the page. */
async function screenOf(page: Page, scores: string) {
  return page.evaluate((selector) => {
    const root = document.documentElement;
    const tv = document.querySelector('.tv-screen')!;
    return {
      scrollWidth: root.scrollWidth,
      scrollHeight: root.scrollHeight,
      width: window.innerWidth,
      height: window.innerHeight,
      cursor: getComputedStyle(tv).cursor,
      scores: [...document.querySelectorAll(selector)].map((e) => parseFloat(getComputedStyle(e).fontSize)),
    };
  }, scores);
}

function expectTvScreen(screen: Awaited<ReturnType<typeof screenOf>>) {
  expect(screen.scrollWidth).toBeLessThanOrEqual(screen.width);
  expect(screen.scrollHeight).toBeLessThanOrEqual(screen.height);
  expect(screen.cursor).toBe('none');
}

test.describe('the TV view', () => {
  test('follows a match throw by throw without a touch, through a socket the server closed', async ({
    browser,
    baseURL,
    request,
  }) => {
    const base = baseURL ?? '';
    const scorerContext = await browser.newContext();
    const tvContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    try {
      // The scorer starts and saves a match: it is live, and the newest on the list.
      const scorerPage = await scorerContext.newPage();
      const scorer = new PracticePage(scorerPage);
      const id = await scorer.startSaved('Tess Telly', 'Vic Viewer', 100);

      // The TV (a visitor, never clicked) shows the board and follows the next throw.
      const tv = await tvContext.newPage();
      await tv.goto('/tv');
      const board = tv.getByRole('article', { name: 'Tess Telly vs Vic Viewer' });
      await expect(board.getByLabel('Tess remaining')).toHaveText('401');
      await expect(board.getByLabel('Vic remaining')).toHaveText('501');
      await signInByApi(request, base, ADMIN);
      const tvSocket = async () => {
        const sockets = (await (await request.get('/api/Live/Sockets')).json()) as {
          id: string;
          originatingUrl: string | null;
          subscriptions: string[];
        }[];
        return sockets.find(
          (s) => s.originatingUrl?.endsWith('/tv') && s.subscriptions.includes(`Sayg:${id}`),
        );
      };
      await expect.poll(async () => (await tvSocket())?.id ?? null).not.toBeNull();
      await scorer.type(60);
      await expect(board.getByLabel('Vic remaining')).toHaveText('441');

      // Readable from across the pub, and nothing to scroll or point at.
      const live = await screenOf(tv, '.tv-board .sayg-remaining');
      expectTvScreen(live);
      expect(Math.min(...live.scores)).toBeGreaterThanOrEqual(64);

      // The server closes the TV's socket: it reconnects by itself and follows the next throw.
      const dropped = (await tvSocket())!;
      await closeSocket(request, base, dropped.id);
      await expect
        .poll(async () => (await tvSocket())?.id ?? dropped.id, { timeout: 20_000 })
        .not.toBe(dropped.id);
      await scorer.type(140);
      await expect(board.getByLabel('Tess remaining')).toHaveText('261');
    } finally {
      await scorerContext.close();
      await tvContext.close();
    }
  });

  test("with nothing live, shows tonight's fixtures or the latest results, then the tables", async ({
    page,
  }) => {
    // Other journeys in this lane leave matches live for half an hour: the TV is told none is.
    await page.route('**/api/Live/Watch', (route) => route.fulfill({ json: [] }));
    await page.goto('/tv');
    const first = page.getByRole('list', { name: /^(Tonight|Latest results), / });
    await expect(first.getByRole('link').first()).toBeVisible();
    expectTvScreen(await screenOf(page, '.tv-slide'));

    // The slides turn by themselves: each division's whole table comes round.
    const table = page.locator('.tv-slide table');
    await expect(table).toBeVisible({ timeout: 3 * SLIDE_MS });
    // The slide shows the summary's top of the table until the whole table comes (TvSlides.tsx).
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(4);
    expectTvScreen(await screenOf(page, '.tv-slide'));
  });
});
