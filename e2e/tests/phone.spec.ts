import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newAccount, signUp } from './support/accounts';
import { downloadLines } from './support/downloads';
import { expectNoSidewaysScroll, newSayg, PHONE, showsWholeText } from './support/phone';
import {
  demoDivision,
  divisionData,
  makeClerk,
  ScorecardPage,
  signInByApi,
  squad,
  unplayedFixtures,
} from './support/scorecard';

test.use({ viewport: PHONE });

/** A first visit downloads the page's chunks: allow for a busy machine. */
const PAGE_MS = 30_000;

/** `GET /api/Game/{id}`: the parts a scorecard save sends back. */
interface FixtureView {
  updated: string;
  date: string;
  address: string;
  postponed: boolean;
  isKnockout: boolean;
  accoladesCount: boolean;
  home: { name: string; manOfTheMatch: string | null };
  away: { name: string; manOfTheMatch: string | null };
  matches: {
    homePlayers: { id: string; name: string }[];
    awayPlayers: { id: string; name: string }[];
    homeScore: number | null;
    awayScore: number | null;
    saygId: string | null;
  }[];
  matchOptions: unknown[];
  oneEighties: { id: string; name: string }[];
  over100Checkouts: { id: string; name: string; score: number | null }[];
}

/** Links a leg-by-leg record to match 1 of a fixture, saving the card as it is (`PUT /api/Scores/{id}`). */
async function linkSayg(request: APIRequestContext, baseURL: string, gameId: string, saygId: string) {
  const game = (await (await request.get(`/api/Game/${gameId}`)).json()) as FixtureView;
  const response = await request.put(`/api/Scores/${gameId}`, {
    headers: { 'X-UI-Url': `${baseURL}/score/${gameId}` },
    data: {
      home: { manOfTheMatch: game.home.manOfTheMatch },
      away: { manOfTheMatch: game.away.manOfTheMatch },
      matches: game.matches.map((m, i) => ({ ...m, saygId: i === 0 ? saygId : m.saygId })),
      oneEighties: game.oneEighties,
      over100Checkouts: game.over100Checkouts.map((p) => ({ ...p, score: p.score ?? 0 })),
      matchOptions: game.matchOptions,
      address: game.address,
      postponed: game.postponed,
      isKnockout: game.isKnockout,
      accoladesCount: game.accoladesCount,
      date: game.date.slice(0, 10),
      lastUpdated: game.updated,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return game;
}

test.describe('on a 390 px phone', () => {
  test('a captain enters the whole card with full names, without sideways scrolling', async ({
    page,
    request,
    baseURL,
  }) => {
    const base = baseURL!;
    await signInByApi(request, base, ADMIN);
    const division = await demoDivision(request);
    const [fixture] = unplayedFixtures(await divisionData(request, division)).slice(-3);
    expect(fixture, 'an unplayed demo fixture').toBeTruthy();
    const captain = newAccount('Carla');
    await signUp(page.request, captain, base);
    await makeClerk(request, base, captain.email, fixture!.homeTeam.id);
    const home = await squad(request, fixture!.homeTeam.id, division.seasonId);
    const away = await squad(request, fixture!.awayTeam.id, division.seasonId);
    const longest = (names: string[]) => [...names].sort((a, b) => b.length - a.length)[0]!;

    const card = new ScorecardPage(page);
    await page.goto(`/score/${fixture!.id}`);
    await expect(card.row(0)).toBeVisible({ timeout: PAGE_MS });
    await card.player(0, 'home', 0, 1).selectOption({ label: longest(home) });
    await card.player(0, 'away', 0, 1).selectOption({ label: longest(away) });
    for (const side of ['home', 'away'] as const) {
      expect(await showsWholeText(card.player(0, side, 0, 1)), `match 1 ${side} player`).toBe(true);
      await expect(card.score(0, side)).toBeInViewport();
      // Phone browsers zoom into a field under 16 px when it takes focus.
      for (const field of [card.player(0, side, 0, 1), card.score(0, side)])
        expect(
          await field.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
        ).toBeGreaterThanOrEqual(16);
    }
    await card.player(7, 'home', 2, 3).scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page, 'the scorecard as a captain');
  });

  test('a visitor reads a whole published card: full names, overall score, men of the match, 180s, hi-checks, statistics', async ({
    page,
    request,
    baseURL,
  }) => {
    const base = baseURL!;
    await signInByApi(request, base, ADMIN);
    const division = await demoDivision(request);
    // The latest played demo fixture whose card names both men of the match (other journeys on
    // this server may have saved cards without them).
    const candidates = (await divisionData(request, division)).fixtures
      .flatMap((d) => d.fixtures)
      .filter((f) => f.homeScore !== null && f.awayTeam)
      .reverse();
    let played: (typeof candidates)[number] | undefined;
    let first: FixtureView | undefined;
    for (const fixture of candidates) {
      const view = (await (await request.get(`/api/Game/${fixture.id}`)).json()) as FixtureView;
      if (view.home.manOfTheMatch && view.away.manOfTheMatch) {
        [played, first] = [fixture, view];
        break;
      }
    }
    expect(played, 'a played demo fixture with both men of the match').toBeTruthy();
    const [home, away] = [first!.matches[0]!.homePlayers[0]!.name, first!.matches[0]!.awayPlayers[0]!.name];
    const sayg = await newSayg(request, base, { yourName: home, opponentName: away });
    const game = await linkSayg(request, base, played!.id, sayg);

    await page.goto(`/score/${played!.id}`);
    const card = new ScorecardPage(page);
    await expect(card.row(0)).toBeVisible({ timeout: PAGE_MS });
    for (const name of [home, away]) {
      const shown = card.row(0).getByText(name, { exact: true });
      await expect(shown).toBeVisible();
      expect(await showsWholeText(shown), name).toBe(true);
    }
    await expect(page.getByRole('region', { name: 'Overall score' })).toHaveText(
      new RegExp(`^${game.home.name} \\d+ - \\d+ ${game.away.name}$`),
    );
    const mom = page.getByRole('region', { name: 'Man of the match' });
    // The demo league's results name both men of the match (seed/demoResults.ts).
    await expect(mom).toContainText(`Man of the match (${game.home.name}): `);
    await expect(mom).toContainText(`Man of the match (${game.away.name}): `);
    await expect(page.getByRole('region', { name: '180s' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hi-checks' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the published scorecard');

    await card.row(0).getByRole('link', { name: 'Leg-by-leg statistics of match 1' }).click();
    await expect(page).toHaveURL(new RegExp(`/live/match/${sayg}$`));
    await expect(page.getByRole('table', { name: 'Match statistics' })).toBeVisible();
    // The statistics download as CSV as they show.
    const statistics = await downloadLines(
      page,
      page.getByRole('button', { name: 'CSV of Match statistics' }),
    );
    expect(statistics.name).toMatch(/-statistics\.csv$/);
    expect(statistics.lines[0]).toMatch(/^\ufeffStatistic,.+,.+$/);
    expect(statistics.lines).toContainEqual(expect.stringMatching(/^Match darts,\d+,\d+$/));
  });
});
