import { describe, expect, it } from 'vitest';
import { compareText, rankBy, sameText } from './sorting';

describe('sorting', () => {
  it('compares text ignoring case, then exactly', () => {
    expect(['bob', 'Alice', 'alice', 'Carl'].sort(compareText)).toEqual(['Alice', 'alice', 'bob', 'Carl']);
  });

  it('matches trimmed text ignoring case', () => {
    expect(sameText(' The Bell ', 'the bell')).toBe(true);
    expect(sameText('Bell', null)).toBe(false);
  });

  it('ranks 1..n with no shared ranks', () => {
    const rows = [
      { v: 1, rank: 0 },
      { v: 3, rank: 0 },
      { v: 3, rank: 0 },
    ];
    expect(rankBy(rows, (a, b) => b.v - a.v).map((r) => [r.v, r.rank])).toEqual([
      [3, 1],
      [3, 2],
      [1, 3],
    ]);
    expect(rows[0]?.rank).toBe(0);
  });
});
