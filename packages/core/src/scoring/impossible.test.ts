import { describe, it, expect } from 'vitest';
import { IMPOSSIBLE_VISIT_TOTALS, dartsProblem, isPossibleVisit, visitProblem } from './impossible';

/** Every value one dart can score, a miss included: 0, 1-20, 25, 50, doubles and trebles. */
function oneDartValues(): Set<number> {
  const values = new Set<number>([0, 25, 50]);
  for (let n = 1; n <= 20; n++) [n, 2 * n, 3 * n].forEach((v) => values.add(v));
  return values;
}

/** Brute force: every total three darts can score. */
function threeDartTotals(): Set<number> {
  const one = [...oneDartValues()];
  const totals = new Set<number>();
  for (const a of one) for (const b of one) for (const c of one) totals.add(a + b + c);
  return totals;
}

describe('visitProblem', () => {
  const possible = threeDartTotals();

  it('agrees with a brute force over the dartboard for every total from 0 to 180', () => {
    for (let score = 0; score <= 180; score++) {
      expect([score, visitProblem(score) === null]).toEqual([score, possible.has(score)]);
      expect(isPossibleVisit(score)).toBe(possible.has(score));
    }
  });

  it('lists exactly the totals three darts cannot score', () => {
    const impossible = Array.from({ length: 181 }, (_, i) => i).filter((s) => !possible.has(s));
    expect(impossible).toEqual([163, 166, 169, 172, 173, 175, 176, 178, 179]);
    expect([...IMPOSSIBLE_VISIT_TOTALS]).toEqual(impossible);
  });

  it.each([
    [163, '163 cannot be scored with 3 darts'],
    [179, '179 cannot be scored with 3 darts'],
    [181, 'Score must be between 0 and 180'],
    [-1, 'Score must be between 0 and 180'],
    [60.5, 'Score must be a whole number'],
    [Number.NaN, 'Score must be a number'],
    [Number.POSITIVE_INFINITY, 'Score must be a number'],
    [180, null],
    [0, null],
    [26, null],
  ])('%s -> %s', (score, reason) => {
    expect(visitProblem(score)).toBe(reason);
  });
});

describe('dartsProblem', () => {
  it.each([
    [1, null],
    [2, null],
    [3, null],
    [0, 'No of darts must be 1, 2 or 3'],
    [4, 'No of darts must be 1, 2 or 3'],
    [1.5, 'No of darts must be 1, 2 or 3'],
  ])('%s -> %s', (darts, reason) => {
    expect(dartsProblem(darts)).toBe(reason);
  });
});
