import { expect, test } from '@playwright/test';
import { PracticePage } from './support/practicePage';

test.describe('practice match', () => {
  test('a 501 best-of-3 on the keypad and the keyboard, saved, reloaded and shared read-only', async ({
    page,
    browser,
  }) => {
    const practice = new PracticePage(page);
    await practice.open({ yourName: 'Alice', opponentName: 'Bob' });
    await expect(page.getByLabel('From')).toHaveValue('501');
    await expect(page.getByLabel('Legs')).toHaveValue('3');

    // Leg 1: Alice throws first.
    await expect(page.getByRole('heading', { name: 'Who plays first?' })).toBeVisible();
    await practice.start('Alice');
    await practice.tap(100);
    await practice.quick(60);
    await practice.expectScores({ Alice: 401, Bob: 441 });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/practice\/match\?.*#[0-9a-f-]{36}$/);
    const shareLink = page.getByRole('link', { name: 'Share link' });
    await expect(shareLink).toBeVisible();
    const shareHref = (await shareLink.getAttribute('href')) ?? '';

    await practice.quick(140);
    await practice.type(179); // Bob: three darts cannot score 179
    await expect(page.getByText('179 cannot be scored with 3 darts')).toBeVisible();
    await practice.expectScores({ Alice: 261, Bob: 441 });
    await expect(practice.toThrow('Bob')).toBeVisible();
    await practice.type(45);
    await practice.type(180);
    await practice.tap(100);
    await practice.tap(90); // Alice on 81: a bust
    await practice.expectScores({ Alice: 81, Bob: 296 });
    await expect(page.getByRole('button', { name: '90, edit throw 4 for Alice', exact: true })).toHaveClass(
      /text-decoration-line-through/,
    );
    await expect(page.getByRole('button', { name: '180, edit throw 3 for Alice', exact: true })).toHaveClass(
      /fw-bold/,
    );
    await practice.tap(96);
    await practice.tap(81);
    await practice.checkout(3);

    // Leg 2: Bob throws first; an earlier throw is corrected; the page is reloaded mid-leg.
    await expect(page.getByText('1 - 0')).toBeVisible();
    await expect(page.getByText('Alice checked out 81 with 3 darts.')).toBeVisible();
    await expect(practice.toThrow('Bob')).toBeVisible();
    await practice.quick(100);
    await practice.quick(60);
    await practice.editThrow(100, 1, 'Bob', { score: 140 });
    await practice.expectScores({ Alice: 441, Bob: 361 });
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await page.reload();
    await practice.expectScores({ Alice: 441, Bob: 361 });
    await expect(practice.toThrow('Bob')).toBeVisible();
    // The network drops: scoring goes on, the visits wait (and are counted) until it is back.
    await page.context().setOffline(true);
    await practice.type(180);
    await practice.type(180);
    await expect(page.getByText('2 unsynced', { exact: true })).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await practice.type(141);
    await practice.quick(100);
    await practice.quick(40);
    await practice.checkout(1);

    // Leg 3: the decider at one leg each.
    await expect(page.getByText('1 - 1')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Who won the bull?' })).toBeVisible();
    await practice.start('Alice');
    await practice.type(180);
    await practice.quick(60);
    await practice.tap(180);
    await practice.quick(60);
    await practice.type(141);
    await practice.checkout(3);

    await expect(page.getByRole('heading', { name: 'Alice won the match 2 - 1' })).toBeVisible();
    await expect(practice.keypad).toBeHidden();
    // Alice: 1342 points in 33 darts; Bob: 922 in 28 (the refused 179 never counted).
    expect(await practice.statistics('Legs won')).toEqual(['2', '1']);
    expect(await practice.statistics('Match darts')).toEqual(['33', '28']);
    expect(await practice.statistics('Match average')).toEqual(['122.00', '98.79']);
    expect(await practice.statistics('180s')).toEqual(['4', '1']);
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();

    // Another browser, without the edit token, opens the share link: the same match, read-only.
    const other = await browser.newContext();
    try {
      const spectator = new PracticePage(await other.newPage());
      await spectator.page.goto(shareHref);
      await expect(spectator.page.getByRole('heading', { name: 'Alice won the match 2 - 1' })).toBeVisible();
      expect(await spectator.statistics('Match darts')).toEqual(['33', '28']);
      expect(await spectator.statistics('Match average')).toEqual(['122.00', '98.79']);
      await expect(spectator.keypad).toHaveCount(0);
      await expect(spectator.page.getByLabel('Contender')).toHaveCount(0);
      await expect(spectator.page.getByRole('button', { name: /edit throw/ })).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

    test('plays a short single-player leg with the keypad in view', async ({ page }) => {
      const practice = new PracticePage(page);
      await practice.open({ yourName: 'Sam', startingScore: '101', numberOfLegs: '1' });
      await expect(practice.remaining('Sam')).toHaveText('101');
      const box = await practice.keypad.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await practice.key('6').tap();
      await practice.key('0').tap();
      await practice.key('Enter').tap();
      await expect(practice.remaining('Sam')).toHaveText('41');
      await practice.key('41').tap();
      const dialog = page.getByRole('dialog', { name: 'Checkout' });
      await expect(dialog.getByRole('button', { name: '1', exact: true })).toBeDisabled();
      await dialog.getByRole('button', { name: '2', exact: true }).tap();
      await expect(page.getByRole('heading', { name: 'Sam completed 1 leg' })).toBeVisible();
      expect(await practice.statistics('Match darts')).toEqual(['5']);
      await page.getByRole('switch', { name: 'Details' }).tap();
      await expect(page.getByRole('table', { name: 'Leg 1 throws' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });
});
