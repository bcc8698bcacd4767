import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The phone spectators and captains use in the pub: 390 x 844 CSS pixels. */
export const PHONE = { width: 390, height: 844 };

/** The elements that reach past the right edge of the viewport (for a failure message). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .slice(0, 8)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').slice(0, 40)}"`,
      );
  });
}

/**
 * Checks that the page does not scroll sideways: the document is no wider than the viewport. A
 * soft check: the test goes on to the next page and reports every page that is too wide.
 */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  // Measured once the page's chunks and data have come (no spinner left).
  await expect(page.locator('.spinner-border')).toHaveCount(0, { timeout: 30_000 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  const viewport = page.viewportSize()!.width;
  expect
    .soft(
      width <= viewport,
      `${what} is ${width} px wide at ${viewport} px: ${(await overflowing(page)).join('; ')}`,
    )
    .toBe(true);
}

/**
 * Checks that a dialog (or any part of a page) fits the viewport's width: nothing inside it reaches
 * past either edge and it does not scroll sideways itself. A soft check, as above. A fixed dialog
 * never widens the page, so expectNoSidewaysScroll alone cannot see it.
 */
export async function expectFitsWidth(locator: Locator, what: string): Promise<void> {
  await expect(locator.locator('.spinner-border')).toHaveCount(0, { timeout: 30_000 });
  const outside = await locator.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    const out = [...root.querySelectorAll('*')]
      .filter((el) => {
        const rect = el.getBoundingClientRect();
        return rect.width > 0 && (rect.left < -0.5 || rect.right > width + 0.5);
      })
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').slice(0, 40)}"`);
    if (root.scrollWidth > root.clientWidth + 0.5) out.unshift(`it scrolls ${root.scrollWidth} px wide`);
    return out;
  });
  expect.soft(outside, `${what} is wider than the viewport: ${outside.join('; ')}`).toEqual([]);
}

/**
 * Whether an element shows its whole text: a select's chosen option fits inside the select (its
 * text measured in the select's font, beside the arrow's padding), any other element does not
 * clip its text, and either lies within the viewport.
 */
export async function showsWholeText(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    if (rect.left < 0 || rect.right > document.documentElement.clientWidth + 0.5) return false;
    if (el instanceof HTMLSelectElement) {
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      const text = el.selectedOptions[0]?.text ?? '';
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(text).width <= room;
    }
    return el.scrollWidth <= el.clientWidth + 0.5;
  });
}

/** Creates a practice (leg-by-leg) record with one leg thrown, as a scorer's first save does. */
export async function newSayg(
  request: APIRequestContext,
  baseURL: string,
  names: { yourName: string; opponentName: string },
): Promise<string> {
  const response = await request.post('/api/Sayg', {
    headers: { 'X-UI-Url': `${baseURL}/practice/match` },
    data: {
      ...names,
      startingScore: 501,
      numberOfLegs: 3,
      legs: {
        '0': {
          startingScore: 501,
          currentThrow: 'away',
          playerSequence: [
            { value: 'home', text: names.yourName },
            { value: 'away', text: names.opponentName },
          ],
          home: { throws: [{ score: 100, noOfDarts: 3 }] },
          away: { throws: [] },
        },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { result: { id: string } }).result.id;
}
