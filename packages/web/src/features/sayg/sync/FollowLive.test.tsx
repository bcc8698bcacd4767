import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaygRecord } from '@darts/core/contract/sayg';
import type { SaygState } from '@darts/core/scoring/types';
import { AppProviders, createAppServices } from '../../../app/providers';
import { access, buildAccount } from '../../../test/builders';
import { envelope, fakeFetch, type FakeCall } from '../../../test/fakeFetch';
import { renderApp } from '../../../test/renderApp';
import { setLiveConnectionForTests } from '../../live/connection/shared';
import { FakeLiveConnection } from '../../live/test/fakeLiveConnection';
import { LegByLegDialog } from '../../scores/LegByLegDialog';
import { buildRecord, play } from '../test/records';
import { browserSyncEnvironment } from './browserSync';
import { keptStorageKey, memoryStore, newKept, writeKept } from './kept';

const ID = '11111111-2222-4333-8444-555555555555';
const SAVED_AT = '2026-11-22T20:00:00.000Z';
const LATER = '2026-11-22T20:05:00.000Z';
const liveAccount = { body: buildAccount({ access: access('useWebSockets') }) };

/** The record as the server publishes it after a save. */
function published(updated: string, ...visits: number[]): SaygRecord {
  return {
    ...play(buildRecord(), 'home', ...visits),
    id: ID,
    opponentName: 'Bob Bowman',
    tournamentMatchId: null,
    created: SAVED_AT,
    author: null,
    updated,
    editor: null,
    deleted: null,
    remover: null,
  } as SaygRecord;
}

/** The server's answer to a save: what was sent, stamped `updated`. */
const answer = (updated: string) => (call: FakeCall) => ({
  body: envelope({ ...published(updated), legs: (call.body as SaygState).legs, editToken: null }),
});

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
    expect(connection.active()).toEqual([`Sayg:${ID}`]);

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
    await user.click(screen.getByRole('button', { name: '45' })); // Bob's visit, in flight
    expect(remaining('Bob')).toBe('456');
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

  it('is on the leg-by-leg scorer too: a save from elsewhere fills the card', async () => {
    fakeFetch({ 'GET /api/Account': liveAccount, 'POST /api/Sayg': answer(SAVED_AT) });
    const storage = memoryStore();
    const kept = { ...newKept(buildRecord(), ID), id: ID, lastUpdated: SAVED_AT, sync: true };
    writeKept(storage, kept);
    storage.setItem('darts.scorecard.fixture.0', JSON.stringify({ key: ID }));
    const onChange = vi.fn<(record: SaygState) => void>();
    render(
      <AppProviders services={createAppServices()}>
        <LegByLegDialog
          fixtureId="fixture"
          index={0}
          saygId={ID}
          fresh={buildRecord()}
          env={{ ...browserSyncEnvironment(), storage }}
          onChange={onChange}
          onLinked={vi.fn()}
          on180={vi.fn()}
          onHiCheck={vi.fn()}
          onClose={vi.fn()}
        />
      </AppProviders>,
    );
    await screen.findByRole('switch', { name: 'Follow live' });
    act(() => connection.update(ID, published(LATER, 100, 60, 140)));
    expect(remaining('Alice Archer')).toBe('261');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ legs: expect.objectContaining({ '0': expect.anything() }) }),
    );
  });
});
