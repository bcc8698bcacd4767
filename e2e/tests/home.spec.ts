import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { downloadLines } from './support/downloads';
import { divisionData, signInByApi } from './support/scorecard';

/** A leg: home checks out with a nine-darter when `won`, else each side has thrown once. */
const leg = (won: boolean) => ({
  startingScore: 501,
  currentThrow: 'home',
  playerSequence: [],
  home: {
    throws: won
      ? [
          { score: 180, noOfDarts: 3 },
          { score: 180, noOfDarts: 3 },
          { score: 141, noOfDarts: 3 },
        ]
      : [{ score: 100, noOfDarts: 3 }],
  },
  away: { throws: [{ score: 60, noOfDarts: 3 }] },
});

/** Scores a match leg by leg through the API, as a scorer's browser saves it: it is then published live. */
async function scoreMatch(
  request: APIRequestContext,
  baseURL: string,
  names: [string, string],
  finished: boolean,
): Promise<void> {
  const response = await request.post('/api/Sayg', {
    headers: { 'X-UI-Url': `${baseURL}/practice/match` },
    data: {
      yourName: names[0],
      opponentName: names[1],
      startingScore: 501,
      numberOfLegs: finished ? 1 : 3,
      legs: { 0: leg(finished) },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The page is no wider than the phone's screen. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

test.describe('home page', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  let tonightsFixture = '';

  // The secretary puts a fixture on tonight; two matches are scored, one of them already over.
  test.beforeAll(async ({ playwright, baseURL }) => {
    const base = baseURL ?? '';
    const admin = await playwright.request.newContext({ baseURL: base });
    try {
      await signInByApi(admin, base, ADMIN);
      // The current season's last division: the scorecard journeys play the first one's fixtures.
      const seasons = (await (await admin.get('/api/Season/')).json()) as {
        id: string;
        isCurrent: boolean;
        divisions: { id: string }[];
      }[];
      const season = seasons.find((s) => s.isCurrent && s.divisions.length > 0)!;
      const division = { seasonId: season.id, divisionId: season.divisions[season.divisions.length - 1]!.id };
      const data = await divisionData(admin, division);
      const today = new Date().toISOString().slice(0, 10);
      const [home, away] = [data.teams[0]!, data.teams[1]!];
      const saved = await admin.put('/api/Game', {
        headers: { 'X-UI-Url': `${base}/division` },
        data: {
          divisionId: division.divisionId,
          seasonId: division.seasonId,
          homeTeamId: home.id,
          awayTeamId: away.id,
          date: `${today}T00:00:00`,
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      tonightsFixture = `${home.name} vs ${away.name}`;
      await scoreMatch(admin, base, ['Alice Archer', 'Bob Bowman'], false);
      await scoreMatch(admin, base, ['Fiona Finished', 'Gary Gone'], true);
    } finally {
      await admin.dispose();
    }
  });

  test("a visitor on a phone finds the live match and tonight's fixtures, and the way to Live, TV, Practice and About", async ({
    page,
  }) => {
    // The home page: the live match, tonight's fixture, the latest results and the tables.
    await page.goto('/');
    await expect(page).toHaveTitle(/^Home/);
    const live = page.locator('section', { has: page.getByRole('heading', { name: 'Live now' }) });
    await expect(live.getByRole('link', { name: 'Alice Archer vs Bob Bowman' })).toBeVisible();
    await expect(live.getByText('Fiona Finished', { exact: false })).toHaveCount(0);
    const tonight = page.getByRole('list', { name: /^Tonight, / });
    await expect(tonight.getByRole('link', { name: tonightsFixture })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: /^Latest results, / })
        .getByRole('link')
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'League tables' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // Each division's top of the table downloads as CSV as it shows.
    const top = await downloadLines(page, page.getByRole('button', { name: /^CSV of / }).first());
    expect(top.name).toMatch(/-top-of-the-table\.csv$/);
    expect(top.lines[0]).toBe('\ufeff#,Team,Played,Points');
    expect(top.lines[1]).toMatch(/^1,.+,\d+,\d+$/);

    // Tonight's fixture leads to its scorecard.
    await tonight.getByRole('link', { name: tonightsFixture }).click();
    await expect(page).toHaveURL(/\/score\/[0-9a-f-]{36}$/);

    // The ways on: Live, the TV view, Practice and About (back home between them).
    await page.goBack();
    const goTo = page.getByRole('navigation', { name: 'Go to' });
    for (const [name, path, title] of [
      ['Live', '/live', /^Live/],
      ['TV view', '/tv', /^TV/],
      ['Practice', '/practice', /^Practice/],
      ['About', '/about', /^About/],
    ] as const) {
      await goTo.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(title);
      await page.goBack();
      await expect(page).toHaveTitle(/^Home/);
    }
  });

  test('/live lists the match being played, not the finished one, and opens its board; /tv shows its board', async ({
    page,
  }) => {
    await page.goto('/live');
    const list = page.getByRole('list', { name: 'Live now' });
    await expect(list.getByRole('link', { name: 'Alice Archer vs Bob Bowman' })).toBeVisible();
    await expect(list.getByRole('link', { name: /Fiona Finished/ })).toHaveCount(0);
    // No connection badge: it means nothing to a viewer.
    await expect(list.getByText(/^(Polling|WebSocket)$/)).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    // The TV shows the board itself, without a click (tv.spec.ts follows it at 1080p).
    await page.goto('/tv');
    await expect(page.getByRole('article', { name: 'Alice Archer vs Bob Bowman' }).first()).toBeVisible();
    await expect(page.getByRole('article', { name: /Fiona/ })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.goto('/live');

    // Picking the match from /live opens its live board.
    await page.getByRole('link', { name: 'Alice Archer vs Bob Bowman' }).click();
    await expect(page).toHaveURL(/\/live\/match\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('Alice remaining')).toHaveText('401');
    // Its legs download as CSV as they show.
    const legs = await downloadLines(page, page.getByRole('button', { name: 'CSV of Leg statistics' }));
    expect(legs.name).toBe('alice-archer-v-bob-bowman-legs.csv');
    expect(legs.lines.slice(1, 2)).toEqual(['1,-,100,3,401 left,60,3,441 left']);
  });
});
