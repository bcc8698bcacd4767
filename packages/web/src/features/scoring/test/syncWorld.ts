import { vi } from 'vitest';
import type { SaygState } from '@darts/core/scoring/types';
import { memoryStore } from '../sync/kept';
import type { SaygRemote, SyncEnvironment } from '../sync/syncEngine';
import { play, serverRecord as recordAnswer } from './records';

/* The sync engine's fake world for its unit tests. */

export const ID = '11111111-2222-4333-8444-555555555555';

/** The server's answer to save number `n` (the engine's tests name Alice and Bob). */
export const serverRecord = (body: { legs?: unknown }, n: number) =>
  recordAnswer({ yourName: 'Alice', opponentName: 'Bob', legs: body.legs as SaygState['legs'] }, n, {
    id: ID,
  });

/** A fake world: a server that answers in order, manual timers, a scripted prompt and online events. */
export function world() {
  const storage = memoryStore();
  const timers: { callback: () => void; ms: number }[] = [];
  const online = new Set<() => void>();
  let saves = 0;
  const failures: unknown[] = [];
  const save = vi.fn<SaygRemote['save']>(async (body) => {
    const failure = failures.shift();
    if (failure) throw failure;
    saves += 1;
    return serverRecord(body, saves);
  });
  const load = vi.fn<SaygRemote['load']>(async () => serverRecord({}, 99));
  const confirm = vi.fn<(message: string) => boolean>(() => true);
  const clock = { now: new Date('2026-11-22T20:00:00Z') };
  // Paints: at once unless `holdPaints` (then `paint()` paints the frame); leaving the page: `leave()`.
  const paints: (() => void)[] = [];
  const leaving = new Set<() => void>();
  const frames = { held: false };
  const env: SyncEnvironment = {
    storage,
    remote: { save, load },
    timers: {
      setTimeout: (callback, ms) => timers.push({ callback, ms }),
      clearTimeout: (handle) => {
        const index = Number(handle) - 1;
        if (timers[index]) timers[index] = { callback: () => undefined, ms: -1 };
      },
    },
    confirm,
    onOnline: (listener) => {
      online.add(listener);
      return () => online.delete(listener);
    },
    now: () => clock.now,
    afterPaint: (callback) => {
      if (frames.held) paints.push(callback);
      else callback();
    },
    onLeave: (listener) => {
      leaving.add(listener);
      return () => leaving.delete(listener);
    },
  };
  /** Runs the latest scheduled retry; returns its delay. */
  const fire = async () => {
    const timer = timers.at(-1);
    if (!timer || timer.ms < 0) throw new Error('no retry scheduled');
    timers[timers.length - 1] = { callback: () => undefined, ms: -1 };
    timer.callback();
    await flush();
    return timer.ms;
  };
  return {
    env,
    storage,
    save,
    load,
    confirm,
    failures,
    timers,
    fire,
    clock,
    goOnline: () => online.forEach((l) => l()),
    holdPaints: () => (frames.held = true),
    paint: () => paints.splice(0).forEach((callback) => callback()),
    leave: () => leaving.forEach((l) => l()),
  };
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
export const offline = () => new TypeError('Failed to fetch');
export const visit = (record: SaygState, ...scores: number[]) => play(record, 'home', ...scores);
