import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { demoDivision, signInByApi } from './support/scorecard';
import { LiveMatchPage, PUBLIC_LIVE_SCORES, setFeature } from './support/live';
import { LeaguePage } from './support/leaguePage';
import { PracticePage } from './support/practicePage';
import { addIndividuals } from './support/tournamentSheet';
import { expectFitsWidth, expectNoSidewaysScroll, PHONE } from './support/phone';

/*
 * A knockout night: an organiser creates a 12-side knockout from the fixtures tab, enters results round by
 * round, scores the final leg by leg on a phone while a visitor watches the sheet and the match
 * live, then prints the bracket on one landscape page.
 */

const VENUE = 'The Knockout Arms';

/**
 * The sheet on a 390 px phone: the page never scrolls sideways, the bracket scrolls in its own box
 * (and wiggles once on load to say so), and the Playing list and every dialog fit the width.
 */
async function checkOnPhone(browser: Browser, baseURL: string, href: string) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, reducedMotion: 'no-preference' });
  await signInByApi(context.request, baseURL, ADMIN);
  const phone = await context.newPage();
  // The bracket's sideways scroll positions as the page loads (scroll events reach a capturing listener).
  await phone.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { bracketScrolls: number[] }).bracketScrolls = seen;
    document.addEventListener(
      'scroll',
      (event) => {
        const target = event.target;
        if (target instanceof Element && target.classList.contains('tournament-bracket'))
          seen.push(target.scrollLeft);
      },
      true,
    );
  });
  await phone.goto(href);
  const bracket = phone.getByTestId('bracket');
  await expect(bracket.locator('.bracket-round')).toHaveCount(4);
  await expectNoSidewaysScroll(phone, 'the tournament sheet');
  const box = await bracket.evaluate((el) => ({
    right: el.getBoundingClientRect().right,
    scrolls: el.scrollWidth > el.clientWidth,
  }));
  expect(box.scrolls, 'the bracket scrolls in its own box').toBe(true);
  expect(box.right).toBeLessThanOrEqual(PHONE.width);
  await expect
    .poll(() =>
      phone.evaluate(() =>
        Math.max(0, ...(window as unknown as { bracketScrolls: number[] }).bracketScrolls),
      ),
    )
    .toBeGreaterThan(0);
  await expect.poll(() => bracket.evaluate((el) => el.scrollLeft)).toBe(0);
  await expectFitsWidth(phone.getByRole('region', { name: 'Playing' }), 'the Playing list');

  const dialogs: [string, string][] = [
    ['Edit M1', 'Edit match M1'],
    ['Add side', 'Add side'],
    ['Edit 180s', 'Edit 180s'],
    ['Edit hi-checks', 'Edit hi-checks'],
    ['Edit tournament', 'Edit tournament'],
  ];
  for (const [button, title] of dialogs) {
    await phone.getByRole('button', { name: button, exact: true }).click();
    const dialog = phone.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expectFitsWidth(dialog, `the ${title} dialog`);
    await expectNoSidewaysScroll(phone, `the sheet with ${title} open`);
    await phone.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await context.close();
}

