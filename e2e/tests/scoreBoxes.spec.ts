import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import {
  demoDivision,
  divisionData,
  gameOf,
  ScorecardPage,
  signInByApi,
  squad,
  unplayedFixtures,
} from './support/scorecard';

/*
 * Issue 25, item 3: the score boxes never change the other box; a result a match cannot have is
 * told beside the boxes and not saved; a match in progress saves (docs/decisions/042). On a phone.
 */

const PHONE = { width: 390, height: 844 };

test('the score boxes keep what is typed, tell a result the match cannot have, and save a match in progress', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL!;
  await signInByApi(request, base, ADMIN);
  const division = await demoDivision(request);
  const fixture = unplayedFixtures(await divisionData(request, division))[2];
  expect(fixture, 'an unplayed demo fixture').toBeTruthy();
  const home = (await squad(request, fixture!.homeTeam.id, division.seasonId))[0]!;
  const away = (await squad(request, fixture!.awayTeam.id, division.seasonId))[0]!;

  await page.setViewportSize(PHONE);
  await signInByApi(page.request, base, ADMIN);
  const card = new ScorecardPage(page);
  await card.goto(fixture!.id);
  await card.player(0, 'home', 0, 1).selectOption({ label: home });
  await card.player(0, 'away', 0, 1).selectOption({ label: away });

  // A best of 5: 7 stays 7 and the away box stays empty.
  await card.score(0, 'home').fill('7');
  await expect(card.score(0, 'home')).toHaveValue('7');
  await expect(card.score(0, 'away')).toHaveValue('');
  const told = page.getByRole('status').filter({ hasText: /^Match 1\b/ });
  await expect(told).toHaveText('Match 1 home score must be at most 3 (3 legs win a best of 5)');

  // Home 5, then away 3: neither box changes the other, and no winner is shown.
  await card.score(0, 'home').fill('5');
  await card.score(0, 'away').fill('3');
  await expect(card.score(0, 'home')).toHaveValue('5');
  await expect(card.score(0, 'away')).toHaveValue('3');
  await expect(told).toHaveText('Match 1 home score must be at most 3 (3 legs win a best of 5)');
  await expect(card.row(0).locator('.table-success')).toHaveCount(0);
  // The words beside the boxes do not push the page sideways on a phone.
  await expect(told).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // Save is refused in the league's words naming the match, and nothing is stored.
  const refused = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/Scores/'),
  );
  await card.saveButton.click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByRole('alert').filter({ hasText: 'Could not save score' })).toContainText(
    'Match 1 home score must be at most 3 (3 legs win a best of 5)',
  );
  expect((await gameOf(request, fixture!.id)).matches[0]?.homeScore ?? null).toBeNull();

  // Both sides winning is told for the match.
  await card.score(0, 'home').fill('3');
  await expect(told).toHaveText('Match 1: only one side can win (3 legs win a best of 5)');

  // 2-1 is a match in progress: nothing told, and it saves.
  await card.score(0, 'home').fill('2');
  await card.score(0, 'away').fill('1');
  await expect(told).toHaveCount(0);
  await card.save();
  expect((await gameOf(request, fixture!.id)).matches[0]).toMatchObject({ homeScore: 2, awayScore: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
