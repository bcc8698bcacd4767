import { buildApp, closeContext, createContext } from '#server/app';
import type { AppContext } from '#server/context';
import { ConfigError, loadConfig, type Config } from '#server/config';
import { openMetricsPort } from '#server/http/metricsPort';
import { prepareDatabase } from '#server/startup';

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
  const lines = await prepareDatabase(ctx);

  const app = await buildApp(ctx);
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const url = config.PUBLIC_URL ?? address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  const metricsPort = await openMetricsPort(ctx);
  if (metricsPort) lines.push(`Metrics for Prometheus at ${metricsPort.url}`);
  console.log([`Darts league running at ${url} on ${ctx.db.description}`, ...lines].join('\n'));
  ctx.reminders.start(ctx, (line) => console.log(line));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received: finishing requests and closing`);
    // /readyz answers 503 from now on, so a load balancer sends new work elsewhere.
    ctx.readiness.closing = true;
    ctx.live.goAway();
    const timer = setTimeout(() => {
      console.error('Shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await Promise.all([app.close(), metricsPort?.close()]);
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
