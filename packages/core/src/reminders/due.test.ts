import { describe, expect, it } from 'vitest';
import { dueReminders, webhookPausedReminders, type ReminderFixture, type ReminderState } from './due';

/* Which reminder mails are due, hour by hour around a fixture. */

const fixture = (over: Partial<ReminderFixture> = {}): ReminderFixture => ({
  id: 'f1',
  date: '2026-11-23',
  address: 'The Crown',
  postponed: false,
  home: { id: 'h', name: 'Hosts', captains: [{ name: 'Hal', email: 'hal@x' }] },
  away: { id: 'g', name: 'Guests', captains: [{ name: 'Gus', email: 'gus@x' }] },
  complete: false,
  submitted: { home: false, away: false },
  disagree: false,
  ...over,
});
const state = (
  now: string,
  fixtures: ReminderFixture[],
  over: Partial<ReminderState> = {},
): ReminderState => ({
  fixtures,
  secretaries: [{ name: 'Sam', email: 'sam@x' }],
  now: new Date(now),
  timeZone: 'Europe/London',
  startTime: '20:00',
  durationHours: 3,
  unsavedAfterHours: 12,
  digestHour: 9,
  ...over,
});
const keys = (s: ReminderState, kind?: string) =>
  dueReminders(s)
    .filter((r) => kind === undefined || r.kind === kind)
    .map((r) => r.key);

