import { describe, expect, it } from 'vitest';
import { localToUtc, wallClock } from './localTime';

/* A league's local times, on the zone's clock summer and winter. */

const iso = (d: Date) => d.toISOString();

describe('localToUtc', () => {
  it('reads London winter times as GMT and summer times as BST', () => {
    expect(iso(localToUtc('2026-01-14', '20:00', 'Europe/London'))).toBe('2026-01-14T20:00:00.000Z');
    expect(iso(localToUtc('2026-06-10T00:00:00', '19:30', 'Europe/London'))).toBe('2026-06-10T18:30:00.000Z');
  });

  it('moves a skipped time later and takes the later of a repeated one', () => {
    // 29 March 2026: 01:00 GMT becomes 02:00 BST; 01:30 does not happen.
    expect(iso(localToUtc('2026-03-29', '01:30', 'Europe/London'))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(localToUtc('2026-03-29', '02:00', 'Europe/London'))).toBe('2026-03-29T01:00:00.000Z');
    // 25 October 2026: 02:00 BST becomes 01:00 GMT; 01:30 happens twice.
    expect(iso(localToUtc('2026-10-25', '01:30', 'Europe/London'))).toBe('2026-10-25T01:30:00.000Z');
    expect(iso(localToUtc('2026-10-25', '00:30', 'Europe/London'))).toBe('2026-10-24T23:30:00.000Z');
  });

  it('works for any zone', () => {
    expect(iso(localToUtc('2026-06-10', '20:00', 'UTC'))).toBe('2026-06-10T20:00:00.000Z');
    expect(iso(localToUtc('2026-06-10', '20:00', 'Europe/Dublin'))).toBe('2026-06-10T19:00:00.000Z');
    expect(iso(localToUtc('2026-06-10', '20:00', 'Pacific/Auckland'))).toBe('2026-06-10T08:00:00.000Z');
  });
});

describe('wallClock', () => {
  it('gives the local date and hour of an instant', () => {
    expect(wallClock(new Date('2026-06-12T23:30:00Z'), 'Europe/London')).toEqual({
      date: '2026-06-13',
      hour: 0,
      minute: 30,
    });
    expect(wallClock(new Date('2026-01-16T09:05:00Z'), 'Europe/London')).toEqual({
      date: '2026-01-16',
      hour: 9,
      minute: 5,
    });
  });
});
