import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { newEvent, signedInOrganiser } from './support/formatEvent';
import { demoDivision } from './support/scorecard';
import { LiveMatchPage } from './support/live';
import { PracticePage } from './support/practicePage';
import { expectNoSidewaysScroll, PHONE } from './support/phone';

/*
 * Formats beyond the knockout, through the UI: an organiser creates a tournament from the fixtures
 * tab, adds the players, picks the format in Edit tournament and enters every result on the sheet
 * as the next matches fill; a visitor follows the sheet to its winner without a reload; the sheet
 * fits a phone and prints without its boxes.
 */

/** Enters 2-0 to side A in every match that can be played and has no result yet, until none is left. */
async function playEverything(page: Page): Promise<number> {
  let played = 0;
  for (;;) {
    const open = page.locator('form.format-line').filter({ has: page.locator('input[value=""]') });
    if ((await open.count()) === 0) return played;
    // Pinned by its id: once filled, the match no longer has an empty box and "the first" moves on.
    const id = (await open.first().getByRole('button').innerText()).replace('Save ', '');
    const save = page.getByRole('button', { name: `Save ${id}`, exact: true });
    const match = page.locator('form.format-line').filter({ has: save });
    await match.locator('input').nth(0).fill('2');
    await match.locator('input').nth(1).fill('0');
    await save.click();
    await expect(match.locator('.fw-bold')).toHaveCount(1);
    played += 1;
  }
}

