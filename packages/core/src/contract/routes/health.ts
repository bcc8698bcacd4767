import { route } from './route';

/** Health and readiness for a load balancer or an orchestrator (packages/server/src/routes/health, decision 061). */
export const HEALTH_ROUTES = {
  /** The process is up. */
  health: route<{ status: 'ok' }>()('GET', '/healthz'),
  /** Ready for work: the database answers, migrations are done, Redis (when configured) answers; 503 with the reasons when not. */
  ready: route<{ status: 'ready' | 'not ready'; reasons: string[] }>()('GET', '/readyz'),
  /** Prometheus' text format, with `Authorization: Bearer <METRICS_TOKEN>`; 404 when no token is configured. */
  metrics: route<string>()('GET', '/metrics'),
} as const;
