import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { newAccount, signUp } from './support/accounts';
import {
  cardEntries,
  demoDivision,
  divisionData,
  gameOf,
  makeClerk,
  ScorecardPage,
  signInByApi,
  squad,
  unplayedFixtures,
  type MatchEntry,
} from './support/scorecard';
import { LiveMatchPage } from './support/live';

/** Spec: a throw reaches spectators within a second of the scorer's keypress. */
const LIVE_MS = 1000;

const AGREED: [number, number][] = [
  [3, 1],
  [3, 2],
  [1, 3],
  [3, 0],
  [3, 1],
  [2, 1],
  [0, 2],
  [2, 0],
];
const HOME_VERSION: [number, number][] = [
  [3, 0],
  [3, 2],
  [1, 3],
  [3, 0],
  [3, 1],
  [2, 1],
  [0, 2],
  [2, 0],
];
const AWAY_VERSION: [number, number][] = [
  [1, 3],
  [3, 2],
  [1, 3],
  [3, 0],
  [3, 1],
  [2, 1],
  [0, 2],
  [2, 0],
];

/** A browser context signed in through the sign-in page, showing the fixture's scorecard. */
async function clerkCard(
  browser: Browser,
  baseURL: string,
  account: { email: string; password: string },
  fixtureId: string,
): Promise<{ page: Page; card: ScorecardPage }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(`/login?redirectUrl=${encodeURIComponent(`/score/${fixtureId}`)}`);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === `/score/${fixtureId}`);
  const card = new ScorecardPage(page);
  await expect(card.row(0)).toBeVisible();
  return { page, card };
}

