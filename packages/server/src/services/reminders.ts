import { createHash, randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import { FEATURE_IDS, featureValue } from '@darts/core/feature/flags';
import { fillPath } from '@darts/core/contract/routes/route';
import { REMINDER_ROUTES } from '@darts/core/contract/routes/reminder';
import {
  CALENDAR_TIME_ZONE,
  DEFAULT_FIXTURE_HOURS,
  DEFAULT_FIXTURE_START,
  fixtureTimes,
} from '@darts/core/league/calendar';
import { cardState } from '@darts/core/league/matchResult';
import { dueReminders, REMINDER_NAMES, type DueReminder, type Person } from '@darts/core/reminders/due';
import { fixtureSubmissionDifferences } from '@darts/core/scorecard/submissions';
import { retryDelayMs } from '@darts/core/webhooks/retry';
import type { AppContext } from '#server/context';
import type { FixtureDoc, ReminderDoc, TeamDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { notFound, notPermitted } from '#server/errors';
import { recordError } from './errors';
import { listFeatures } from './features';

/*
 * Email reminders (issue 29, decision 060). Every minute (from main.ts; tests call `settle`), the
 * reminders due now (core reminders/due.ts) are kept as rows, one per reminder ever, then sent
 * through SMTP_URL: a mail server that is down leaves them pending and they are tried again
 * (10 s, 30 s, 1 min, ... hourly), never dropped. With no SMTP_URL they are only logged. Each mail
 * has a link that turns its kind off for its address; the page it opens can turn it back on.
 * Fixture times and the digest hour are the league's local time (core's CALENDAR_TIME_ZONE, as
 * the calendar feed reads them). Other mails (a webhook paused) are handed in through `tell`.
 */

const MINUTE = 60_000;
/** Fixtures looked at: a week back (unsaved cards) and two days ahead (tomorrow's). */
const WINDOW_DAYS = { back: 9, ahead: 2 };

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');
const rowId = (key: string) => `rem-${hashOf(key).slice(0, 40)}`;
const offId = (kind: string, email: string) => `off-${hashOf(`${kind}:${email.toLowerCase()}`).slice(0, 40)}`;

function captainsOf(team: Stored<TeamDoc> | undefined, seasonId: string): Person[] {
  return (team?.doc.seasons ?? [])
    .filter((ts) => ts.seasonId === seasonId && !ts.deleted)
    .flatMap((ts) => ts.players)
    .filter((p) => p.captain && !p.deleted && p.emailAddress)
    .map((p) => ({ name: p.name, email: p.emailAddress! }));
}

async function dueNow(ctx: AppContext, now: Date): Promise<DueReminder[]> {
  const day = (offset: number) =>
    new Date(now.getTime() + offset * 24 * 60 * MINUTE).toISOString().slice(0, 10);
  const [games, teams, users, features] = await Promise.all([
    ctx.repos.games.list(),
    ctx.repos.teams.list(),
    ctx.repos.users.list(),
    listFeatures(ctx),
  ]);
  const byId = new Map(teams.map((t) => [t.id, t]));
  const inWindow = games.filter(
    (g) => g.doc.date >= day(-WINDOW_DAYS.back) && g.doc.date <= day(WINDOW_DAYS.ahead),
  );
  const times = fixtureTimes(
    featureValue(features.find((f) => f.id === FEATURE_IDS.fixtureStartTime)),
    featureValue(features.find((f) => f.id === FEATURE_IDS.fixtureDuration)),
  );
  const side = (g: Stored<FixtureDoc>, which: 'home' | 'away') => ({
    id: g.doc[which].id,
    name: g.doc[which].name,
    captains: captainsOf(byId.get(g.doc[which].id), g.doc.seasonId),
  });
  return dueReminders({
    fixtures: inWindow.map((g) => ({
      id: g.id,
      date: g.doc.date.slice(0, 10),
      address: g.doc.address,
      postponed: g.doc.postponed,
      home: side(g, 'home'),
      away: side(g, 'away'),
      complete: cardState(g.doc) === 'complete',
      submitted: { home: g.doc.homeSubmission !== null, away: g.doc.awaySubmission !== null },
      disagree:
        (fixtureSubmissionDifferences(g.doc, g.doc.homeSubmission, g.doc.awaySubmission)?.length ?? 0) > 0,
    })),
    secretaries: users
      .filter((u) => u.doc.access.manageScores === true && !u.doc.device)
      .map((u) => ({ name: u.doc.name, email: u.doc.emailAddress })),
    now,
    timeZone: CALENDAR_TIME_ZONE,
    startTime: times.fixtureStartTime ?? DEFAULT_FIXTURE_START,
    durationHours: times.fixtureDurationHours ?? DEFAULT_FIXTURE_HOURS,
    unsavedAfterHours: ctx.config.REMINDER_UNSAVED_HOURS,
    digestHour: ctx.config.REMINDER_DIGEST_HOUR,
  });
}

export class ReminderMailer {
  private ctx: AppContext | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private transport: Transporter | null = null;
  private log: (line: string) => void = () => undefined;

  /** Sends every minute; `log` hears each reminder kept when no mail server is configured. */
  start(ctx: AppContext, log: (line: string) => void): void {
    this.attach(ctx);
    this.log = log;
    this.timer = setInterval(() => void this.settle(), MINUTE);
    this.timer.unref();
  }

  attach(ctx: AppContext): void {
    this.ctx = ctx;
    this.transport = ctx.config.SMTP_URL ? nodemailer.createTransport(ctx.config.SMTP_URL) : null;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
    this.ctx = null;
  }

  /** One turn: the reminders due are kept, then what is pending is sent. */
  settle(): Promise<void> {
    if (!this.ctx) return Promise.resolve();
    const ctx = this.ctx;
    // A failed turn (the database away) is noted and tried again next minute, never thrown at the timer.
    this.running ??= this.turn(ctx)
      .catch((error: unknown) =>
        recordError(ctx, {
          source: 'Api',
          message: `Reminders could not be sent: ${error instanceof Error ? error.message : String(error)}`,
          type: 'Reminder',
          path: '/api/Reminder',
        }).then(() => undefined),
      )
      .catch(() => undefined)
      .finally(() => (this.running = null));
    return this.running;
  }

  /**
   * Mails not found by the clock (a webhook paused): each is kept once (its key's row), then sent
   * on a turn started now, not awaited (or the next minute's).
   */
  async tell(reminders: readonly DueReminder[]): Promise<void> {
    const ctx = this.ctx;
    if (!ctx || reminders.length === 0) return;
    const now = ctx.now();
    for (const reminder of reminders) await this.keep(ctx, reminder, now);
    void this.settle();
  }

  private async turn(ctx: AppContext): Promise<void> {
    const now = ctx.now();
    for (const reminder of await dueNow(ctx, now)) await this.keep(ctx, reminder, now);
    const pending = (await ctx.repos.reminders.list({ column: 'status', value: 'pending' })).filter(
      (r) => r.doc.due <= now.toISOString(),
    );
    for (const row of pending) await this.send(ctx, row, now);
  }

  /** A reminder due is kept once (its key's row), unless its person turned its kind off. */
  private async keep(ctx: AppContext, r: DueReminder, now: Date): Promise<void> {
    const id = rowId(r.key);
    if (await ctx.repos.reminders.get(id)) return;
    const off = await ctx.repos.reminders.get(offId(r.kind, r.to.email));
    if (off && !off.deleted) return;
    const doc: ReminderDoc = {
      kind: r.kind,
      key: r.key,
      email: r.to.email,
      name: r.to.name,
      subject: r.subject,
      text: r.text,
      status: 'pending',
      attempts: 0,
      due: now.toISOString(),
      lastError: null,
      offTokenHash: '',
    };
    // Another instance may keep it first: its row stands.
    await ctx.repos.reminders.insert(id, doc, { name: null, now }).catch(() => undefined);
  }

  private async send(ctx: AppContext, row: Stored<ReminderDoc>, now: Date): Promise<void> {
    const token = randomBytes(24).toString('base64url');
    const base = ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`;
    const off = `${base}${fillPath(REMINDER_ROUTES.off.path, { id: row.id })}?token=${token}`;
    const body = `Hello ${row.doc.name},\n\n${row.doc.text}\n\n--\nTo get no more ${REMINDER_NAMES[row.doc.kind]}: ${off}\n`;
    const stamp = { name: null, now };
    const kept = { ...row.doc, offTokenHash: hashOf(token), attempts: row.doc.attempts + 1 };
    if (!this.transport) {
      this.log(`reminder (no SMTP_URL set, not sent) to ${row.doc.email}: ${row.doc.subject}`);
      await ctx.repos.reminders.replace(row, { ...kept, status: 'logged', due: now.toISOString() }, stamp);
      return;
    }
    try {
      await this.transport.sendMail({
        from: ctx.config.MAIL_FROM,
        to: { name: row.doc.name, address: row.doc.email },
        subject: row.doc.subject,
        text: body,
        headers: { 'List-Unsubscribe': `<${off}>` },
      });
      await ctx.repos.reminders.replace(
        row,
        { ...kept, status: 'sent', due: now.toISOString(), lastError: null },
        stamp,
      );
    } catch (error) {
      const due = new Date(now.getTime() + retryDelayMs(kept.attempts)).toISOString();
      const lastError = error instanceof Error ? error.message : String(error);
      await ctx.repos.reminders.replace(row, { ...row.doc, attempts: kept.attempts, due, lastError }, stamp);
    }
  }
}

/** What a reminder link's page says, and the link it offers to undo it (a path on this site). */
export interface ReminderSwitch {
  message: string;
  undo: { label: string; path: string };
}

/** The reminder a mail's link names, when its token is the mail's. */
async function linkedReminder(ctx: AppContext, id: string, token: string): Promise<Stored<ReminderDoc>> {
  const row = await ctx.repos.reminders.get(id);
  if (!row || row.doc.status === 'off') throw notFound('This reminder was not found');
  if (!row.doc.offTokenHash || hashOf(token) !== row.doc.offTokenHash)
    throw notPermitted('This link is not valid: use the one in the mail');
  return row;
}

const linkTo = (path: string, id: string, token: string) =>
  `${fillPath(path, { id })}?token=${encodeURIComponent(token)}`;

/** GET /api/Reminder/Off/{id}: the mail's link turns its kind off for its address. */
export async function turnReminderOff(ctx: AppContext, id: string, token: string): Promise<ReminderSwitch> {
  const row = await linkedReminder(ctx, id, token);
  const offRow = offId(row.doc.kind, row.doc.email);
  const now = ctx.now();
  const doc: ReminderDoc = { ...row.doc, status: 'off', due: now.toISOString(), offTokenHash: '' };
  const stamp = { name: row.doc.email, now };
  const existing = await ctx.repos.reminders.get(offRow);
  // Turned back on earlier: its row is deleted, and is written again (undeleted).
  if (!existing) await ctx.repos.reminders.insert(offRow, doc, stamp);
  else if (existing.deleted) await ctx.repos.reminders.replace(existing, doc, stamp);
  return {
    message: `You will get no more ${REMINDER_NAMES[row.doc.kind]} at ${row.doc.email}.`,
    undo: { label: 'Turn back on', path: linkTo(REMINDER_ROUTES.on.path, id, token) },
  };
}

/** GET /api/Reminder/On/{id}: the same link's token turns its kind back on for its address. */
export async function turnReminderOn(ctx: AppContext, id: string, token: string): Promise<ReminderSwitch> {
  const row = await linkedReminder(ctx, id, token);
  const existing = await ctx.repos.reminders.get(offId(row.doc.kind, row.doc.email));
  if (existing && !existing.deleted)
    await ctx.repos.reminders.softDelete(existing, { name: row.doc.email, now: ctx.now() });
  return {
    message: `You will get ${REMINDER_NAMES[row.doc.kind]} at ${row.doc.email} again.`,
    undo: { label: 'Turn off', path: linkTo(REMINDER_ROUTES.off.path, id, token) },
  };
}

/** The accounts that manage access (webhooks are theirs), with an address: told of a webhook paused. */
export async function administrators(ctx: AppContext): Promise<Person[]> {
  return (await ctx.repos.users.list())
    .filter((u) => u.doc.access.manageAccess === true && !u.doc.device && u.doc.emailAddress)
    .map((u) => ({ name: u.doc.name, email: u.doc.emailAddress }));
}
