import { describe, expect, it } from 'vitest';
import { addDays, dateOf, isWithin } from './dates';

describe('dates', () => {
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
});