/** Opens "Edit {mnemonic}", sets the scores (and best of) and saves. */
async function enterResult(
  page: Page,
  mnemonic: string,
  scores: { a?: string; b?: string; bestOf?: string },
) {
  await page.getByRole('button', { name: `Edit ${mnemonic}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Edit match ${mnemonic}` });
  await expect(dialog).toBeVisible();
  if (scores.bestOf) await dialog.getByLabel('Best of').fill(scores.bestOf);
  if (scores.a) await dialog.getByLabel('Side A score').selectOption(scores.a);
  if (scores.b) await dialog.getByLabel('Side B score').selectOption(scores.b);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a knockout night from the fixtures tab to the printed bracket, followed live', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const organiser = await browser.newContext({ baseURL });
  await signInByApi(organiser.request, baseURL!, ADMIN);
  await setFeature(organiser.request, baseURL!, PUBLIC_LIVE_SCORES, 'true');
  const { seasonId, divisionId } = await demoDivision(organiser.request);
  const page = await organiser.newPage();

  // The fixtures tab: a new tournament at an address entered by hand on the first date.
  await page.goto(LeaguePage.href(divisionId, 'fixtures', seasonId));
  await (await new LeaguePage(page).addTournament(page, VENUE)).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^Tournament at ${VENUE} - `) })).toBeVisible();

  // Twelve players, added as individuals.
  await addIndividuals(page, 12);
  await expect(page.getByRole('region', { name: 'Playing' }).getByRole('listitem')).toHaveCount(12);
  const roundNames = page.locator('.bracket-round-name');
  await expect(roundNames).toHaveText(['Preliminary round', 'Quarter-Final', 'Semi-Final', 'Final']);

  // A visitor follows the sheet.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(page.url());
  await expect(visitor.getByRole('region', { name: 'Playing' }).getByRole('link')).toHaveCount(12);
  await expect(visitor.getByRole('button', { name: 'Edit M1' })).toHaveCount(0);

  // A score that decides nothing says how many legs win, and saves nothing.
  await page.getByRole('button', { name: 'Edit M1', exact: true }).click();
  const undecided = page.getByRole('dialog', { name: 'Edit match M1' });
  await undecided.getByLabel('Side A score').selectOption('3');
  await undecided.getByLabel('Side B score').selectOption('1');
  await undecided.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(undecided).toContainText(
    'A best of 7 is won with 4 legs: a score of 3-1 decides nothing, so nobody goes through',
  );
  await page.keyboard.press('Escape');
  await expect(undecided).toBeHidden();

  // Results round by round (best of 7: 4 legs win): side A wins M1-M10.
  for (let m = 1; m <= 10; m++) await enterResult(page, `M${m}`, { a: '4', b: String(m % 4) });
  await expect(visitor.locator('[data-mnemonic="M10"] .bracket-won')).toHaveCount(1);

  // The sheet, its dialogs and the Playing list on a phone.
  await checkOnPhone(browser, baseURL!, page.url());

  // The final, best of 1, scored leg by leg on a phone.
  await enterResult(page, 'M11', { bestOf: '1' });
  const final = page.locator('[data-mnemonic="M11"] .bracket-name');
  const [home, away] = [(await final.nth(0).innerText()).trim(), (await final.nth(1).innerText()).trim()];
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Score M11' }).click();
  const scorer = new PracticePage(page);
  const scoring = page.getByRole('dialog', { name: `${home} vs ${away}` });
  await scoring.getByRole('button', { name: home, exact: true }).click();
  await scorer.tap(180);
  await expect(visitor.getByRole('link', { name: 'Watch M11' })).toBeVisible();
  const watchHref = await visitor.getByRole('link', { name: 'Watch M11' }).getAttribute('href');
  const spectatorPage = await visitorContext.newPage();
  await spectatorPage.goto(watchHref!);
  const spectator = new LiveMatchPage(spectatorPage);
  await expect(spectator.remaining(home.split(' ')[0]!)).toHaveText('321');
  await scorer.tap(100);
  await scorer.tap(180);
  await expect(spectator.remaining(home.split(' ')[0]!)).toHaveText('141');
  await scorer.tap(100);
  await scorer.tap(141);
  await scorer.checkout(3);
  await page.getByRole('button', { name: 'Done' }).click();

  // The result and the 180s flow back to the sheet, and the visitor sees them without a reload.
  await expect(visitor.getByTestId('venue-winner')).toHaveText(home);
  await expect(visitor.getByRole('region', { name: '180s' })).toContainText(`${home} x 2`);
  await expect(visitor.getByRole('region', { name: 'Hi-checks' })).toContainText(`${home} (141)`);

  // Printed: the whole bracket on one landscape A4 page (297 x 210 mm at 96 dpi).
  await page.setViewportSize({ width: 1123, height: 794 });
  await page.emulateMedia({ media: 'print' });
  const box = await page.getByTestId('bracket').boundingBox();
  expect(box!.width).toBeLessThanOrEqual(1123);
  expect(box!.height).toBeLessThanOrEqual(794);
  const pdf = await page.pdf({ format: 'A4', landscape: true });
  expect(pdf.length).toBeGreaterThan(1000);

  await visitorContext.close();
  await organiser.close();
});
