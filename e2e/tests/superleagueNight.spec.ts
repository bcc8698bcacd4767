import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { LeaguePage } from './support/leaguePage';
import { PHONE } from './support/phone';
import { PracticePage } from './support/practicePage';
import { demoDivision, signInByApi } from './support/scorecard';

/*
 * A superleague night, the whole of it through the screens: an organiser makes a superleague division with
 * two teams, puts two nights (men's and women's) on one date from the fixtures tab, draws a match
 * and scores it on a phone while a pub TV's /live/superleague finds both nights and shows the
 * throws arriving; then the printable report (with its running-average chart) and the analysis.
 */

const stamp = Date.now().toString(36);
const SEASON = `Superleague nights ${stamp}`;
const DIVISION = `Superleague ${stamp}`;
const [SHIP, PLOUGH] = ['The Ship', 'The Plough'].map((t) => `${t} ${stamp}`) as [string, string];
// A year no other journey's season covers: /live/superleague looks in the season holding the date.
const DATE = '2034-03-03';

test('a superleague night set up, scored on a phone, watched on a TV, printed and analysed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const organiser = await browser.newContext({ baseURL });
  const tv = await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 } });
  const api = organiser.request;
  const headers = { 'X-UI-Url': `${baseURL}/` };
  const made: { tournaments: string[] } = { tournaments: [] };
  try {
    await signInByApi(api, baseURL!, ADMIN);
    const demo = await demoDivision(api);
    const page = await organiser.newPage();
    const league = new LeaguePage(page);
    await league.goto(demo.divisionId, 'teams', demo.seasonId);

    // A season with a superleague division of two teams: no Players tab.
    await league.addSeason(SEASON, '2034-01-01', '2034-12-31');
    await league.addDivision(DIVISION, SEASON, { superleague: true });
    await league.addTeam(SHIP, 'Ship Street');
    await league.addTeam(PLOUGH, 'Plough Lane');
    await expect(league.tabs.getByRole('link', { name: 'Players', exact: true })).toHaveCount(0);

    // Two nights on one date, each made a single round by the division (no Edit to switch it on).
    await league.openTab('Fixtures');
    const night = await league.addDate(DATE, 'Fri 3 Mar 2034');
    const add = async (venue: string) => {
      const row = night.getByRole('group', { name: 'New tournament' });
      await row.getByLabel('Address').selectOption('Enter address…');
      const address = page.getByRole('dialog', { name: 'Enter address' });
      await address.getByLabel('Address').fill(venue);
      await address.getByRole('button', { name: 'Use address' }).click();
      await row.getByRole('button', { name: 'Add tournament' }).click();
      await expect(night.getByRole('link', { name: `Tournament at ${venue}` })).toBeVisible();
    };
    await add('Ship Street');
    await add('Plough Lane');

    // Each night's host and opponent, chosen from the season's teams, and its gender.
    const setUp = async (venue: string, host: string, opponent: string, gender: string) => {
      await league.goto(DIVISION, 'fixtures', SEASON);
      await night.getByRole('link', { name: `Tournament at ${venue}` }).click();
      await page.getByRole('button', { name: 'Edit tournament' }).click();
      const details = page.getByRole('dialog', { name: 'Edit tournament' });
      await expect(details.getByLabel('Single round (superleague)')).toBeChecked();
      const offered = details.locator('datalist option');
      await expect(offered).toHaveCount(2);
      expect(await offered.evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value))).toEqual(
        [PLOUGH, SHIP].sort((a, b) => a.localeCompare(b)),
      );
      await details.getByLabel('Host').fill(host);
      await details.getByLabel('Opponent').fill(opponent);
      await details.getByLabel('Gender').selectOption(gender);
      await details.getByLabel('Best of').fill('3');
      await details.getByRole('button', { name: 'Save' }).click();
      await expect(details).toBeHidden();
      await expect(
        page.getByRole('heading', { name: new RegExp(`^${host} vs ${opponent} - `) }),
      ).toBeVisible();
      made.tournaments.push(page.url().split('/').pop()!);
    };
    await setUp('Plough Lane', PLOUGH, SHIP, 'women');
    await setUp('Ship Street', SHIP, PLOUGH, 'men');

    // The men's night: a new player for each team (from the side dialog), drawn into M1.
    await page.getByRole('button', { name: 'Add side' }).click();
    const sides = page.getByRole('dialog');
    for (const [name, team] of [
      ['Sam Salt', SHIP],
      ['Pat Furrow', PLOUGH],
    ] as const) {
      await sides.getByRole('button', { name: 'New player/s' }).click();
      const form = sides.getByRole('group', { name: 'Add a player' });
      await form.getByLabel("New player's name").fill(name);
      await form.getByLabel("New player's team").selectOption({ label: team });
      await form.getByRole('button', { name: 'Add player' }).click();
      await expect(form).toBeHidden();
    }
    await sides.getByLabel('Add as individuals').check();
    await sides.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(sides).toBeHidden();
    const draw = page.getByRole('table', { name: 'Master draw' });
    const match = page.getByRole('form', { name: 'Add a match' });
    // Each list offers only its own team's players.
    await expect(match.getByLabel(`${SHIP} player`).locator('option')).toHaveText(['Choose…', 'Sam Salt']);
    await expect(match.getByLabel(`${PLOUGH} player`).locator('option')).toHaveText([
      'Choose…',
      'Pat Furrow',
    ]);
    await match.getByLabel(`${SHIP} player`).selectOption({ label: 'Sam Salt' });
    await match.getByLabel(`${PLOUGH} player`).selectOption({ label: 'Pat Furrow' });
    await match.getByRole('button', { name: 'Add match' }).click();
    await expect(draw.locator('[data-mnemonic="M1"]')).toContainText('Sam Salt');

    // The pub TV finds both nights of the date.
    const screen = await tv.newPage();
    await screen.goto(`/live/superleague?date=${DATE}`);
    await expect(screen).toHaveURL(new RegExp(`[?&]id=${made.tournaments[0]}`));
    await expect(screen).toHaveURL(new RegExp(`[?&]id=${made.tournaments[1]}`));
    const men = screen.getByRole('region', { name: `${SHIP} vs ${PLOUGH}` });
    const women = screen.getByRole('region', { name: `${PLOUGH} vs ${SHIP}` });
    await expect(women).toContainText('No match in play');

    // M1 scored on the phone; each throw arrives on the TV.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Score M1' }).click();
    const scoring = page.getByRole('dialog', { name: 'Sam Salt vs Pat Furrow' });
    await scoring.getByRole('button', { name: 'Sam Salt', exact: true }).click();
    const scorer = new PracticePage(page);
    await scorer.tap(180);
    await expect(men.getByLabel('S Salt needs 321')).toBeVisible();
    await expect(men.locator('.superleague-throwing')).toContainText('P Furrow');
    await scorer.tap(60);
    await expect(men.getByLabel('P Furrow needs 441')).toBeVisible();
    await expect(men.locator('.superleague-throwing')).toContainText('S Salt');
    // The boards sit side by side on a widescreen TV, without sideways scrolling.
    const [a, b] = [await men.boundingBox(), await women.boundingBox()];
    expect(Math.abs((a?.y ?? 0) - (b?.y ?? 1))).toBeLessThan(2);
    expect(await screen.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The leg goes on to a nine-darter, and a second wins the match 2-0 (Pat throws 60s).
    for (const score of [180, 60, 141]) await scorer.tap(score);
    await scorer.checkout(3);
    await scorer.nineDarter('loser');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(scoring).toBeHidden();
    await expect(draw.locator('[data-mnemonic="M1"]')).toContainText('2 - 0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The printable report: headed for the men's night, with both teams' running averages charted.
    await page.setViewportSize({ width: 1280, height: 900 });
    // What the chart draws on its canvas, and how it is aligned: the Visit axis's ticks are centred.
    await page.addInitScript(() => {
      const drawn: { text: string; align: string }[] = [];
      Object.assign(window, { drawnTexts: drawn });
      const fillText = CanvasRenderingContext2D.prototype.fillText;
      CanvasRenderingContext2D.prototype.fillText = function (text: string, ...rest: [number, number]) {
        drawn.push({ text: String(text), align: this.textAlign });
        return fillText.call(this, text, ...rest);
      };
    });
    await page.reload();
    const report = page.locator('.superleague-report');
    await expect(report.getByText(`${DIVISION} (men)`)).toBeVisible();
    const chart = report.getByRole('figure', { name: `Running averages: ${SHIP} v ${PLOUGH}` });
    await expect(chart).toContainText(`Running 3-dart average: ${SHIP} 167.00, ${PLOUGH} 60.00`);
    await expect(chart.locator('canvas').first()).toBeVisible();
    // Its Visit axis counts whole visits (no 1.25 visits).
    const drawnTicks = () =>
      page.evaluate(() =>
        (window as unknown as { drawnTexts: { text: string; align: string }[] }).drawnTexts
          .filter((d) => d.align === 'center' && /^[\d.,]+$/.test(d.text))
          .map((d) => d.text),
      );
    await expect.poll(async () => (await drawnTicks()).length).toBeGreaterThan(1);
    const visitTicks = await drawnTicks();
    expect(visitTicks.filter((tick) => !/^\d+$/.test(tick))).toEqual([]);
    // In print: A4 portrait, the drawing left out, its figures kept.
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: 'print' });
    await expect(chart.locator('canvas').first()).toBeHidden();
    await expect(chart).toContainText(`${SHIP} 167.00`);
    const box = await page.getByRole('table', { name: 'Match report' }).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(794);
    expect((await page.pdf({ format: 'A4' })).length).toBeGreaterThan(1000);
    await page.emulateMedia({ media: 'screen' });

    // The analysis of the date's nights, from the fixtures tab's link.
    await league.goto(DIVISION, 'fixtures', SEASON);
    await night.getByRole('link', { name: 'Analyse' }).click();
    await expect(page.getByRole('button', { name: 'Analyse 2 tournaments' })).toBeVisible();
    const best = page.getByRole('region', { name: 'Best scores' });
    await expect(best.getByText('180', { exact: true }).first()).toHaveClass(/fw-bold/);
    await expect(best.getByText('141', { exact: true }).first()).toHaveClass(/text-danger/);
    await page.getByRole('button', { name: 'Show running averages' }).click();
    await expect(page.getByRole('figure', { name: 'Running averages: Sam Salt v Pat Furrow' })).toContainText(
      'Running 3-dart average: Sam Salt 167.00, Pat Furrow 60.00',
    );
  } finally {
    for (const id of made.tournaments) await api.delete(`/api/Tournament/${id}`, { headers });
    const seasons = (await (await api.get('/api/Season/')).json()) as {
      id: string;
      name: string;
      divisions: { id: string }[];
    }[];
    const season = seasons.find((s) => s.name === SEASON);
    if (season) {
      await api.delete(`/api/Season/${season.id}`, { headers });
      for (const d of season.divisions) await api.delete(`/api/Division/${d.id}`, { headers });
    }
    await organiser.close();
    await tv.close();
  }
});
