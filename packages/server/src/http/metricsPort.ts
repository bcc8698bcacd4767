import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '#server/context';

/*
 * The metrics port (issue 30 item 2, decision 061): with METRICS_PORT set, a second listener on
 * METRICS_HOST (127.0.0.1 unless chosen otherwise) answers GET /metrics with the same registry as
 * the main port's /metrics, and 404 to anything else. No token is asked there unless
 * METRICS_TOKEN is set too. Plain node:http: no sessions, security headers or request metrics.
 */

/** The request's bearer token matches the configured one (compared in constant time). */
export function metricsTokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export interface MetricsPort {
  /** Where Prometheus scrapes, e.g. http://127.0.0.1:9464/metrics. */
  url: string;
  /** Stops listening and closes its connections (Prometheus keeps one open between scrapes). */
  close(): Promise<void>;
}

/** Opens the metrics port when METRICS_PORT is set; undefined when it is not. */
export async function openMetricsPort(ctx: AppContext): Promise<MetricsPort | undefined> {
  const { METRICS_PORT: port, METRICS_HOST: host } = ctx.config;
  if (port === undefined) return undefined;
  const server = createServer((request, response) => {
    answer(ctx, request, response).catch((error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      if (!response.headersSent) plain(response, 500, 'The metrics could not be read');
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    const refused = (error: Error) =>
      reject(
        new Error(
          `The metrics port (METRICS_PORT ${port} on METRICS_HOST ${host}) could not be opened: ${error.message}`,
        ),
      );
    server.once('error', refused);
    server.listen(port, host, () => {
      server.off('error', refused);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shown}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function answer(ctx: AppContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://metrics').pathname;
  if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
    plain(response, 404, 'Not found: this port answers GET /metrics only');
    return;
  }
  const token = ctx.config.METRICS_TOKEN;
  if (token && !metricsTokenMatches(request.headers.authorization, token)) {
    response.setHeader('WWW-Authenticate', 'Bearer');
    plain(response, 401, 'Metrics need the METRICS_TOKEN as a bearer token');
    return;
  }
  const { registry } = ctx.metrics;
  const text = await registry.metrics();
  response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : text);
}

function plain(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(`${text}\n`);
}
