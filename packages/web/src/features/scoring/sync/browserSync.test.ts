// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { buildRecord, play } from '../test/records';
import { keptStorageKey, newKept, readKept, type KeptSayg } from './kept';

const ID = '11111111-2222-4333-8444-555555555555';
const old = (key: string): KeptSayg => ({
  ...newKept(play(buildRecord(), 'home', 100), key),
  id: key,
  sync: true,
  changedAt: '2020-01-01T00:00:00.000Z',
});
const keep = (kept: KeptSayg) => localStorage.setItem(keptStorageKey(kept.key), JSON.stringify(kept));

/** A fresh module each time: the prune runs once per page load (module instance). */
const load = async () => {
  vi.resetModules();
  return import('./browserSync');
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('browser sync environment', () => {
  it('prunes old synced records once per page load', async () => {
    keep(old(ID));
    const { browserSyncEnvironment } = await load();
    const env = browserSyncEnvironment();
    // In the background: its code loads after the screen's.
    await vi.waitFor(() => expect(readKept(env.storage, ID)).toBeNull());
    keep(old(ID));
    browserSyncEnvironment();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readKept(env.storage, ID)).not.toBeNull();
  });

  it('never breaks the page when pruning fails', async () => {
    keep(old(ID));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'key').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const { browserSyncEnvironment } = await load();
    expect(() => browserSyncEnvironment()).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  });

  it('sends the idempotency key on creates and the edit token on updates', async () => {
    const saved = { ...buildRecord(), id: ID, updated: 't1', editToken: 'token' };
    const api = fakeFetch({ 'POST /api/Sayg': { body: envelope(saved) } });
    const { browserSyncEnvironment } = await load();
    const { remote } = browserSyncEnvironment();
    await remote.save({ yourName: 'Alice' }, null, 'draft-1');
    await remote.save({ id: ID, yourName: 'Alice' }, 'token', null);
    const [create, update] = api.callsTo('POST', '/api/Sayg');
    expect(create?.headers).toMatchObject({ 'idempotency-key': 'draft-1' });
    expect(create?.headers).not.toHaveProperty('x-sayg-token');
    expect(update?.headers).toMatchObject({ 'x-sayg-token': 'token' });
    expect(update?.headers).not.toHaveProperty('idempotency-key');
  });
});
