import { expect, type Locator, type Page } from '@playwright/test';

/** The page shell: the main navigation, and the pages every visitor can reach from it. */
export class Shell {
  readonly nav: Locator;
  readonly loginLink: Locator;
  readonly adminLink: Locator;
  readonly menuToggle: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.loginLink = this.nav.getByRole('link', { name: 'Login', exact: true });
    this.adminLink = this.nav.getByRole('link', { name: 'Admin', exact: true });
    this.menuToggle = this.nav.getByRole('button', { name: 'Toggle menu' });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.nav).toBeVisible();
  }

  /** Presses Tab until `target` has focus (from the top of the page), failing if it never does. */
  async tabTo(target: Locator, maxPresses = 20): Promise<void> {
    for (let i = 0; i < maxPresses; i += 1) {
      await this.page.keyboard.press('Tab');
      if (await target.evaluate((el) => el === document.activeElement)) return;
    }
    throw new Error(`Tab never reached ${target.toString()}`);
  }

  /** "Logout (given name)": a button posting the sign-out (never a link another site could follow). */
  logoutButton(givenName: string): Locator {
    return this.nav.getByRole('button', { name: `Logout (${givenName})`, exact: true });
  }

  divisionLink(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  /**
   * Signs in from the navigation's Login link: the server's /api/Account/Login/?redirectUrl=
   * redirect to the sign-in page, then back to the page the visitor was on.
   */
  async signIn(email: string, password: string): Promise<void> {
    const from = new URL(this.page.url());
    await this.loginLink.click();
    const signIn = new SignInPage(this.page);
    await signIn.expectShown(from.pathname + from.search);
    await signIn.submit(email, password);
    await this.page.waitForURL((url) => url.pathname === from.pathname && url.search === from.search);
  }

  /** Signs out with the navigation's "Logout (given name)" button and waits for "Login" again. */
  async signOut(givenName: string): Promise<void> {
    await this.logoutButton(givenName).click();
    await expect(this.loginLink).toBeVisible();
  }
}

/** `/login?redirectUrl=`: the sign-in form. */
export class SignInPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Sign in' });
  }

  async expectShown(redirectUrl: string): Promise<void> {
    await expect(this.heading).toBeVisible();
    const url = new URL(this.page.url());
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirectUrl')).toBe(redirectUrl);
  }

  async submit(email: string, password: string): Promise<void> {
    await this.page.getByLabel('Email address').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}
