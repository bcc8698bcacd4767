import { expect, test, type Page } from '@playwright/test';
import { Shell } from './support/shell';
import { UserAccessAdmin } from './support/admin';

/** The demo league's administrator (packages/server/src/seed/demoData.ts). */
const DEMO_ADMIN = { email: 'admin@demo.league', password: 'demo-admin-501' };
const PREMIER = 'Premier Division';

async function siteName(page: Page): Promise<string> {
  const response = await page.request.get('/api/Site');
  return ((await response.json()) as { name: string }).name;
}

test.describe('words a person understands', () => {
  test('the demo administrator keeps the header, reads errors in the form that caused them, and picks a team by name', async ({
    page,
  }) => {
    test.setTimeout(150_000); // a long journey through several pages
    const site = await siteName(page);
    const shell = new Shell(page);

    // Pages name themselves in the browser's tab.
    await shell.goto('/');
    await expect(page).toHaveTitle(`Home – ${site}`);
    await shell.goto(`/division/${encodeURIComponent(PREMIER)}/fixtures`);
    await expect(page).toHaveTitle(`Fixtures – ${PREMIER} – ${site}`);

    // The demo administrator signs in and still sees the site's name in the header (no kiosk mode).
    await shell.goto(`/division/${encodeURIComponent(PREMIER)}/players`);
    await expect(page).toHaveTitle(`Players – ${PREMIER} – ${site}`);
    await shell.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page.getByRole('banner').getByRole('heading', { name: site })).toBeVisible();

    // A player already in the team: the refusal names them, inside the dialog, with no second dialog.
    await page.getByRole('button', { name: 'Add player(s)' }).click();
    const addPlayer = page.getByRole('dialog', { name: 'Add player(s)' });
    await addPlayer.getByLabel('Team').selectOption({ label: 'The Red Lion' });
    await addPlayer.getByLabel('Name', { exact: true }).fill('Dave Hopkins');
    await addPlayer.getByRole('button', { name: 'Add player', exact: true }).click();
    await expect(addPlayer.getByRole('alert')).toContainText(
      'A player called Dave Hopkins is already in this team',
    );
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await addPlayer.getByRole('button', { name: 'Close' }).last().click();
    await expect(addPlayer).toHaveCount(0);

    // A season that ends before it starts: the dates are named, in the dialog.
    await page.getByRole('button', { name: 'Add season', exact: true }).click();
    const addSeason = page.getByRole('dialog', { name: 'Add season' });
    await addSeason.getByLabel('Name', { exact: true }).fill('Backwards');
    await addSeason.getByLabel('Start date').fill('2031-05-01');
    await addSeason.getByLabel('End date').fill('2031-01-01');
    await addSeason.getByRole('button', { name: 'Add season' }).click();
    const problem = addSeason.getByRole('alert');
    await expect(problem).toContainText('The end date must not be before the start date');
    await expect(problem).not.toContainText('endDate');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await addSeason.getByRole('button', { name: 'Close' }).last().click();

    // Admin -> Users: a captain's team is picked by name from the current season's teams.
    const users = new UserAccessAdmin(page);
    await users.goto();
    await expect(page).toHaveTitle(`Users – Admin – ${site}`);
    await expect(page.getByRole('banner').getByRole('heading', { name: site })).toBeVisible();
    await users.pick('bell@demo.league');
    const team = page.getByRole('combobox', { name: 'Team they keep the scores for' });
    await expect(team.locator('option:checked')).toHaveText('The Bell');
    await expect(page.getByRole('textbox', { name: 'Team id' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Find a team' }).fill('swan');
    await expect(team.getByRole('option')).toHaveText(['No team', 'The Bell', 'The Swan']);
    await team.selectOption({ label: 'The Swan' });
    await users.save();
    await page.reload();
    await users.pick('bell@demo.league');
    await expect(team.locator('option:checked')).toHaveText('The Swan');
    // Back to the captain's own team.
    await team.selectOption({ label: 'The Bell' });
    await users.save();
  });
});
