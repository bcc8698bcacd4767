import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryLiveBus } from './bus';
import type { PreparedMessage } from './frames';
import { LiveHub } from './hub';
import { KEEP_ALIVE_TURNS } from './keepAlive';
import { MemoryLiveStore } from './store';

const PING_MS = 1000;
const TURN_MS = PING_MS / KEEP_ALIVE_TURNS;
const SPECTATOR = { userName: null, originatingUrl: null, address: '127.0.0.1' };

/** A connection that records the Marcos it is sent and whether the hub closed it. */
function connection() {
  const state = { marcos: 0, closedWith: null as number | null };
  return {
    state,
    send(message: string | PreparedMessage) {
      const text = typeof message === 'string' ? message : message.text.toString();
      if (JSON.parse(text).type === 'Marco') state.marcos += 1;
    },
    close(code?: number) {
      state.closedWith = code ?? null;
    },
  };
}

describe('LiveHub keep-alive', () => {
  let hub: LiveHub;
  beforeEach(async () => {
    vi.useFakeTimers();
    hub = new LiveHub(new MemoryLiveStore(), new MemoryLiveBus(), () => new Date());
    await hub.start(PING_MS);
  });
  afterEach(async () => {
    await hub.close();
    vi.useRealTimers();
  });

  it('pings every socket once an interval, never all of them at once', async () => {
    const connections = Array.from({ length: 100 }, () => connection());
    connections.forEach((c) => hub.connect(c, SPECTATOR));
    const pingedAtOnce: number[] = [];
    let before = 0;
    for (let turn = 0; turn < KEEP_ALIVE_TURNS; turn += 1) {
      await vi.advanceTimersByTimeAsync(TURN_MS);
      const pinged = connections.reduce((n, c) => n + c.state.marcos, 0);
      pingedAtOnce.push(pinged - before);
      before = pinged;
    }
    expect(connections.every((c) => c.state.marcos === 1)).toBe(true);
    expect(Math.max(...pingedAtOnce)).toBe(100 / KEEP_ALIVE_TURNS);
  });

  it('drops a socket that did not answer its Marco by its next turn, and keeps one that did', async () => {
    const silent = connection();
    const polite = connection();
    hub.connect(silent, SPECTATOR);
    const politeId = hub.connect(polite, SPECTATOR);
    await vi.advanceTimersByTimeAsync(PING_MS);
    expect([silent.state.marcos, polite.state.marcos]).toEqual([1, 1]);
    hub.received(politeId);
    await vi.advanceTimersByTimeAsync(PING_MS);
    expect(silent.state.closedWith).toBe(4001);
    expect(polite.state.closedWith).toBeNull();
    expect(polite.state.marcos).toBe(2);
    expect(hub.held().sockets).toBe(1);
  });
});
