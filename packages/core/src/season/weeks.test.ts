import { describe, expect, it } from 'vitest';
import { MAX_SEASON_WEEKS, seasonWeeks } from './weeks';

describe("a season's weeks", () => {
  it('run every 7 days from the start to the end', () => {
    expect(seasonWeeks('2031-01-01T00:00:00', '2031-01-22')).toEqual([
      '2031-01-01',
      '2031-01-08',
      '2031-01-15',
      '2031-01-22',
    ]);
    expect(seasonWeeks('2031-01-01', '2031-01-21')).toHaveLength(3);
    expect(seasonWeeks('2031-01-08', '2031-01-01')).toEqual([]);
  });

  it('are at most two years of weeks', () => {
    expect(seasonWeeks('2031-01-01', '2099-01-01')).toHaveLength(MAX_SEASON_WEEKS);
  });
});
