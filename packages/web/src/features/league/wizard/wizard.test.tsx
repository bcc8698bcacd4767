import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope, type FakeCall } from '#web/test/fakeFetch';
import { buildData, buildTeam, DIVISION, SEASON } from '../test/builders';
import { leagueServer, show } from '../test/server';

const crown = { id: 'c0000000-0000-4000-8000-000000000001', name: 'Crown', address: 'High St', seasons: [] };
const crownB = {
  id: 'c0000000-0000-4000-8000-000000000002',
  name: 'Crown B',
  address: 'high st',
  seasons: [],
};
const bell = { id: 'c0000000-0000-4000-8000-000000000003', name: 'Bell', address: 'Low St', seasons: [] };
const owl = { id: 'c0000000-0000-4000-8000-000000000004', name: 'Owl', address: 'Mill Rd', seasons: [] };
const audit = { created: null, author: null, updated: null, editor: null, deleted: null, remover: null };
const health = (success: boolean, warnings: string[] = []) => ({
  success,
  errors: [],
  warnings: [],
  messages: [],
  checks: { 'Teams have both legs defined': { success, errors: [], warnings, messages: [] } },
});
const template = (id: string, name: string) => ({
  ...audit,
  id,
  name,
  description: null,
  sharedAddresses: [],
  templateHealth: health(true),
  divisions: [
    {
      sharedAddresses: [['A', 'B']],
      dates: [
        {
          fixtures: [
            { home: 'B', away: 'D' },
            { home: 'A', away: 'C' },
          ],
        },
        {
          fixtures: [
            { home: 'C', away: 'A' },
            { home: 'D', away: 'B' },
          ],
        },
      ],
    },
  ],
});
const good = template('t0000000-0000-4000-8000-000000000001', 'Four teams');
const bad = template('t0000000-0000-4000-8000-000000000002', 'Too small');
const side = (t: typeof crown) => ({ id: t.id, name: t.name, address: t.address });
const proposal = {
  placeholderMappings: { A: side(crown), B: side(crownB), C: side(bell), D: side(owl) },
  template: good,
  divisions: [
    {
      id: DIVISION.id,
      name: 'Premier',
      fixtures: [
        { date: '2025-02-03', home: side(crown), away: side(bell) },
        { date: '2025-02-03', home: side(crownB), away: side(owl) },
        { date: '2025-02-10', home: side(bell), away: side(crown) },
        { date: '2025-02-10', home: side(owl), away: null },
      ],
    },
  ],
  proposalHealth: health(false, ['Premier: Missing fixture for Owl vs Crown B']),
};

