// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaygRecord } from '@darts/core/contract/sayg';
import { LiveConnection, type SocketLike } from './liveConnection';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: any[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  closed = false;
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
  }
  receive(message: Record<string, unknown>) {
    this.onmessage?.({
      data: JSON.stringify({ id: null, dataType: null, data: null, message: null, ...message }),
    });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

const ID = '11111111-2222-4333-8444-555555555555';
/** A sayg record as a scorer publishes it, numbered by its home score. */
const sayg = (homeScore: number): SaygRecord => ({
  id: ID,
  yourName: 'Alice',
  opponentName: 'Bob',
  startingScore: 501,
  numberOfLegs: 3,
  homeScore,
  awayScore: 0,
  tournamentMatchId: null,
  legs: {},
  created: null,
  author: null,
  updated: null,
  editor: null,
  deleted: null,
  remover: null,
});
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('LiveConnection', () => {
  // The polling fallback is a lazy import: load it once up front, so the fake timers below run
  // its rounds as soon as the connection asks for it.
  beforeAll(async () => {
    await import('./pollingStrategy');
  });

  let sockets: FakeSocket[];
  let fetcher: ReturnType<typeof vi.fn>;
  let logs: string[];
  const connection = (options: { socketsFail?: boolean } = {}) =>
    new LiveConnection({
      createSocket: () => {
        const socket = new FakeSocket();
        if (options.socketsFail) socket.readyState = 3;
        sockets.push(socket);
        return socket;
      },
      fetcher: fetcher as unknown as typeof fetch,
      socketUrl: () => 'ws://test/api/Live/?referrer=x',
      log: (m) => logs.push(m),
    });

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    logs = [];
    fetcher = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  it('subscribes over the socket once it is ready, delivers updates, answers Marco and drops repeats', async () => {
    const live = connection();
    const updates: unknown[] = [];
    const statuses: string[] = [];
    live.onStatus((s) => statuses.push(s));
    live.subscribe({ id: ID, type: 'Sayg', onUpdate: (d) => updates.push(d) });
    expect(statuses.at(-1)).toBe('connecting');
    sockets[0]!.open();
    await vi.advanceTimersByTimeAsync(100);
    expect(sockets[0]!.sent).toEqual([{ type: 'Subscribed', id: ID, dataType: 'Sayg' }]);
    expect(statuses.at(-1)).toBe('connected');

    sockets[0]!.receive({ type: 'Update', id: ID, data: { updated: '2026-01-01T00:00:01Z', n: 1 } });
    sockets[0]!.receive({ type: 'Update', id: ID, data: { updated: '2026-01-01T00:00:01Z', n: 1 } });
    sockets[0]!.receive({ type: 'Update', id: ID, data: { updated: '2026-01-01T00:00:00Z', n: 0 } });
    expect(updates).toEqual([{ updated: '2026-01-01T00:00:01Z', n: 1 }]);

    sockets[0]!.receive({ type: 'Marco' });
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'Polo' });
  });

  it('reconnects with back-off after the socket drops and subscribes again', async () => {
    const live = connection();
    const statuses: string[] = [];
    live.onStatus((s) => statuses.push(s));
    live.subscribe({ id: ID, type: 'Sayg', onUpdate: () => undefined });
    sockets[0]!.open();
    await vi.advanceTimersByTimeAsync(100);
    sockets[0]!.drop();
    expect(statuses.at(-1)).toBe('reconnecting');
    expect(logs).toContain('Socket disconnected');
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    await vi.advanceTimersByTimeAsync(100);
    expect(sockets[1]!.sent).toEqual([{ type: 'Subscribed', id: ID, dataType: 'Sayg' }]);
    expect(statuses.at(-1)).toBe('connected');
  });

  it('falls back to polling when the socket never opens (the mode is removed)', async () => {
    fetcher.mockResolvedValue(
      json(
        200,
        { success: true, errors: [], result: { data: { n: 1 }, lastUpdate: 'x' } },
        { 'last-modified': 'Sun, 22 Nov 2026 10:00:00 GMT', etag: '"v1"' },
      ),
    );
    const live = connection({ socketsFail: true });
    const updates: unknown[] = [];
    live.subscribe({ id: ID, type: 'Sayg', onUpdate: (d) => updates.push(d) });
    await vi.advanceTimersByTimeAsync(50);
    expect(live.status).toBe('polling');
    expect(updates).toEqual([{ n: 1 }]);
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe(`/api/Live/Update/${ID}/Sayg`);
    fetcher.mockResolvedValue(json(304, undefined));
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetcher.mock.calls[1]![1].headers['If-Modified-Since']).toBe('Sun, 22 Nov 2026 10:00:00 GMT');
    expect(fetcher.mock.calls[1]![1].headers['If-None-Match']).toBe('"v1"');
    expect(init.headers['If-Modified-Since']).toBeUndefined();
    expect(init.headers['If-None-Match']).toBeUndefined();
    // A 304 keeps the validators it was asked with.
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetcher.mock.calls.at(-1)![1].headers['If-None-Match']).toBe('"v1"');
    // A later subscription goes straight to polling.
    live.subscribe({
      id: '22222222-2222-4333-8444-555555555555',
      type: 'Tournament',
      onUpdate: () => undefined,
    });
    expect(sockets).toHaveLength(1);
  });

  it('backs polling off from 1 s to at most 10 s while nothing changes', async () => {
    fetcher.mockImplementation(async () => json(304, undefined));
    const live = connection({ socketsFail: true });
    live.subscribe({ id: ID, type: 'Sayg', onUpdate: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    const times: number[] = [];
    fetcher.mockImplementation(async () => {
      times.push(Date.now());
      return json(304, undefined);
    });
    await vi.advanceTimersByTimeAsync(45_000);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(gaps.slice(0, 5)).toEqual([2000, 4000, 8000, 10000, 10000]);
  });

  it('applies the polling outcomes: failure and exception call the error handler and drop; no result drops', async () => {
    const live = connection({ socketsFail: true });
    const errors: string[] = [];
    fetcher.mockResolvedValueOnce(
      json(403, { success: false, errors: ['Not permitted to follow live updates'], result: null }),
    );
    live.subscribe({ id: ID, type: 'Sayg', onUpdate: () => undefined, onError: (m) => errors.push(m) });
    await vi.advanceTimersByTimeAsync(10);
    expect(errors).toEqual([`Error polling for updates: ${ID} (Sayg)\nNot permitted to follow live updates`]);
    expect(live.status).toBe('offline');

    fetcher.mockResolvedValueOnce(
      json(404, { success: false, errors: ['Entity is not being live-updated'], result: null }),
    );
    live.subscribe({ id: ID, type: 'Sayg', onUpdate: () => undefined, onError: (m) => errors.push(m) });
    await vi.advanceTimersByTimeAsync(10);
    expect(errors).toHaveLength(1);
    expect(live.status).toBe('offline');

    fetcher.mockRejectedValueOnce(new Error('network down'));
    live.subscribe({ id: ID, type: 'Sayg', onUpdate: () => undefined, onError: (m) => errors.push(m) });
    await vi.advanceTimersByTimeAsync(10);
    expect(errors.at(-1)).toBe(`Error polling for updates: ${ID} (Sayg)\nnetwork down`);
    // Every subscription failed by exception: polling is removed too.
    live.subscribe({ id: ID, type: 'Sayg', onUpdate: () => undefined, onError: (m) => errors.push(m) });
    expect(errors.at(-1)).toBe('Live updates are not available');
  });

  it('moves a subscription the server refuses over the socket to polling', async () => {
    fetcher.mockResolvedValue(json(304, undefined));
    const live = connection();
    const errors: string[] = [];
    live.subscribe({ id: ID, type: 'Sayg', onUpdate: () => undefined, onError: (m) => errors.push(m) });
    sockets[0]!.open();
    await vi.advanceTimersByTimeAsync(100);
    sockets[0]!.receive({ type: 'Error', id: ID, message: 'Not permitted to follow live updates' });
    // The league's words load with the first error.
    await vi.dynamicImportSettled();
    expect(errors).toEqual(['Not permitted to follow live updates']);
    expect(live.status).toBe('polling');
  });

  it("shows a socket's Error message in the league's words, never a field path", async () => {
    const live = connection();
    const errors: string[] = [];
    live.subscribe({ id: ID, type: 'Sayg', onUpdate: () => undefined, onError: (m) => errors.push(m) });
    sockets[0]!.open();
    await vi.advanceTimersByTimeAsync(100);
    sockets[0]!.receive({ type: 'Error', id: ID, message: 'numberOfLegs: must be at most 9' });
    // The league's words load with the first error.
    await vi.dynamicImportSettled();
    expect(errors).toEqual(['Number of legs must be at most 9']);
  });

  it('publishes over the socket when open, else by POST, and reports when nothing could publish', async () => {
    const live = connection();
    live.subscribe({ id: ID, type: 'Sayg', onUpdate: () => undefined });
    sockets[0]!.open();
    await vi.advanceTimersByTimeAsync(100);
    expect(await live.publish('Sayg', ID, sayg(2), 'token-1')).toBe(true);
    expect(sockets[0]!.sent.at(-1)).toEqual({
      type: 'Update',
      id: ID,
      dataType: 'Sayg',
      data: sayg(2),
      token: 'token-1',
    });

    const offline = connection();
    fetcher.mockResolvedValueOnce(json(200, { success: true }));
    expect(await offline.publish('Sayg', ID, sayg(3), 'token-2')).toBe(true);
    expect(fetcher.mock.calls[0]![1].headers['X-Sayg-Token']).toBe('token-2');
    fetcher.mockResolvedValueOnce(json(403, { success: false }));
    expect(await offline.publish('Sayg', ID, sayg(4))).toBe(false);
    expect(logs).toContain('Unable to publish update; no strategy was able to publish the update');
  });

  it('closes the socket when the last subscription goes', async () => {
    const live = connection();
    const stop = live.subscribe({ id: ID, type: 'Sayg', onUpdate: () => undefined });
    sockets[0]!.open();
    await vi.advanceTimersByTimeAsync(100);
    stop();
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'Unsubscribed', id: ID, dataType: 'Sayg' });
    expect(sockets[0]!.closed).toBe(true);
    expect(live.status).toBe('offline');
  });
});
