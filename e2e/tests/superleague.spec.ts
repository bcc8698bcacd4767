import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { demoDivision, signInByApi } from './support/scorecard';
import { LeaguePage } from './support/leaguePage';
import { PracticePage } from './support/practicePage';
import { addIndividuals } from './support/tournamentSheet';

/*
 * A single-round night: an organiser sets up a superleague night (host v opponent) from
 * the fixtures tab, draws two matches, scores one leg by leg on a phone while a visitor follows the
 * draw and the match log live, and opens the summary and the printable match report (A4 portrait).
 */

const VENUE = 'The Superleague Rooms';

async function addMatch(page: Page) {
  const form = page.getByRole('form', { name: 'Add a match' });
  await form.getByLabel('The Bell player').selectOption({ index: 1 });
  await form.getByLabel('The Crown player').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Add match' }).click();
}

test('a superleague night: master draw, a match scored leg by leg, the log and the printed report', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const organiser = await browser.newContext({ baseURL });
  await signInByApi(organiser.request, baseURL!, ADMIN);
  const { seasonId, divisionId } = await demoDivision(organiser.request);
  const page = await organiser.newPage();

  // A tournament on the first date, made a single round in Edit tournament.
  await page.goto(LeaguePage.href(divisionId, 'fixtures', seasonId));
  await (await new LeaguePage(page).addTournament(page, VENUE)).click();
  await page.getByRole('button', { name: 'Edit tournament' }).click();
  const details = page.getByRole('dialog', { name: 'Edit tournament' });
  await details.getByLabel('Single round (superleague)').check();
  await details.getByLabel('Host').fill('The Bell');
  await details.getByLabel('Opponent').fill('The Crown');
  await details.getByLabel('Gender').selectOption('men');
  await details.getByLabel('Best of').fill('3');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toBeHidden();
  await expect(page.getByRole('heading', { name: /^The Bell vs The Crown - / })).toBeVisible();

  // Four players, added as individuals, drawn into two matches.
  await addIndividuals(page, 4);
  const draw = page.getByRole('table', { name: 'Master draw' });
  await addMatch(page);
  await expect(draw.locator('[data-mnemonic="M1"]')).toBeVisible();
  await addMatch(page);
  await expect(draw.locator('[data-mnemonic="M2"]')).toBeVisible();
  const names = async (mnemonic: string) => {
    const cells = draw.locator(`[data-mnemonic="${mnemonic}"] td`);
    return [(await cells.nth(1).innerText()).trim(), (await cells.nth(3).innerText()).trim()] as const;
  };
  const [home, away] = await names('M1');
  const [m2Home, m2Away] = await names('M2');

  // A visitor follows the night: read-only, no form to add matches.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(page.url());
  const visitorDraw = visitor.getByRole('table', { name: 'Master draw' });
  await expect(visitorDraw.locator('[data-mnemonic="M2"]')).toBeVisible();
  await expect(visitor.getByRole('form', { name: 'Add a match' })).toHaveCount(0);

  // M1 scored leg by leg on a phone: the host's player wins 2-0 in two nine-darters, and the
  // visitor's draw and match log follow each leg live.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Score M1' }).click();
  const scoring = page.getByRole('dialog', { name: `${home} vs ${away}` });
  await scoring.getByRole('button', { name: home, exact: true }).click();
  const scorer = new PracticePage(page);
  await scorer.nineDarter('winner');
  await expect(visitorDraw.locator('[data-mnemonic="M1"]')).toContainText('1 - 0');
  await expect(visitor.getByRole('table', { name: 'Match log M1' })).toContainText('141');
  await scorer.nineDarter('loser');
  await expect(visitorDraw.locator('[data-mnemonic="M1"]')).toContainText('2 - 0');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(scoring).toBeHidden();

  // The master draw, the match log (with the warning for M2) and the summary.
  await expect(draw.locator('[data-mnemonic="M1"]')).toContainText('2 - 0');
  const log = page.getByRole('table', { name: 'Match log M1' });
  await expect(log).toBeVisible();
  await expect(log.getByRole('cell', { name: '180', exact: true }).first()).toHaveClass(/fw-bold/);
  await expect(
    page.getByText(`No data available for the match between ${m2Home} and ${m2Away}`),
  ).toBeVisible();
  const summary = page.getByRole('table', { name: 'Summary' });
  await expect(summary.locator('tbody tr').first()).toContainText('167.00');
  await expect(summary.locator('tbody tr').first()).toContainText('60.00');
  // Phone width: the wide tables scroll inside their own boxes, never the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The printable report, headed with the organisation, division and gender, with each player's night.
  const report = page.locator('.superleague-report');
  await expect(report.getByText(/\(men\)$/)).toBeVisible();
  const night = page.getByRole('table', { name: 'Players on the night' });
  await expect(night.getByRole('row', { name: new RegExp(`^${home}`) })).toContainText('167.00');
  await expect(night.getByRole('row', { name: new RegExp(`^${home}`) })).toContainText('9 darts');

  // "Master draw only" leaves just the draw; ?winner highlights the winner.
  await page.getByRole('switch', { name: 'Master draw only' }).check();
  await expect(log).toBeHidden();
  await page.goto(`${page.url()}?winner`);
  await expect(draw.getByRole('cell', { name: home, exact: true })).toHaveClass(/superleague-winner/);

  // Printed on A4 portrait (210 mm at 96 dpi, less the margins): the report fits the page width.
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print' });
  const box = await page.getByRole('table', { name: 'Match report' }).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(794);
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.length).toBeGreaterThan(1000);

  await visitorContext.close();
  await organiser.close();
});
