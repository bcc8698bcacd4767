import { randomBytes, randomUUID } from 'node:crypto';
import {
  WEBHOOK_MESSAGES,
  type CreateWebhookRequest,
  type CreatedWebhook,
  type Delivery,
  type Webhook,
} from '@darts/core/contract/webhook';
import type { AppContext } from '#server/context';
import type { WebhookDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { badRequest, notFound } from '#server/errors';
import type { Caller } from '#server/auth/guard';
import { stampOf } from './league';
import { webhookAddressProblem } from './webhookAddress';

/* Webhooks made, listed, resumed and removed by an administrator (decision 059). */

/** Deliveries listed for a hook. */
const LISTED = 50;

function present(stored: Stored<WebhookDoc>): Webhook {
  const { url, events, allowPrivate, paused, failingSince } = stored.doc;
  return {
    id: stored.id,
    url,
    events,
    allowPrivate,
    paused,
    failingSince,
    created: stored.created,
    author: stored.author,
  };
}

async function liveHook(ctx: AppContext, id: string): Promise<Stored<WebhookDoc>> {
  const stored = await ctx.repos.webhooks.get(id);
  if (!stored || stored.deleted) throw notFound(WEBHOOK_MESSAGES.notFound);
  return stored;
}

export async function listWebhooks(ctx: AppContext): Promise<Webhook[]> {
  return (await ctx.repos.webhooks.list()).map(present);
}

export async function createWebhook(
  ctx: AppContext,
  caller: Caller,
  request: CreateWebhookRequest,
): Promise<CreatedWebhook> {
  const problem = await webhookAddressProblem(request.url, request.allowPrivate);
  if (problem) throw badRequest(problem);
  const doc: WebhookDoc = {
    url: request.url,
    events: [...new Set(request.events)],
    secret: `whsec_${randomBytes(24).toString('base64url')}`,
    allowPrivate: request.allowPrivate,
    paused: false,
    failingSince: null,
  };
  const stored = await ctx.repos.webhooks.insert(randomUUID(), doc, stampOf(ctx, caller));
  return { ...present(stored), secret: doc.secret };
}

export async function removeWebhook(ctx: AppContext, id: string): Promise<void> {
  const stored = await liveHook(ctx, id);
  await ctx.repos.webhooks.hardDelete(id, stored.doc);
  for (const d of await ctx.repos.deliveries.list({ column: 'hook_id', value: id }))
    await ctx.repos.deliveries.hardDelete(d.id, d.doc);
}

/** A paused hook sends again: its waiting deliveries are due now. */
export async function resumeWebhook(ctx: AppContext, caller: Caller, id: string): Promise<Webhook> {
  const stored = await liveHook(ctx, id);
  const resumed = await ctx.repos.webhooks.replace(
    stored,
    { ...stored.doc, paused: false, failingSince: null },
    stampOf(ctx, caller),
  );
  const now = ctx.now();
  for (const d of await ctx.repos.deliveries.list({ column: 'hook_id', value: id })) {
    if (d.doc.status !== 'failed') continue;
    await ctx.repos.deliveries.replace(
      d,
      { ...d.doc, status: 'pending', firstTried: null, due: now.toISOString() },
      { name: null, now },
    );
  }
  ctx.webhookQueue.kick();
  return present(resumed);
}

export async function listDeliveries(ctx: AppContext, id: string): Promise<Delivery[]> {
  await liveHook(ctx, id);
  const deliveries = await ctx.repos.deliveries.list({ column: 'hook_id', value: id });
  return deliveries
    .sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : 0))
    .slice(0, LISTED)
    .map((d) => ({
      id: d.id,
      event: d.doc.event,
      status: d.doc.status,
      attempts: d.doc.attempts,
      created: d.created,
      due: d.doc.due,
      lastStatus: d.doc.lastStatus,
      lastError: d.doc.lastError,
    }));
}