describe('create fixtures wizard', () => {
  beforeAll(async () => {
    await import('./CreateFixturesWizard');
  }, 60_000);

  it('picks a compatible template, assigns codes, reviews, then saves one fixture at a time with abort and resume', async () => {
    const pending: (() => void)[] = [];
    let saves = 0;
    const api = leagueServer(buildData({ teams: [buildTeam({ name: 'Crown' })] }), ['manageGames'], {
      [`GET /api/Team/${DIVISION.id}/${SEASON.id}`]: { body: [crown, crownB, bell, owl] },
      [`GET /api/Template/ForSeason/${SEASON.id}`]: {
        body: envelope([
          { success: true, errors: [], warnings: [], messages: [], result: good },
          {
            success: false,
            errors: [],
            warnings: ['Premier has 4 teams, template has fewer (2)'],
            messages: [],
            result: bad,
          },
        ]),
      },
      'POST /api/Template/Propose/': {
        body: envelope(proposal, { warnings: ['Could not find a team for a fixture - E'] }),
      },
      'PUT /api/Game/': () =>
        new Promise((resolve) => {
          saves++;
          // The second save waits for the test (so Back can stop the saving); the third fails.
          const answer =
            saves === 3
              ? { status: 400, body: envelope(null, { errors: ['date: Outside the season'] }) }
              : { body: envelope({}) };
          if (saves === 2) pending.push(() => resolve(answer));
          else resolve(answer);
        }),
    });
    const { user } = show('/division/Premier/fixtures');
    await user.click(await screen.findByRole('button', { name: 'Create fixtures' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create season fixtures' });
    const next = () => within(dialog).getByRole('button', { name: 'Next' });

    await user.click(await within(dialog).findByLabelText(/Too small/));
    expect(
      within(dialog).getByText('This template is not compatible with this season, pick another template'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Premier has 4 teams, template has fewer (2)')).toBeTruthy();
    expect(next().hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByLabelText(/Four teams/));
    await user.click(next());

    // The codes by name; shared-address codes take only the shared venue's teams; the random list disables them.
    expect(
      within(dialog)
        .getAllByRole('combobox')
        .map((c) => (c as HTMLSelectElement).labels[0]!.textContent!.replace('shared address', '')),
    ).toEqual(['A', 'B', 'C', 'D']);
    const codeA = within(dialog).getByRole('combobox', { name: /^A/ });
    expect(
      within(codeA)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['At random', 'Crown', 'Crown B']);
    const codeC = within(dialog).getByRole('combobox', { name: 'C' });
    expect(
      within(codeC)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['At random', 'Bell', 'Owl']);
    const random = within(dialog).getByRole('list', { name: 'Premier: assigned at random' });
    expect(
      within(random)
        .getByText(/Crown B/)
        .getAttribute('aria-disabled'),
    ).toBe('true');
    await user.selectOptions(codeC, 'Bell');
    expect(
      within(within(dialog).getByRole('combobox', { name: 'D' })).queryByRole('option', { name: 'Bell' }),
    ).toBeNull();
    await user.click(next());

    await waitFor(() => expect(api.callsTo('POST', '/api/Template/Propose/')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Template/Propose/')[0]!.body).toEqual({
      seasonId: SEASON.id,
      templateId: good.id,
      placeholderMappings: { C: bell.id },
      skipDates: [],
    });
    expect(await within(dialog).findByRole('heading', { name: 'Unhealthy' })).toBeTruthy();
    expect(within(dialog).getByText('Premier: Missing fixture for Owl vs Crown B')).toBeTruthy();
    // The proposal's messages scroll within 250 px.
    const warnings = within(dialog).getByRole('list', { name: 'Warnings' });
    expect(warnings.textContent).toBe('Could not find a team for a fixture - E');
    expect(warnings.style.maxHeight).toBe('250px');
    await user.click(next());

    expect(within(dialog).getByText('Owl - Bye')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Template' }).getAttribute('href')).toBe(
      `/admin/templates?select=${good.id}`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('heading', { name: 'Unhealthy' })).toBeTruthy();
    await user.click(next());
    await user.click(next());
    expect(within(dialog).getByText(/3 fixtures will be created across 1 division/)).toBeTruthy();
    await user.click(next());

    // Saving: the second save is held; Back stops the saving after it.
    await waitFor(() => expect(pending).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    pending.shift()!();
    expect(await within(dialog).findByText(/Saving stopped: press Next to carry on\./)).toBeTruthy();
    expect(within(dialog).getByRole('progressbar').textContent).toBe('66.67%');
    await user.click(next());
    expect(await within(dialog).findByText('Some (1) fixtures could not be saved')).toBeTruthy();
    expect(within(dialog).getByText('Error saving proposal: date: Outside the season')).toBeTruthy();
    const bodies = api.callsTo('PUT', '/api/Game/').map((c: FakeCall) => c.body);
    expect(bodies).toHaveLength(3);
    expect(bodies[0]).toMatchObject({
      homeTeamId: crown.id,
      awayTeamId: bell.id,
      date: '2025-02-03T00:00:00',
      address: 'High St',
    });
  });

  it('generates without a template, saves every fixture, then closes and reloads the division', async () => {
    const api = leagueServer(buildData({ teams: [buildTeam({ name: 'Crown' })] }), ['manageGames'], {
      [`GET /api/Team/${DIVISION.id}/${SEASON.id}`]: { body: [crown, bell] },
      [`GET /api/Template/ForSeason/${SEASON.id}`]: { body: envelope([]) },
      'POST /api/Template/Generate/': { body: envelope({ ...proposal, proposalHealth: health(true) }) },
      'PUT /api/Game/': { body: envelope({}) },
    });
    const { user } = show('/division/Premier/fixtures');
    await user.click(await screen.findByRole('button', { name: 'Create fixtures' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create season fixtures' });
    expect(await within(dialog).findByText('No templates')).toBeTruthy();
    await user.click(within(dialog).getByLabelText(/Generate without a template/));
    // Weeks to leave out: every week of the season, each ticked from the keyboard as well.
    const weeks = within(dialog).getByRole('group', { name: 'Weeks of the season' });
    expect(within(weeks).getAllByRole('checkbox')).toHaveLength(53);
    await user.click(within(weeks).getByLabelText('Wed 24 Dec 2025'));
    within(weeks).getByLabelText('Wed 8 Jan 2025').focus();
    await user.keyboard(' ');
    await user.tab();
    expect(document.activeElement).toBe(within(weeks).getByLabelText('Wed 15 Jan 2025'));
    expect(within(dialog).getByText(/2 left out\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('heading', { name: 'Healthy' })).toBeTruthy();
    expect(api.callsTo('POST', '/api/Template/Generate/')[0]!.body).toEqual({
      seasonId: SEASON.id,
      placeholderMappings: {},
      skipDates: ['2025-01-08', '2025-12-24'],
    });
    const loads = api.callsTo('GET', '/api/Division/Data').length;
    for (let i = 0; i < 3; i++) await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', '/api/Game/')).toHaveLength(3);
    await waitFor(() => expect(api.callsTo('GET', '/api/Division/Data').length).toBeGreaterThan(loads));
  });

  it('resumes only once the fixture being saved has finished, so none is saved twice', async () => {
    const held: (() => void)[] = [];
    const api = leagueServer(buildData({ teams: [buildTeam({ name: 'Crown' })] }), ['manageGames'], {
      [`GET /api/Team/${DIVISION.id}/${SEASON.id}`]: { body: [crown, bell] },
      [`GET /api/Template/ForSeason/${SEASON.id}`]: { body: envelope([]) },
      'POST /api/Template/Generate/': { body: envelope({ ...proposal, proposalHealth: health(true) }) },
      // The first save waits for the test; the others answer at once.
      'PUT /api/Game/': () =>
        new Promise((resolve) => {
          const answer = { body: envelope({}) };
          if (api.callsTo('PUT', '/api/Game/').length === 1) held.push(() => resolve(answer));
          else resolve(answer);
        }),
    });
    const { user } = show('/division/Premier/fixtures');
    await user.click(await screen.findByRole('button', { name: 'Create fixtures' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create season fixtures' });
    const next = () => within(dialog).getByRole('button', { name: 'Next' });
    await user.click(await within(dialog).findByLabelText(/Generate without a template/));
    await user.click(next());
    await within(dialog).findByRole('heading', { name: 'Healthy' });
    await user.click(next());
    await user.click(next());
    await user.click(next());

    await waitFor(() => expect(held).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByText(/Stopping after the fixture being saved/)).toBeTruthy();
    expect(next().hasAttribute('disabled')).toBe(true);
    held.shift()!();
    expect(await within(dialog).findByText(/Saving stopped: press Next to carry on\./)).toBeTruthy();
    expect(next().hasAttribute('disabled')).toBe(false);
    await user.click(next());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = api.callsTo('PUT', '/api/Game/').map((c: FakeCall) => JSON.stringify(c.body));
    expect(saved).toHaveLength(3);
    expect(new Set(saved).size).toBe(3);
  });

  it('is offered only to fixture managers (manageGames)', async () => {
    leagueServer(buildData({ teams: [buildTeam({ name: 'Crown' })] }), ['manageNotes']);
    show('/division/Premier/fixtures');
    await screen.findByRole('region', { name: 'Fixtures' });
    expect(screen.queryByRole('button', { name: 'Create fixtures' })).toBeNull();
  });
});
