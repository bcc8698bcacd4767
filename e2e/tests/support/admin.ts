import { expect, type Locator, type Page } from '@playwright/test';

/** `/admin/user`: pick an account, tick its access flags, save. */
export class UserAccessAdmin {
  readonly saveButton: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.saveButton = page.getByRole('button', { name: 'Save', exact: true });
    this.status = page.getByRole('status').filter({ hasText: 'Access updated' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin/user');
    await expect(this.page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  }

  /** The account's button in the list reads "Name (email)". */
  async pick(email: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(`\\(${escapeRegExp(email)}\\)`) }).click();
    await expect(
      this.page.getByRole('heading', { name: new RegExp(`^Access for .*${escapeRegExp(email)}`) }),
    ).toBeVisible();
  }

  flag(label: string): Locator {
    return this.page.getByRole('checkbox', { name: label, exact: true });
  }

  async save(): Promise<void> {
    await this.saveButton.click();
    await expect(this.status).toBeVisible();
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
