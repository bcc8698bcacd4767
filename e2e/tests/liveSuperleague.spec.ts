import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { signInByApi } from './support/live';

/*
 * A superleague night: two single-round tournaments on one date in a superleague division, set up
 * through the API. A match is scored on one device while /live/superleague on another finds both
 * tournaments and shows the throws arriving; then the night is analysed.
 */

const DATE = '2031-03-06';
const visits = (...scores: number[]) => scores.map((score) => ({ score, noOfDarts: 3 }));

async function ok(response: Awaited<ReturnType<APIRequestContext['get']>>) {
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as any;
  return body.result ?? body;
}

test('a superleague night watched live on a TV and analysed', async ({ browser, baseURL }) => {
  const base = baseURL ?? '';
  const organiser = await browser.newContext();
  const tv = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const headers = { 'X-UI-Url': `${base}/` };
  const api = organiser.request;
  const created: { seasonId?: string; divisionId?: string; tournaments: string[] } = { tournaments: [] };
  try {
    await signInByApi(api, base, ADMIN);
    const division = await ok(
      await api.put('/api/Division', { headers, data: { name: 'Superleague E2E', superleague: true } }),
    );
    created.divisionId = division.id;
    const season = await ok(
      await api.put('/api/Season', {
        headers,
        data: {
          name: 'Superleague 2031',
          startDate: '2031-01-01',
          endDate: '2031-12-31',
          divisionIds: [division.id],
        },
      }),
    );
    created.seasonId = season.id;

    // Two nights on the date: Crown v Bell and Anchor v Swan, one match each with its record.
    const night = async (host: string, opponent: string, players: [string, string]) => {
      const sides = players.map((name, i) => ({
        name,
        players: [{ id: `00000000-0000-4000-8000-${host.length}${String(i + 1).padStart(11, '0')}`, name }],
      }));
      const body = {
        seasonId: season.id,
        divisionId: division.id,
        date: DATE,
        address: host,
        type: 'Men',
        singleRound: true,
        host,
        opponent,
        bestOf: 3,
        sides,
      };
      const t = await ok(await api.put('/api/Tournament/', { headers, data: body }));
      created.tournaments.push(t.id);
      const round = {
        matches: [{ sideA: { id: t.sides[0].id }, sideB: { id: t.sides[1].id } }],
        matchOptions: [],
      };
      const withRound = await ok(
        await api.put('/api/Tournament/', { headers, data: { ...t, round, lastUpdated: t.updated } }),
      );
      const linked = await ok(
        await api.post(`/api/Tournament/${t.id}`, {
          headers,
          data: { matchId: withRound.round.matches[0].id },
        }),
      );
      return { tournament: linked, saygId: linked.round.matches[0].saygId as string };
    };
    const crown = await night('Crown', 'Bell', ['John Peter Smith', 'Bob Jones']);
    const anchor = await night('Anchor', 'Swan', ['Ann Lee', 'Bea Cole']);

    // The scorer's device: each save of the record is published to spectators.
    let record = await ok(await api.get(`/api/Sayg/${crown.saygId}`));
    const score = async (home: number[], away: number[]) => {
      const leg = {
        startingScore: 501,
        playerSequence: [
          { value: 'home', text: 'John Peter Smith' },
          { value: 'away', text: 'Bob Jones' },
        ],
        currentThrow: home.length > away.length ? 'away' : 'home',
        home: { throws: visits(...home) },
        away: { throws: visits(...away) },
      };
      record = await ok(
        await api.post('/api/Sayg', {
          headers,
          data: { ...record, legs: { 0: leg }, lastUpdated: record.updated },
        }),
      );
    };
    await score([100], []);

    // The pub TV finds both tournaments of the date and shows the board of each.
    const page = await tv.newPage();
    await page.goto(`/live/superleague?date=${DATE}`);
    await expect(page).toHaveURL(new RegExp(`[?&]id=${crown.tournament.id}`));
    await expect(page).toHaveURL(new RegExp(`[?&]id=${anchor.tournament.id}`));
    const crownBoard = page.getByRole('region', { name: 'Crown v Bell' });
    const anchorBoard = page.getByRole('region', { name: 'Anchor v Swan' });
    await expect(anchorBoard).toContainText('No match in play');
    await expect(crownBoard.getByLabel('J P Smith needs 401')).toBeVisible();
    await expect(crownBoard.getByLabel('B Jones needs 501')).toBeVisible();
    await expect(crownBoard.locator('.superleague-throwing')).toContainText('B Jones');

    // Throws arrive live: Bob's 140, then John's 180.
    await score([100], [140]);
    await expect(crownBoard.getByLabel('B Jones needs 361')).toBeVisible();
    await expect(crownBoard.locator('.superleague-throwing')).toContainText('J P Smith');
    await score([100, 180], [140]);
    await expect(crownBoard.getByLabel('J P Smith needs 221')).toBeVisible();
    // The boards sit side by side on a widescreen TV, without sideways scrolling.
    const [a, b] = [await crownBoard.boundingBox(), await anchorBoard.boundingBox()];
    expect(Math.abs((a?.y ?? 0) - (b?.y ?? 1))).toBeLessThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // And one above the other on a phone, still without sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(crownBoard.getByLabel('J P Smith needs 221')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The organiser analyses the night from the address the fixtures tab links to.
    const analyst = await organiser.newPage();
    await analyst.goto(`/analyse/Superleague 2031?t=${crown.tournament.id}&t=${anchor.tournament.id}`);
    const best = analyst.getByRole('region', { name: 'Best scores' });
    await expect(best.getByText('180', { exact: true })).toHaveClass(/fw-bold/);
    await expect(best.getByText('140', { exact: true })).toHaveClass(/text-danger/);
    await expect(analyst.getByRole('button', { name: 'Analyse 2 tournaments' })).toBeVisible();
    await analyst.getByRole('button', { name: 'Show running averages' }).click();
    await expect(
      analyst.getByRole('figure', { name: 'Running averages: John Peter Smith v Bob Jones' }),
    ).toContainText('Running 3-dart average: John Peter Smith 140.00, Bob Jones 140.00');
    await expect(analyst.locator('.running-average-chart canvas').first()).toBeVisible();
  } finally {
    for (const id of created.tournaments) await api.delete(`/api/Tournament/${id}`, { headers });
    if (created.seasonId) await api.delete(`/api/Season/${created.seasonId}`, { headers });
    if (created.divisionId) await api.delete(`/api/Division/${created.divisionId}`, { headers });
    await organiser.close();
    await tv.close();
  }
});
