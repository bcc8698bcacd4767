import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCESS_FLAGS } from '@darts/core/account/access';
import { access, buildAccount } from '#web/test/builders';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { ACCESS_GROUPS, ACCESS_LABELS } from './accessLabels';

const admin = buildAccount({
  name: 'Ada Admin',
  givenName: 'Ada',
  emailAddress: 'ada@example.com',
  access: access('manageAccess'),
});
const clerk = buildAccount({
  name: 'Chris Clerk',
  emailAddress: 'chris@example.com',
  access: access('inputResults'),
});

describe('user access tab', () => {
  it('groups every access flag exactly once', () => {
    const grouped = ACCESS_GROUPS.flatMap((g) => g.flags);
    expect([...grouped].sort()).toEqual([...ACCESS_FLAGS].sort());
    expect(new Set(Object.values(ACCESS_LABELS)).size).toBe(ACCESS_FLAGS.length);
  });

  it('saves the chosen flags and team for the picked account', async () => {
    const api = fakeFetch({
      'GET /api/Account': { body: admin },
      'GET /api/Account/All': { body: [admin, clerk] },
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
    await user.click(screen.getByRole('textbox', { name: 'Team id' }));
    await user.paste('11111111-1111-4111-8111-111111111111');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Access updated')).toBeTruthy();
    const [save] = api.callsTo('POST', '/api/Account/Access');
    expect(save?.headers['x-ui-url']).toBe(window.location.href);
    expect(save?.body).toEqual({
      emailAddress: 'chris@example.com',
      access: { ...access('manageScores') },
      teamId: '11111111-1111-4111-8111-111111111111',
    });
    // The list is reloaded after saving.
    await waitFor(() => expect(api.callsTo('GET', '/api/Account/All')).toHaveLength(2));
  });

  it('sends no team when the team id is empty', async () => {
    const api = fakeFetch({
      'GET /api/Account': { body: admin },
      'GET /api/Account/All': { body: [admin, clerk] },
      'POST /api/Account/Access': { body: envelope(clerk) },
    });
    const { user } = renderApp('/admin/user');
    await user.click(await screen.findByRole('button', { name: /Chris Clerk/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Access updated');
    expect((api.callsTo('POST', '/api/Account/Access')[0]?.body as { teamId: unknown }).teamId).toBeNull();
  });

  it('opens "Could not save access" with the errors, warnings and messages when saving fails', async () => {
    fakeFetch({
      'GET /api/Account': { body: admin },
      'GET /api/Account/All': { body: [admin, clerk] },
      'POST /api/Account/Access': {
        status: 400,
        body: {
          success: false,
          errors: ['teamId: must be an id like 3f2504e0-4f89-11d3-9a0c-0305e82c3301'],
          warnings: ['Check the team'],
          messages: ['Nothing was changed'],
          result: null,
        },
      },
    });
    const { user } = renderApp('/admin/user');
    await user.click(await screen.findByRole('button', { name: /Chris Clerk/ }));
    await user.click(screen.getByRole('textbox', { name: 'Team id' }));
    await user.paste('not-a-guid');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Could not save access' });
    expect(
      within(dialog).getByText('teamId: must be an id like 3f2504e0-4f89-11d3-9a0c-0305e82c3301'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Check the team')).toBeTruthy();
    expect(within(dialog).getByText('Nothing was changed')).toBeTruthy();
    expect(screen.queryByText('Access updated')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'An error occurred' })).toBeNull();

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
