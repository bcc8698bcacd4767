import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { LeaguePage } from './support/leaguePage';
import { demoDivision, signInByApi } from './support/scorecard';

/*
 * Icons that always show (docs/decisions/043): a browser without an emoji font (Debian's chromium
 * here has none) drew the emoji labels as empty boxes. Each icon is now an SVG, named when it
 * stands alone and hidden beside the text that names its button.
 */
const VENUE = 'The Icon Inn';

/** The emoji in a page's text, title included: none is expected. */
async function emojiOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...`${document.title}\n${document.body.textContent ?? ''}`.matchAll(/\p{Extended_Pictographic}/gu)].map(
      (m) => m[0],
    ),
  );
}

/** A control named by its text, with a decorative SVG icon beside it. */
async function expectIconBeside(control: Locator): Promise<void> {
  await expect(control).toBeVisible();
  await expect(control.locator('svg[aria-hidden="true"]')).toHaveCount(1);
}

test('pages show SVG icons with names, and no emoji', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signInByApi(page.request, baseURL!, ADMIN);
  const demo = await demoDivision(page.request);
  const league = new LeaguePage(page);
  let tournamentId: string | null = null;
  try {
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    expect(await emojiOnPage(page)).toEqual([]);

    // The fixtures tab as the league's manager sees it: add and delete buttons with icons.
    await league.goto(demo.divisionId, 'fixtures', demo.seasonId);
    await expectIconBeside(page.getByRole('button', { name: 'Add date', exact: true }));
    const remove = page.getByRole('button', { name: /^Delete .+ vs / }).first();
    await expect(remove.locator('svg')).toHaveCount(1);
    expect(await emojiOnPage(page)).toEqual([]);

    // A tournament's sheet: the toolbar's Print, Copy link and TV layout, and a title with a capital.
    const link = await league.addTournament(page, VENUE);
    await link.click();
    await expect(page.getByRole('heading', { name: new RegExp(`^Tournament at ${VENUE} - `) })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^Tournament at ${VENUE} - `));
    tournamentId = new URL(page.url()).pathname.split('/').pop() ?? null;
    const toolbar = page.getByRole('toolbar', { name: 'Tournament' });
    await expectIconBeside(toolbar.getByRole('button', { name: 'Print', exact: true }));
    await expectIconBeside(toolbar.getByRole('button', { name: 'Copy link', exact: true }));
    await expectIconBeside(toolbar.getByRole('link', { name: 'TV layout', exact: true }));
    expect(await emojiOnPage(page)).toEqual([]);

    // A captain is marked by an SVG image named 'captain'.
    await league.goto(demo.divisionId, 'players', demo.seasonId);
    const captain = page.getByRole('img', { name: 'captain', exact: true }).first();
    await expect(captain).toBeVisible();
    expect(await captain.evaluate((e) => e.tagName.toLowerCase())).toBe('svg');
    expect(await emojiOnPage(page)).toEqual([]);
  } finally {
    if (tournamentId)
      await page.request.delete(`/api/Tournament/${tournamentId}`, {
        headers: { 'X-UI-Url': `${baseURL}/` },
      });
  }
});
