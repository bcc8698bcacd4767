import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legsResult } from './legsResult';
import { legsToWin, winnerOnLegs } from './legsRule';

/* What result a match can have (legsResult.ts): checked against every way of playing it. */

/** Every score a best of `n` passes through, leg by leg, until a side wins or every leg is played. */
function scoresOnTheWay(n: number): Set<string> {
  const seen = new Set<string>();
  const play = (home: number, away: number) => {
    seen.add(`${home}-${away}`);
    if (home === legsToWin(n) || away === legsToWin(n) || home + away === n) return;
    play(home + 1, away);
    play(home, away + 1);
  };
  play(0, 0);
  return seen;
}

describe('legsResult', () => {
  it('words each impossible score for the box it names', () => {
    expect(legsResult(5, 0, 5)).toEqual({
      kind: 'impossible',
      problem: { side: 'home', reason: 'must be at most 3 (3 legs win a best of 5)' },
    });
    expect(legsResult(2, 7, 5)).toMatchObject({ problem: { side: 'away' } });
    expect(legsResult(3, 3, 5)).toEqual({
      kind: 'impossible',
      problem: { side: null, reason: 'only one side can win (3 legs win a best of 5)' },
    });
    expect(legsResult(3, 2, 4)).toEqual({
      kind: 'impossible',
      problem: { side: null, reason: 'the scores add up to more than the 4 legs the match has' },
    });
    expect(legsResult(-1, 0, 5)).toMatchObject({ problem: { side: 'home', reason: 'must be 0 or more' } });
    expect(legsResult(0, 1, 0)).toMatchObject({
      problem: { side: 'away', reason: 'must be 0 (the match is not played)' },
    });
  });

  it('tells a match in progress, won or level from one not started', () => {
    expect(legsResult(null, null, 5)).toEqual({ kind: 'not started' });
    expect(legsResult(2, 1, 5)).toEqual({ kind: 'in progress' });
    expect(legsResult(1, null, 5)).toEqual({ kind: 'in progress' });
    expect(legsResult(2, 3, 5)).toEqual({ kind: 'won', winner: 'away' });
    expect(legsResult(3, null, 5)).toEqual({ kind: 'won', winner: 'home' });
    expect(legsResult(2, 2, 4)).toEqual({ kind: 'level' });
  });

  it('finds a score possible exactly when some way of playing the legs passes through it', () => {
    for (let n = 0; n <= 11; n++) {
      const reachable = n === 0 ? new Set(['0-0']) : scoresOnTheWay(n);
      for (let home = -1; home <= n + 2; home++) {
        for (let away = -1; away <= n + 2; away++) {
          const possible = legsResult(home, away, n).kind !== 'impossible';
          expect(possible, `${home}-${away} in a best of ${n}`).toBe(reachable.has(`${home}-${away}`));
        }
      }
    }
  });

  it('calls a possible score won exactly when the legs rule names a winner', () => {
    const score = fc.option(fc.integer({ min: -2, max: 20 }), { nil: null });
    fc.assert(
      fc.property(score, score, fc.integer({ min: 0, max: 15 }), (home, away, n) => {
        const result = legsResult(home, away, n);
        if (result.kind === 'impossible') return;
        const winner = winnerOnLegs(home, away, n);
        expect(result.kind === 'won' ? result.winner : null).toBe(winner);
      }),
    );
  });

  it('blames a box exactly when that side has more legs than win the match', () => {
    const legs = fc.integer({ min: 0, max: 20 });
    fc.assert(
      fc.property(legs, legs, fc.integer({ min: 1, max: 15 }), (home, away, n) => {
        const result = legsResult(home, away, n);
        const blamed = result.kind === 'impossible' ? result.problem.side : null;
        const over = home > legsToWin(n) ? 'home' : away > legsToWin(n) ? 'away' : null;
        expect(blamed).toBe(over);
      }),
    );
  });
});
