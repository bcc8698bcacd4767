import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { allAccounts, newAccount, signUp } from './support/accounts';
import { UserAccessAdmin } from './support/admin';
import { Shell } from './support/shell';

// The demo league's divisions (packages/server/src/seed/demoData.ts), both in the current season.
const DEMO_DIVISIONS = ['Premier Division', 'Division One'];
// "Logout (given name)": the start-up administrator is "Sally Secretary".
const ADMIN_GIVEN_NAME = ADMIN.name.split(' ')[0]!;

test.describe('page shell and accounts', () => {
  test('a visitor signs in from the menu, grants access to another account and signs out', async ({
    page,
    request,
    baseURL,
  }) => {
    const shell = new Shell(page);
    await shell.goto('/about');
    await expect(page.getByRole('heading', { name: 'About', level: 2 })).toBeVisible();

    // Anonymous: Login and the demo divisions, no Admin.
    await expect(shell.loginLink).toBeVisible();
    for (const division of DEMO_DIVISIONS) await expect(shell.divisionLink(division)).toBeVisible();
    await expect(shell.adminLink).toHaveCount(0);

    // Sign in through the server's redirect and land back on the About page.
    await shell.signIn(ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { name: 'About', level: 2 })).toBeVisible();
    await expect(shell.logoutButton(ADMIN_GIVEN_NAME)).toBeVisible();
    await expect(shell.adminLink).toBeVisible();
    await expect(shell.loginLink).toHaveCount(0);
    // The start-up administrator holds every flag but kiosk mode, a display choice for a venue
    // screen (docs/decisions/021): the header with the site's name stays, as does every item.
    await expect(page.getByRole('banner')).toBeVisible();
    for (const division of DEMO_DIVISIONS) await expect(shell.divisionLink(division)).toBeVisible();

    // A second account, created through the API (its own cookie jar, not the browser's).
    const player = newAccount('Percy');
    await signUp(request, player, baseURL!);

    // Grant "Manage scores" on the admin users tab, reached from the menu.
    await shell.adminLink.click();
    await expect(page).toHaveURL(/\/admin$/);
    const users = new UserAccessAdmin(page);
    await users.goto();
    await users.pick(player.email);
    await expect(users.flag('Manage scores')).not.toBeChecked();
    await users.flag('Manage scores').check();
    await users.save();

    // The change is real: the server has it, and a reload shows it.
    const saved = (await allAccounts(page.request)).find((a) => a.emailAddress === player.email);
    expect(saved?.access.manageScores).toBe(true);
    expect(saved?.access.manageAccess).toBe(false);
    await page.reload();
    await users.pick(player.email);
    await expect(users.flag('Manage scores')).toBeChecked();

    // Sign out from the menu: back to Login, on the same page.
    await shell.signOut(ADMIN_GIVEN_NAME);
    await expect(page).toHaveURL(/\/admin\/user$/);
    await expect(shell.adminLink).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a sign-out link (GET) only shows the sign-out page; its button signs out and returns', async ({
    page,
    baseURL,
  }) => {
    const player = newAccount('Olive');
    await signUp(page.request, player, baseURL!);
    const shell = new Shell(page);

    // Another site can make the browser follow a link: that alone signs nobody out.
    await shell.goto('/api/Account/Logout?redirectUrl=%2Fabout');
    await expect(page).toHaveURL(/\/logout\?redirectUrl=%2Fabout$/);
    await expect(page.getByRole('heading', { name: 'Sign out' })).toBeVisible();
    await shell.goto('/');
    await expect(shell.logoutButton(player.givenName)).toBeVisible();

    await shell.goto('/api/Account/Logout?redirectUrl=%2Fabout');
    await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { name: 'About', level: 2 })).toBeVisible();
    await expect(shell.loginLink).toBeVisible();
  });

  test('an unknown route shows the not-found page inside the shell', async ({ page }) => {
    const shell = new Shell(page);
    await shell.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await expect(shell.loginLink).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Live now', level: 2 })).toBeVisible();
  });

  test('an account without admin flags sees no Admin link and is not permitted at /admin', async ({
    page,
    baseURL,
  }) => {
    // Signing up through the page's own request context signs the browser in as that account.
    const player = newAccount('Nora');
    await signUp(page.request, player, baseURL!);

    const shell = new Shell(page);
    await shell.goto('/');
    await expect(shell.logoutButton(player.givenName)).toBeVisible();
    await expect(shell.adminLink).toHaveCount(0);

    await shell.goto('/admin');
    await expect(
      page.getByRole('heading', { name: "You're not permitted to use this function" }),
    ).toBeVisible();
    await expect(shell.logoutButton(player.givenName)).toBeVisible();
  });

  test('on a narrow screen the menu toggles from the keyboard and collapses on navigation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const shell = new Shell(page);
    await shell.goto('/');
    const menu = page.locator('#main-menu');

    await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(shell.menuToggle).toHaveAttribute('aria-controls', 'main-menu');
    await expect(shell.divisionLink(DEMO_DIVISIONS[0]!)).toBeHidden();

    // Keyboard: Tab reaches the toggler, which shows where focus is; Enter opens the menu.
    await shell.tabTo(shell.menuToggle);
    await expect(shell.menuToggle).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();

    // Escape closes it and leaves focus on the toggler.
    await page.keyboard.press('Escape');
    await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(shell.menuToggle).toBeFocused();

    // Following a link collapses the menu.
    await page.keyboard.press('Space');
    await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'true');
    await shell.divisionLink(DEMO_DIVISIONS[0]!).click();
    await expect(page).toHaveURL(/division=Premier(%20|\+)Division/);
    await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
  });
});
