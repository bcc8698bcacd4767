import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaygState } from '@darts/core/scoring/types';
import { AppProviders, createAppServices } from '#web/appState/providers';
import { access, buildAccount } from '#web/test/builders';
import { fakeFetch } from '#web/test/fakeFetch';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { browserSyncEnvironment } from '#web/features/scoring/sync/browserSync';
import { memoryStore, newKept, writeKept } from '#web/features/scoring/sync/kept';
import { buildRecord, publishedAnswer, publishedRecord } from '#web/features/scoring/test/records';
import { SaygDialog } from './SaygDialog';

const ID = '11111111-2222-4333-8444-555555555555';
const SAVED_AT = '2026-11-22T20:00:00.000Z';
const LATER = '2026-11-22T20:05:00.000Z';
const liveAccount = { body: buildAccount({ access: access('useWebSockets') }) };

const remaining = (name: string) => screen.getByLabelText(`${name} remaining`).textContent;

let connection: FakeLiveConnection;
beforeEach(() => {
  localStorage.clear();
  connection = new FakeLiveConnection();
  setLiveConnectionForTests(connection);
});
afterEach(() => setLiveConnectionForTests(null));

describe('the scorer’s live selector', () => {
  it('is on the leg-by-leg scorer too: a save from elsewhere fills the card', async () => {
    fakeFetch({ 'GET /api/Account': liveAccount, 'POST /api/Sayg': publishedAnswer(ID, SAVED_AT) });
    const storage = memoryStore();
    const kept = { ...newKept(buildRecord(), ID), id: ID, lastUpdated: SAVED_AT, sync: true };
    writeKept(storage, kept);
    storage.setItem('darts.scorecard.fixture.0', JSON.stringify({ key: ID }));
    const onChange = vi.fn<(record: SaygState) => void>();
    render(
      <AppProviders services={createAppServices()}>
        <SaygDialog
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
    // The switch and its live connection load lazily: wait until it follows the record.
    await waitFor(() => expect(connection.active()).toContain(`Sayg:${ID}`));
    act(() => connection.update(ID, publishedRecord(ID, LATER, 100, 60, 140)));
    expect(remaining('Alice Archer')).toBe('261');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ legs: expect.objectContaining({ '0': expect.anything() }) }),
    );
  });
});
