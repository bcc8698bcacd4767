import { describe, expect, it } from 'vitest';
import { buildDivision, buildSeason } from '#web/test/builders';
import { divisionMenuItems, isDivisionActive } from './divisionMenu';

describe('divisionMenuItems', () => {
  const a = buildDivision({ name: 'Alpha' });
  const b = buildDivision({ name: 'beta' });
  const c = buildDivision({ name: 'Gamma' });

  it('lists the divisions of current seasons, once each, sorted by name', () => {
    const items = divisionMenuItems(
      [buildSeason({ name: 'S1', divisions: [c, a] }), buildSeason({ name: 'S2', divisions: [a, b] })],
      [a, b, c, buildDivision({ name: 'Unused' })],
    );
    expect(items.map((i) => [i.name, i.href])).toEqual([
      ['Alpha', '/division/Alpha'],
      ['beta', '/teams/S2/?division=beta'],
      ['Gamma', '/teams/S1/?division=Gamma'],
    ]);
  });

  it('lists every division when no current season has divisions', () => {
    const items = divisionMenuItems(
      [buildSeason({ isCurrent: true, divisions: [] }), buildSeason({ isCurrent: false, divisions: [a] })],
      [c, a, buildDivision({ name: 'Deleted', deleted: '2025-01-01' })],
    );
    expect(items.map((i) => [i.name, i.href])).toEqual([
      ['Alpha', '/division/Alpha'],
      ['Gamma', '/division/Gamma'],
    ]);
  });

  it('encodes names in links', () => {
    const d = buildDivision({ name: 'A & B/C' });
    expect(divisionMenuItems([buildSeason({ name: '2025/26', divisions: [d] })], [])[0]?.href).toBe(
      '/teams/2025%2F26/?division=A%20%26%20B%2FC',
    );
  });
});

describe('isDivisionActive', () => {
  it('matches the division page or a division query, case-insensitively', () => {
    expect(isDivisionActive({ name: 'Premier' }, '/division/premier/fixtures', '')).toBe(true);
    expect(isDivisionActive({ name: 'Division One' }, '/division/Division%20One', '')).toBe(true);
    expect(isDivisionActive({ name: 'Premier' }, '/teams/2025/', '?division=Premier')).toBe(true);
    expect(isDivisionActive({ name: 'Premier' }, '/division/Premiership', '')).toBe(false);
  });
});
