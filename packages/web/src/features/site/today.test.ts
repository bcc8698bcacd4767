import { describe, expect, it } from 'vitest';
import { today } from './today';

describe("today's date for the league", () => {
  it('is the date on the visitor’s calendar, late in the evening too', () => {
    expect(today(new Date(2025, 0, 4, 23, 59))).toBe('2025-01-04');
    expect(today(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });
});
