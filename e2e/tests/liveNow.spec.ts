import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { expectNoSidewaysScroll } from './support/phone';
import {
  demoDivision,
  divisionData,
  ScorecardPage,
  signInByApi,
  squad,
  unplayedFixtures,
} from './support/scorecard';

/*
 * Live now as a visitor on a phone reads it (issue: "Live now makes sense"): a scorecard's match
 * is named by its fixture, division and match; a scoring screen opened and closed without a throw
 * is not listed; the match is one entry, and it opens the live match.
 */
test('Live now names a scorecard match by its fixture, and lists it only once a dart is thrown', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const base = baseURL!;
  await signInByApi(request, base, ADMIN);
  const division = await demoDivision(request);
  const data = await divisionData(request, division);
  const fixture = unplayedFixtures(data).at(-2)!;
  expect(fixture, 'a demo fixture').toBeTruthy();
  const home = (await squad(request, fixture.homeTeam.id, division.seasonId))[1]!;
  const away = (await squad(request, fixture.awayTeam.id, division.seasonId))[1]!;
  const fixtureName = `${fixture.homeTeam.name} v ${fixture.awayTeam.name}`;

  // The secretary opens match 2's scoring screen from the card and closes it without a throw.
  await signInByApi(page.request, base, ADMIN);
  const card = new ScorecardPage(page);
  await card.goto(fixture.id);
  await card.player(1, 'home', 0, 1).selectOption({ label: home });
  await card.player(1, 'away', 0, 1).selectOption({ label: away });
  const dialog = page.getByRole('dialog', { name: `Match 2: ${home} vs ${away}` });
  await page.getByRole('button', { name: 'Score match 2 leg by leg' }).click();
  // The record is on the server from the start (the Watch live link is its).
  await expect(dialog.getByRole('link', { name: 'Watch live' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done', exact: true }).click();

  const visitor = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
  try {
    const phone = await visitor.newPage();
    await phone.goto('/live');
    await expect(phone.getByRole('heading', { name: 'Live now', level: 1 })).toBeVisible();
    await expect(phone.locator('.spinner-border')).toHaveCount(0);
    await expect(phone.getByText(fixtureName)).toHaveCount(0);
    await expect(phone.getByText(`${home} vs ${away}`, { exact: false })).toHaveCount(0);

    // The match is then scored for real: one visit.
    await page.getByRole('button', { name: 'Score match 2 leg by leg' }).click();
    await dialog.getByRole('button', { name: home, exact: true }).click();
    for (const digit of '60') await dialog.getByRole('button', { name: digit, exact: true }).click();
    await dialog.getByRole('button', { name: 'Enter', exact: true }).click();
    await expect(dialog.getByText('Saved', { exact: true })).toBeVisible();

    await phone.reload();
    const list = phone.getByRole('list', { name: 'Live now' });
    const entry = list.getByRole('listitem').filter({ hasText: fixtureName });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(`${data.name} · Match 2: ${home} vs ${away}`);
    await expectNoSidewaysScroll(phone, 'Live now');
    await entry.getByRole('link', { name: fixtureName }).click();
    await expect(phone).toHaveURL(/\/live\/match\//);
    await expect(phone.getByText('441').first()).toBeVisible();
  } finally {
    await visitor.close();
  }
});
