import { describe, expect, it } from 'vitest';
import { buildRecord } from '../test/records';
import { flush, ID, offline, serverRecord, visit, world } from '../test/syncWorld';
import { newKept, readKept } from './kept';
import { createSyncEngine } from './syncEngine';

describe('sayg sync engine: adopting a live update from elsewhere', () => {
  const synced = async (w: ReturnType<typeof world>) => {
    const engine = createSyncEngine(w.env, {
      ...newKept(buildRecord(), ID),
      id: ID,
      editToken: 't',
      sync: true,
    });
    engine.start();
    engine.change(visit(buildRecord(), 100));
    await flush();
    expect(engine.getStatus().kept).toMatchObject({ pending: 0, lastUpdated: 't1' });
    return engine;
  };
  const elsewhere = (updated: string, ...scores: number[]) => ({
    ...serverRecord({ legs: visit(buildRecord(), ...scores).legs }, 0),
    updated,
  });

  it('takes a newer save when nothing is pending, without pushing it back', async () => {
    const w = world();
    const engine = await synced(w);
    expect(engine.adopt(elsewhere('t7', 100, 60, 140))).toBe(true);
    await flush();
    const { kept } = engine.getStatus();
    expect(kept).toMatchObject({ lastUpdated: 't7', pending: 0 });
    expect(kept.record.legs['0']?.home.score).toBe(240);
    expect(kept.record.homeScore).toBe(0);
    expect(readKept(w.storage, ID)?.lastUpdated).toBe('t7');
    expect(w.save).toHaveBeenCalledTimes(1);
    // The next local visit saves on top of the adopted state.
    engine.change(visit(buildRecord(), 100, 60, 140, 45));
    await flush();
    expect(w.save.mock.calls[1]?.[0]).toMatchObject({ lastUpdated: 't7' });
  });

  it('ignores our own save coming back (same updated), and an older one', async () => {
    const w = world();
    const engine = await synced(w);
    expect(engine.adopt(elsewhere('t1', 100, 60, 140))).toBe(false);
    const dated = createSyncEngine(w.env, {
      ...newKept(buildRecord(), ID),
      id: ID,
      lastUpdated: '2026-11-22T20:00:05.000Z',
    });
    expect(dated.adopt(elsewhere('2026-11-22T20:00:04.000Z', 100))).toBe(false);
    expect(dated.adopt(elsewhere('2026-11-22T20:00:06.000Z', 100))).toBe(true);
    expect(engine.getStatus().kept.record.legs['0']?.home.score).toBe(100);
    expect(w.save).toHaveBeenCalledTimes(1);
  });

  it('ignores an update while changes are pending (the local state wins)', async () => {
    const w = world();
    const engine = await synced(w);
    w.failures.push(offline());
    engine.change(visit(buildRecord(), 100, 60));
    await flush();
    expect(engine.getStatus().kept.pending).toBe(1);
    expect(engine.adopt(elsewhere('t7', 100, 60, 140))).toBe(false);
    expect(engine.getStatus().kept.record.legs['0']?.away?.score).toBe(60);
  });

  it('ignores an update while a request is in flight', async () => {
    const w = world();
    const engine = await synced(w);
    let release: () => void = () => undefined;
    w.save.mockImplementationOnce(async (body) => {
      await new Promise<void>((resolve) => (release = resolve));
      return serverRecord(body, 2);
    });
    engine.change(visit(buildRecord(), 100, 60));
    expect(engine.getStatus().inFlight).toBe(true);
    expect(engine.adopt(elsewhere('t7', 100, 60, 140))).toBe(false);
    release();
    await flush();
    expect(engine.getStatus().kept).toMatchObject({ pending: 0, lastUpdated: 't2' });
    expect(engine.adopt(elsewhere('t2', 100, 60, 140))).toBe(false);
  });

  it('ignores another record, and a record this device has not saved yet', () => {
    const w = world();
    const draft = createSyncEngine(w.env, newKept(buildRecord(), 'draft-1'));
    expect(draft.adopt(elsewhere('t7', 100))).toBe(false);
    const other = createSyncEngine(w.env, { ...newKept(buildRecord(), ID), id: ID });
    expect(other.adopt({ ...elsewhere('t7', 100), id: 'another' })).toBe(false);
  });
});
