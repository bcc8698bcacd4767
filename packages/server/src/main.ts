import { fullAccess } from '@darts/core/contract/access';
import { buildApp, closeContext, createContext } from './app';
import type { AppContext } from './context';
import { ConfigError, loadConfig, type Config } from './config';
import { ensureUser } from './services/accounts';
import { DEMO_ADMIN, DEMO_CAPTAIN_PASSWORD } from './seed/demoData';
import { isEmpty, seedDemo } from './seed/demo';

/** Open until shutdown; a start that fails after opening it still closes it, in order, before exiting. */
let opened: AppContext | undefined;

/** Reads the configuration, migrates, seeds on an empty database, listens, and shuts down cleanly. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }

  const ctx = await createContext(config);
  opened = ctx;
  const lines: string[] = [];
  if (config.SEED === 'demo' && (await isEmpty(ctx))) {
    const demo = await seedDemo(ctx);
    lines.push(`Seeded the demo league. Demo administrator: ${demo.admin.email} / ${demo.admin.password}`);
    const captains = demo.captains.map((c) => `${c.email} (${c.team})`).join(', ');
    lines.push(
      `Demo team captains (they enter their team's results): ${captains} / ${DEMO_CAPTAIN_PASSWORD}`,
    );
  } else if (config.SEED === 'demo') {
    lines.push(
      `Demo administrator (if this database was seeded with the demo): ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
    );
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const { created } = await ensureUser(ctx, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
      name: config.ADMIN_NAME,
      access: fullAccess(),
    });
    lines.push(
      `Administrator ${config.ADMIN_EMAIL} ${created ? 'created' : 'updated'} with every access flag.`,
    );
  }

  const app = await buildApp(ctx);
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const url = config.PUBLIC_URL ?? address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  console.log([`Darts league running at ${url} on ${ctx.db.description}`, ...lines].join('\n'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: finishing requests and closing`);
    const timer = setTimeout(() => {
      console.error('Shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  if (opened) await closeContext(opened).catch(() => undefined);
  process.exit(1);
});
