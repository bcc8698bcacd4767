import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/api/client';
import { buildRecord } from '../test/records';
import { flush, ID, offline, serverRecord, visit, world } from '../test/syncWorld';
import { keptStorageKey, newKept, readKept } from './kept';
import { createSyncEngine, PROMPT_AFTER_FAILURES, retryDelay, UPLOAD_FAILED_PROMPT } from './syncEngine';

describe('sayg sync engine', () => {
  it('keeps every change in the store at once, unsynced until the scorer saves', async () => {
    const w = world();
    const engine = createSyncEngine(w.env, newKept(buildRecord(), 'draft-1'));
    engine.start();
    engine.change(visit(buildRecord(), 100));
    engine.change(visit(buildRecord(), 100, 60));
    await flush();
    expect(w.save).not.toHaveBeenCalled();
    const kept = readKept(w.storage, 'draft-1');
    expect(kept?.pending).toBe(2);
    expect(kept?.record.legs['0']?.away?.throws).toEqual([{ score: 60, noOfDarts: 3 }]);
  });

  it('creates the record on save, keeps the token under the id, then sends token and lastUpdated', async () => {
    const w = world();
    const engine = createSyncEngine(w.env, newKept(buildRecord(), 'draft-1'));
    engine.start();
    engine.change(visit(buildRecord(), 100));
    const saved = await engine.saveNow();
    expect(saved).toMatchObject({ id: ID, key: ID, editToken: 'token-1', lastUpdated: 't1', pending: 0 });
    expect(w.save.mock.calls[0]?.[0]).not.toHaveProperty('id');
    expect(w.save.mock.calls[0]?.[1]).toBeNull();
    expect(w.storage.map.has(keptStorageKey('draft-1'))).toBe(false);
    expect(readKept(w.storage, ID)?.editToken).toBe('token-1');

    engine.change(visit(buildRecord(), 100, 60));
    expect(engine.getStatus().kept.pending).toBe(1);
    await flush();
    expect(w.save).toHaveBeenCalledTimes(2);
    expect(w.save.mock.calls[1]?.[0]).toMatchObject({ id: ID, lastUpdated: 't1' });
    expect(w.save.mock.calls[1]?.[1]).toBe('token-1');
    expect(engine.getStatus().kept).toMatchObject({ pending: 0, lastUpdated: 't2' });
  });

  it('sends one request at a time; visits made meanwhile go in the next', async () => {
    const w = world();
    let release: () => void = () => undefined;
    w.save.mockImplementationOnce(async (body) => {
      await new Promise<void>((resolve) => (release = resolve));
      return serverRecord(body, 1);
    });
    const engine = createSyncEngine(w.env, newKept(buildRecord(), 'draft-1'));
    engine.start();
    const saving = engine.saveNow();
    engine.change(visit(buildRecord(), 100));
    engine.change(visit(buildRecord(), 100, 60));
    expect(w.save).toHaveBeenCalledTimes(1);
    expect(engine.getStatus()).toMatchObject({ inFlight: true, kept: { pending: 2 } });
    release();
    await saving;
    expect(w.save).toHaveBeenCalledTimes(2);
    expect(w.save.mock.calls[1]?.[0].legs?.['0']?.away?.throws).toHaveLength(1);
    expect(engine.getStatus().kept.pending).toBe(0);
  });

  it('retries with back-off from 1 s to 30 s, counting unsynced visits, and resumes when online', async () => {
    const w = world();
    const engine = createSyncEngine(w.env, {
      ...newKept(buildRecord(), ID),
      id: ID,
      editToken: 't',
      sync: true,
    });
    engine.start();
    w.failures.push(offline(), offline(), offline(), offline(), offline(), offline(), offline());
    engine.change(visit(buildRecord(), 100));
    await flush();
    engine.change(visit(buildRecord(), 100, 60));
    await flush();
    expect(engine.getStatus()).toMatchObject({ failures: 1, error: 'Failed to fetch', kept: { pending: 2 } });
    const delays = [];
    for (let i = 0; i < 6; i++) delays.push(await w.fire());
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000]);
    expect(retryDelay(9)).toBe(30000);
    expect(engine.getStatus().retryInMs).toBe(30000);
    w.goOnline();
    await flush();
    expect(engine.getStatus()).toMatchObject({ failures: 0, error: null, kept: { pending: 0 } });
    expect(w.save).toHaveBeenCalledTimes(8);
    expect(w.confirm).not.toHaveBeenCalled();
  });

  it('asks only after 10 failures; OK retries at once, Cancel stops until the next visit', async () => {
    const w = world();
    const engine = createSyncEngine(w.env, {
      ...newKept(buildRecord(), ID),
      id: ID,
      editToken: 't',
      sync: true,
    });
    engine.start();
    for (let i = 0; i < 25; i++) w.failures.push(new ApiError('Bad gateway', 502, 'POST', '/api/Sayg'));
    engine.change(visit(buildRecord(), 100));
    await flush();
    for (let i = 1; i < PROMPT_AFTER_FAILURES - 1; i++) await w.fire();
    expect(w.confirm).not.toHaveBeenCalled();
    await w.fire(); // the 10th failure
    expect(w.confirm).toHaveBeenCalledWith(UPLOAD_FAILED_PROMPT);
    expect(engine.getStatus()).toMatchObject({ failures: 0, retryInMs: 0 });
    w.confirm.mockReturnValue(false);
    for (let i = 0; i < PROMPT_AFTER_FAILURES; i++) await w.fire();
    expect(w.confirm).toHaveBeenCalledTimes(2);
    expect(engine.getStatus()).toMatchObject({ stopped: 'cancelled', retryInMs: null, kept: { pending: 1 } });
    await expect(w.fire()).rejects.toThrow('no retry scheduled');
    expect(readKept(w.storage, ID)?.pending).toBe(1);
    w.failures.length = 0;
    engine.change(visit(buildRecord(), 100, 60));
    await flush();
    expect(engine.getStatus()).toMatchObject({ stopped: null, kept: { pending: 0 } });
  });

  it('on a 409 takes the server’s updated and retries with the local state', async () => {
    const w = world();
    const engine = createSyncEngine(w.env, {
      ...newKept(buildRecord(), ID),
      id: ID,
      editToken: 't',
      lastUpdated: 'old',
      sync: true,
    });
    engine.start();
    w.failures.push(new ApiError('Unable to update', 409, 'POST', '/api/Sayg'));
    const local = visit(buildRecord(), 100, 60);
    engine.change(local);
    await flush();
    expect(w.load).toHaveBeenCalledWith(ID);
    expect(w.save.mock.calls[1]?.[0]).toMatchObject({ lastUpdated: 't99', legs: local.legs });
    expect(engine.getStatus()).toMatchObject({ failures: 0, kept: { pending: 0 } });
  });

  it('stops retrying when the server refuses the record, until the next change', async () => {
    const w = world();
    const engine = createSyncEngine(w.env, {
      ...newKept(buildRecord(), ID),
      id: ID,
      editToken: 'wrong',
      sync: true,
    });
    engine.start();
    w.failures.push(new ApiError('Not permitted', 403, 'POST', '/api/Sayg'));
    engine.change(visit(buildRecord(), 100));
    await flush();
    expect(engine.getStatus()).toMatchObject({ stopped: 'refused', error: 'Not permitted', retryInMs: null });
    w.goOnline();
    await flush();
    expect(w.save).toHaveBeenCalledTimes(1);
  });

  it('resumes from the store after a reload', async () => {
    const w = world();
    const first = createSyncEngine(w.env, {
      ...newKept(buildRecord(), ID),
      id: ID,
      editToken: 't',
      sync: true,
    });
    first.start();
    w.failures.push(offline());
    first.change(visit(buildRecord(), 100));
    await flush();
    first.stop();
    expect(w.timers.filter((t) => t.ms >= 0)).toHaveLength(0);

    const kept = readKept(w.storage, ID);
    expect(kept?.pending).toBe(1);
    const reloaded = createSyncEngine(w.env, kept!);
    reloaded.start();
    await flush();
    expect(w.save).toHaveBeenCalledTimes(2); // the failed attempt, then the resumed one
    expect(reloaded.getStatus().kept).toMatchObject({ pending: 0, lastUpdated: 't1' });
  });

  it('reports a store that refuses writes, and still syncs', async () => {
    const w = world();
    w.env.storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const engine = createSyncEngine(w.env, {
      ...newKept(buildRecord(), ID),
      id: ID,
      editToken: 't',
      sync: true,
    });
    engine.start();
    engine.change(visit(buildRecord(), 100));
    await flush();
    expect(engine.getStatus().storageError).toBe(
      'Could not keep the match on this device: QuotaExceededError',
    );
    expect(w.save).toHaveBeenCalledTimes(1);
  });

  it('sends the draft key as the idempotency key on creates, the same on every retry, and none on updates', async () => {
    const w = world();
    const engine = createSyncEngine(w.env, newKept(buildRecord(), 'draft-1'));
    engine.start();
    engine.change(visit(buildRecord(), 100));
    w.failures.push(offline(), new ApiError('Bad gateway', 502, 'POST', '/api/Sayg'));
    await expect(engine.saveNow()).rejects.toThrow('Failed to fetch');
    await w.fire();
    await w.fire();
    expect(engine.getStatus().kept).toMatchObject({ id: ID, pending: 0 });
    expect(w.save.mock.calls.map((call) => call[2])).toEqual(['draft-1', 'draft-1', 'draft-1']);
    engine.change(visit(buildRecord(), 100, 60));
    await flush();
    expect(w.save.mock.calls[3]?.[2]).toBeNull();
  });

  it('stamps changedAt with the injected clock on every change and save', async () => {
    const w = world();
    const engine = createSyncEngine(w.env, newKept(buildRecord(), 'draft-1'));
    engine.start();
    engine.change(visit(buildRecord(), 100));
    expect(readKept(w.storage, 'draft-1')?.changedAt).toBe('2026-11-22T20:00:00.000Z');
    w.clock.now = new Date('2026-11-23T08:00:00Z');
    await engine.saveNow();
    expect(readKept(w.storage, ID)?.changedAt).toBe('2026-11-23T08:00:00.000Z');
  });
});
