import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, dateOf, formatDate, isWithin } from './dates';

describe('dates', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each([
    ['2024-03-01', -1, '2024-02-29'],
    ['2023-12-31', 1, '2024-01-01'],
    ['2024-01-10T00:00:00', 7, '2024-01-17'],
    ['2024-01-10', 0, '2024-01-10'],
  ])('%s + %i days = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('compares dates only', () => {
    expect(dateOf('2024-01-10T19:30:00Z')).toBe('2024-01-10');
    expect(isWithin('2024-06-30T20:00:00', '2024-01-01', '2024-06-30')).toBe(true);
    expect(isWithin('2023-12-31', '2024-01-01', '2024-06-30')).toBe(false);
  });

  it('shows a calendar date with its weekday, e.g. Tue 24 Nov 2026', () => {
    expect(formatDate('2026-11-24')).toBe('Tue 24 Nov 2026');
    expect(formatDate('2025-01-04')).toBe('Sat 4 Jan 2025');
    expect(formatDate('2024-02-29T00:00:00')).toBe('Thu 29 Feb 2024');
  });

  it('shows the date part as written, whatever the time of day or the time zone', () => {
    for (const tz of ['Pacific/Kiritimati', 'America/Los_Angeles', 'UTC']) {
      vi.stubEnv('TZ', tz);
      expect(formatDate('2026-11-24T23:30:00Z')).toBe('Tue 24 Nov 2026');
      expect(formatDate('2026-01-01')).toBe('Thu 1 Jan 2026');
    }
  });

  it('shows the date without the weekday, or with the day padded, for messages', () => {
    expect(formatDate('2024-03-05', { weekday: false })).toBe('5 Mar 2024');
    expect(formatDate('2024-03-05', { weekday: false, padDay: true })).toBe('05 Mar 2024');
  });

  it('shows what it cannot read as it is', () => {
    for (const value of ['', 'soon', '2024-02-30', '2024-13-01']) expect(formatDate(value)).toBe(value);
  });
});