test('a double elimination and a groups-into-knockout event run through the UI to their winners', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const { organiser, page } = await signedInOrganiser(browser, baseURL!);

  // Double elimination of four: a winners' and a losers' bracket, then the grand final.
  await newEvent(page, 'The Double Arms', 4, 'Double elimination');
  await expect(page.getByRole('region', { name: "Winners' bracket round 1" })).toBeVisible();
  await expect(page.getByRole('region', { name: "Losers' bracket round 1" })).toContainText('Loser of W1-1');
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(page.url());
  await expect(visitor.getByRole('region', { name: "Winners' bracket round 1" })).toBeVisible();
  await expect(visitor.locator('form.format-line')).toHaveCount(0);
  // Two boards: the first two matches are called to them, on the visitor's sheet too; a board
  // whose match is won waits for the next match with both players known.
  await page.getByLabel('Boards at the venue').fill('2');
  await page.getByRole('button', { name: 'Save boards' }).click();
  const calls = visitor.getByRole('region', { name: 'Call list' }).getByRole('listitem');
  await expect(calls).toHaveText([/^Board 1: .+ v .+$/, /^Board 2: .+ v .+$/]);
  // Side A wins everything: the winners' bracket winner takes the grand final, so no reset.
  expect(await playEverything(page)).toBe(6);
  await expect(visitor.getByRole('region', { name: 'Call list' })).toHaveCount(0);
  await expect(page.locator('.format-winner')).toHaveText(/^Winner: /);
  await expect(visitor.locator('.format-winner')).toHaveText(
    await page.locator('.format-winner').innerText(),
  );
  await expect(page.getByRole('region', { name: 'Grand final reset' })).toHaveCount(0);

  // Groups into a knockout: eight players, two groups of four, two through from each.
  await newEvent(page, 'The Group Tavern', 8, 'Groups into a knockout');
  await expect(page.getByRole('region', { name: 'Group A' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Round 1' })).toContainText('Group A 1st');
  expect(await playEverything(page)).toBe(12 + 3);
  await expect(page.getByRole('table', { name: 'Group A' }).getByRole('row')).toHaveCount(5);
  await expect(page.locator('.format-winner')).toHaveText(/^Winner: /);

  // On a phone the sheet never scrolls sideways.
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, 'the groups sheet');

  // Printed, the results read as a visitor sees them: no boxes, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('form.format-line').first()).toBeHidden();
  await expect(page.locator('span.format-line').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a player' })).toBeHidden();
  await visitorContext.close();
  await organiser.close();
});

test("a Swiss round's match scored leg by leg, followed live by a visitor, gives its legs to the sheet", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { organiser, page } = await signedInOrganiser(browser, baseURL!);
  await newEvent(page, 'The Swiss Cottage', 4, 'Swiss rounds');
  const round = page.getByRole('region', { name: 'Round 1' });
  const sides = round.locator('form.format-line').first().locator('.format-side');
  const [home, away] = [(await sides.nth(0).innerText()).trim(), (await sides.nth(1).innerText()).trim()];

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(page.url());
  await expect(visitor.getByRole('region', { name: 'Round 1' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Watch S1-1' })).toHaveCount(0);

  // Scored on a phone: the match's record is made by its id and the visitor's sheet offers it live.
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Score S1-1' }).click();
  const scoring = page.getByRole('dialog', { name: `${home} vs ${away}` });
  await scoring.getByRole('button', { name: home, exact: true }).click();
  const scorer = new PracticePage(page);
  await scorer.tap(180);
  const watch = visitor.getByRole('link', { name: 'Watch S1-1' });
  await expect(watch).toBeVisible();
  const spectatorPage = await visitorContext.newPage();
  await spectatorPage.goto((await watch.getAttribute('href'))!);
  const spectator = new LiveMatchPage(spectatorPage);
  const first = home.split(' ')[0]!;
  await expect(spectator.remaining(first)).toHaveText('321');
  await scorer.tap(100);
  await scorer.tap(180);
  await expect(spectator.remaining(first)).toHaveText('141');
  await scorer.tap(100);
  await scorer.tap(141);
  await scorer.checkout(3);
  await page.getByRole('button', { name: 'Done' }).click();

  // The leg won goes to the match's result as it is won: the visitor's sheet shows it (best of 3: no winner yet).
  const line = visitor
    .getByRole('region', { name: 'Round 1' })
    .locator('.format-match')
    .filter({ hasText: 'S1-1' });
  await expect(line.locator('.format-score')).toHaveText('1 - 0');
  await expect(line.locator('.fw-bold')).toHaveCount(0);
  await expect(visitor.getByRole('region', { name: '180s' })).toContainText(`${home} x 2`);
  await expect(visitor.getByRole('region', { name: 'Hi-checks' })).toContainText(`${home} (141)`);
  await expectNoSidewaysScroll(page, 'the Swiss sheet');
  await visitorContext.close();
  await organiser.close();
});

test('a handicapped Swiss match: the organiser gives 60 off the start, the keypad and the live board play from 441', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { organiser, page } = await signedInOrganiser(browser, baseURL!);
  await newEvent(page, 'The Handicap Inn', 4, 'Swiss rounds');
  const sides = page
    .getByRole('region', { name: 'Round 1' })
    .locator('form.format-line')
    .first()
    .locator('.format-side');
  const [home, away] = [(await sides.nth(0).innerText()).trim(), (await sides.nth(1).innerText()).trim()];

  await page.getByText('Handicaps', { exact: true }).click();
  await page.getByLabel('Handicap', { exact: true }).selectOption('Points off the start');
  await page.getByLabel(`Handicap for ${away}`).fill('60');
  await page.getByRole('button', { name: 'Save handicaps' }).click();
  await expect(page.getByRole('region', { name: 'Players' }).getByText('from 441')).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'Score S1-1' }).click();
  const scoring = page.getByRole('dialog', { name: `${home} vs ${away}` });
  await scoring.getByRole('button', { name: home, exact: true }).click();
  await expect(scoring.getByText(/^Handicap:/)).toContainText('from 441');
  const scorer = new PracticePage(page);
  await scorer.tap(100);
  const spectatorContext = await browser.newContext({ baseURL });
  const spectatorPage = await spectatorContext.newPage();
  await spectatorPage.goto(page.url());
  const watch = spectatorPage.getByRole('link', { name: 'Watch S1-1' });
  await spectatorPage.goto((await watch.getAttribute('href'))!);
  const spectator = new LiveMatchPage(spectatorPage);
  const awayFirst = away.split(' ')[0]!;
  await expect(spectator.remaining(awayFirst)).toHaveText('441');
  await scorer.tap(180);
  await expect(spectator.remaining(awayFirst)).toHaveText('261');
  await expectNoSidewaysScroll(page, 'the handicapped scorer');
  await spectatorContext.close();
  await organiser.close();
});

test("a knockout's call list: the secretary moves matches between boards on a phone and by a drag, a visitor follows", async ({
  browser,
  baseURL,
}) => {
  const { organiser, page } = await signedInOrganiser(browser, baseURL!);
  const { seasonId, divisionId } = await demoDivision(organiser.request);
  const sides = ['Ann Oak', 'Bea Elm', 'Cat Ash', 'Dee Yew'].map((name) => ({
    id: randomUUID(),
    name,
    players: [],
  }));
  const match = (a: number, b: number) => ({
    sideA: { id: sides[a]!.id, players: [] },
    sideB: { id: sides[b]!.id, players: [] },
    scoreA: null,
    scoreB: null,
  });
  // One board, two matches ready: the first is called, the second waits.
  const saved = await organiser.request.put('/api/Tournament/', {
    headers: { 'X-UI-Url': `${baseURL}/` },
    data: {
      seasonId,
      divisionId,
      date: new Date().toISOString().slice(0, 10),
      address: 'The Board Room',
      sides,
      boards: ['Board 1'],
      round: { name: '', matches: [match(0, 1), match(2, 3)], matchOptions: [], nextRound: null },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { id } = ((await saved.json()) as { result: { id: string } }).result;

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/tournament/${id}`);
  const visitorCalls = visitor.getByRole('region', { name: 'Call list' }).getByRole('listitem');
  await expect(visitorCalls).toHaveText(['Board 1: Ann Oak v Bea Elm']);

  // On a phone the secretary gives the waiting match the board from its list.
  await page.setViewportSize(PHONE);
  await page.goto(`/tournament/${id}`);
  const list = page.getByRole('region', { name: 'Call list' });
  await expect(list.getByRole('listitem', { name: 'Board 1' })).toContainText('Ann Oak v Bea Elm');
  await list.getByRole('combobox', { name: 'Board for Cat Ash v Dee Yew' }).selectOption('Board 1');
  await expect(list.getByRole('listitem', { name: 'Board 1' })).toContainText('Cat Ash v Dee Yew');
  await expect(list.getByRole('list', { name: 'Waiting for a board' })).toContainText('Ann Oak v Bea Elm');
  await expect(visitorCalls).toHaveText(['Board 1: Cat Ash v Dee Yew']);
  await expectNoSidewaysScroll(page, 'the call list');

  // On a desktop the waiting match is dragged onto the board.
  await page.setViewportSize({ width: 1280, height: 900 });
  await list
    .locator('.call-match', { hasText: 'Ann Oak v Bea Elm' })
    .dragTo(list.getByRole('listitem', { name: 'Board 1' }));
  await expect(list.getByRole('listitem', { name: 'Board 1' })).toContainText('Ann Oak v Bea Elm');
  await expect(visitorCalls).toHaveText(['Board 1: Ann Oak v Bea Elm']);
  await visitorContext.close();
  await organiser.close();
});
