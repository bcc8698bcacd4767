import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServer } from '#server-test/support';
import { openMetricsPort } from './metricsPort';

/* The metrics port (decision 061): GET /metrics on a listener of its own, 404 to anything else. */
describe('the metrics port', () => {
  it('is not opened without METRICS_PORT', async () => {
    const server = await startServer('sqlite');
    try {
      expect(server.ctx.config.METRICS_HOST).toBe('127.0.0.1');
      expect(await openMetricsPort(server.ctx)).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it("answers Prometheus' text without a token, 404 elsewhere; the main port's /metrics stays off", async () => {
    const server = await startServer('sqlite', { config: { METRICS_PORT: '0' } });
    const metrics = (await openMetricsPort(server.ctx))!;
    try {
      expect(metrics.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      expect((await server.client().get('/healthz')).status).toBe(200);
      const scraped = await fetch(metrics.url);
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(scraped.headers.get('cache-control')).toBe('no-store');
      const text = await scraped.text();
      expect(text).toMatch(
        /darts_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} 1/,
      );
      expect(text).toMatch(/darts_live_sockets 0/);
      expect(text).toMatch(/darts_nodejs_eventloop_lag_p99_seconds \d/);
      // Scrapes of the metrics port are not requests to the league.
      expect(text).not.toMatch(/route="\/metrics"/);

      expect((await fetch(`${metrics.url}?name[]=darts_live_sockets`)).status).toBe(200);
      const head = await fetch(metrics.url, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe('');
      const elsewhere = new URL('/healthz', metrics.url).href;
      expect((await fetch(elsewhere)).status).toBe(404);
      expect(await (await fetch(new URL('/', metrics.url))).text()).toBe(
        'Not found: this port answers GET /metrics only\n',
      );
      expect((await fetch(metrics.url, { method: 'POST', body: 'x' })).status).toBe(404);

      // The main port: still off without METRICS_TOKEN.
      expect((await server.client().get('/metrics')).status).toBe(404);
    } finally {
      await metrics.close();
      await server.close();
    }
    await expect(fetch(metrics.url)).rejects.toThrow();
  });

  it('asks for METRICS_TOKEN there too when it is set', async () => {
    const server = await startServer('sqlite', {
      config: { METRICS_PORT: '0', METRICS_TOKEN: 'scrape-me' },
    });
    const metrics = (await openMetricsPort(server.ctx))!;
    try {
      const without = await fetch(metrics.url);
      expect(without.status).toBe(401);
      expect(without.headers.get('www-authenticate')).toBe('Bearer');
      expect(await without.text()).toBe('Metrics need the METRICS_TOKEN as a bearer token\n');
      const wrong = await fetch(metrics.url, { headers: { authorization: 'Bearer wrong-one' } });
      expect(wrong.status).toBe(401);
      const right = await fetch(metrics.url, { headers: { authorization: 'Bearer scrape-me' } });
      expect(right.status).toBe(200);
      expect(await right.text()).toMatch(/darts_http_request_duration_seconds/);
      // The main port answers with the token as before.
      const main = await server.client().get('/metrics', { authorization: 'Bearer scrape-me' });
      expect(main.status).toBe(200);
    } finally {
      await metrics.close();
      await server.close();
    }
  });

  it('names the setting when its port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    const server = await startServer('sqlite', { config: { METRICS_PORT: String(port) } });
    try {
      await expect(openMetricsPort(server.ctx)).rejects.toThrow(
        `The metrics port (METRICS_PORT ${port} on METRICS_HOST 127.0.0.1) could not be opened: listen EADDRINUSE`,
      );
    } finally {
      await server.close();
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
