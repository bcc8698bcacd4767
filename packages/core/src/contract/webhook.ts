import { z } from 'zod';
import { WEBHOOK_EVENTS } from '../webhooks/events';
import { flag } from './fields';

/* Webhooks (decision 059): GET, POST /api/Webhook; DELETE /api/Webhook/{id}; POST /api/Webhook/{id}/Resume; GET /api/Webhook/{id}/Deliveries. */

export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook not found',
  privateAddress: (host: string) =>
    `${host} is a private or local address: tick "Allow a private address" to send there`,
  unresolved: (host: string) => `${host} could not be found`,
} as const;

/** Headers of every delivery. */
export const WEBHOOK_HEADERS = {
  signature: 'x-darts-signature',
  event: 'x-darts-event',
  delivery: 'x-darts-delivery',
} as const;

export const createWebhookRequestSchema = z.object({
  url: z
    .string({ error: 'must be an address starting http:// or https://' })
    .trim()
    .max(2000, { error: 'must be at most 2000 characters' })
    .regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, {
      error: 'must be an address starting http:// or https://',
    }),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: `must be among ${WEBHOOK_EVENTS.join(', ')}` }))
    .min(1, { error: 'Choose at least one event' }),
  allowPrivate: flag(false),
});
export type CreateWebhookRequest = z.infer<typeof createWebhookRequestSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  allowPrivate: z.boolean(),
  paused: z.boolean(),
  failingSince: z.string().nullable(),
  created: z.string(),
  author: z.string().nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const deliverySchema = z.object({
  id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  created: z.string(),
  due: z.string(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;
