import { expect, test } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { LeaguePage } from './support/leaguePage';
import { expectFitsWidth, expectNoSidewaysScroll, PHONE, showsWholeText } from './support/phone';
import { saveTemplate, seasonWithTeams, TemplateEditor } from './support/seasonTools';
import { Shell } from './support/shell';

test.describe('season tools', () => {
  test('an administrator makes a template, builds a season of two divisions from it, then reads its health and reports', async ({
    page,
    baseURL,
  }) => {
    const stamp = Date.now().toString(36);
    const season = `Tools ${stamp}`;
    const north = `North ${stamp}`;
    const south = `South ${stamp}`;
    const templateName = `Two by two ${stamp}`;

    const shell = new Shell(page);
    await shell.goto('/');
    await shell.signIn(ADMIN.email, ADMIN.password);
    await seasonWithTeams(
      page.request,
      baseURL!,
      { name: season, startDate: '2031-01-01', endDate: '2031-03-31' },
      [
        { name: north, teams: [`Anchor ${stamp}`, `Bell ${stamp}`] },
        { name: south, teams: [`Crown ${stamp}`, `Dolphin ${stamp}`] },
      ],
    );

    // The template editor, reached from the admin area's navigation.
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Templates' })
      .click();
    await page.getByRole('button', { name: 'Add template' }).click();
    const templates = new TemplateEditor(page);
    await templates.editor('New template').getByLabel('Name', { exact: true }).fill(templateName);
    await templates.addWeek(1, 1, [['A', 'B']]);
    await templates.addWeek(1, 2, [['B', 'A']]);
    await page.getByRole('button', { name: 'Division', exact: true }).click();
    await templates.addWeek(2, 1, [['C', 'D']]);
    await templates.addWeek(2, 2, [['D', 'C']]);
    await expect(templates.health.getByRole('heading', { name: 'Healthy' })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(templates.editor(`Edit ${templateName}`)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Templates' })).toContainText(templateName);

    // The wizard, from the northern division's fixtures; saving is slowed a little so Back lands mid-way.
    await page.route('**/api/Game/', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    const league = new LeaguePage(page);
    await league.goto(north, 'fixtures', season);
    await page.getByRole('button', { name: 'Create fixtures' }).click();
    const wizard = league.dialog('Create season fixtures');
    const next = wizard.getByRole('button', { name: 'Next' });
    await wizard.getByLabel(templateName).check();
    await next.click();
    await expect(wizard.getByRole('group', { name: north })).toBeVisible();
    await next.click();
    await expect(wizard.getByRole('heading', { name: 'Healthy' })).toBeVisible();
    await next.click();
    await expect(wizard.getByRole('region', { name: `${north} fixtures` })).toContainText(' vs ');
    await expect(wizard.getByRole('link', { name: 'Template' })).toHaveAttribute(
      'href',
      /^\/admin\/templates\?select=/,
    );
    await wizard.getByRole('button', { name: south }).click();
    await expect(wizard.getByRole('region', { name: `${south} fixtures` })).toContainText(`Crown ${stamp}`);
    await next.click();
    await expect(wizard).toContainText('4 fixtures will be created across 2 divisions');
    await next.click();
    await wizard.getByRole('button', { name: 'Back' }).click();
    await expect(wizard).toContainText('Saving stopped: press Next to carry on.');
    await expect(wizard.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow', '100');
    await next.click();
    await expect(wizard).toHaveCount(0, { timeout: 20_000 });
    await page.unroute('**/api/Game/');

    // Both divisions have their fixtures, one a week.
    for (const week of ['Wed 1 Jan 2031', 'Wed 8 Jan 2031']) {
      await expect(league.date(week)).toContainText(`Anchor ${stamp}`);
      await expect(league.date(week)).toContainText(`Bell ${stamp}`);
    }
    await league.goto(south, 'fixtures', season);
    await expect(league.date('Wed 1 Jan 2031')).toContainText(`Dolphin ${stamp}`);

    // Health and Reports of the season.
    await league.openTab('Health');
    await expect(
      page.getByRole('region', { name: 'Health' }).getByRole('heading', { name: 'Healthy' }),
    ).toBeVisible();
    await league.openTab('Reports');
    await page.getByRole('button', { name: 'Get reports...' }).click();
    await expect(page.getByLabel('Report', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reports' }).getByRole('table')).toBeVisible();
    // Each report says whether it covers the division the tab is headed with or the whole season.
    const reports = page.getByRole('region', { name: 'Reports' });
    await expect(reports.getByRole('heading', { name: `${south}: Reports` })).toBeVisible();
    await page.getByLabel('Report', { exact: true }).selectOption({ label: 'Most 180s' });
    await expect(reports.getByTestId('report-scope')).toHaveText(`Covers ${south} only`);
    await page.getByLabel('Report', { exact: true }).selectOption({ label: 'Finals night' });
    await expect(reports.getByTestId('report-scope')).toHaveText(
      `Covers every division of the ${season} season`,
    );

    // The secretary's pages on a phone.
    await page.setViewportSize(PHONE);
    for (const mode of ['fixtures', 'health', 'reports']) {
      await league.goto(south, mode, season);
      await expectNoSidewaysScroll(page, `The ${mode} tab`);
    }
    await page.goto('/admin/templates');
    await page.getByRole('button', { name: templateName }).click();
    await expect(templates.editor(`Edit ${templateName}`)).toBeVisible();
    await expectNoSidewaysScroll(page, 'The template editor');
  });

  test('the create-fixtures wizard fits a phone at every step, shared venue and long names included', async ({
    page,
    baseURL,
  }) => {
    const stamp = Date.now().toString(36);
    const season = `Phone tools ${stamp}`;
    const division = `Phone ${stamp}`;
    const templateName = `Four with a shared venue ${stamp}`;
    const legion = `Royal British Legion A ${stamp}`;
    const shell = new Shell(page);
    await shell.goto('/');
    await shell.signIn(ADMIN.email, ADMIN.password);
    await page.setViewportSize(PHONE);
    await seasonWithTeams(
      page.request,
      baseURL!,
      { name: season, startDate: '2032-01-07', endDate: '2032-03-31' },
      [
        {
          name: division,
          teams: [
            { name: legion, address: `1 Legion Parade ${stamp}` },
            { name: `Royal British Legion B ${stamp}`, address: `1 Legion Parade ${stamp}` },
            `Coach and Horses ${stamp}`,
            `Dog and Duck ${stamp}`,
          ],
        },
      ],
    );
    // A and B share a venue, so never play at home in the same week.
    const week = (...pairs: [string, string][]) => ({
      fixtures: pairs.map(([home, away]) => ({ home, away })),
    });
    await saveTemplate(page.request, baseURL!, {
      name: templateName,
      divisions: [
        {
          sharedAddresses: [['A', 'B']],
          dates: [
            week(['A', 'C'], ['D', 'B']),
            week(['B', 'A'], ['C', 'D']),
            week(['A', 'D'], ['C', 'B']),
            week(['C', 'A'], ['B', 'D']),
            week(['A', 'B'], ['D', 'C']),
            week(['D', 'A'], ['B', 'C']),
          ],
        },
      ],
    });

    const league = new LeaguePage(page);
    await league.goto(division, 'fixtures', season);
    await page.getByRole('button', { name: 'Create fixtures' }).click();
    const wizard = league.dialog('Create season fixtures');
    const next = wizard.getByRole('button', { name: 'Next' });
    const fits = async (step: string) => {
      await expectNoSidewaysScroll(page, `The wizard's ${step} step`);
      await expectFitsWidth(wizard, `The wizard's ${step} step`);
      expect.soft(await showsWholeText(next), `Next shows whole on the ${step} step`).toBe(true);
    };

    await wizard.getByLabel(templateName).check();
    // The second week left out (a holiday), from the keyboard: its fixtures move on a week.
    await wizard.getByLabel('Wed 7 Jan 2032').focus();
    await page.keyboard.press('Tab');
    await expect(wizard.getByLabel('Wed 14 Jan 2032')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(wizard.getByLabel('Wed 14 Jan 2032')).toBeChecked();
    await expect(wizard).toContainText('1 left out.');
    await fits('pick');
    await next.click();
    const codeA = wizard.getByRole('combobox', { name: /^A/ });
    await codeA.selectOption({ label: legion });
    expect.soft(await showsWholeText(codeA), 'the long team name shows whole in its code').toBe(true);
    await fits('assign-placeholders');
    await next.click();
    await expect(wizard.getByRole('heading', { name: /^(Healthy|Unhealthy)$/ })).toBeVisible();
    await fits('review');
    await next.click();
    await expect(wizard.getByRole('region', { name: `${division} fixtures` })).toContainText(legion);
    await fits('review-proposals');
    await next.click();
    await expect(wizard).toContainText('12 fixtures will be created across 1 division');
    await fits('confirm-save');
    // Saving is slowed a little so the stopped state can be measured too.
    await page.route('**/api/Game/', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await next.click();
    await wizard.getByRole('button', { name: 'Back' }).click();
    await expect(wizard).toContainText('Saving stopped: press Next to carry on.');
    await fits('aborted');
    await next.click();
    await expect(wizard).toHaveCount(0, { timeout: 30_000 });
    await page.unroute('**/api/Game/');
    await expect(league.date('Wed 7 Jan 2032')).toContainText(legion);
    await expect(league.date('Wed 14 Jan 2032')).toHaveCount(0);
    await expect(league.date('Wed 21 Jan 2032')).toContainText(legion);
    await expect(league.date('Wed 18 Feb 2032')).toContainText(legion);
    await expectNoSidewaysScroll(page, 'The fixtures tab once saved');

    // The finals night report, the widest, on the phone: its table scrolls within itself.
    await league.goto(division, 'reports', season);
    await page.getByRole('button', { name: 'Get reports...' }).click();
    await page.getByLabel('Report', { exact: true }).selectOption({ label: 'Finals night' });
    await expect(page.getByRole('region', { name: 'Reports' }).getByRole('table')).toContainText(
      `${division}: winner`,
    );
    await expectNoSidewaysScroll(page, 'The finals night report');
  });
});
