import type { CreateWebhookRequest, CreatedWebhook, Delivery, Webhook } from '../webhook';
import type { Envelope } from '../envelope';
import { route } from './route';

/** Webhooks (packages/server/src/routes/webhook, decision 059): manageAccess. */
export const WEBHOOK_MANAGE_ROUTES = {
  list: route<Webhook[]>()('GET', '/api/Webhook'),
  /** A new hook: its secret is in this answer only. */
  create: route<Envelope<CreatedWebhook>, CreateWebhookRequest>()('POST', '/api/Webhook'),
  remove: route<Envelope<null>>()('DELETE', '/api/Webhook/:id'),
  /** Sends a paused hook's deliveries again. */
  resume: route<Envelope<Webhook>>()('POST', '/api/Webhook/:id/Resume'),
  /** The hook's latest deliveries with the receiver's answers, newest first. */
  deliveries: route<Delivery[]>()('GET', '/api/Webhook/:id/Deliveries'),
} as const;
