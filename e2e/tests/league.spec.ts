import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { downloadLines } from './support/downloads';
import { LeaguePage } from './support/leaguePage';
import { Shell } from './support/shell';

test.describe('league administration and browsing', () => {
  test('an administrator builds a season through the screens; a visitor browses it by name', async ({
    page,
    browser,
    baseURL,
  }) => {
    // A whole season built screen by screen, then browsed: about 30 s alone, over 60 s on a loaded CI run.
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const season = `E2E ${stamp}`;
    const north = `North ${stamp}`;
    const south = `South ${stamp}`;

    // Sign in from a demo division's page and come back to it.
    const shell = new Shell(page);
    await shell.goto('/division/Premier%20Division');
    await shell.signIn(ADMIN.email, ADMIN.password);
    const league = new LeaguePage(page);
    await expect(league.tabs).toBeVisible();

    // A season, and two divisions in it.
    await league.addSeason(season, '2030-01-01', '2030-12-31');
    await league.addDivision(north, season);
    await league.addDivision(south, season);
    await league.addTeam('Southern Star', 'Harbour Street');

    // Teams and players of the northern division.
    await league.goto(north, 'teams', season);
    await league.addTeam('Anchor', 'Quay Road');
    await league.addTeam('Bell', 'Church Lane');
    await league.addTeam('Crown', 'Market Place');
    // A second team of the same name in the season is refused inside the form.
    await page.getByRole('button', { name: 'Add team', exact: true }).click();
    const again = league.dialog('Add team');
    await again.getByLabel('Name', { exact: true }).fill('  crown ');
    await again.getByRole('button', { name: 'Add team', exact: true }).click();
    await expect(again.getByRole('alert')).toContainText(
      `A team called Crown is already in the ${season} season: choose another name`,
    );
    await again.getByText('Close', { exact: true }).click();
    await expect(again).toHaveCount(0);
    await league.openTab('Players');
    await league.addPlayers('Anchor', ['Ann Archer', 'Al Able']);
    await league.addPlayers('Bell', ['Ben Bolt'], { captain: true });

    // Fixtures on two dates; a team already met in the same leg cannot be picked again.
    await league.openTab('Fixtures');
    const february = await league.addDate('2030-02-01', 'Fri 1 Feb 2030');
    await league.addFixture(february, 'Anchor', 'Bell');
    const march = await league.addDate('2030-03-01', 'Fri 1 Mar 2030');
    await expect(
      march.getByRole('option', { name: 'Bell (Already playing same leg on Fri 1 Feb 2030)' }),
    ).toBeDisabled();
    await league.addFixture(march, 'Bell', 'Crown');
    await league.addNote(february, 'Bring **your own** darts, see https://example.com');
    await expect(february.locator('strong', { hasText: 'your own' })).toBeVisible();

    // A visitor (a new browser context: no cookies) opens the division by its name.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    const view = new LeaguePage(visitor);
    await view.goto(north, 'fixtures', season);
    await expect(new Shell(visitor).loginLink).toBeVisible();
    const feb = view.date('Fri 1 Feb 2030');
    await expect(feb.getByRole('row').filter({ hasText: 'Anchor' })).toContainText('vs');
    await expect(feb.getByRole('link', { name: 'Bell' })).toHaveAttribute('href', /^\/score\//);
    await expect(feb.locator('strong', { hasText: 'your own' })).toBeVisible();
    await expect(feb.getByRole('link', { name: 'https://example.com' })).toBeVisible();
    await expect(view.date('Fri 1 Mar 2030').getByRole('link', { name: 'Crown' })).toBeVisible();
    // Visitors get no editing controls.
    await expect(visitor.getByRole('button', { name: 'Add date' })).toHaveCount(0);

    // The league table.
    await view.openTab('Teams');
    const table = view.teamsTable(north);
    await expect(table.getByRole('rowheader')).toHaveText(['Anchor', 'Bell', 'Crown'], { ignoreCase: true });
    await expect(visitor).toHaveTitle(new RegExp(`^Teams – ${north} – `));

    // The team page, then a player's page.
    await table.getByRole('link', { name: 'Anchor' }).click();
    await expect(visitor.getByRole('heading', { name: 'Anchor' })).toBeVisible();
    await expect(visitor.getByText('Quay Road')).toBeVisible();
    await expect(visitor.getByRole('table', { name: 'Fixtures of Anchor' })).toContainText('Bell');
    await visitor.getByRole('link', { name: 'Ann Archer' }).click();
    await expect(visitor).toHaveURL(/\/player:Ann%20Archer@Anchor\//);
    await expect(visitor.getByRole('heading', { name: 'Ann Archer' })).toBeVisible();
    await expect(visitor.getByRole('main').getByRole('link', { name: 'Anchor', exact: true })).toBeVisible();
    // A squad member without results: nothing played, and the statistics download as they show.
    const statistics = await downloadLines(
      visitor,
      visitor.getByRole('button', { name: 'CSV of Statistics of Ann Archer' }),
    );
    expect(statistics.name).toBe('statistics-of-ann-archer.csv');
    expect(statistics.lines.slice(0, 2)).toEqual(['\ufeffMatches,Played,Won,Lost', 'Singles,0,0,0']);
    await visitorContext.close();
  });
});
