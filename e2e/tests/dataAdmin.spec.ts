import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { expectNoSidewaysScroll, PHONE } from './support/phone';
import { demoDivision, divisionData, signInByApi } from './support/scorecard';
import { storedZip } from './support/zip';

/*
 * The data admin tabs (docs/domain.md "Data export and import"): an administrator exports the
 * whole league, wipes its league tables (a purging import of an export of an empty league: a purge
 * empties only the tables an export held, docs/decisions/027), imports the export again, and the
 * division's table is back; the data browser shows a row. Only the league's tables are purged, so
 * accounts and sessions stay as they are and later journeys find the league as it was.
 */

const LEAGUE_TABLES = ['division', 'season', 'team', 'game', 'tournament', 'sayg', 'note', 'template'];

/** What an export of a league with no rows holds: meta.json naming the league's tables (our version, 'darts-1'). */
const EMPTY_LEAGUE = {
  name: 'empty-league.zip',
  mimeType: 'application/zip',
  buffer: storedZip({
    'meta.json': JSON.stringify({
      created: new Date().toISOString(),
      version: 'darts-1',
      creator: 'Journey',
      hostname: 'e2e.example',
      requestedTables: Object.fromEntries(LEAGUE_TABLES.map((t) => [t, []])),
    }),
  }),
};

/** Ticks exactly `tables` in a form's table choice. */
async function chooseTables(form: Locator, tables: readonly string[]): Promise<void> {
  await form.getByRole('button', { name: 'None', exact: true }).click();
  for (const table of tables) await form.getByLabel(table, { exact: true }).check();
}

