import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newAccount, signUp } from './support/accounts';
import {
  cardEntries,
  demoDivision,
  divisionData,
  makeClerk,
  ScorecardPage,
  signInByApi,
  squad,
  unplayedFixtures,
} from './support/scorecard';

/*
 * Issue 25, item 4: when two captains' submissions disagree both captains and the administrator
 * see where, the admin area lists the fixture, and after "Accept all" Save keeps what was taken.
 */

const HOME_VERSION: [number, number][] = [
  [3, 1],
  [3, 2],
  [1, 3],
  [3, 0],
  [3, 1],
  [2, 1],
  [0, 2],
  [2, 0],
];
/** Match 1 and match 4 differ. */
const AWAY_VERSION: [number, number][] = [
  [1, 3],
  [3, 2],
  [1, 3],
  [2, 3],
  [3, 1],
  [2, 1],
  [0, 2],
  [2, 0],
];

async function signedInPage(browser: Browser, baseURL: string, account: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL });
  await signInByApi(context.request, baseURL, account);
  return context.newPage();
}

const differ = (page: Page) => page.getByRole('status', { name: 'Submissions differ' });

test('captains whose cards differ are told where; the admin area lists the fixture; Accept all then Save publishes', async ({
  request,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  await signInByApi(request, base, ADMIN);
  const division = await demoDivision(request);
  const fixture = unplayedFixtures(await divisionData(request, division))[0];
  expect(fixture, 'an unplayed demo fixture').toBeTruthy();
  const homeName = fixture!.homeTeam.name;
  const awayName = fixture!.awayTeam.name;

  const homeClerk = newAccount('Harriet');
  const awayClerk = newAccount('Albert');
  await signUp(await playwright.request.newContext({ baseURL: base }), homeClerk, base);
  await signUp(await playwright.request.newContext({ baseURL: base }), awayClerk, base);
  await makeClerk(request, base, homeClerk.email, fixture!.homeTeam.id);
  await makeClerk(request, base, awayClerk.email, fixture!.awayTeam.id);
  const homeSquad = await squad(request, fixture!.homeTeam.id, division.seasonId);
  const awaySquad = await squad(request, fixture!.awayTeam.id, division.seasonId);

  const homePage = await signedInPage(browser, base, homeClerk);
  const homeCard = new ScorecardPage(homePage);
  await homeCard.goto(fixture!.id);
  await homeCard.enter(cardEntries(homeSquad, awaySquad, HOME_VERSION));
  await homeCard.save();

  const awayPage = await signedInPage(browser, base, awayClerk);
  const awayCard = new ScorecardPage(awayPage);
  await awayCard.goto(fixture!.id);
  await awayCard.enter(cardEntries(homeSquad, awaySquad, AWAY_VERSION));
  await awayCard.save();
  // The second captain is told the cards differ and where, not to wait for the other team.
  await expect(differ(awayPage)).toContainText(
    `${homeName}'s submission differs from yours in Match 1 and Match 4.`,
  );
  await expect(awayPage.getByText(`They are published when ${homeName} submit the same card`)).toHaveCount(0);
  // So is the first, on reading the card again.
  await homeCard.goto(fixture!.id);
  await expect(differ(homePage)).toContainText(
    `${awayName}'s submission differs from yours in Match 1 and Match 4.`,
  );

  // The secretary finds the fixture in the admin area, and its card says where they differ.
  const adminPage = await signedInPage(browser, base, ADMIN);
  await adminPage.goto('/admin');
  await adminPage.getByRole('link', { name: 'Submissions', exact: true }).click();
  const list = adminPage.getByRole('region', { name: 'Submissions that differ' });
  const item = list.getByRole('listitem').filter({ hasText: `${homeName} vs ${awayName}` });
  await expect(item).toContainText('Differ in Match 1, Match 4');
  await item.getByRole('link', { name: `${homeName} vs ${awayName}` }).click();
  await adminPage.waitForURL((url) => url.pathname === `/score/${fixture!.id}`);
  const adminCard = new ScorecardPage(adminPage);
  await expect(differ(adminPage)).toHaveText(
    `The ${homeName} and ${awayName} submissions differ in Match 1 and Match 4.`,
  );

  // Accept all: the banner says "Save to keep them", and Save does.
  await adminPage.getByRole('button', { name: `${awayName} submission` }).click();
  await adminPage.getByRole('button', { name: 'Accept all' }).click();
  const accepted = adminPage.getByRole('status', { name: 'Accepted' });
  await expect(accepted).toContainText(`Accepted from the ${awayName} submission: Match 1`);
  await expect(accepted).toContainText('Save to keep them.');
  await expect(adminPage.getByText(/Editing and saving are disabled/)).toHaveCount(0);
  await expect(adminCard.saveButton).toBeEnabled();
  await expect(adminCard.score(0, 'home')).toHaveValue('1');
  await expect(adminCard.score(0, 'away')).toHaveValue('3');
  await adminCard.save();

  const game = await (await request.get(`/api/Game/${fixture!.id}`)).json();
  expect(game.resultsPublished).toBe(true);
  expect(
    game.matches.map((m: { homeScore: number; awayScore: number }) => [m.homeScore, m.awayScore]),
  ).toEqual(AWAY_VERSION);
  // Published: no longer listed.
  const listed = await (await request.get('/api/Scores/Disagreements')).json();
  expect(listed.result.map((d: { id: string }) => d.id)).not.toContain(fixture!.id);
});
