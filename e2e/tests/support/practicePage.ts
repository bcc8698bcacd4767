import { expect, type Locator, type Page } from '@playwright/test';

/** The practice match page (`/practice/match`), driven by role and label like a scorer would. */
export class PracticePage {
  readonly keypad: Locator;

  constructor(readonly page: Page) {
    this.keypad = page.getByRole('group', { name: 'Keypad' });
  }

  async open(query: Record<string, string> = {}, hash = '') {
    const search = new URLSearchParams(query).toString();
    await this.page.goto(`/practice/match${search ? `?${search}` : ''}${hash}`);
  }

  key(name: string): Locator {
    return this.keypad.getByRole('button', { name, exact: true });
  }

  remaining(name: string): Locator {
    return this.page.getByLabel(`${name} remaining`);
  }

  toThrow(name: string): Locator {
    return this.page.getByText(`${name} to throw`);
  }

  /**
   * A match of `yourName` against `opponentName`, the first throwing first, with `visit` entered
   * and saved: its id (the address's hash).
   */
  async startSaved(yourName: string, opponentName: string, visit: number): Promise<string> {
    await this.open({ yourName, opponentName });
    await this.start(yourName.split(' ')[0]!);
    await this.tap(visit);
    await this.page.getByRole('button', { name: 'Save' }).click();
    await expect(this.page).toHaveURL(/#[0-9a-f-]{36}$/);
    await expect(this.page.getByText('Saved', { exact: true })).toBeVisible();
    return new URL(this.page.url()).hash.slice(1);
  }

  async start(name: string) {
    await this.page.getByRole('button', { name, exact: true }).click();
  }

  /** Taps the digits and Enter on the on-screen keypad. */
  async tap(score: number) {
    for (const digit of String(score)) await this.key(digit).click();
    await this.key('Enter').click();
  }

  /** A quick-score button (140, 45, 41, 100, 40, 60): submits at once. */
  async quick(score: number) {
    await this.key(String(score)).click();
  }

  /** Types the score and Enter on the hardware keyboard, focus outside any field. */
  async type(score: number) {
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (const digit of String(score)) await this.page.keyboard.press(digit);
    await this.page.keyboard.press('Enter');
  }

  async checkout(darts: 1 | 2 | 3) {
    const dialog = this.page.getByRole('dialog', { name: 'Checkout' });
    await expect(dialog.getByText('How many darts to checkout?')).toBeVisible();
    await dialog.getByRole('button', { name: String(darts), exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /**
   * One leg won in 9 darts (180, 180, 141, out in 3) while the other player scores 60s; `first`
   * says who throws first in the leg.
   */
  async nineDarter(first: 'winner' | 'loser') {
    if (first === 'loser') await this.tap(60);
    for (const score of [180, 60, 180, 60]) await this.tap(score);
    await this.tap(141);
    await this.checkout(3);
  }

  async editThrow(score: number, number: number, player: string, change: { score: number }) {
    await this.page
      .getByRole('button', { name: `${score}, edit throw ${number} for ${player}`, exact: true })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Edit throw ${number} for ${player}` });
    await dialog.getByLabel('Score').fill(String(change.score));
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
  }

  /** The cells of a row of the match statistics table, by its heading. */
  async statistics(row: string): Promise<string[]> {
    const table = this.page.getByRole('table', { name: 'Match statistics' });
    // The statistics are fetched right after the scores show (packages/web/src/features/scoring/lazyViews.ts).
    await table.waitFor();
    return table
      .getByRole('row', { name: new RegExp(`^${row}`) })
      .getByRole('cell')
      .allTextContents();
  }

  async expectScores(scores: Record<string, number>) {
    for (const [name, value] of Object.entries(scores))
      await expect(this.remaining(name)).toHaveText(String(value));
  }
}
