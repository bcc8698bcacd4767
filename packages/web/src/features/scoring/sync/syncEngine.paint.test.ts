import { describe, expect, it } from 'vitest';
import { buildRecord } from '../test/records';
import { flush, ID, visit, world } from '../test/syncWorld';
import { newKept, readKept, writeKept } from './kept';
import { createSyncEngine } from './syncEngine';

/* The frame that shows a visit carries none of the sync's work: the write and the push follow the paint. */

function syncedMatch() {
  const w = world();
  const kept = { ...newKept(buildRecord(), ID), id: ID, editToken: 't', sync: true };
  writeKept(w.storage, kept);
  const engine = createSyncEngine(w.env, kept);
  engine.start();
  w.holdPaints();
  return { w, engine };
}

const keptThrows = (w: ReturnType<typeof world>) => readKept(w.storage, ID)?.record.legs['0']?.home?.throws;

describe('sayg sync engine and the paint', () => {
  it('shows a visit at once, then writes and pushes it once the frame showing it is painted', async () => {
    const { w, engine } = syncedMatch();
    engine.change(visit(buildRecord(), 100));
    expect(engine.getStatus().kept).toMatchObject({ pending: 1 });
    expect(engine.getStatus().kept.record.legs['0']?.home?.throws).toEqual([{ score: 100, noOfDarts: 3 }]);
    expect(keptThrows(w) ?? []).toEqual([]);
    expect(w.save).not.toHaveBeenCalled();
    expect(engine.getStatus().inFlight).toBe(false);

    w.paint();
    expect(keptThrows(w)).toEqual([{ score: 100, noOfDarts: 3 }]);
    expect(engine.getStatus().inFlight).toBe(true);
    await flush();
    expect(w.save).toHaveBeenCalledTimes(1);
    expect(engine.getStatus().kept).toMatchObject({ pending: 0 });
  });

  it('writes two visits of one frame once, and pushes them in one request', async () => {
    const { w, engine } = syncedMatch();
    let record = visit(buildRecord(), 100);
    engine.change(record);
    record = visit(buildRecord(), 100, 60, 45);
    engine.change(record);
    w.paint();
    await flush();
    expect(w.save).toHaveBeenCalledTimes(1);
    expect(w.save.mock.calls[0]?.[0].legs?.['0']?.home?.throws).toHaveLength(2);
    expect(keptThrows(w)).toHaveLength(2);
  });

  it('writes a visit at once when the page is left before the frame is painted', () => {
    const { w, engine } = syncedMatch();
    engine.change(visit(buildRecord(), 140));
    w.leave();
    expect(keptThrows(w)).toEqual([{ score: 140, noOfDarts: 3 }]);
    // The paint that follows has nothing left to write.
    w.paint();
    expect(readKept(w.storage, ID)?.pending).toBe(1);
  });

  it('writes a visit not yet painted when the scoring screen closes, and pushes it on the next start', async () => {
    const { w, engine } = syncedMatch();
    engine.change(visit(buildRecord(), 26));
    engine.stop();
    expect(keptThrows(w)).toEqual([{ score: 26, noOfDarts: 3 }]);
    await flush();
    expect(w.save).not.toHaveBeenCalled();
    engine.start();
    await flush();
    expect(w.save).toHaveBeenCalledTimes(1);
  });
});
