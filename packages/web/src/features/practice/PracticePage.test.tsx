import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaygState } from '@darts/core/scoring/types';
import { access, buildAccount } from '#web/test/builders';
import { envelope, fakeFetch, type FakeCall } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { keptStorageKey, newKept } from '#web/features/scoring/sync/kept';
import { buildRecord, play, serverRecord } from '#web/features/scoring/test/records';
import { CURRENT_PRACTICE_KEY } from './practiceSession';

const ID = '11111111-2222-4333-8444-555555555555';

const saved = (call: FakeCall, n: number) =>
  serverRecord(call.body as Partial<SaygState>, n, { id: ID, editToken: 'secret' });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const remaining = (name: string) => screen.getByLabelText(`${name} remaining`).textContent;

describe('practice page', () => {
  beforeEach(() => localStorage.clear());

  it('starts a single-player 501 over 3 legs by default, named after the visitor', async () => {
    fakeFetch();
    renderApp('/practice');
    expect(await screen.findByRole('group', { name: 'Keypad' })).toBeTruthy();
    expect(field('Legs').value).toBe('3');
    expect(field('From').value).toBe('501');
    expect(field('Contender').value).toBe('you');
    expect(field('Opponent').value).toBe('');
    expect(remaining('you')).toBe('501');
    expect(screen.getByText('Leg 1')).toBeTruthy();
  });

  it('takes its settings from the address and removes a non-numeric one', async () => {
    fakeFetch();
    const { router } = renderApp(
      '/practice/match?yourName=Sam%20Smith&opponentName=Kim&startingScore=abc&numberOfLegs=5',
    );
    expect(await screen.findByRole('heading', { name: 'Who plays first?' })).toBeTruthy();
    expect(field('From').value).toBe('501');
    expect(field('Legs').value).toBe('5');
    await waitFor(() =>
      expect(router.location.search).toBe('?yourName=Sam+Smith&opponentName=Kim&numberOfLegs=5'),
    );
    expect(router.location.pathname).toBe('/practice/match');
    expect(screen.getByRole('button', { name: 'Sam' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kim' })).toBeTruthy();
  });

  it('writes changed settings into the address and restarts with no legs', async () => {
    fakeFetch();
    const { router, user } = renderApp('/practice/match?yourName=Sam');
    await screen.findByRole('group', { name: 'Keypad' });
    await user.click(screen.getByRole('button', { name: '100' }));
    expect(remaining('Sam')).toBe('401');
    await user.clear(field('From'));
    await user.type(field('From'), '301{Enter}');
    expect(router.location.search).toBe('?yourName=Sam&startingScore=301&numberOfLegs=3');
    expect(remaining('Sam')).toBe('401'); // the leg in play keeps its starting score
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(remaining('Sam')).toBe('301');
  });

  it('saves to the server, keeps the edit token, puts the id in the hash and syncs later visits', async () => {
    let n = 0;
    const fetch = fakeFetch({ 'POST /api/Sayg': (call) => ({ body: envelope(saved(call, ++n)) }) });
    const { router, user } = renderApp('/practice/match?yourName=Sam');
    await screen.findByRole('group', { name: 'Keypad' });
    await user.click(screen.getByRole('button', { name: '60' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.location.hash).toBe(`#${ID}`));
    expect(fetch.callsTo('POST', '/api/Sayg')[0]?.body).toMatchObject({
      yourName: 'Sam',
      startingScore: 501,
    });
    expect(JSON.parse(localStorage.getItem(keptStorageKey(ID)) ?? '{}')).toMatchObject({
      editToken: 'secret',
    });
    expect(screen.getByRole('link', { name: 'Share link' }).getAttribute('href')).toBe(
      `/practice/match#${ID}`,
    );
    expect(await screen.findByText('Saved')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '45' }));
    await waitFor(() => expect(fetch.callsTo('POST', '/api/Sayg')).toHaveLength(2));
    const second = fetch.callsTo('POST', '/api/Sayg')[1]!;
    expect(second.headers['x-sayg-token']).toBe('secret');
    expect(second.body).toMatchObject({ id: ID, lastUpdated: 't1' });
    expect(remaining('Sam')).toBe('396');
  });

  it('shows the unsynced visits while the server cannot be reached', async () => {
    let n = 0;
    let down = false;
    fakeFetch({
      'POST /api/Sayg': (call) =>
        down
          ? { status: 503, body: envelope(null, { errors: ['Unavailable'] }) }
          : { body: envelope(saved(call, ++n)) },
    });
    const { user } = renderApp('/practice/match?yourName=Sam');
    await screen.findByRole('group', { name: 'Keypad' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved');
    down = true;
    await user.click(screen.getByRole('button', { name: '60' }));
    expect(await screen.findByText('1 unsynced')).toBeTruthy();
    expect(remaining('Sam')).toBe('441');
  });

  it('shows a refused save beside the Save button, not in a dialog', async () => {
    fakeFetch({
      'POST /api/Sayg': { status: 400, body: envelope(null, { errors: ['Your name is required'] }) },
    });
    const { user } = renderApp('/practice/match?yourName=Sam');
    await screen.findByRole('group', { name: 'Keypad' });
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    const refusal = (await screen.findByText('Your name is required')).closest('[role=alert]')!;
    expect(refusal.textContent).toBe('Could not save the matchYour name is required');
    expect(refusal.parentElement).toBe(save.parentElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resumes an unsaved match kept in the browser after a reload', async () => {
    fakeFetch();
    const kept = {
      ...newKept(play(buildRecord({ yourName: 'Sam', opponentName: null }), 'home', 100, 81), 'draft-x'),
      revision: 2,
      pending: 2,
    };
    localStorage.setItem(keptStorageKey('draft-x'), JSON.stringify(kept));
    localStorage.setItem(CURRENT_PRACTICE_KEY, 'draft-x');
    renderApp('/practice/match?yourName=Sam');
    expect(await screen.findByLabelText('Sam remaining')).toBeTruthy();
    expect(remaining('Sam')).toBe('320');
  });

  it('shows a shared match read-only to a browser without its token', async () => {
    const record = play(buildRecord(), 'home', 100, 60);
    fakeFetch({ [`GET /api/Sayg/${ID}`]: { body: { ...record, id: ID, updated: 't1' } } });
    renderApp(`/practice/match#${ID}`);
    expect(await screen.findByLabelText('Alice remaining')).toBeTruthy();
    expect(remaining('Alice')).toBe('401');
    expect(remaining('Bob')).toBe('441');
    expect(screen.queryByRole('group', { name: 'Keypad' })).toBeNull();
    expect(screen.queryByLabelText('Contender')).toBeNull();
  });

  it('shows a load failure as "Error with shared data" with Clear, and "Data not found" for no legs', async () => {
    fakeFetch({
      [`GET /api/Sayg/${ID}`]: { status: 204 },
      'GET /api/Sayg/nonsense': {
        status: 400,
        body: envelope(null, { errors: ['id: must be an id like 3f2504e0-4f89-11d3-9a0c-0305e82c3301'] }),
      },
    });
    const { router, user } = renderApp('/practice/match#nonsense');
    const error = await screen.findByRole('alert');
    expect(within(error).getByRole('heading', { name: /Error with shared data/ })).toBeTruthy();
    expect(
      within(error).getByText('id: must be an id like 3f2504e0-4f89-11d3-9a0c-0305e82c3301'),
    ).toBeTruthy();
    await user.click(within(error).getByRole('button', { name: 'Clear' }));
    expect(router.location.hash).toBe('');
    expect(await screen.findByRole('group', { name: 'Keypad' })).toBeTruthy();

    router.navigate(`/practice/match#${ID}`);
    expect(await screen.findByText('Data not found')).toBeTruthy();
  });

  it('enters full screen and keeps the screen awake on Restart for a kiosk account', async () => {
    const release = vi.fn(async () => undefined);
    const request = vi.fn(async () => ({ release }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    fakeFetch({
      'GET /api/Account': { body: buildAccount({ givenName: 'Kim', access: access('kioskMode') }) },
    });
    const { user, container } = renderApp('/practice/match');
    await screen.findByRole('group', { name: 'Keypad' });
    expect(field('Contender').value).toBe('Kim');
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    // jsdom has no Fullscreen API: the page is pinned over everything instead.
    await waitFor(() =>
      expect(container.querySelector('.practice-page')?.className).toContain('sayg-fullscreen'),
    );
    expect(request).toHaveBeenCalledWith('screen');
    await user.click(screen.getByRole('button', { name: 'Exit full screen' }));
    expect(container.querySelector('.practice-page')?.className).not.toContain('sayg-fullscreen');
    expect(release).toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'wakeLock');
  });
});
