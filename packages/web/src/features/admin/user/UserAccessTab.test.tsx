import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_FLAGS } from '@darts/core/account/access';
import { access, buildAccount, buildDivision, buildSeason } from '#web/test/builders';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { ACCESS_LABELS } from '@darts/core/account/accessLabels';
import { ACCESS_GROUPS } from './accessLabels';

const admin = buildAccount({
  name: 'Ada Admin',
  givenName: 'Ada',
  emailAddress: 'ada@example.com',
  access: access('manageAccess', 'manageScores', 'inputResults'),
});
const clerk = buildAccount({
  name: 'Chris Clerk',
  emailAddress: 'chris@example.com',
  access: access('inputResults'),
});

const premier = buildDivision({ name: 'Premier' });
const first = buildDivision({ name: 'First' });
const season = buildSeason({ name: 'Winter 2025', divisions: [premier, first] });
const team = (id: string, name: string) => ({ id, name, address: '', seasons: [], ...audit });
const audit = { created: null, author: null, updated: null, editor: null, deleted: null, remover: null };
const KINGS = '11111111-1111-4111-8111-111111111111';
const ARROWS = '22222222-2222-4222-8222-222222222222';
const ROVERS = '33333333-3333-4333-8333-333333333333';
/** The current season's teams, per division, as GET /api/Team/{divisionId}/{seasonId} answers. */
const seasonTeams = {
  'GET /api/Season/': { body: [season] },
  [`GET /api/Team/${premier.id}/${season.id}`]: { body: [team(KINGS, 'Kings Head'), team(ARROWS, 'Arrows')] },
  [`GET /api/Team/${first.id}/${season.id}`]: { body: [team(ROVERS, 'Rovers')] },
};

describe('user access tab', () => {
  it('groups every access flag exactly once', () => {
    const grouped = ACCESS_GROUPS.flatMap((g) => g.flags);
    expect([...grouped].sort()).toEqual([...ACCESS_FLAGS].sort());
    expect(new Set(Object.values(ACCESS_LABELS)).size).toBe(ACCESS_FLAGS.length);
  });

  it('offers only the permissions the signed-in account holds, and kiosk mode', async () => {
    fakeFetch({
      'GET /api/Account': { body: admin },
      'GET /api/Account/All': { body: [admin, clerk] },
      ...seasonTeams,
    });
    const { user } = renderApp('/admin/user');
    await user.click(await screen.findByRole('button', { name: 'Chris Clerk (chris@example.com)' }));
    const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    expect(box('Input results').disabled).toBe(false);
    expect(box('Kiosk mode').disabled).toBe(false);
    expect(box('Export data').disabled).toBe(true);
    expect(
      screen.getByRole('checkbox', { name: 'Export data', description: 'Not yours to give' }),
    ).toBeTruthy();
  });

  it('saves the chosen flags and team for the picked account', async () => {
    const api = fakeFetch({
      'GET /api/Account': { body: admin },
      'GET /api/Account/All': { body: [admin, clerk] },
      ...seasonTeams,
      'POST /api/Account/Access': (call) => ({
        body: envelope({ ...clerk, access: (call.body as { access: object }).access }),
      }),
    });
    const { user } = renderApp('/admin/user');

    await user.click(await screen.findByRole('button', { name: 'Chris Clerk (chris@example.com)' }));
    expect(screen.getByText('Man of the match data can be seen for any team')).toBeTruthy();
    const inputResults = screen.getByRole('checkbox', { name: 'Input results' }) as HTMLInputElement;
    expect(inputResults.checked).toBe(true);
    expect(screen.getAllByRole('checkbox')).toHaveLength(28);

    await user.click(screen.getByRole('checkbox', { name: 'Manage scores' }));
    await user.click(inputResults);
    // The team is picked by name from the current season's teams, narrowed by a search.
    const picker = screen.getByRole('combobox', { name: 'Team they keep the scores for' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(4));
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No team', 'Arrows', 'Kings Head', 'Rovers']);
    expect(screen.queryByRole('textbox', { name: 'Team id' })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Find a team' }), 'king');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No team', 'Kings Head']);
    await user.selectOptions(picker, 'Kings Head');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Access updated')).toBeTruthy();
    const [save] = api.callsTo('POST', '/api/Account/Access');
    expect(save?.headers['x-ui-url']).toBe(window.location.href);
    expect(save?.body).toEqual({
      emailAddress: 'chris@example.com',
      access: { ...access('manageScores') },
      teamId: KINGS,
    });
    // The list is reloaded after saving.
    await waitFor(() => expect(api.callsTo('GET', '/api/Account/All')).toHaveLength(2));
  });

  it('sends no team when "No team" is picked', async () => {
    const api = fakeFetch({
      'GET /api/Account': { body: admin },
      'GET /api/Account/All': { body: [admin, { ...clerk, teamId: ROVERS }] },
      ...seasonTeams,
      'POST /api/Account/Access': { body: envelope(clerk) },
    });
    const { user } = renderApp('/admin/user');
    await user.click(await screen.findByRole('button', { name: /Chris Clerk/ }));
    const picker = screen.getByRole('combobox', { name: 'Team they keep the scores for' });
    await waitFor(() => expect((picker as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Rovers'));
    await user.selectOptions(picker, 'No team');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Access updated');
    expect((api.callsTo('POST', '/api/Account/Access')[0]?.body as { teamId: unknown }).teamId).toBeNull();
  });

  it('shows "Could not save access" in the form, with the errors, warnings and messages', async () => {
    fakeFetch({
      'GET /api/Account': { body: admin },
      'GET /api/Account/All': { body: [admin, clerk] },
      ...seasonTeams,
      'POST /api/Account/Access': {
        status: 400,
        body: {
          success: false,
          errors: ['Team was not recognised'],
          warnings: ['Check the team'],
          messages: ['Nothing was changed'],
          result: null,
        },
      },
    });
    const { user } = renderApp('/admin/user');
    await user.click(await screen.findByRole('button', { name: /Chris Clerk/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const form = screen.getByRole('form', { name: /Access for Chris Clerk/ });
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Could not save access');
    expect(within(alert).getByText('Team was not recognised')).toBeTruthy();
    expect(within(alert).getByText('Check the team')).toBeTruthy();
    expect(within(alert).getByText('Nothing was changed')).toBeTruthy();
    // Not in a second dialog, nor the shell's error panel.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Access updated')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'An error occurred' })).toBeNull();
  });
});
