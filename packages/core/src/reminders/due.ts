import { localToUtc, wallClock } from '../league/localTime';

/*
 * Email reminders (issue 29, decision 060): which are due now. Captains a day before a fixture; a
 * captain whose card is unsaved, or whose submission disagrees with the other side's, a set time
 * after the fixture; the secretaries a daily digest of cards waiting to be merged. Pure: the
 * server passes the league's state, the time and the league's time zone, and keeps a row per
 * reminder so none goes twice. A fixture's start and the digest's hour are the league's local
 * times (British Summer Time in summer), as in the calendar feed.
 */

export const REMINDER_KINDS = ['fixture', 'unsaved', 'digest', 'webhookPaused'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_NAMES: Record<ReminderKind, string> = {
  fixture: 'reminders a day before a fixture',
  unsaved: 'reminders of a scorecard not saved, or not agreeing with the other side’s',
  digest: 'the daily digest of scorecards waiting to be merged',
  webhookPaused: 'mails telling that a webhook was paused',
};

/** What a reminder reads of a fixture. */
export interface ReminderFixture {
  id: string;
  /** `YYYY-MM-DD`. */
  date: string;
  address: string;
  postponed: boolean;
  /** Each side, with its captains who have an address (of the fixture's season). */
  home: { id: string; name: string; captains: readonly Person[] };
  away: { id: string; name: string; captains: readonly Person[] };
  /** The card is complete: nothing to remind. */
  complete: boolean;
  /** Each side's captain has submitted a card. */
  submitted: { home: boolean; away: boolean };
  /** Both submitted and they differ. */
  disagree: boolean;
}

export interface Person {
  name: string;
  email: string;
}

export interface ReminderState {
  fixtures: readonly ReminderFixture[];
  /** Who gets the digest (those who merge cards). */
  secretaries: readonly Person[];
  now: Date;
  /** The league's time zone (`Europe/London`): the start time and digest hour are on its clock. */
  timeZone: string;
  /** `HH:MM` (local) a fixture starts, and how long it lasts. */
  startTime: string;
  durationHours: number;
  /** Hours after a fixture's end to remind of an unsaved card. */
  unsavedAfterHours: number;
  /** The local hour the digest goes from. */
  digestHour: number;
}

export interface DueReminder {
  kind: ReminderKind;
  /** One reminder per key, ever. */
  key: string;
  to: Person;
  subject: string;
  text: string;
}

const HOUR = 3_600_000;
/** An unsaved card is reminded of within a week of the fixture, not for ever. */
const UNSAVED_WITHIN_MS = 7 * 24 * HOUR;

function startOf(f: ReminderFixture, s: ReminderState): number {
  return localToUtc(f.date, s.startTime, s.timeZone).getTime();
}

const title = (f: ReminderFixture) => `${f.home.name} v ${f.away.name}`;

function fixtureReminders(s: ReminderState, f: ReminderFixture, start: number): DueReminder[] {
  const now = s.now.getTime();
  if (f.postponed || now < start - 24 * HOUR || now >= start) return [];
  return (['home', 'away'] as const).flatMap((side) =>
    f[side].captains.map((to) => ({
      kind: 'fixture' as const,
      key: `fixture:${f.id}:${to.email}`,
      to,
      subject: `Tomorrow: ${title(f)}`,
      text: `${title(f)} is on ${f.date} at ${s.startTime} at ${f.address}.`,
    })),
  );
}

function unsavedReminders(s: ReminderState, f: ReminderFixture, start: number): DueReminder[] {
  const due = start + s.durationHours * HOUR + s.unsavedAfterHours * HOUR;
  const now = s.now.getTime();
  if (f.postponed || f.complete || now < due || now >= due + UNSAVED_WITHIN_MS) return [];
  return (['home', 'away'] as const).flatMap((side) => {
    const other = side === 'home' ? f.away : f.home;
    const text = !f.submitted[side]
      ? `The scorecard of ${title(f)} (${f.date}) has not been saved by ${f[side].name} yet.`
      : f.disagree
        ? `${f[side].name}'s scorecard of ${title(f)} (${f.date}) does not agree with ${other.name}'s: please check it together.`
        : null;
    if (text === null) return [];
    return f[side].captains.map((to) => ({
      kind: 'unsaved' as const,
      key: `unsaved:${f.id}:${to.email}`,
      to,
      subject: `Scorecard to save: ${title(f)}`,
      text,
    }));
  });
}

function digest(s: ReminderState): DueReminder[] {
  const local = wallClock(s.now, s.timeZone);
  if (local.hour < s.digestHour) return [];
  const waiting = s.fixtures.filter((f) => !f.complete && (f.submitted.home || f.submitted.away));
  if (waiting.length === 0) return [];
  const day = local.date;
  const lines = waiting.map(
    (f) => `- ${f.date} ${title(f)}: ${f.disagree ? 'the two sides disagree' : 'submitted, to merge'}`,
  );
  return s.secretaries.map((to) => ({
    kind: 'digest' as const,
    key: `digest:${day}:${to.email}`,
    to,
    subject: `${waiting.length} scorecard${waiting.length === 1 ? '' : 's'} waiting to be merged`,
    text: `Scorecards waiting to be merged:\n${lines.join('\n')}`,
  }));
}

/** Every reminder due now (those already kept are the server's to skip). */
export function dueReminders(s: ReminderState): DueReminder[] {
  return [
    ...s.fixtures.flatMap((f) => {
      const start = startOf(f, s);
      return [...fixtureReminders(s, f, start), ...unsavedReminders(s, f, start)];
    }),
    ...digest(s),
  ];
}

/**
 * The administrators' mail when a webhook is paused (decision 059): one per administrator per
 * pause (a pause is known by when its hook began failing).
 */
export function webhookPausedReminders(
  hook: { id: string; url: string; failingSince: string; lastError: string },
  administrators: readonly Person[],
): DueReminder[] {
  return administrators.map((to) => ({
    kind: 'webhookPaused' as const,
    key: `webhookPaused:${hook.id}:${hook.failingSince}:${to.email}`,
    to,
    subject: `Webhook paused: ${hook.url}`,
    text:
      `The webhook to ${hook.url} has been paused: its deliveries have failed for a day ` +
      `(since ${hook.failingSince}; last: ${hook.lastError}). Its events wait until it is resumed ` +
      `in Admin, Webhooks, which tries the failed deliveries again.`,
  }));
}
