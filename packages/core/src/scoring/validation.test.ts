import { describe, expect, it } from 'vitest';
import { legsProblems } from './validation';

const leg = (home: [number, number][], away: [number, number][] | null = [], startingScore = 501) => ({
  startingScore,
  home: { throws: home.map(([score, noOfDarts]) => ({ score, noOfDarts })) },
  away: away ? { throws: away.map(([score, noOfDarts]) => ({ score, noOfDarts })) } : null,
});

describe('legsProblems', () => {
  it('accepts a normal leg with a bust and a possible checkout', () => {
    expect(
      legsProblems({
        '0': leg(
          [
            [180, 3],
            [180, 3],
            [100, 3],
            [141, 3],
          ],
          [[60, 3]],
        ),
      }),
    ).toEqual([]);
    // 180 + 180 + 100 leaves 41; 141 busts (below 0) and is fine to record.
    expect(
      legsProblems({
        '0': leg([
          [180, 3],
          [180, 3],
          [100, 3],
          [41, 2],
        ]),
      }),
    ).toEqual([]);
  });

  it('names each impossible visit total', () => {
    expect(legsProblems({ '0': leg([[60, 3]], [[179, 3]]), '1': leg([[163, 3]], null) })).toEqual([
      'legs.0.away.throws.0.score: 179 cannot be scored with 3 darts',
      'legs.1.home.throws.0.score: 163 cannot be scored with 3 darts',
    ]);
  });

  it('names a checkout impossible with the darts declared', () => {
    // 99 left cannot be finished in 2 darts; 50 can be finished with 1 (bull).
    expect(legsProblems({ '0': leg([[99, 2]], null, 99), '1': leg([[50, 1]], null, 50) })).toEqual([
      'legs.0.home.throws.0.noOfDarts: 99 cannot be checked out with 2 darts',
    ]);
  });

  it('names darts at a double a visit cannot have thrown, and accepts visits without them', () => {
    const throws = [
      { score: 60, noOfDarts: 3, dartsAtDouble: 1 },
      { score: 0, noOfDarts: 3 },
    ];
    expect(legsProblems({ '0': { startingScore: 501, home: { throws }, away: null } })).toEqual([
      'legs.0.home.throws.0.dartsAtDouble: no dart can go at a double from 501',
    ]);
    const out = [{ score: 40, noOfDarts: 2, dartsAtDouble: 2 }];
    expect(legsProblems({ '0': { startingScore: 40, home: { throws: out }, away: null } })).toEqual([]);
  });
});