test.describe('fixture scorecard', () => {
  test('two clerks agree and the result publishes; when they differ an administrator merges', async ({
    request,
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const base = baseURL!;
    await signInByApi(request, base, ADMIN);
    const division = await demoDivision(request);
    const before = await divisionData(request, division);
    const [first, second] = unplayedFixtures(before);
    expect(first, 'an unplayed demo fixture').toBeTruthy();
    expect(second, 'a second unplayed demo fixture').toBeTruthy();

    // Two new accounts, made the clerks of the first fixture's teams.
    const anonymous = await playwright.request.newContext({ baseURL: base });
    const homeClerk = newAccount('Hannah');
    const awayClerk = newAccount('Arthur');
    await signUp(await playwright.request.newContext({ baseURL: base }), homeClerk, base);
    await signUp(await playwright.request.newContext({ baseURL: base }), awayClerk, base);
    await makeClerk(request, base, homeClerk.email, first!.homeTeam.id);
    await makeClerk(request, base, awayClerk.email, first!.awayTeam.id);

    const homeSquad = await squad(request, first!.homeTeam.id, division.seasonId);
    const awaySquad = await squad(request, first!.awayTeam.id, division.seasonId);
    const agreed = cardEntries(homeSquad, awaySquad, AGREED);

    const home = await clerkCard(browser, base, homeClerk, first!.id);
    const away = await clerkCard(browser, base, awayClerk, first!.id);
    await home.card.enter(agreed);
    await home.card.save();
    await expect(home.page.getByRole('status').filter({ hasText: 'Saved:' })).toContainText(
      'Submission updated',
    );
    expect((await gameOf(anonymous, first!.id)).resultsPublished).toBe(false);
    // Until the away clerk has a submission their token is the fixture's own stamp, which the
    // home submission has just changed (server: assertSubmissionCurrent): read the card again.
    await away.card.goto(first!.id);
    await away.card.enter(agreed);
    await away.card.save();
    await expect(away.page.getByRole('status').filter({ hasText: 'Saved:' })).toContainText(
      'Submission published',
    );

    // Published: a visitor reads the scores, the clerk's card turns read-only.
    const published = await gameOf(anonymous, first!.id);
    expect(published.resultsPublished).toBe(true);
    expect(published.matches.map((m) => [m.homeScore, m.awayScore])).toEqual(AGREED);
    await expect(away.card.saveButton).toHaveCount(0);
    await expect(away.card.row(0)).toContainText(agreed[0]!.home[0]!);
    await expect(away.card.score(0, 'home')).toHaveCount(0);

    // The league table counts the fixture.
    const after = await divisionData(request, division);
    const homeBefore = before.teams.find((t) => t.id === first!.homeTeam.id)!;
    const homeAfter = after.teams.find((t) => t.id === first!.homeTeam.id)!;
    expect(homeAfter.played).toBe(homeBefore.played + 1);
    expect(homeAfter.points).toBeGreaterThan(homeBefore.points);

    // The second fixture: the clerks' versions differ in match 1.
    await makeClerk(request, base, homeClerk.email, second!.homeTeam.id);
    await makeClerk(request, base, awayClerk.email, second!.awayTeam.id);
    const home2 = await squad(request, second!.homeTeam.id, division.seasonId);
    const away2 = await squad(request, second!.awayTeam.id, division.seasonId);
    const homeVersion: MatchEntry[] = cardEntries(home2, away2, HOME_VERSION);
    const awayVersion: MatchEntry[] = cardEntries(home2, away2, AWAY_VERSION);

    const homeCard = new ScorecardPage(home.page);
    await homeCard.goto(second!.id);
    await homeCard.enter(homeVersion);
    await homeCard.save();
    const awayCard = new ScorecardPage(away.page);
    await awayCard.goto(second!.id);
    await awayCard.enter(awayVersion);
    await awayCard.save();
    expect((await gameOf(anonymous, second!.id)).resultsPublished).toBe(false);

    // The administrator views the home submission, takes match 1 from it and saves.
    const adminContext = await browser.newContext({ baseURL: base });
    await signInByApi(adminContext.request, base, ADMIN);
    const adminPage = await adminContext.newPage();
    const adminCard = new ScorecardPage(adminPage);
    await adminCard.goto(second!.id);
    const submission = adminPage.getByRole('button', { name: `${second!.homeTeam.name} submission` });
    await submission.click();
    await expect(adminPage.getByText(/Viewing the home submission/)).toBeVisible();
    await adminPage.getByRole('button', { name: 'Accept match 1', exact: true }).click();
    const accepted = adminPage.getByRole('status', { name: 'Accepted' });
    await expect(accepted).toContainText(`Accepted from the ${second!.homeTeam.name} submission: Match 1`);
    await submission.click();
    await expect(adminCard.score(0, 'home')).toHaveValue('3');
    await expect(adminCard.score(0, 'away')).toHaveValue('0');
    await expect(adminCard.player(0, 'home', 0, 1)).toHaveValue(/.+/);
    await adminCard.save();

    // The card, read again, shows the merged result.
    await expect(adminCard.score(0, 'home')).toHaveValue('3');
    await expect(adminCard.score(0, 'away')).toHaveValue('0');
    const merged = await gameOf(request, second!.id);
    expect(merged.matches[0]).toMatchObject({ homeScore: 3, awayScore: 0 });
    expect(merged.matches[0]!.homePlayers.map((p) => p.name)).toEqual(homeVersion[0]!.home);

    // "Accept all" takes every part of the other submission, listed until the card is saved.
    await adminPage.getByRole('button', { name: `${second!.awayTeam.name} submission` }).click();
    await adminPage.getByRole('button', { name: 'Accept all' }).click();
    await expect(accepted).toContainText(`Accepted from the ${second!.awayTeam.name} submission: Match 1`);

    await anonymous.dispose();
  });

  test('an administrator adds a photo to a fixture, sees a refused upload, and deletes the photo', async ({
    page,
    request,
    baseURL,
  }) => {
    const base = baseURL!;
    await signInByApi(request, base, ADMIN);
    const division = await demoDivision(request);
    const [fixture] = unplayedFixtures(await divisionData(request, division)).slice(-1);
    expect(fixture, 'a demo fixture').toBeTruthy();
    await page.goto('/');
    const png = await page.screenshot();

    await signInByApi(page.request, base, ADMIN);
    const card = new ScorecardPage(page);
    await card.goto(fixture!.id);
    await page.getByRole('button', { name: 'Photos', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('No photos')).toBeVisible();

    const upload = dialog.getByLabel('Upload a photo');
    await upload.setInputFiles({ name: 'too-small.png', mimeType: 'image/png', buffer: Buffer.from('tiny') });
    await expect(dialog.getByRole('alert')).toContainText('The photo file is empty');

    await upload.setInputFiles({ name: 'scoreboard.png', mimeType: 'image/png', buffer: png });
    await expect(dialog.getByText('scoreboard.png', { exact: true })).toBeVisible();
    await expect(dialog.getByText(new RegExp(`(b|kb|mb) by ${ADMIN.name}$`))).toBeVisible();
    const thumbnail = dialog.getByRole('img', { name: 'scoreboard.png' });
    await expect(thumbnail).toHaveAttribute('src', /^\/api\/Photo\/[0-9a-f-]+\/50$/);
    await expect
      .poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalHeight))
      .toBeGreaterThan(0);

    page.once('dialog', (confirm) => {
      expect(confirm.message()).toBe('Are you sure you want to delete this photo?');
      void confirm.accept();
    });
    await dialog.getByRole('button', { name: 'Delete scoreboard.png' }).click();
    await expect(dialog.getByText('No photos')).toBeVisible();
  });

  test('an administrator scores a match leg by leg from the card, live for a spectator, and saves its legs', async ({
    page,
    request,
    baseURL,
    browser,
  }) => {
    const base = baseURL!;
    await signInByApi(request, base, ADMIN);
    const division = await demoDivision(request);
    const unplayed = unplayedFixtures(await divisionData(request, division));
    const fixture = unplayed[unplayed.length - 2];
    expect(fixture, 'a demo fixture').toBeTruthy();
    const home = (await squad(request, fixture!.homeTeam.id, division.seasonId))[0]!;
    const away = (await squad(request, fixture!.awayTeam.id, division.seasonId))[0]!;
    const first = (name: string) => name.split(' ')[0]!;

    await signInByApi(page.request, base, ADMIN);
    const card = new ScorecardPage(page);
    await card.goto(fixture!.id);
    await card.player(0, 'home', 0, 1).selectOption({ label: home });
    await card.player(0, 'away', 0, 1).selectOption({ label: away });
    await page.getByRole('button', { name: 'Score match 1 leg by leg' }).click();

    const dialog = page.getByRole('dialog', { name: `Match 1: ${home} vs ${away}` });
    // The match's record is on the server before the first throw: a spectator opens it live.
    const watch = dialog.getByRole('link', { name: 'Watch live' });
    await expect(watch).toBeVisible();
    const saygId = new URL((await watch.getAttribute('href'))!, base).searchParams.get('id')!;
    const spectatorContext = await browser.newContext();
    try {
      const spectatorPage = await spectatorContext.newPage();
      await signInByApi(spectatorPage.request, base, ADMIN);
      const live = new LiveMatchPage(spectatorPage);
      await live.open(saygId);
      await expect(live.status).toHaveText('Live');

      await dialog.getByRole('button', { name: home, exact: true }).click();
      const key = (name: string) => dialog.getByRole('button', { name, exact: true });
      const enter = async (score: number) => {
        for (const digit of String(score)) await key(digit).click();
        await key('Enter').click();
      };
      // 501: 180, 100, 101 and a 120 checkout (a hi-check: 100 to 120 only); each visit goes live.
      await enter(180);
      await expect(live.remaining(first(home))).toHaveText('321', { timeout: LIVE_MS });
      for (const score of [60, 100, 60, 101, 60, 120]) await enter(score);
      await page
        .getByRole('dialog', { name: 'Checkout' })
        .getByRole('button', { name: '3', exact: true })
        .click();
      await expect(spectatorPage.getByText('1 - 0', { exact: true })).toBeVisible({ timeout: LIVE_MS });
    } finally {
      await spectatorContext.close();
    }
    await dialog.getByRole('button', { name: 'Done', exact: true }).click();

    await expect(card.score(0, 'home')).toHaveValue('1');
    await expect(card.score(0, 'away')).toHaveValue('0');
    await expect(page.getByText(`${home} (120)`)).toBeVisible();
    await card.save();

    const saved = await gameOf(request, fixture!.id);
    expect(saved.matches[0]).toMatchObject({ homeScore: 1, awayScore: 0, saygId });
  });
});
