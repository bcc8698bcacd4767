import { describe, expect, it } from 'vitest';
import { dueReminders, type ReminderFixture, type ReminderState } from './due';

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
});
