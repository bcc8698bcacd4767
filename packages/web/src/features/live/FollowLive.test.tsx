import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { access, buildAccount } from '#web/test/builders';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { setLiveConnectionForTests } from './connection/shared';
import { FakeLiveConnection } from './test/fakeLiveConnection';
import { keptStorageKey, newKept } from '#web/features/scoring/sync/kept';
import { buildRecord, play, publishedAnswer, publishedRecord } from '#web/features/scoring/test/records';

const ID = '11111111-2222-4333-8444-555555555555';
const SAVED_AT = '2026-11-22T20:00:00.000Z';
const LATER = '2026-11-22T20:05:00.000Z';
const liveAccount = { body: buildAccount({ access: access('useWebSockets') }) };

const published = (updated: string, ...visits: number[]) => publishedRecord(ID, updated, ...visits);

const answer = (updated: string) => publishedAnswer(ID, updated);

/** A practice match this browser created and saved (it holds the edit token). */
function keepScoredMatch() {
  const kept = {
    ...newKept(play(buildRecord(), 'home', 100), ID),
    id: ID,
    editToken: 'secret',
    lastUpdated: SAVED_AT,
    sync: true,
  };
  localStorage.setItem(keptStorageKey(ID), JSON.stringify(kept));
}

const remaining = (name: string) => screen.getByLabelText(`${name} remaining`).textContent;
const liveSwitch = () => screen.queryByRole('switch', { name: 'Follow live' });

let connection: FakeLiveConnection;
beforeEach(() => {
  localStorage.clear();
  connection = new FakeLiveConnection();
  setLiveConnectionForTests(connection);
});
afterEach(() => setLiveConnectionForTests(null));

describe('the scorer’s live selector', () => {
  it('is not shown without useWebSockets, and nothing is subscribed', async () => {
    keepScoredMatch();
    fakeFetch({ 'GET /api/Account': { body: buildAccount({ access: access('recordScoresAsYouGo') }) } });
    renderApp(`/practice/match#${ID}`);
    expect(await screen.findByLabelText('Alice remaining')).toBeTruthy();
    expect(liveSwitch()).toBeNull();
    expect(connection.subscriptions).toHaveLength(0);
  });

  it('is on by default with useWebSockets and shows a save made elsewhere; paused unsubscribes', async () => {
    keepScoredMatch();
    const api = fakeFetch({ 'GET /api/Account': liveAccount });
    const { user } = renderApp(`/practice/match#${ID}`);
    expect(await screen.findByRole('switch', { name: 'Follow live' })).toHaveProperty('checked', true);
    expect(remaining('Alice')).toBe('401');
    // The switch's live connection loads lazily: wait until it follows the record.
    await waitFor(() => expect(connection.active()).toEqual([`Sayg:${ID}`]));

    act(() => connection.update(ID, published(LATER, 100, 60, 140)));
    expect(remaining('Alice')).toBe('261');
    expect(remaining('Bob')).toBe('441');
    expect(api.callsTo('POST', '/api/Sayg')).toHaveLength(0);

    await user.click(liveSwitch()!);
    expect(connection.active()).toEqual([]);
    expect(screen.getByText('Paused')).toBeTruthy();
    await user.click(liveSwitch()!);
    expect(connection.active()).toEqual([`Sayg:${ID}`]);
  });

  it('ignores its own save coming back, and updates while its visits are unsynced', async () => {
    keepScoredMatch();
    let release: () => void = () => undefined;
    const api = fakeFetch({
      'GET /api/Account': liveAccount,
      'POST /api/Sayg': async (call) => {
        await new Promise<void>((resolve) => (release = resolve));
        return answer(LATER)(call);
      },
    });
    const { user } = renderApp(`/practice/match#${ID}`);
    await screen.findByRole('switch', { name: 'Follow live' });
    await waitFor(() => expect(connection.active()).toEqual([`Sayg:${ID}`]));
    await user.click(screen.getByRole('button', { name: '45' })); // Bob's visit
    expect(remaining('Bob')).toBe('456');
    // Sent once the frame showing it is painted; in flight from then on.
    await waitFor(() => expect(api.callsTo('POST', '/api/Sayg')).toHaveLength(1));
    act(() => connection.update(ID, published('2026-11-22T20:01:00.000Z', 100, 60, 140)));
    expect(remaining('Bob')).toBe('456');
    release();
    await waitFor(() => expect(screen.getByText('Saved')).toBeTruthy());
    // The server publishes our own save: the same `updated`, never saved again.
    act(() => connection.update(ID, published(LATER, 100, 60, 140)));
    expect(remaining('Bob')).toBe('456');
    expect(remaining('Alice')).toBe('401');
    expect(api.callsTo('POST', '/api/Sayg')).toHaveLength(1);
  });
});
