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
import { newAccount, signUp } from './support/accounts';
import { downloadLines } from './support/downloads';
import { setFeature } from './support/live';
import { PracticePage } from './support/practicePage';
import { expectNoSidewaysScroll, PHONE } from './support/phone';

/** AskDartsAtDouble (`FEATURE_IDS.askDartsAtDouble` in @darts/core/feature/flags). */
const ASK_DARTS_AT_DOUBLE = 'db9ee1b1-539e-4bc8-af72-c479d4f440ca';
/** A new player's id in `POST /api/Player/{season}/{team}/{id}` (`EMPTY_ID` in @darts/core/contract/common). */
const NEW_PLAYER = '00000000-0000-0000-0000-000000000000';

/*
 * Players' own figures: a match scored leg by leg on a scorecard; a visitor on a phone follows a
 * player's name from the card to their figures, which agree with a count by hand, and the match's
 * head to head to both players side by side; the leaderboards rank them and download as CSV. A
 * player counts the practice they share in their own figures (decision 062).
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
  // The card downloads as CSV: the match as saved, under the teams' names.
  const cardFile = await downloadLines(visitor, visitor.getByRole('button', { name: 'CSV of the card' }));
  expect(cardFile.name).toMatch(/-v-.+-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(cardFile.lines[0]).toMatch(/^\ufeffMatch,Type,.+ legs,.+ legs,/);
  expect(cardFile.lines[1]).toBe(`1,Singles,${home},1,0,${away}`);
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
  // Each table downloads as CSV as it shows.
  const careerFile = await downloadLines(visitor, visitor.getByRole('button', { name: 'CSV of Career' }));
  expect(careerFile.name).toBe(`${home.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}-career.csv`);
  const careerCsv = careerFile.lines;
  expect(careerCsv[0]).toBe('\ufeffCareer,');
  expect(careerCsv).toEqual(
    expect.arrayContaining(['3-dart average,125.25', 'Checkout %,100.0% (1 of 1)', '180s,1']),
  );

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
  const { name, lines } = await downloadLines(
    visitor,
    visitor.getByRole('link', { name: 'Download 3-dart average as CSV' }),
  );
  expect(name).toBe('leaderboard-average.csv');
  expect(lines[0]).toBe('\ufeffRank,Player,3-dart average,Legs');
  expect(lines).toContain(`${rank},${home},125.25,1`);
  await visitorContext.close();
});

test('a player counts the practice they share in their own figures, and only they can choose it', async ({
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  // The secretary adds a player to a squad with the e-mail address Pat signs up with.
  await signInByApi(request, base, ADMIN);
  const division = await demoDivision(request);
  const team = (await divisionData(request, division)).teams[0]!;
  const pat = newAccount('Pat');
  const name = `Pat ${pat.email.split('@')[0]!.split('.')[1]}`;
  const created = await request.post(`/api/Player/${division.seasonId}/${team.id}/${NEW_PLAYER}`, {
    headers: { 'X-UI-Url': `${base}/teams` },
    data: { name, emailAddress: pat.email },
  });
  expect(created.status(), await created.text()).toBe(200);
  const playerId = ((await created.json()) as { playerDetails: { id: string } }).playerDetails.id;

  // Pat, signed in on a phone, plays Dave a leg of 101 and saves it to share.
  const patContext = await browser.newContext({ baseURL: base, viewport: PHONE });
  const page = await patContext.newPage();
  await signUp(page.request, pat, base);
  const practice = new PracticePage(page);
  await practice.open({ yourName: name, opponentName: 'Dave', startingScore: '101', numberOfLegs: '1' });
  await practice.start('Pat');
  await practice.tap(60);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await practice.tap(45);
  await practice.tap(41);
  await practice.checkout(2);
  await expect(page.getByRole('heading', { name: /won the match 1 - 0$/ })).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // On Pat's own figures the switch is off and nothing is counted; turned on, the practice shows
  // as a competition of its own, without Dave's name.
  await page.goto(`/player/${playerId}`);
  const choice = page.getByRole('switch', { name: 'Count my shared practice matches in my figures' });
  await expect(choice).not.toBeChecked();
  const competitions = page.getByRole('table', { name: 'Competition by competition' });
  await expect(competitions.getByRole('row', { name: /^Practice/ })).toHaveCount(0);
  await choice.check();
  await expect(choice).toBeChecked();
  await expect(competitions.getByRole('row', { name: /^Practice/ })).toHaveCount(1);
  const career = page.getByRole('table', { name: 'Career' });
  await expect(career.getByRole('row', { name: /^Legs won/ }).getByRole('cell')).toHaveText('1');
  await expect(page.getByRole('table', { name: 'Last 1 results' })).toContainText('PracticeWon 1-0');
  await expect(page.getByRole('table', { name: 'Last 1 results' })).not.toContainText('Dave');
  await expectNoSidewaysScroll(page, 'the player’s figures with practice');

  // Practice never ranks in the leaderboards.
  await page.getByRole('link', { name: 'Leaderboards' }).click();
  await page.getByLabel('Fewest legs for an average').fill('1');
  await expect(page.getByRole('table', { name: '3-dart average' })).toBeVisible();
  await expect(page.getByRole('table', { name: '3-dart average' })).not.toContainText(name);

  // A visitor, and the secretary, read Pat's practice but have no switch.
  const visitorContext = await browser.newContext({ baseURL: base, viewport: PHONE });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/player/${playerId}`);
  await expect(visitor.getByRole('table', { name: 'Competition by competition' })).toContainText('Practice');
  await expect(visitor.getByRole('switch')).toHaveCount(0);
  await signInByApi(visitor.request, base, ADMIN);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(visitor.getByRole('switch')).toHaveCount(0);
  await visitorContext.close();

  // Turned off, the practice leaves Pat's figures again.
  await page.goto(`/player/${playerId}`);
  await choice.uncheck();
  await expect(choice).not.toBeChecked();
  await expect(competitions.getByRole('row', { name: /^Practice/ })).toHaveCount(0);
  await patContext.close();
});
