import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiKey } from '@darts/core/contract/apiKey';
import { access, buildAccount, buildDivision } from '#web/test/builders';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

/* Admin, API keys: a key for a club's site is made (shown once), listed without it, and revoked. */

const premier = buildDivision({ name: 'Premier' });
const listed: ApiKey = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Crown website',
  divisionId: premier.id,
  divisionName: 'Premier',
  prefix: 'dl_AbCdEf',
  created: '2026-11-28T10:00:00Z',
  author: 'Sam Secretary',
  lastUsed: null,
};

describe('API keys tab', () => {
  it('makes a key for one division and shows it once, to copy', async () => {
    let keys: ApiKey[] = [];
    const api = fakeFetch({
      'GET /api/Account': { body: buildAccount({ access: access('manageAccess') }) },
      'GET /api/Division': { body: [premier] },
      'GET /api/ApiKey': () => ({ body: keys }),
      'POST /api/ApiKey': () => {
        keys = [listed];
        return { body: envelope({ ...listed, key: 'dl_AbCdEf-the-whole-key' }) };
      },
    });
    const { user } = renderApp('/admin/api');
    expect(await screen.findByText('No API key has been made.')).toBeTruthy();
    const form = screen.getByRole('region', { name: 'Make an API key' });
    await user.type(within(form).getByLabelText(/Who uses it/), 'Crown website');
    await user.selectOptions(within(form).getByLabelText('Reads'), 'Only Premier');
    await user.click(within(form).getByRole('button', { name: 'Make key' }));
    const shown = await screen.findByLabelText('API key for Crown website');
    expect((shown as HTMLInputElement).value).toBe('dl_AbCdEf-the-whole-key');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Crown website',
      divisionId: premier.id,
    });
    const list = screen.getByRole('region', { name: 'API keys' });
    expect(await within(list).findByText(/reads only Premier/)).toBeTruthy();
    expect(within(list).queryByText(/the-whole-key/)).toBeNull();
  });

  it('revokes a key once the administrator confirms', async () => {
    let keys: ApiKey[] = [listed];
    const api = fakeFetch({
      'GET /api/Account': { body: buildAccount({ access: access('manageAccess') }) },
      'GET /api/Division': { body: [premier] },
      'GET /api/ApiKey': () => ({ body: keys }),
      [`DELETE /api/ApiKey/${listed.id}`]: () => {
        keys = [];
        return { body: envelope(null) };
      },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderApp('/admin/api');
    await user.click(await screen.findByRole('button', { name: 'Revoke Crown website' }));
    await waitFor(() => expect(screen.getByText('No API key has been made.')).toBeTruthy());
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
