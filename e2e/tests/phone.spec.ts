import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newAccount, signUp } from './support/accounts';
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

test.describe('on a 390 px phone', () => {
  test('no public page scrolls sideways', async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const base = baseURL!;
    await signInByApi(request, base, ADMIN);
    const division = await demoDivision(request);
    const data = await divisionData(request, division);
    const played = data.fixtures.flatMap((d) => d.fixtures).find((f) => f.homeScore !== null && f.awayTeam);
    expect(played, 'a played demo fixture').toBeTruthy();
    const team = played!.homeTeam.name;
    const player = (await squad(request, played!.homeTeam.id, division.seasonId))[0]!;
    const sayg = await newSayg(request, base, { yourName: 'Alice Archer', opponentName: 'Bob Bowman' });

    const { divisionId: d, seasonId: s } = division;
    const pages: [string, string][] = [
      ['home', '/'],
      ['fixtures', `/division/${d}/fixtures/${s}`],
      ['teams', `/division/${d}/teams/${s}`],
      ['players', `/division/${d}/players/${s}`],
      ['all fixtures', `/fixtures/${s}?division=${d}`],
      ['all teams', `/teams/${s}?division=${d}`],
      ['all players', `/players/${s}?division=${d}`],
      ['team page', `/division/${d}/team:${encodeURIComponent(team)}/${s}`],
      ['player page', `/division/${d}/player:${encodeURIComponent(`${player}@${team}`)}/${s}`],
      ['scorecard', `/score/${played!.id}`],
      ['live', '/live'],
      ['live match', `/live/match/${sayg}`],
      ['tv', '/tv'],
      ['practice', '/practice'],
      ['practice match', '/practice/match?yourName=Alice%20Archer&opponentName=Bob%20Bowman'],
      ['sign-in', '/login'],
      ['sign-up', '/signup'],
      ['about', '/about'],
    ];
    for (const [what, href] of pages) {
      await page.goto(href);
      await expect(page.getByRole('main')).toBeVisible();
      await expectNoSidewaysScroll(page, what);
      if (process.env.SHOTS) await page.screenshot({ path: `/tmp/phone12-${what}.png`, fullPage: true });
    }
  });

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
    await card.goto(fixture!.id);
    await card.player(0, 'home', 0, 1).selectOption({ label: longest(home) });
    await card.player(0, 'away', 0, 1).selectOption({ label: longest(away) });
    for (const side of ['home', 'away'] as const) {
      expect(await showsWholeText(card.player(0, side, 0, 1)), `match 1 ${side} player`).toBe(true);
      await expect(card.score(0, side)).toBeInViewport();
    }
    await card.player(7, 'home', 2, 3).scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page, 'the scorecard as a captain');
    if (process.env.SHOTS) await page.screenshot({ path: `/tmp/phone12-captain.png`, fullPage: true });
  });
});