/** The export tab: the chosen tables (deleted rows too) downloaded as a zip to `file`. */
async function exportTables(
  page: Page,
  tables: readonly string[] | 'all',
  file: string,
  password = '',
): Promise<string> {
  await page.goto('/admin/export');
  const form = page.getByRole('form', { name: 'Export data' });
  await expect(form.getByLabel('division', { exact: true })).toBeVisible();
  if (tables !== 'all') await chooseTables(form, tables);
  if (password) await form.getByLabel('Password').fill(password);
  await form.getByRole('switch', { name: 'Include deleted entries' }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    form.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^darts-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await download.saveAs(file);
  await expect(form.getByRole('table', { name: 'Exported' })).toBeVisible();
  return file;
}

/** The import tab: a real (not dry) run of `file` into the league's tables, purging them first. */
async function importWithPurge(page: Page, file: string | typeof EMPTY_LEAGUE): Promise<Locator> {
  await page.goto('/admin/import');
  const form = page.getByRole('form', { name: 'Import data' });
  await form.getByLabel('Zip file').setInputFiles(file);
  await form.getByRole('switch', { name: 'Dry run (write nothing)' }).uncheck();
  await form.getByRole('switch', { name: 'Purge first: empty the chosen tables the zip holds' }).check();
  await chooseTables(form, LEAGUE_TABLES);
  await form.getByRole('button', { name: 'Import', exact: true }).click();
  const result = form.getByRole('status', { name: 'Import result' });
  await expect(result.getByText('Import finished.')).toBeVisible({ timeout: 30_000 });
  await expect(result).toContainText('Purging data in division');
  return result;
}

test('an administrator exports the league, wipes it, imports it again, and browses a row', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await signInByApi(page.request, baseURL!, ADMIN);
  const demo = await demoDivision(page.request);
  const before = await divisionData(page.request, demo);
  expect(before.teams.length).toBeGreaterThan(1);

  // The division's league table, as a visitor reads it.
  const tablePage = `/division/${demo.divisionId}/teams/${demo.seasonId}`;
  await page.goto(tablePage);
  const leagueTable = page.getByRole('table', { name: /: Teams$/ });
  await expect(leagueTable).toContainText(before.teams[0]!.name);
  const rowsBefore = await leagueTable.getByRole('row').allInnerTexts();

  // Export everything, and the notes alone (one table chosen).
  const everything = await exportTables(page, 'all', testInfo.outputPath('league.zip'));
  await exportTables(page, ['note'], testInfo.outputPath('notes.zip'));

  // Wipe: a purging import of an empty league's export leaves no divisions, seasons or teams.
  await importWithPurge(page, EMPTY_LEAGUE);
  expect(await (await page.request.get('/api/Division')).json()).toEqual([]);
  // The page says so once it has loaded (a check for no table passed while it was still loading).
  await page.goto(tablePage);
  await expect(page.getByText(`Requested division (${demo.divisionId}) was not found`)).toBeVisible();
  await expect(page.getByText('No teams, yet')).toBeVisible();
  await expect(page.getByRole('link', { name: before.teams[0]!.name, exact: true })).toHaveCount(0);

  // Import the whole export: the league and its table are back, row for row.
  const result = await importWithPurge(page, everything);
  await expect(result).toContainText(/Importing data into team \(\d+ record\/s\)/);
  await expect(result.getByRole('table')).toContainText('game');
  await page.goto(tablePage);
  await expect(leagueTable).toContainText(before.teams[0]!.name);
  expect(await leagueTable.getByRole('row').allInnerTexts()).toEqual(rowsBefore);
  expect((await divisionData(page.request, demo)).teams).toEqual(before.teams);

  // The data browser: the teams, page by page, and the division's stored row.
  await page.goto('/admin/browser');
  const browse = page.getByRole('form', { name: 'Browse data' });
  await browse.getByLabel('Table').selectOption('team');
  await browse.getByRole('button', { name: 'Fetch' }).click();
  await expect(page.getByRole('list', { name: 'Rows of team' }).getByRole('link').first()).toBeVisible();
  await browse.getByLabel('Table').selectOption('division');
  await browse.getByLabel('Id (optional)').fill(demo.divisionId);
  await browse.getByRole('button', { name: 'Fetch' }).click();
  await expect(page).toHaveURL(`/admin/browser?table=division&id=${demo.divisionId}`);
  const row = page.getByRole('region', { name: `division ${demo.divisionId}` });
  await expect(row.getByRole('row', { name: /^name / })).toBeVisible();
  await row.getByRole('switch', { name: 'Show audit values' }).check();
  await expect(page).toHaveURL(/showAuditValues=true/);
  await expect(row.getByRole('row', { name: /^created / })).toBeVisible();
});

test('the data tabs fit a 390 px phone, and the table choice works by keyboard', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(PHONE);
  await signInByApi(page.request, baseURL!, ADMIN);
  const demo = await demoDivision(page.request);
  for (const address of [
    '/admin/import',
    '/admin/export',
    '/admin/browser?table=team',
    `/admin/browser?table=division&id=${demo.divisionId}&showAuditValues=true&showEmptyValues=true`,
  ]) {
    await page.goto(address);
    await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
    await expectNoSidewaysScroll(page, address);
  }

  // The table choice by keyboard alone: None, then Tab to a table and Space ticks it.
  await page.goto('/admin/export');
  const form = page.getByRole('form', { name: 'Export data' });
  await form.getByRole('button', { name: 'None', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('division', { exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(form.getByLabel('division', { exact: true })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('season', { exact: true })).toBeFocused();
});

test('an export sealed with a password asks for it when imported without one', async ({
  page,
  baseURL,
}, testInfo) => {
  await signInByApi(page.request, baseURL!, ADMIN);
  const sealed = await exportTables(page, ['note'], testInfo.outputPath('sealed.zip'), 'quiz night');
  await page.goto('/admin/import');
  const form = page.getByRole('form', { name: 'Import data' });
  await form.getByLabel('Zip file').setInputFiles(sealed);
  await form.getByRole('button', { name: 'Try the import', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This export is protected by a password: enter the password it was exported with',
  );
});
