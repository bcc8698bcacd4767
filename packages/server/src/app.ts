import { createServer } from 'node:http';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SESSION_COOKIE, SessionStore } from '#server/auth/sessions';
import type { Config } from '#server/config';
import type { AppContext } from '#server/context';
import { openDatabase, type Db } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrator';
import { withStartupLock } from '#server/db/startupLock';
import { notLoggedIn } from '#server/errors';
import { createRepositories } from '#server/db/repositories';
import { installCsrfCheck } from '#server/http/csrf';
import { installDocs } from '#server/http/docs';
import { answerClientError, answerFrameworkError, installErrorHandler } from '#server/http/errorHandler';
import { installRequestLog, logAnsweredEarly } from '#server/http/requestLog';
import { installSecurity } from '#server/http/security';
import { DEFAULT_WEB_DIST, installWebApp } from '#server/http/webApp';
import { DEFAULT_LIVE_LIMITS, type LiveLimits } from '#server/live/limits';
import { createLiveHub } from '#server/live/setup';
import { registerLiveSocket } from '#server/live/socket';
import { registerRoutes } from '#server/routes/index';
import { divisionDataFastPath } from '#server/routes/division/fastPath';
import { DivisionDataCache } from '#server/services/divisionCache';
import { FiguresIndexCache } from '#server/services/figuresIndex';
import { WebhookQueue } from '#server/services/webhookQueue';
import { ReminderMailer } from '#server/services/reminders';
import { Readiness } from '#server/services/health';
import { Metrics } from '#server/services/metrics';
import { recordError } from '#server/services/errors';
import { installJsonShapeCheck } from '#server/http/jsonShape';

export interface ContextOptions {
  pgSchema?: string;
  now?: () => Date;
  /** How often the live hub sends Marco and drops sockets that did not answer (default 30 s). */
  livePingMs?: number;
  /** Live sockets and subscriptions allowed per socket, address and instance (default DEFAULT_LIVE_LIMITS). */
  liveLimits?: Partial<LiveLimits>;
}

/** Opens the database, brings it to the latest migration and builds the context. */
export async function createContext(config: Config, options: ContextOptions = {}): Promise<AppContext> {
  const db: Db = openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
  });
  try {
    // Instances starting together on one database migrate one after the other.
    await withStartupLock(db, () => migrateToLatest(db));
  } catch (error) {
    await db.close();
    throw error;
  }
  const divisionCache = new DivisionDataCache(config.DIVISION_DATA_CACHE_MB * 1024 * 1024);
  const figuresIndex = new FiguresIndexCache();
  const webhookQueue = new WebhookQueue();
  // The one write hook: every repository write evicts the division data (and players' figures) it makes stale.
  const repos = createRepositories(db.kysely, (write) => {
    divisionCache.evictFor(write);
    figuresIndex.noteWrite(write);
    webhookQueue.noteWrite(write);
  });
  const now = options.now ?? (() => new Date());
  const live = createLiveHub(config, now, { ...DEFAULT_LIVE_LIMITS, ...options.liveLimits });
  await live.start(options.livePingMs ?? 30_000);
  // Evictions here reach the other instances; theirs are applied here without echoing back.
  divisionCache.onEvict((eviction) => void live.broadcastEviction(eviction));
  live.onRemoteEviction((eviction) => {
    divisionCache.apply(eviction);
    figuresIndex.invalidate();
  });
  const ctx = {
    config,
    db,
    repos,
    sessions: new SessionStore(repos),
    live,
    divisionCache,
    figuresIndex,
    webhookQueue,
    reminders: new ReminderMailer(),
    readiness: new Readiness(),
    metrics: new Metrics(),
    now,
  };
  ctx.metrics.watch({ live, divisionCache, db });
  live.onFanout = (ms) => ctx.metrics.liveFanout.observe(ms / 1000);
  webhookQueue.start(ctx);
  ctx.reminders.attach(ctx);
  return ctx;
}

/** Stops live updates, then closes the database (its statements first), so nothing is left to free at exit. */
export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.webhookQueue.stop();
  await ctx.reminders.stop();
  ctx.readiness.close();
  await ctx.live.close();
  await ctx.db.close();
}

export interface AppOptions {
  /** Where log lines go (standard output unless given; tests capture them). */
  logStream?: { write(line: string): void };
  /** Told of every route as it is registered (routes/routeMap.test.ts compares them with the route map). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the Fastify app over a context (tests build it too). Closing the app closes the database. */
export async function buildApp(ctx: AppContext, options: AppOptions = {}): Promise<FastifyInstance> {
  const fastPath = divisionDataFastPath(ctx);
  const app = Fastify({
    logger:
      ctx.config.LOG_LEVEL === 'silent'
        ? false
        : { level: ctx.config.LOG_LEVEL, ...(options.logStream ? { stream: options.logStream } : {}) },
    // installRequestLog writes one line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
    forceCloseConnections: 'idle',
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    return503OnClosing: true,
    // request.ip is X-Forwarded-For's client only behind a proxy TRUST_PROXY lists (docs/decisions/038).
    trustProxy: ctx.config.TRUST_PROXY ?? false,
    // Cached anonymous division data goes out before the framework (routes/division/fastPath.ts).
    serverFactory: (handler) =>
      createServer((request, response) => {
        const start = performance.now();
        if (fastPath.handle(request, response)) logAnsweredEarly(app.log, request, response, start);
        else handler(request, response);
      }),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  installRequestLog(app);
  await installSecurity(app, ctx.config);
  await app.register(cookie);
  // No permessage-deflate (ws's default, kept on purpose): a live update is framed once per
  // instance for all its spectators (live/frames.ts); compressing would cost one deflate per socket.
  await app.register(websocket, { options: { maxPayload: 1024 * 1024, perMessageDeflate: false } });
  await installDocs(app);
  installErrorHandler(app, (report) => recordError(ctx, report));
  installCsrfCheck(app, ctx.config.PUBLIC_URL);
  installJsonShapeCheck(app);

  // Every answer is counted by route pattern (not URL) and status, with its time.
  app.addHook('onResponse', async (request, reply) => {
    ctx.metrics.requests.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    reply.header('Cache-Control', 'no-store');
    const session = await ctx.sessions.resolve(request.cookies[SESSION_COOKIE], ctx.now());
    request.caller = session?.user ?? null;
  });
  // Routes marked `config: { signedIn: true }` answer 401 before their body is even read (401 → 400 → 403).
  app.addHook('preParsing', async (request) => {
    if (request.routeOptions.config.signedIn && !request.caller) throw notLoggedIn();
  });

  await registerRoutes(app, ctx);
  registerLiveSocket(app, ctx);
  await installWebApp(app, ctx.config.WEB_DIST ?? DEFAULT_WEB_DIST);

  app.addHook('onClose', () => closeContext(ctx));
  return app;
}
