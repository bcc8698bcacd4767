import { describe, expect, it } from 'vitest';
import { currentSeason, seasonsRunningOn } from './currentSeason';

const season = (name: string, startDate: string, endDate: string, deleted: string | null = null) => ({
  name,
  startDate,
  endDate,
  deleted,
});
const autumn = season('Autumn', '2025-09-01', '2025-12-31');
const winter = season('Winter', '2025-11-01', '2026-03-31T00:00:00');
const spring = season('Spring', '2026-04-01', '2026-06-30');
const gone = season('Gone', '2025-01-01', '2027-01-01', '2025-02-01T00:00:00Z');
const all = [autumn, winter, spring, gone];

describe('currentSeason', () => {
  it('is the season running today, the latest end date winning, never a deleted one', () => {
    expect(currentSeason(all, '2025-12-01')?.name).toBe('Winter');
    expect(currentSeason(all, '2025-10-01')?.name).toBe('Autumn');
    expect(seasonsRunningOn(all, '2025-12-01').map((s) => s.name)).toEqual(['Winter', 'Autumn']);
  });

  it('between seasons is the latest that has started, before any the first to come', () => {
    expect(currentSeason(all, '2026-08-01')?.name).toBe('Spring');
    expect(currentSeason(all, '2024-01-01')?.name).toBe('Autumn');
    expect(currentSeason([gone], '2025-06-01')).toBeNull();
  });
});
