import { expect, type Locator, type Page } from '@playwright/test';

/** `/division/{division}/{mode}/{season}`: the division screen, its tabs and its dialogs. */
export class LeaguePage {
  constructor(readonly page: Page) {}

  static href(division: string, mode: string, season: string): string {
    return `/division/${encodeURIComponent(division)}/${mode}/${encodeURIComponent(season)}`;
  }

  async goto(division: string, mode: string, season: string): Promise<void> {
    await this.page.goto(LeaguePage.href(division, mode, season));
    await expect(this.tabs).toBeVisible();
  }

  get tabs(): Locator {
    return this.page.getByRole('navigation', { name: 'Division views' });
  }

  async openTab(name: string): Promise<void> {
    await this.tabs.getByRole('link', { name, exact: true }).click();
    await expect(this.tabs.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Fills a dialog's labelled fields, presses its submit button and waits for it to close. */
  async submitDialog(name: string, fields: Record<string, string>, submit: string): Promise<void> {
    const dialog = this.dialog(name);
    await expect(dialog).toBeVisible();
    for (const [label, value] of Object.entries(fields))
      await dialog.getByLabel(label, { exact: true }).fill(value);
    await dialog.getByRole('button', { name: submit, exact: true }).click();
    await expect(dialog).toHaveCount(0);
  }

  /** "Add season" in the selector bar; the view then shows the new season. */
  async addSeason(name: string, startDate: string, endDate: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add season', exact: true }).click();
    await this.submitDialog(
      'Add season',
      { Name: name, 'Start date': startDate, 'End date': endDate },
      'Add season',
    );
    await expect(this.page).toHaveURL(new RegExp(`/${encodeURIComponent(name)}$`));
  }

  /** "Add division" in the selector bar (added to the season on show); the view then shows it. */
  async addDivision(name: string, season: string, options: { superleague?: boolean } = {}): Promise<void> {
    await this.page.getByRole('button', { name: 'Add division', exact: true }).click();
    await expect(
      this.dialog('Add division').getByRole('checkbox', { name: `Add to the ${season} season` }),
    ).toBeChecked();
    if (options.superleague)
      await this.dialog('Add division').getByRole('checkbox', { name: 'Superleague', exact: true }).check();
    await this.submitDialog('Add division', { Name: name }, 'Add division');
    await expect(this.page).toHaveURL(new RegExp(`/division/${encodeURIComponent(name)}/teams/`));
  }

  teamsTable(division: string): Locator {
    return this.page.getByRole('table', { name: `${division}: Teams` });
  }

  async addTeam(name: string, address: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add team', exact: true }).click();
    await this.submitDialog('Add team', { Name: name, Address: address }, 'Add team');
    await expect(this.page.getByRole('link', { name, exact: true })).toBeVisible();
  }

  /** Players tab: one player, or several names (one per line) in multiple mode. */
  async addPlayers(team: string, names: string[], options: { captain?: boolean } = {}): Promise<void> {
    await this.page.getByRole('button', { name: 'Add player(s)' }).click();
    const dialog = this.dialog('Add player(s)');
    await dialog.getByLabel('Team').selectOption({ label: team });
    if (names.length > 1) {
      await dialog.getByRole('switch', { name: 'Add multiple players' }).check();
      await dialog.getByLabel('Names (one per line)').fill(names.join('\n\n'));
      await dialog.getByRole('button', { name: 'Add players' }).click();
    } else {
      await dialog.getByLabel('Name', { exact: true }).fill(names[0]!);
      if (options.captain) await dialog.getByRole('checkbox', { name: 'Captain' }).check();
      await dialog.getByRole('button', { name: 'Add player', exact: true }).click();
    }
    await expect(dialog).toHaveCount(0);
    for (const name of names) await expect(this.page.getByRole('link', { name, exact: true })).toBeVisible();
  }

  /** Fixtures tab: the group of one date, named like "Fri 1 Feb 2030". */
  date(label: string): Locator {
    return this.page.getByRole('region', { name: label });
  }

  async addDate(date: string, label: string): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Add date' }).click();
    await this.submitDialog('Add a date to the season', { Date: date }, 'Add date');
    await expect(this.date(label)).toBeVisible();
    return this.date(label);
  }

  /** Picks the away team in the home team's row of a date and saves the fixture. */
  async addFixture(group: Locator, home: string, away: string): Promise<void> {
    await group.getByLabel(`Away team for ${home}`).selectOption({ label: away });
    await group.getByRole('button', { name: `Save ${home} vs ${away}` }).click();
    await expect(group.getByRole('button', { name: `Delete ${home} vs ${away}` })).toBeVisible();
  }

  /**
   * Fixtures tab: a tournament at an address entered by hand, from the first "New tournament" row
   * in `within` (a date's group, or the page for the first date); answers the new tournament's link.
   */
  async addTournament(within: Locator | Page, venue: string): Promise<Locator> {
    // Pinned to its date: while the tab loads, dates may still be added above it (a manager sees
    // empty dates too), and "the first row" would then be another date's.
    const first = within.getByRole('group', { name: 'New tournament' }).first();
    await expect(first).toBeVisible();
    const date = (await first.locator('xpath=ancestor::section[1]').getAttribute('aria-label')) ?? '';
    const row = this.page
      .getByRole('region', { name: date, exact: true })
      .getByRole('group', { name: 'New tournament' });
    await row.getByLabel('Address').selectOption('Enter address…');
    const address = this.dialog('Enter address');
    await address.getByLabel('Address').fill(venue);
    await address.getByRole('button', { name: 'Use address' }).click();
    await row.getByRole('button', { name: 'Add tournament' }).click();
    const link = within.getByRole('link', { name: `Tournament at ${venue}` }).first();
    await expect(link).toBeVisible();
    return link;
  }

  async addNote(group: Locator, text: string): Promise<void> {
    await group.getByRole('button', { name: 'Add note' }).click();
    await this.submitDialog('Add note', { Note: text }, 'Save note');
  }
}
