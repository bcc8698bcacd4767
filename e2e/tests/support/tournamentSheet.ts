import { expect, type Page } from '@playwright/test';

/**
 * The tournament sheet (`/tournament/{id}`): "Add side" with the first `count` players of the
 * list ticked, added as individuals (a side each); waits for the dialog to close.
 */
export async function addIndividuals(page: Page, count: number): Promise<void> {
  await page.getByRole('button', { name: 'Add side' }).click();
  const sideDialog = page.getByRole('dialog');
  const players = sideDialog.locator('.overflow-auto input[type=checkbox]');
  await expect(players.nth(count - 1)).toBeVisible();
  for (let i = 0; i < count; i++) await players.nth(i).check();
  await sideDialog.getByLabel('Add as individuals').check();
  await sideDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(sideDialog).toBeHidden();
}
