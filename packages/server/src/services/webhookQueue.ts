import { createHmac, randomUUID } from 'node:crypto';
import { WEBHOOK_HEADERS } from '@darts/core/contract/webhook';
import { fixtureEvents, saygEvents, tournamentEvents, type FoundEvent } from '@darts/core/webhooks/events';
import { webhookPausedReminders } from '@darts/core/reminders/due';
import { nextAttempt, shouldPause } from '@darts/core/webhooks/retry';
import type { AppContext } from '#server/context';
import type { DeliveryDoc, WebhookDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import type { DocumentWrite } from '#server/db/repositories';
import { recordError } from './errors';
import { administrators } from './reminders';
import { webhookAddressProblem } from './webhookAddress';

/*
 * Webhook deliveries (decision 059). Every fixture, tournament and leg-by-leg record written is
 * compared before and after (core webhooks/events.ts); each event found becomes a delivery row per
 * hook listening, written after the save and never awaited by it, so a slow or failing receiver
 * never slows a save. A worker sends what is due every second (at once after an event), signed
 * with the hook's secret; a failure is retried with backoff for a day. Each delivery is claimed by
 * a guarded write first, so with several instances one sends it.
 */

/** How often the worker looks for due deliveries. */
const POLL_MS = 1000;
/** A receiver has this long to answer. */
const TIMEOUT_MS = 10_000;
/** How long a claimed delivery waits before another worker may take it (its sender died). */
const CLAIM_MS = 60_000;
/** Deliveries sent per turn. */
const BATCH = 20;

/** `t=<seconds>,v1=<HMAC-SHA256 of "<t>.<body>">`: the receiver checks it with the hook's secret and refuses old times. */
export function signature(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

function eventsOf(write: DocumentWrite): FoundEvent[] {
  if (!write.id) return [];
  const [a, b] = write.docs;
  const [before, after] = write.docs.length === 2 ? [a ?? null, b ?? null] : [null, a ?? null];
  switch (write.table) {
    case 'game':
      return fixtureEvents(write.id, before as never, after as never);
    case 'tournament':
      return tournamentEvents(write.id, before as never, after as never);
    case 'sayg':
      return saygEvents(write.id, before as never, after as never);
    default:
      return [];
  }
}

/** A fault of the queue itself (not a receiver's): kept in the error list for the administrator. */
async function reportFailure(ctx: AppContext, what: string, error: unknown): Promise<void> {
  await recordError(ctx, {
    source: 'Api',
    message: `Webhook deliveries could not be ${what}: ${error instanceof Error ? error.message : String(error)}`,
    type: 'Webhook',
    path: '/api/Webhook',
  }).catch(() => undefined);
}

export class WebhookQueue {
  private ctx: AppContext | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  /** Saves whose deliveries are still being written (tests and shutdown wait for them). */
  private readonly writing = new Set<Promise<void>>();

  /** Starts sending once the context exists (the repositories' write hook is made before it). */
  start(ctx: AppContext): void {
    this.ctx = ctx;
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.writing]);
    await this.running;
    this.ctx = null;
  }

  /** Hears every repository write (app.ts): events found are queued for the hooks listening. */
  noteWrite(write: DocumentWrite): void {
    if (!this.ctx || write.table === 'webhook' || write.table === 'webhook_delivery') return;
    const found = eventsOf(write);
    if (found.length === 0) return;
    const ctx = this.ctx;
    const queued = this.enqueue(ctx, found).catch((error: unknown) => reportFailure(ctx, 'queued', error));
    this.writing.add(queued);
    void queued.finally(() => this.writing.delete(queued));
  }

  private async enqueue(ctx: AppContext, found: FoundEvent[]): Promise<void> {
    const hooks = (await ctx.repos.webhooks.list()).filter((h) =>
      found.some((f) => h.doc.events.includes(f.event)),
    );
    const now = ctx.now();
    for (const hook of hooks) {
      for (const f of found.filter((e) => hook.doc.events.includes(e.event))) {
        const id = randomUUID();
        const body = JSON.stringify({ id, event: f.event, occurred: now.toISOString(), data: f.data });
        const doc: DeliveryDoc = {
          hookId: hook.id,
          event: f.event,
          body,
          status: 'pending',
          attempts: 0,
          firstTried: null,
          due: now.toISOString(),
          lastStatus: null,
          lastError: null,
        };
        await ctx.repos.deliveries.insert(id, doc, { name: null, now });
      }
    }
    if (hooks.length) this.kick();
  }

  /** Sends what is due now (again at once if asked while sending). */
  kick(): void {
    if (!this.ctx) return;
    if (this.running) {
      this.again = true;
      return;
    }
    const ctx = this.ctx;
    this.running = this.turn(ctx)
      .catch((error: unknown) => reportFailure(ctx, 'sent', error))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits until every event heard so far has been queued and every due delivery tried once. */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.writing]);
    while (this.running) await this.running;
    this.kick();
    while (this.running) await this.running;
  }

  private async turn(ctx: AppContext): Promise<void> {
    const now = ctx.now();
    const due = (await ctx.repos.deliveries.list({ column: 'status', value: 'pending' }))
      .filter((d) => d.doc.due <= now.toISOString())
      .sort((a, b) => (a.doc.due < b.doc.due ? -1 : 1))
      .slice(0, BATCH);
    if (due.length === 0) return;
    const hooks = new Map((await ctx.repos.webhooks.list()).map((h) => [h.id, h]));
    for (const delivery of due) {
      const hook = hooks.get(delivery.doc.hookId);
      if (!hook || hook.doc.paused) continue;
      const claimed = await this.claim(ctx, delivery, now);
      if (claimed) hooks.set(hook.id, await this.send(ctx, hook, claimed));
    }
  }

  /** Takes the delivery for this worker: null when another took it first. */
  private async claim(
    ctx: AppContext,
    d: Stored<DeliveryDoc>,
    now: Date,
  ): Promise<Stored<DeliveryDoc> | null> {
    const due = new Date(now.getTime() + CLAIM_MS).toISOString();
    try {
      return await ctx.repos.deliveries.replace(
        d,
        { ...d.doc, attempts: d.doc.attempts + 1, firstTried: d.doc.firstTried ?? now.toISOString(), due },
        { name: null, now },
      );
    } catch {
      return null;
    }
  }

  private async send(
    ctx: AppContext,
    hook: Stored<WebhookDoc>,
    d: Stored<DeliveryDoc>,
  ): Promise<Stored<WebhookDoc>> {
    const now = ctx.now();
    let status: number | null = null;
    let error: string | null = await webhookAddressProblem(hook.doc.url, hook.doc.allowPrivate);
    if (!error) {
      try {
        const answer = await fetch(hook.doc.url, {
          method: 'POST',
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
          headers: {
            'content-type': 'application/json',
            'user-agent': 'darts-league-webhooks/1',
            [WEBHOOK_HEADERS.signature]: signature(hook.doc.secret, d.doc.body, now),
            [WEBHOOK_HEADERS.event]: d.doc.event,
            [WEBHOOK_HEADERS.delivery]: d.id,
          },
          body: d.doc.body,
        });
        status = answer.status;
        await answer.body?.cancel();
        if (status < 200 || status > 299) error = `answered ${status}`;
      } catch (e) {
        error =
          e instanceof Error && e.name === 'TimeoutError' ? 'no answer in 10 seconds' : 'could not connect';
      }
    }
    const stamp = { name: null, now };
    if (!error) {
      await ctx.repos.deliveries.replace(
        d,
        { ...d.doc, status: 'delivered', due: now.toISOString(), lastStatus: status, lastError: null },
        stamp,
      );
      return hook.doc.failingSince
        ? ctx.repos.webhooks.replace(hook, { ...hook.doc, failingSince: null }, stamp)
        : hook;
    }
    const next = nextAttempt(d.doc.attempts, new Date(d.doc.firstTried ?? now), now);
    await ctx.repos.deliveries.replace(
      d,
      {
        ...d.doc,
        status: next ? 'pending' : 'failed',
        due: (next ?? now).toISOString(),
        lastStatus: status,
        lastError: error,
      },
      stamp,
    );
    const failingSince = hook.doc.failingSince ?? now.toISOString();
    const paused = shouldPause(failingSince, now);
    if (failingSince === hook.doc.failingSince && !paused) return hook;
    // The guarded write decides which instance paused it: that one tells, once per pause.
    const kept = await ctx.repos.webhooks.replace(hook, { ...hook.doc, failingSince, paused }, stamp);
    if (paused && !hook.doc.paused) await tellPaused(ctx, kept, error);
    return kept;
  }
}

/** A hook just paused: the error list, and a mail to each administrator (through the reminders' mailer). */
async function tellPaused(ctx: AppContext, hook: Stored<WebhookDoc>, error: string): Promise<void> {
  await recordError(ctx, {
    source: 'Api',
    message: `Webhook to ${hook.doc.url} paused: its deliveries have failed for a day (last: ${error}). Resume it in Admin, Webhooks.`,
    type: 'Webhook paused',
    path: '/api/Webhook',
  });
  const pause = { id: hook.id, url: hook.doc.url, failingSince: hook.doc.failingSince!, lastError: error };
  try {
    await ctx.reminders.tell(webhookPausedReminders(pause, await administrators(ctx)));
  } catch (e) {
    await recordError(ctx, {
      source: 'Api',
      message: `The administrators could not be mailed that the webhook to ${hook.doc.url} was paused: ${e instanceof Error ? e.message : String(e)}`,
      type: 'Webhook paused',
      path: '/api/Webhook',
    }).catch(() => undefined);
  }
}
