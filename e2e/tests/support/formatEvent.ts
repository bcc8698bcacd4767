import { expect, type Browser, type Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import { demoDivision, signInByApi } from './scorecard';
import { LeaguePage } from './leaguePage';
import { addIndividuals } from './tournamentSheet';

/* An event in a planned format, made through the UI by the secretary (formats and devices journeys). */

/** A tournament from the fixtures tab with `players` individuals, turned into `format`. */
export async function newEvent(page: Page, venue: string, players: number, format: string) {
  const { seasonId, divisionId } = await demoDivision(page.context().request);
  await page.goto(LeaguePage.href(divisionId, 'fixtures', seasonId));
  await (await new LeaguePage(page).addTournament(page, venue)).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^Tournament at ${venue} - `) })).toBeVisible();
  await addIndividuals(page, players);
  await page.getByRole('button', { name: 'Edit tournament', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit tournament' });
  await dialog.getByLabel('Format').selectOption(format);
  await dialog.getByLabel('Best of').fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** The secretary's browser, signed in, and a page in it. */
export async function signedInOrganiser(browser: Browser, baseURL: string) {
  const organiser = await browser.newContext({ baseURL });
  await signInByApi(organiser.request, baseURL, ADMIN);
  return { organiser, page: await organiser.newPage() };
}
