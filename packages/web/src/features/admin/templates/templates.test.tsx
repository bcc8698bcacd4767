import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TemplateDto } from '@darts/core/contract/template';
import { access, buildAccount } from '#web/test/builders';
import { envelope, fakeFetch, type FakeCall, type FakeHandler } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

const ID = 't0000000-0000-4000-8000-000000000001';
const audit = { created: null, author: null, editor: null, deleted: null, remover: null };
const health = (success: boolean, warning?: string) => ({
  success,
  errors: [],
  warnings: [],
  messages: [],
  checks: {
    'Teams have both legs defined': { success, errors: [], warnings: warning ? [warning] : [], messages: [] },
  },
});
const fourTeams: TemplateDto = {
  ...audit,
  id: ID,
  name: 'Four teams',
  description: 'Two weeks',
  updated: '2025-01-01T10:00:00.000Z',
  sharedAddresses: [],
  templateHealth: health(true),
  divisions: [
    {
      sharedAddresses: [['A', 'B']],
      dates: [
        {
          fixtures: [
            { home: 'A', away: 'C' },
            { home: 'B', away: null },
          ],
        },
        { fixtures: [{ home: 'C', away: 'A' }] },
      ],
    },
  ],
};

function setup(flags = access('manageSeasonTemplates'), overrides: Record<string, FakeHandler> = {}) {
  let saved: TemplateDto | null = null;
  return fakeFetch({
    'GET /api/Account': { body: buildAccount({ access: flags }) },
    'GET /api/Template/': () => ({ body: saved && saved.id !== ID ? [fourTeams, saved] : [fourTeams] }),
    'POST /api/Template/Health': (call: FakeCall) => {
      const body = call.body as TemplateDto;
      const weeks = body.divisions[0]?.dates.length ?? 0;
      return {
        body: health(weeks !== 3, weeks === 3 ? 'Division 1: Missing fixture for B vs C' : undefined),
      };
    },
    'PUT /api/Template/': (call) => {
      const body = call.body as TemplateDto & { id: string | null };
      saved = { ...fourTeams, ...body, id: body.id ?? 't0000000-0000-4000-8000-000000000009' };
      return { body: envelope(saved, { messages: ['Template updated'] }) };
    },
    [`DELETE /api/Template/${ID}`]: { body: envelope(fourTeams) },
    ...overrides,
  });
}

const editor = (name: string) => screen.findByRole('region', { name });

afterEach(() => vi.restoreAllMocks());

