import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { downloadLines } from './support/downloads';
import { demoDivision, signInByApi } from './support/scorecard';
import { expectNoSidewaysScroll, PHONE } from './support/phone';

/*
 * Open league data: the secretary makes an API key for one division from a phone; a club's site
 * reads that division's table and results with it (the rows are the Teams tab's); a visitor
 * downloads the fixtures as a CSV file a spreadsheet opens as it is, and searches fixtures from the menu.
 */
test('a club site reads a division’s table with an API key, and the fixtures download as CSV', async ({
  browser,
  baseURL,
  playwright,
}) => {
  const base = baseURL!;
  const phone = await browser.newContext({ baseURL: base, viewport: PHONE });
  const secretary = await phone.newPage();
  await signInByApi(secretary.request, base, ADMIN);
  const division = await demoDivision(secretary.request);
  const seasons = (await (await secretary.request.get('/api/v1/seasons')).json()) as {
    id: string;
    divisions: { id: string; name: string }[];
  }[];
  const divisionName = seasons
    .find((s) => s.id === division.seasonId)!
    .divisions.find((d) => d.id === division.divisionId)!.name;

  await secretary.goto('/admin/api');
  const form = secretary.getByRole('region', { name: 'Make an API key' });
  await form.getByLabel(/Who uses it/).fill('Crown website');
  await form.getByLabel('Reads').selectOption({ label: `Only ${divisionName}` });
  await form.getByRole('button', { name: 'Make key' }).click();
  const shown = secretary.getByLabel('API key for Crown website');
  await expect(shown).toHaveValue(/^dl_/);
  const key = await shown.inputValue();
  await expect(secretary.getByRole('region', { name: 'API keys' })).toContainText(
    `reads only ${divisionName}`,
  );
  await expectNoSidewaysScroll(secretary, 'the API keys');
  await secretary.goto('/admin/hooks');
  await expect(secretary.getByRole('region', { name: 'Add a webhook' })).toBeVisible();
  await expectNoSidewaysScroll(secretary, 'the webhooks');

  // The club's site: no cookie, only the key.
  const site = await playwright.request.newContext({ baseURL: base });
  const table = await site.get(`/api/v1/divisions/${division.divisionId}/table`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(table.status()).toBe(200);
  const rows = ((await table.json()) as { rows: { team: string; points: number }[] }).rows;
  expect(rows.length).toBeGreaterThan(1);
  const etag = table.headers().etag!;
  const again = await site.get(`/api/v1/divisions/${division.divisionId}/table`, {
    headers: { authorization: `Bearer ${key}`, 'if-none-match': etag },
  });
  expect(again.status()).toBe(304);
  const fixtures = await site.get(`/api/v1/divisions/${division.divisionId}/fixtures`, {
    headers: { 'x-api-key': key },
  });
  expect(((await fixtures.json()) as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
  await site.dispose();

  // The rows are the Teams tab's, in its order.
  await secretary.goto(`/division/${encodeURIComponent(divisionName)}/teams`);
  const teams = secretary.getByRole('region', { name: 'Teams' }).getByRole('rowheader');
  await expect(teams).toHaveText(rows.map((r) => new RegExp(r.team.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))));

  // A visitor downloads the fixtures as CSV from the Fixtures tab.
  const visitorContext = await browser.newContext({ baseURL: base, viewport: PHONE });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/division/${encodeURIComponent(divisionName)}/fixtures`);
  const fixturesFile = await downloadLines(visitor, visitor.getByRole('link', { name: /^CSV/ }));
  expect(fixturesFile.name).toMatch(/-fixtures-.+\.csv$/);
  expect(fixturesFile.lines[0]).toBe('\ufeffDate,Home,Home score,Away score,Away,Postponed,Knockout');

  // The visitor searches every season's fixtures from the menu, on the phone.
  await visitor.getByRole('button', { name: 'Toggle menu' }).click();
  await visitor.getByRole('link', { name: 'Search', exact: true }).click();
  const search = visitor.getByRole('search', { name: 'Fixtures' });
  await search.getByLabel('Team').fill(rows[0]!.team);
  await search.getByRole('button', { name: 'Search' }).click();
  const results = visitor.getByRole('region', { name: 'Fixtures found' });
  await expect(results.getByRole('status')).toContainText('found');
  await expect(results.getByRole('listitem').first()).toContainText(rows[0]!.team);
  await expectNoSidewaysScroll(visitor, 'the fixture search');
  await visitorContext.close();
  await phone.close();
});
