import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { fullAccess, normaliseAccess, type AccessFlag } from '@darts/core/contract/access';
import { buildApp, createContext, type AppOptions } from '#server/app';
import { testConfig, type Config } from '#server/config';
import type { AppContext } from '#server/context';
import type { Dialect } from '#server/db/database';
import { ensureUser } from '#server/services/accounts';
import { SESSION_COOKIE } from '#server/auth/sessions';
import type { LiveLimits } from '#server/live/limits';
import { lowerPasswordCostForTests } from '#server/auth/passwords';

lowerPasswordCostForTests();

/**
 * The database layer's dialects: SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI
 * sets it). For the repository, migrations, the start-up lock and import/export.
 */
export const DIALECTS: Dialect[] = [
  'sqlite',
  ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : []),
];

/**
 * The route tests' dialects: SQLite, where every route's cases run. Routes reach the database only
 * through the repository, which DIALECTS covers on both; `test/postgresRoutes.test.ts` walks one
 * path of every route area on PostgreSQL. TEST_EVERY_ROUTE_ON_POSTGRES=1 (with
 * TEST_DATABASE_URL) runs every route case on PostgreSQL too (docs/decisions/014).
 */
export const ROUTE_DIALECTS: Dialect[] = [
  'sqlite',
  ...(process.env.TEST_DATABASE_URL && process.env.TEST_EVERY_ROUTE_ON_POSTGRES
    ? (['postgres'] as const)
    : []),
];

export interface TestDatabase {
  config: Partial<Record<keyof Config, string>>;
  pgSchema?: string;
  dispose(): Promise<void>;
}

/** A throwaway database: an SQLite file in a temp folder, or a fresh PostgreSQL schema. */
export async function throwawayDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'darts-test-'));
    return { config: { DATA_DIR: dir }, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const schema = `${inject('pgSchemaPrefix')}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return {
    config: { DATABASE_URL: url },
    pgSchema: schema,
    // Dropped with the run's other schemas when the run ends (test/globalSetup.ts).
    dispose: async () => undefined,
  };
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  ctx: AppContext;
  /** A client with its own cookie jar (a separate browser). */
  client(): ApiClient;
  /** A client signed in as a new account holding exactly `flags` ('all' for every flag). */
  signedIn(flags: AccessFlag[] | 'all', overrides?: { name?: string; email?: string }): Promise<ApiClient>;
  close(): Promise<void>;
}

let accountCounter = 0;

/** An id no stored document has: the 404 case of the endpoint tests. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The password of every account `signedIn` creates. */
export const TEST_PASSWORD = 'correct horse battery';

/** Starts the real app on a random port over a throwaway database, reached over real HTTP. */
export async function startServer(
  dialect: Dialect,
  options: {
    config?: Partial<Record<keyof Config, string>>;
    now?: () => Date;
    /** Adds routes before the server starts listening (e.g. one that throws). */
    extend?: (app: FastifyInstance) => void;
    livePingMs?: number;
    liveLimits?: Partial<LiveLimits>;
    /** Where the app's log lines go (with a LOG_LEVEL in config). */
    logStream?: { write(line: string): void };
    /** Told of every route the app registers. */
    onRoute?: AppOptions['onRoute'];
    /** Share another server's database (a second instance); it is then not disposed by this one. */
    sharedDatabase?: TestDatabase;
    /** Listen on this port (an instance restarted behind a proxy); any free one by default. */
    port?: number;
  } = {},
): Promise<TestServer & { database: TestDatabase }> {
  const database = options.sharedDatabase ?? (await throwawayDatabase(dialect));
  const config = testConfig({ ...database.config, WEB_DIST: '/nonexistent', ...options.config });
  const ctx = await createContext(config, {
    ...(database.pgSchema ? { pgSchema: database.pgSchema } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.livePingMs ? { livePingMs: options.livePingMs } : {}),
    ...(options.liveLimits ? { liveLimits: options.liveLimits } : {}),
  });
  const app = await buildApp(ctx, {
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  options.extend?.(app);
  const address = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const server: TestServer & { database: TestDatabase } = {
    database,
    url: address,
    app,
    ctx,
    client: () => new ApiClient(address),
    async signedIn(flags, overrides = {}) {
      accountCounter += 1;
      const email = overrides.email ?? `user${accountCounter}-${randomBytes(3).toString('hex')}@test.example`;
      const password = TEST_PASSWORD;
      const access =
        flags === 'all' ? fullAccess() : normaliseAccess(Object.fromEntries(flags.map((f) => [f, true])));
      const { user } = await ensureUser(ctx, {
        email,
        password,
        name: overrides.name ?? `Tester ${accountCounter}`,
        access,
      });
      // A session made directly, as sign-in would: keeps the per-address sign-in rate limit out of the way.
      const { token } = await ctx.sessions.create(user.id, 'test', ctx.now());
      const client = new ApiClient(address);
      client.cookie = `${SESSION_COOKIE}=${token}`;
      client.email = email;
      return client;
    },
    async close() {
      await app.close();
      if (!options.sharedDatabase) await database.dispose();
    },
  };
  return server;
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** A minimal HTTP client like a browser tab: keeps the session cookie, sends the X-UI-Url header. */
export class ApiClient {
  cookie: string | null = null;
  email: string | null = null;

  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  get<T = any>(path: string, headers: Record<string, string> = {}) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = any>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = any>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('PUT', path, body, headers);
  }
  patch<T = any>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.request<T>('PATCH', path, body, headers);
  }
  delete<T = any>(path: string, headers: Record<string, string> = {}) {
    return this.request<T>('DELETE', path, undefined, headers);
  }

  async request<T>(
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<ApiResponse<T>> {
    const init: RequestInit = {
      method,
      redirect: 'manual',
      headers: {
        'x-ui-url': `${this.baseUrl}/test`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    };
    const response = await fetch(`${this.baseUrl}${path}`, init);
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      this.cookie = /=$/.test(pair) || /Expires=Thu, 01 Jan 1970/i.test(setCookie) ? null : pair;
    }
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T };
  }
}

/** Asserts the envelope shape of a failure and returns its errors. */
export function envelopeErrors(body: any): string[] {
  for (const key of ['success', 'errors', 'warnings', 'messages', 'result']) {
    if (!(key in body)) throw new Error(`envelope field ${key} missing in ${JSON.stringify(body)}`);
  }
  return body.errors as string[];
}