describe('template editor', () => {
  it('opens the template the wizard links to, edits it visually and saves it with its lastUpdated', async () => {
    const api = setup();
    const { user } = renderApp(`/admin/templates?select=${ID}`);
    const form = await editor('Edit Four teams');
    expect(await within(form).findByRole('heading', { name: 'Healthy' })).toBeTruthy();

    // A fixture needs a home code; Enter in the away code adds it.
    await user.click(within(form).getByRole('button', { name: 'Week' }));
    const week3 = within(form).getByRole('region', { name: 'Division 1 week 3' });
    await user.click(within(week3).getByRole('button', { name: 'Fixture' }));
    expect(within(week3).getByRole('alert').textContent).toBe('Enter at least a home team');
    await user.type(within(week3).getByLabelText('Home code, Division 1 week 3'), 'B');
    await user.type(within(week3).getByLabelText('Away code, Division 1 week 3'), 'C{Enter}');
    expect(within(week3).getByText('B')).toBeTruthy();

    // The health follows the draft.
    expect(await within(form).findByText('Division 1: Missing fixture for B vs C')).toBeTruthy();
    expect(within(form).getByRole('heading', { name: 'Unhealthy' })).toBeTruthy();

    // A shared address across the season needs a code.
    const season = within(form).getByRole('region', { name: 'Shared addresses across the season' });
    await user.click(within(season).getByRole('button', { name: 'Shared address' }));
    expect(within(season).getByRole('alert').textContent).toBe('Enter a code for the team');
    await user.type(within(season).getByRole('textbox'), 'A{Enter}');
    await user.type(within(season).getByRole('textbox', { name: 'Add a code to A' }), 'N{Enter}');

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/Template/')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/Template/')[0]!.body).toEqual({
      id: ID,
      lastUpdated: '2025-01-01T10:00:00.000Z',
      name: 'Four teams',
      description: 'Two weeks',
      sharedAddresses: [['A', 'N']],
      divisions: [
        {
          sharedAddresses: [['A', 'B']],
          dates: [...fourTeams.divisions[0]!.dates, { fixtures: [{ home: 'B', away: 'C' }] }],
        },
      ],
    });
  });

  it('adds a bye: a fixture with a home code and no away code', async () => {
    const api = setup();
    const { user } = renderApp(`/admin/templates?select=${ID}`);
    const form = await editor('Edit Four teams');
    await user.click(within(form).getByRole('button', { name: 'Week' }));
    const week3 = within(form).getByRole('region', { name: 'Division 1 week 3' });
    await user.type(within(week3).getByLabelText('Home code, Division 1 week 3'), 'D');
    await user.click(within(week3).getByRole('button', { name: 'Fixture' }));
    expect(within(week3).getByRole('button', { name: 'Remove D - Bye from week 3' })).toBeTruthy();
    expect(within(week3).getByText('Bye')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/Template/')).toHaveLength(1));
    const saved = api.callsTo('PUT', '/api/Template/')[0]!.body as TemplateDto;
    expect(saved.divisions[0]!.dates[2]).toEqual({ fixtures: [{ home: 'D', away: null }] });
  });

  it('highlights a code everywhere and removes it everywhere after a confirmation', async () => {
    const api = setup();
    const { user } = renderApp(`/admin/templates?select=${ID}`);
    const form = await editor('Edit Four teams');
    await user.selectOptions(within(form).getByLabelText('Highlight a team code'), 'A');
    const marked = form.querySelectorAll('mark[data-highlighted]');
    expect([...marked].map((m) => m.textContent)).toEqual(['A', 'A', 'A']);

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(within(form).getByRole('button', { name: 'Remove A everywhere' }));
    expect(confirm).toHaveBeenCalledWith(
      'Are you sure you want to remove A from every fixture and shared address?',
    );
    expect(form.querySelectorAll('mark').length).toBe(0);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/Template/')).toHaveLength(1));
    expect((api.callsTo('PUT', '/api/Template/')[0]!.body as TemplateDto).divisions).toEqual([
      { sharedAddresses: [['B']], dates: [{ fixtures: [{ home: 'B', away: null }] }, { fixtures: [] }] },
    ]);
  });

  it('edits as JSON text, with Save disabled while the text is not a template', async () => {
    const api = setup();
    const { user } = renderApp(`/admin/templates?select=${ID}`);
    const form = await editor('Edit Four teams');
    await user.click(within(form).getByRole('button', { name: 'Text' }));
    const text = within(form).getByLabelText('Template as JSON');
    const save = within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement;

    const replace = async (json: string) => {
      await user.clear(text);
      await user.click(text);
      await user.paste(json);
    };
    await replace('{"divisions": [');
    expect(within(form).getByRole('alert').textContent).toBe('This is not valid JSON');
    expect(save.disabled).toBe(true);

    await replace('{"divisions": [{"dates": [{"fixtures": [{"home": ""}]}]}]}');
    expect(within(form).getByRole('alert').textContent).toBe(
      'divisions.0.dates.0.fixtures.0.home: Enter at least a home team',
    );
    expect(save.disabled).toBe(true);

    await replace('{"divisions": [{"dates": [{"fixtures": [{"home": "X", "away": "Y"}]}]}]}');
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(save.disabled).toBe(false);
    await user.click(save);
    await waitFor(() => expect(api.callsTo('PUT', '/api/Template/')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/Template/')[0]!.body).toMatchObject({
      sharedAddresses: [],
      divisions: [{ sharedAddresses: [], dates: [{ fixtures: [{ home: 'X', away: 'Y' }] }] }],
    });
  });

  it('creates a template and opens it once saved', async () => {
    const api = setup();
    const { user, router } = renderApp('/admin/templates');
    await user.click(await screen.findByRole('button', { name: 'Add template' }));
    const form = await editor('New template');
    await user.type(within(form).getByLabelText('Name'), 'Six teams');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.location.search).toBe('?select=t0000000-0000-4000-8000-000000000009'));
    expect(api.callsTo('PUT', '/api/Template/')[0]!.body).toMatchObject({ id: null, name: 'Six teams' });
    expect(await editor('Edit Six teams')).toBeTruthy();
  });

  it('deletes a template after the confirmation', async () => {
    const api = setup();
    const { user, router } = renderApp(`/admin/templates?select=${ID}`);
    const form = await editor('Edit Four teams');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    expect(api.callsTo('DELETE', `/api/Template/${ID}`)).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this template?');
    await waitFor(() => expect(api.callsTo('DELETE', `/api/Template/${ID}`)).toHaveLength(1));
    await waitFor(() => expect(router.location.search).toBe(''));
  });

  it("keeps Save off while saving, then shows the server's reasons in 'Could not save template'", async () => {
    const held: (() => void)[] = [];
    const api = setup(access('manageSeasonTemplates'), {
      'PUT /api/Template/': () =>
        new Promise((resolve) =>
          held.push(() =>
            resolve({
              status: 409,
              body: envelope(null, { errors: ['Template has been edited by someone else'] }),
            }),
          ),
        ),
    });
    const { user } = renderApp(`/admin/templates?select=${ID}`);
    const form = await editor('Edit Four teams');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const saving = await within(form).findByRole('button', { name: 'Saving...' });
    expect(saving.hasAttribute('disabled')).toBe(true);
    await user.click(saving);
    expect(api.callsTo('PUT', '/api/Template/')).toHaveLength(1);
    held.shift()!();
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Could not save templateTemplate has been edited by someone else',
    );
  });

  it('is a tab of the admin area only with manageSeasonTemplates', async () => {
    setup(access('manageAccess'));
    renderApp('/admin/templates');
    expect(await screen.findByText(/not permitted/i)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Templates' })).toBeNull();
  });

  it('shows a refused save or delete beside the buttons that tried', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    fakeFetch({
      'GET /api/Account': { body: buildAccount({ access: access('manageSeasonTemplates') }) },
      'GET /api/Template/': { body: [fourTeams] },
      'POST /api/Template/Health': { body: health(true) },
      'PUT /api/Template/': { status: 400, body: envelope(null, { errors: ['Enter a template name'] }) },
      [`DELETE /api/Template/${ID}`]: {
        status: 409,
        body: envelope(null, { errors: ['Someone else has changed this template'] }),
      },
    });
    const { user } = renderApp(`/admin/templates?select=${ID}`);
    const form = await editor('Edit Four teams');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Could not save templateEnter a template name',
    );
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    expect(
      (await within(form).findByText('Someone else has changed this template')).closest('[role=alert]')!
        .textContent,
    ).toBe('Could not delete templateSomeone else has changed this template');
    // One refusal at a time: the save's is gone.
    expect(within(form).getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
