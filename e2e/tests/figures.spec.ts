import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import {
  demoDivision,
  divisionData,
  ScorecardPage,
  signInByApi,
  squad,
  unplayedFixtures,
} from './support/scorecard';
import { setFeature } from './support/live';
import { expectNoSidewaysScroll, PHONE } from './support/phone';

/** AskDartsAtDouble (`FEATURE_IDS.askDartsAtDouble` in @darts/core/feature/flags). */
const ASK_DARTS_AT_DOUBLE = 'db9ee1b1-539e-4bc8-af72-c479d4f440ca';

/*
 * Players' own figures: a match scored leg by leg on a scorecard; a visitor on a phone follows a
 * player's name from the card to their figures, which agree with a count by hand, and the match's
 * head to head to both players side by side; the leaderboards rank them and download as CSV.
 */
// Other journeys in the lane score too: never leave the league asking for darts at a double.
test.afterEach(async ({ request, baseURL }) => {
  await signInByApi(request, baseURL!, ADMIN);
  await setFeature(request, baseURL!, ASK_DARTS_AT_DOUBLE, null);
});

test('from a match a visitor reaches both players’ figures and their head to head, as counted by hand', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  await signInByApi(request, base, ADMIN);
  const division = await demoDivision(request);
  const fixture = unplayedFixtures(await divisionData(request, division))[1]!;
  const home = (await squad(request, fixture.homeTeam.id, division.seasonId))[0]!;
  const away = (await squad(request, fixture.awayTeam.id, division.seasonId))[0]!;

  // The secretary scores match 1 leg by leg: 180, 100, 101 and a 120 out on the third dart (12
  // darts: 501 / 4 visits = 125.25; first 9: 381 in 9 darts = 127.00); the other player 60 x 3.
  // The league asks for darts at a double: only the 120 began on a finish, with one dart at D.
  await signInByApi(page.request, base, ADMIN);
  await setFeature(page.request, base, ASK_DARTS_AT_DOUBLE, 'true');
  const card = new ScorecardPage(page);
  await card.goto(fixture.id);
  await card.player(0, 'home', 0, 1).selectOption({ label: home });
  await card.player(0, 'away', 0, 1).selectOption({ label: away });
  await page.getByRole('button', { name: 'Score match 1 leg by leg' }).click();
  const dialog = page.getByRole('dialog', { name: `Match 1: ${home} vs ${away}` });
  await dialog.getByRole('button', { name: home, exact: true }).click();
  const key = (name: string) => dialog.getByRole('button', { name, exact: true });
  for (const score of [180, 60, 100, 60, 101, 60, 120]) {
    for (const digit of String(score)) await key(digit).click();
    await key('Enter').click();
  }
  await page
    .getByRole('dialog', { name: 'Checkout' })
    .getByRole('button', { name: '3', exact: true })
    .click();
  const doubles = page.getByRole('dialog', { name: 'Darts at a double' });
  await expect(doubles.getByRole('group', { name: 'Darts at a double' }).getByRole('button')).toHaveText([
    '1',
  ]);
  await doubles.getByRole('button', { name: '1', exact: true }).click();
  await expect(doubles).toBeHidden();
  await setFeature(page.request, base, ASK_DARTS_AT_DOUBLE, null);
  await dialog.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(card.score(0, 'home')).toHaveValue('1');
  await card.save();

  // A visitor on a phone: from the card to the home player's figures.
  const visitorContext = await browser.newContext({ baseURL: base, viewport: PHONE });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/score/${fixture.id}`);
  const match = visitor.getByRole('row', { name: 'Match 1', exact: true });
  await match.getByRole('link', { name: home, exact: true }).click();
  await expect(visitor.getByRole('heading', { name: home, level: 1 })).toBeVisible();
  const career = visitor.getByRole('table', { name: 'Career' });
  const figure = (label: string) =>
    career.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');
  await expect(figure('3-dart average')).toHaveText('125.25');
  await expect(figure('First 9 average')).toHaveText('127.00');
  await expect(figure('Checkout %')).toHaveText('100.0% (1 of 1)');
  await expect(figure('At a double')).toHaveText('100.0% (1 of 1 darts, 1 leg)');
  await expect(figure('Highest checkout')).toHaveText('120');
  await expect(figure('180s')).toHaveText('1');
  await expect(figure('Best leg')).toHaveText('12');
  await expect(visitor.getByRole('table', { name: 'Last 1 results' })).toContainText(`${away}Won 1-0125.25`);
  await expectNoSidewaysScroll(visitor, 'the player’s figures');

  // Back on the card: the match's head to head, both players side by side.
  await visitor.goBack();
  await match.getByRole('link', { name: `Head to head: ${home} v ${away}` }).click();
  await expect(visitor.getByRole('heading', { name: `${home} v ${away}`, level: 1 })).toBeVisible();
  const meeting = visitor.getByRole('table', { name: 'In their meeting' });
  await expect(meeting.getByRole('row', { name: /^3-dart average/ }).getByRole('cell')).toHaveText([
    '125.25',
    '60.00',
  ]);
  await visitor.getByRole('link', { name: `${away}’s figures` }).click();
  await expect(
    visitor.getByRole('table', { name: 'Career' }).getByRole('row', { name: /^Legs won/ }),
  ).toContainText('0');
  await expectNoSidewaysScroll(visitor, 'the head to head');

  // The leaderboards: the home player ranks among the averages (one leg is enough when asked), and
  // the board downloads as a CSV file a spreadsheet opens as it is.
  await visitor.getByRole('link', { name: 'Leaderboards' }).click();
  await visitor.getByLabel('Fewest legs for an average').fill('1');
  const averages = visitor.getByRole('table', { name: '3-dart average' });
  // Other journeys in the lane record matches too: the player's row, wherever it ranks.
  const row = averages.getByRole('row').filter({ hasText: home });
  await expect(row.getByRole('cell').nth(1)).toHaveText(home);
  await expect(row.getByRole('cell').nth(2)).toHaveText('125.25');
  const rank = (await row.getByRole('cell').first().innerText()).trim();
  await expectNoSidewaysScroll(visitor, 'the leaderboards');
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('link', { name: 'Download 3-dart average as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('leaderboard-average.csv');
  const csv = (await readFile((await download.path())!)).toString('utf8');
  const lines = csv.split('\n');
  expect(lines[0]).toBe('\ufeffRank,Player,3-dart average,Legs');
  expect(lines).toContain(`${rank},${home},125.25,1`);
  await visitorContext.close();
});
