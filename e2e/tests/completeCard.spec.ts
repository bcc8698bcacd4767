import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import {
  cardEntries,
  demoDivision,
  divisionData,
  ScorecardPage,
  signInByApi,
  squad,
  unplayedFixtures,
} from './support/scorecard';

/* docs/domain.md, "Complete and in-progress cards": only a complete card counts in the tables. */

const SCORES: [number, number][] = [
  [3, 1],
  [3, 2],
  [1, 3],
  [3, 0],
  [0, 3],
  [2, 1],
  [1, 2],
  [2, 0],
];

/** The cells of a table row (row header included), by column header. */
async function rowCells(table: Locator, row: Locator): Promise<Record<string, string>> {
  const headers = (await table.getByRole('columnheader').allTextContents()).map((h) => h.trim());
  const cells = (await row.locator('th, td').allTextContents()).map((c) => c.trim());
  return Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? '']));
}

/** The teams table's Played and Points of one team. */
async function standing(page: Page, href: string, team: string): Promise<{ played: string; points: string }> {
  await page.goto(href);
  const table = page.getByRole('table', { name: /: Teams$/ });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: team, exact: true }) });
  await expect(row).toHaveCount(1);
  const cells = await rowCells(table, row);
  return { played: cells['Played']!, points: cells['Points']! };
}

/** The fixtures tab's row of one fixture, as the texts of its cells. */
async function fixtureRow(page: Page, href: string, fixtureId: string): Promise<Locator> {
  await page.goto(href);
  const row = page.getByRole('row').filter({ has: page.locator(`a[href="/score/${fixtureId}"]`) });
  await expect(row).toHaveCount(1);
  return row;
}

test('a card with only match 1 scored is "in progress" and counts in the table once complete', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL!;
  await signInByApi(request, base, ADMIN);
  const division = await demoDivision(request);
  const fixture = unplayedFixtures(await divisionData(request, division)).at(-2);
  expect(fixture, 'an unplayed demo fixture').toBeTruthy();
  const home = fixture!.homeTeam.name;
  const teamsHref = `/division/${division.divisionId}/teams/${division.seasonId}`;
  const fixturesHref = `/division/${division.divisionId}/fixtures/${division.seasonId}`;
  const entries = cardEntries(
    await squad(request, fixture!.homeTeam.id, division.seasonId),
    await squad(request, fixture!.awayTeam.id, division.seasonId),
    SCORES,
  );

  await signInByApi(page.request, base, ADMIN);
  const before = await standing(page, teamsHref, home);

  // Only match 1 entered and saved: the home side won it 3-1.
  const card = new ScorecardPage(page);
  await card.goto(fixture!.id);
  await card.enter(entries.slice(0, 1));
  await card.save();

  expect(await standing(page, teamsHref, home)).toEqual(before);
  const inProgress = await fixtureRow(page, fixturesHref, fixture!.id);
  await expect(inProgress.getByText('in progress', { exact: true })).toBeVisible();
  const cells = (await inProgress.locator('td').allTextContents()).map((c) => c.trim());
  expect(cells.slice(1, 4)).toEqual(['1', 'in progress', '0']);

  // The rest of the card: 5 matches to 3, and the table counts the win.
  await card.goto(fixture!.id);
  await card.enter(entries);
  await card.save();

  expect(await standing(page, teamsHref, home)).toEqual({
    played: String(Number(before.played) + 1),
    points: String(Number(before.points) + 2),
  });
  const complete = await fixtureRow(page, fixturesHref, fixture!.id);
  await expect(complete.getByText('in progress', { exact: true })).toHaveCount(0);
  const final = (await complete.locator('td').allTextContents()).map((c) => c.trim());
  expect(final.slice(1, 4)).toEqual(['5', 'vs', '3']);
});
