import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { expectNoSidewaysScroll, newSayg, PHONE } from './support/phone';
import { demoDivision, divisionData, signInByApi } from './support/scorecard';

/*
 * Every screen on a 390 px phone, signed out and as the league's administrator: no page scrolls
 * sideways, a fixture manager's away team picker shows the team's name, and dialogs keep Tab
 * inside and close on Escape.
 */

test.use({ viewport: PHONE });

interface TeamView {
  seasons: {
    seasonId: string;
    deleted: string | null;
    players: { id: string; name: string; deleted: string | null }[];
  }[];
}

/** The team's players this season, with their ids (`GET /api/Team/{id}`). */
async function players(request: APIRequestContext, teamId: string, seasonId: string) {
  const team = (await (await request.get(`/api/Team/${teamId}`)).json()) as TeamView;
  return team.seasons.find((s) => s.seasonId === seasonId && !s.deleted)!.players.filter((p) => !p.deleted);
}

/** Saves a tournament (`PUT /api/Tournament/`) and answers its id. */
async function saveTournament(request: APIRequestContext, baseURL: string, data: object): Promise<string> {
  const response = await request.put('/api/Tournament/', { headers: { 'X-UI-Url': `${baseURL}/` }, data });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: { id: string } }).result.id;
}

/** Every screen's address, with a knockout and a single-round tournament to show. */
async function everyScreen(request: APIRequestContext, baseURL: string): Promise<[string, string][]> {
  const division = await demoDivision(request);
  const { divisionId: d, seasonId: s } = division;
  const data = await divisionData(request, division);
  const dates = data.fixtures;
  const fixtures = dates.flatMap((x) => x.fixtures).filter((f) => f.awayTeam);
  const played = fixtures.find((f) => f.homeScore !== null)!;
  const unplayed = fixtures.filter((f) => f.homeScore === null).at(-1)!;
  const [home, away] = [played.homeTeam, played.awayTeam!];
  const homePlayers = await players(request, home.id, s);
  const awayPlayers = await players(request, away.id, s);
  const date = dates.at(-1)!.date.slice(0, 10);
  const side = (p: { id: string; name: string }) => ({ name: p.name, players: [p] });
  const knockout = await saveTournament(request, baseURL, {
    seasonId: s,
    divisionId: d,
    date,
    address: 'The Phone Box',
    sides: [...homePlayers.slice(0, 3), ...awayPlayers.slice(0, 3)].map(side),
  });
  const singleRound = await saveTournament(request, baseURL, {
    seasonId: s,
    divisionId: d,
    date,
    address: 'The Phone Box',
    singleRound: true,
    host: home.name,
    opponent: away.name,
    sides: [side(homePlayers[0]!), side(awayPlayers[0]!)],
  });
  const sayg = await newSayg(request, baseURL, {
    yourName: 'Alexandra Montgomery-Smythe',
    opponentName: 'Bartholomew Featherstonehaugh',
  });
  const player = `${homePlayers[0]!.name}@${home.name}`;
  return [
    ['home', '/'],
    ['teams', `/division/${d}/teams/${s}`],
    ['fixtures', `/division/${d}/fixtures/${s}`],
    ['players', `/division/${d}/players/${s}`],
    ['reports', `/division/${d}/reports/${s}`],
    ['health', `/division/${d}/health/${s}`],
    ['all fixtures', `/fixtures/${s}`],
    ['all teams', `/teams/${s}`],
    ['all players', `/players/${s}`],
    ['team', `/division/${d}/team:${encodeURIComponent(home.name)}/${s}`],
    ['player', `/division/${d}/player:${encodeURIComponent(player)}/${s}`],
    ['published scorecard', `/score/${played.id}`],
    ['scorecard to enter', `/score/${unplayed.id}`],
    ['live', '/live'],
    ['live match', `/live/match/${sayg}`],
    ['live superleague', `/live/superleague?date=${date}&division=${d}`],
    ['connections', '/live/connections'],
    ['tv', '/tv'],
    ['practice', '/practice'],
    ['practice match', '/practice/match?yourName=Alice%20Archer&opponentName=Bob%20Bowman'],
    ['sign-in', '/login'],
    ['sign-up', '/signup'],
    ['about', '/about'],
    ['knockout sheet', `/tournament/${knockout}`],
    ['single-round sheet', `/tournament/${singleRound}`],
    ['analysis', `/analyse/${s}`],
    ['leaderboards', '/player'],
    ["a player's figures", `/player/${homePlayers[0]!.id}`],
    ['head to head', `/player/${homePlayers[0]!.id}/${awayPlayers[0]!.id}`],
    ...[
      'user',
      'import',
      'export',
      'errors',
      'templates',
      'sockets',
      'browser',
      'features',
      'submissions',
    ].map((tab): [string, string] => [`admin ${tab}`, `/admin/${tab}`]),
  ];
}

