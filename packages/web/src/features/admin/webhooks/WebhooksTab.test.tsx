import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Delivery, Webhook } from '@darts/core/contract/webhook';
import { access, buildAccount } from '#web/test/builders';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

/* Admin, Webhooks: add a hook (its secret shown once), see its deliveries, resume a paused one. */

const hook: Webhook = {
  id: '00000000-0000-4000-8000-0000000000b1',
  url: 'https://crown.example/hooks',
  events: ['result.published'],
  allowPrivate: false,
  paused: true,
  failingSince: '2026-11-27T10:00:00Z',
  created: '2026-11-20T10:00:00Z',
  author: 'Sam Secretary',
};
const failed: Delivery = {
  id: '00000000-0000-4000-8000-0000000000c1',
  event: 'result.published',
  status: 'failed',
  attempts: 30,
  created: '2026-11-27T10:00:00Z',
  due: '2026-11-28T10:00:00Z',
  lastStatus: 503,
  lastError: 'answered 503',
};

describe('webhooks tab', () => {
  it('adds a hook for the events ticked and shows its secret once', async () => {
    let hooks: Webhook[] = [];
    const api = fakeFetch({
      'GET /api/Account': { body: buildAccount({ access: access('manageAccess') }) },
      'GET /api/Webhook': () => ({ body: hooks }),
      'POST /api/Webhook': () => {
        hooks = [{ ...hook, paused: false, failingSince: null }];
        return { body: envelope({ ...hooks[0]!, secret: 'whsec_abc' }) };
      },
    });
    const { user } = renderApp('/admin/hooks');
    expect(await screen.findByText('No webhook has been added.')).toBeTruthy();
    const form = screen.getByRole('region', { name: 'Add a webhook' });
    await user.type(within(form).getByLabelText(/Address/), 'https://crown.example/hooks');
    await user.click(within(form).getByRole('checkbox', { name: 'A match starts being scored live' }));
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(
      (
        (await screen.findByLabelText(
          'Secret of the webhook to https://crown.example/hooks',
        )) as HTMLInputElement
      ).value,
    ).toBe('whsec_abc');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      url: 'https://crown.example/hooks',
      events: ['result.published', 'match.live'],
      allowPrivate: false,
    });
    expect(
      await screen.findByRole('article', { name: 'Webhook to https://crown.example/hooks' }),
    ).toBeTruthy();
  });

  it('lists a paused hook’s deliveries with the answers, and resumes it', async () => {
    let hooks: Webhook[] = [hook];
    const api = fakeFetch({
      'GET /api/Account': { body: buildAccount({ access: access('manageAccess') }) },
      'GET /api/Webhook': () => ({ body: hooks }),
      [`GET /api/Webhook/${hook.id}/Deliveries`]: { body: [failed] },
      [`POST /api/Webhook/${hook.id}/Resume`]: () => {
        hooks = [{ ...hook, paused: false, failingSince: null }];
        return { body: envelope(hooks[0]) };
      },
    });
    const { user } = renderApp('/admin/hooks');
    const item = await screen.findByRole('article', { name: 'Webhook to https://crown.example/hooks' });
    expect(within(item).getByText(/Paused after a day of failures/)).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Deliveries' }));
    expect(await within(item).findByText(/result.published · failed · answered 503 · 30 tries/)).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(within(item).queryByRole('button', { name: 'Resume' })).toBeNull());
    expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/Resume'))).toBe(true);
    expect(within(item).queryByText(/Paused/)).toBeNull();
  });
});