describe('reminders due', () => {
  it('tells both captains in the 24 hours before the start, and not before or after', () => {
    expect(keys(state('2026-11-22T19:59:00Z', [fixture()]))).toEqual([]);
    expect(keys(state('2026-11-22T20:00:00Z', [fixture()]))).toEqual([
      'fixture:f1:hal@x',
      'fixture:f1:gus@x',
    ]);
    expect(keys(state('2026-11-23T20:00:00Z', [fixture()]))).toEqual([]);
    expect(keys(state('2026-11-22T21:00:00Z', [fixture({ postponed: true })]))).toEqual([]);
  });

  it('tells a side that has not saved, or disagrees, 12 hours after the end, for a week', () => {
    const ended = '2026-11-24T11:00:00Z';
    expect(keys(state('2026-11-24T10:59:00Z', [fixture()]))).toEqual([]);
    expect(keys(state(ended, [fixture({ submitted: { home: true, away: false } })]), 'unsaved')).toEqual([
      'unsaved:f1:gus@x',
    ]);
    const disagreeing = fixture({ submitted: { home: true, away: true }, disagree: true });
    expect(
      dueReminders(state(ended, [disagreeing]))
        .filter((r) => r.kind === 'unsaved')
        .map((r) => r.text),
    ).toEqual([
      "Hosts's scorecard of Hosts v Guests (2026-11-23) does not agree with Guests's: please check it together.",
      "Guests's scorecard of Hosts v Guests (2026-11-23) does not agree with Hosts's: please check it together.",
    ]);
    expect(keys(state(ended, [fixture({ complete: true })]))).toEqual([]);
    expect(keys(state('2026-12-01T11:00:00Z', [fixture()]))).toEqual([]);
  });

  it('sends the secretaries one digest a day from the digest hour while cards wait to be merged', () => {
    const waiting = fixture({ submitted: { home: true, away: false } });
    expect(keys(state('2026-11-25T08:59:00Z', [waiting]), 'digest')).toEqual([]);
    const [digest] = dueReminders(state('2026-11-25T09:00:00Z', [waiting])).filter(
      (r) => r.kind === 'digest',
    );
    expect(digest).toMatchObject({
      key: 'digest:2026-11-25:sam@x',
      subject: '1 scorecard waiting to be merged',
    });
    expect(digest!.text).toContain('- 2026-11-23 Hosts v Guests: submitted, to merge');
    expect(keys(state('2026-11-25T09:00:00Z', [fixture()]), 'digest')).toEqual([]);
  });

  it('reads the start of a summer fixture on British Summer Time: 20:00 is 19:00 UTC', () => {
    const summer = fixture({ date: '2026-06-10' });
    expect(keys(state('2026-06-09T18:59:00Z', [summer]), 'fixture')).toEqual([]);
    expect(keys(state('2026-06-09T19:00:00Z', [summer]), 'fixture')).toEqual([
      'fixture:f1:hal@x',
      'fixture:f1:gus@x',
    ]);
    // Started at 19:00 UTC: read as UTC it would still have been "tomorrow" here.
    expect(keys(state('2026-06-10T19:30:00Z', [summer]), 'fixture')).toEqual([]);
    const [mail] = dueReminders(state('2026-06-09T19:00:00Z', [summer]));
    expect(mail!.text).toBe('Hosts v Guests is on 2026-06-10 at 20:00 at The Crown.');
    // Ends 23:00 BST (22:00 UTC); 12 hours later is 10:00 UTC.
    expect(keys(state('2026-06-11T09:59:00Z', [summer]), 'unsaved')).toEqual([]);
    expect(keys(state('2026-06-11T10:00:00Z', [summer]), 'unsaved')).toEqual([
      'unsaved:f1:hal@x',
      'unsaved:f1:gus@x',
    ]);
  });

  it('reads the start of a winter fixture on Greenwich Mean Time: 20:00 is 20:00 UTC', () => {
    const winter = fixture({ date: '2026-01-14' });
    expect(keys(state('2026-01-13T19:59:00Z', [winter]), 'fixture')).toEqual([]);
    expect(keys(state('2026-01-13T20:00:00Z', [winter]), 'fixture')).toHaveLength(2);
    expect(keys(state('2026-01-14T19:59:00Z', [winter]), 'fixture')).toHaveLength(2);
    expect(keys(state('2026-01-14T20:00:00Z', [winter]), 'fixture')).toEqual([]);
    // Either side of the clocks going back (25 October 2026): the day before is still summer time.
    expect(keys(state('2026-10-23T19:00:00Z', [fixture({ date: '2026-10-24' })]), 'fixture')).toHaveLength(2);
    expect(keys(state('2026-10-25T19:00:00Z', [fixture({ date: '2026-10-26' })]), 'fixture')).toEqual([]);
  });

  it('sends the digest from the local hour: 09:00 BST is 08:00 UTC in summer, on the local day', () => {
    const waiting = fixture({ date: '2026-06-10', submitted: { home: true, away: false } });
    expect(keys(state('2026-06-12T07:59:00Z', [waiting]), 'digest')).toEqual([]);
    expect(keys(state('2026-06-12T08:00:00Z', [waiting]), 'digest')).toEqual(['digest:2026-06-12:sam@x']);
    // 00:30 BST on the 13th is still the 12th in UTC: the digest is the 13th's.
    expect(keys(state('2026-06-12T23:30:00Z', [waiting], { digestHour: 0 }), 'digest')).toEqual([
      'digest:2026-06-13:sam@x',
    ]);
    // In winter 09:00 is 09:00 UTC.
    const winter = fixture({ date: '2026-01-14', submitted: { home: true, away: false } });
    expect(keys(state('2026-01-16T08:59:00Z', [winter]), 'digest')).toEqual([]);
    expect(keys(state('2026-01-16T09:00:00Z', [winter]), 'digest')).toEqual(['digest:2026-01-16:sam@x']);
  });
});

describe('webhook paused mails', () => {
  it('tell each administrator once per pause, keyed by when the hook began failing', () => {
    const hook = {
      id: 'h1',
      url: 'https://club.example/hook',
      failingSince: '2026-11-22T12:00:00.000Z',
      lastError: 'answered 500',
    };
    const mails = webhookPausedReminders(hook, [
      { name: 'Ada', email: 'ada@x' },
      { name: 'Bo', email: 'bo@x' },
    ]);
    expect(mails.map((m) => [m.kind, m.key, m.subject])).toEqual([
      [
        'webhookPaused',
        'webhookPaused:h1:2026-11-22T12:00:00.000Z:ada@x',
        'Webhook paused: https://club.example/hook',
      ],
      [
        'webhookPaused',
        'webhookPaused:h1:2026-11-22T12:00:00.000Z:bo@x',
        'Webhook paused: https://club.example/hook',
      ],
    ]);
    expect(mails[0]!.text).toContain('last: answered 500');
    expect(mails[0]!.text).toContain('Admin, Webhooks');
  });
});