async function walk(page: Page, screens: [string, string][], who: string) {
  for (const [what, href] of screens) {
    await page.goto(href);
    await expect(page.getByRole('main')).toBeVisible({ timeout: PAGE_MS });
    await expectNoSidewaysScroll(page, `${what} (${who})`);
  }
}

/** A first visit downloads the page's chunks: allow for a busy machine. */
const PAGE_MS = 30_000;

/** The screens, made once for both walks (the journeys share one worker). */
let screens: Promise<[string, string][]> | undefined;

for (const who of ['signed out', 'the administrator'] as const) {
  test(`no screen scrolls sideways on a phone, ${who}`, async ({ page, request, baseURL }) => {
    // About a minute on a quiet machine; several on a busy one.
    test.setTimeout(600_000);
    await signInByApi(request, baseURL!, ADMIN);
    screens ??= everyScreen(request, baseURL!);
    if (who === 'the administrator') await signInByApi(page.request, baseURL!, ADMIN);
    await walk(page, await screens, who);

    // The players table's other columns come into view inside the table, not the page (the
    // administrator's has a visually hidden Actions header too).
    const { divisionId: d, seasonId: s } = await demoDivision(request);
    await page.goto(`/division/${d}/players/${s}`);
    const table = page.getByRole('table', { name: /: Players$/ });
    await expect(table.getByRole('columnheader', { name: 'Win %' })).toBeHidden();
    await page.getByRole('switch', { name: 'Show all columns' }).check();
    await expect(table.getByRole('columnheader', { name: 'Win %' })).toBeVisible();
    await expectNoSidewaysScroll(page, `players with all columns (${who})`);
  });
}

test("a fixture manager's away team picker shows the team's name, and dialogs keep Tab inside", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signInByApi(page.request, baseURL!, ADMIN);
  const division = await demoDivision(page.request);
  await page.goto(`/division/${division.divisionId}/fixtures/${division.seasonId}`);
  // A select cannot wrap: at 390 px it shows at least the first word of each team it names (it
  // showed one letter).
  const pickers = page.getByRole('combobox', { name: /^Away team for / });
  await expect(pickers.first()).toBeVisible({ timeout: PAGE_MS });
  const cut = await pickers.evaluateAll((selects) =>
    (selects as HTMLSelectElement[]).flatMap((el) => {
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const word = (el.selectedOptions[0]?.text ?? '').split(' ')[0]!;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(word).width <= room ? [] : [`${word} in ${Math.round(room)} px`];
    }),
  );
  expect(cut).toEqual([]);

  const opener = page.getByRole('button', { name: 'Add note' }).first();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Add note' });
  await expect(dialog).toBeVisible();
  // Round the dialog's controls more than once (a date field takes a stop per part).
  const presses = 2 * (await dialog.locator('button, input, select, textarea').count()) + 2;
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]')),
      `Tab ${i + 1}`,
    ).toBe(true);
  }
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(
      await page.evaluate(() => !!document.activeElement?.closest('[role=dialog]')),
      `Shift+Tab ${i + 1}`,
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
