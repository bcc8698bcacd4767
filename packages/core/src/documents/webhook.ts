import { z } from 'zod';
import { WEBHOOK_EVENTS } from '../webhooks/events';
import { id, instant, nullableText, text } from './fields';

/*
 * A webhook (decision 059): where the league's events are sent, signed with its secret; and each
 * delivery, retried for a day. Like API keys, the instance's and left out of the export.
 */
export const webhookDocSchema = z.object({
  url: text,
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /** The HMAC key: shown when the hook is made; kept, as signing needs it. */
  secret: text,
  /** The administrator let it reach a private or local address. */
  allowPrivate: z.boolean(),
  paused: z.boolean(),
  /** When its deliveries started failing with none delivered since; null when all is well. */
  failingSince: instant.nullable(),
});
export type WebhookDoc = z.infer<typeof webhookDocSchema>;

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const deliveryDocSchema = z.object({
  hookId: id,
  event: z.enum(WEBHOOK_EVENTS),
  /** The body sent, as it is signed. */
  body: text,
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int().min(0),
  firstTried: instant.nullable(),
  /** When it is due (pending), else when it ended. */
  due: instant,
  /** The receiver's last answer: its status, or why there was none. */
  lastStatus: z.number().int().nullable(),
  lastError: nullableText,
});
export type DeliveryDoc = z.infer<typeof deliveryDocSchema>;
