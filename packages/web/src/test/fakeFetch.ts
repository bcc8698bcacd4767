import { vi } from 'vitest';
import { buildSite } from './builders';

export interface FakeCall {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = FakeResponse | ((call: FakeCall) => FakeResponse | Promise<FakeResponse>);

/** The answers a signed-out visitor gets from an empty league, unless a test overrides them. */
const DEFAULTS: Record<string, FakeHandler> = {
  'GET /api/Account': { status: 204 },
  'GET /api/Site': { body: buildSite() },
  'GET /api/Season/': { body: [] },
  'GET /api/Division': { body: [] },
  'GET /api/Home/Summary': {
    body: { today: '2026-11-22', season: null, divisions: [], tonight: null, next: null, latest: null },
  },
  'GET /api/Live/Watch': { body: [] },
  'PUT /api/Error': { body: { success: true, errors: [], warnings: [], messages: [], result: null } },
};

export function envelope<T>(
  result: T,
  parts: { errors?: string[]; warnings?: string[]; messages?: string[] } = {},
) {
  return {
    success: (parts.errors ?? []).length === 0,
    errors: parts.errors ?? [],
    warnings: parts.warnings ?? [],
    messages: parts.messages ?? [],
    result,
  };
}

/**
 * Replaces `fetch` with a table of answers keyed by "METHOD /path" and records every call.
 * Unknown calls answer 404 with the envelope, like the real server.
 */
export function fakeFetch(handlers: Record<string, FakeHandler> = {}) {
  const calls: FakeCall[] = [];
  const table = { ...DEFAULTS, ...handlers };
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.href);
    const method = init.method ?? 'GET';
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: FakeCall = {
      method,
      path: url.pathname,
      search: url.search,
      headers,
      body,
      credentials: init.credentials,
    };
    calls.push(call);
    const handler = table[`${method} ${url.pathname}`];
    const answer: FakeResponse = handler
      ? typeof handler === 'function'
        ? await handler(call)
        : handler
      : { status: 404, body: envelope(null, { errors: [`Not found: ${method} ${url.pathname}`] }) };
    const status = answer.status ?? 200;
    return new Response(status === 204 || answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fn);
  return {
    calls,
    fn,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
