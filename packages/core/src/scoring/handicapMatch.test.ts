import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legsWithStarts } from './handicap';
import { legRemaining, legWinner, recomputeLeg, sequenceStartingWith } from './leg';
import {
  isDecidingLeg,
  isMatchFinished,
  legsThrown,
  legsWon,
  matchWinner,
  nextLegSetup,
  recomputeSayg,
} from './match';
import { currentLeg } from './progress';
import { applyCheckout, chooseStarter, submitScore, type SaygStep } from './state';
import { legStatistics } from './statistics';
import type { LegInput, SaygState, Throw } from './types';
import { legsProblems } from './validation';

/* A handicapped match: each side plays from its own start, and legs in hand count towards the match. */

const visit = (score: number, noOfDarts = 3): Throw => ({ score, noOfDarts });

function ok(step: SaygStep<SaygState>): SaygState {
  if (step.kind !== 'updated') throw new Error(`expected an update, got ${JSON.stringify(step)}`);
  return step.record;
}

function handicapped(extra: Partial<SaygState>): SaygState {
  return {
    startingScore: 501,
    numberOfLegs: 3,
    homeScore: 0,
    awayScore: 0,
    legs: {},
    yourName: 'Ann',
    opponentName: 'Bob',
    ...extra,
  };
}

describe('a leg from each side’s own start', () => {
  it('plays each side as an unhandicapped leg from its start would (any throws)', () => {
    const throws = fc.array(
      fc.record({ score: fc.integer({ min: 0, max: 180 }), noOfDarts: fc.constantFrom(1, 2, 3) }),
      { maxLength: 12 },
    );
    const start = fc.integer({ min: 101, max: 1001 });
    fc.assert(
      fc.property(start, start, throws, throws, (homeStart, awayStart, home, away) => {
        const leg: LegInput = {
          startingScore: 501,
          starts: { home: homeStart, away: awayStart },
          home: { throws: home },
          away: { throws: away },
        };
        const alone = (startingScore: number, mine: Throw[]): LegInput => ({
          startingScore,
          home: { throws: mine },
          away: { throws: [] },
        });
        expect(legRemaining(leg, 'home')).toBe(legRemaining(alone(homeStart, home), 'home'));
        expect(legRemaining(leg, 'away')).toBe(legRemaining(alone(awayStart, away), 'home'));
        expect(recomputeLeg(leg).away!.score).toBe(recomputeLeg(alone(awayStart, away)).home.score);
        expect(legStatistics(leg, 'away')!.remaining).toBe(legRemaining(alone(awayStart, away), 'home'));
      }),
    );
  });

  it('lets the keypad check out the weaker player from 441 while the stronger still needs 501', () => {
    let r = ok(chooseStarter(handicapped({ starts: { home: 501, away: 441 } }), 'home'));
    expect(currentLeg(r)!.leg.starts).toEqual({ home: 501, away: 441 });
    r = ok(submitScore(r, 180));
    r = ok(submitScore(r, 180)); // Bob: 261
    r = ok(submitScore(r, 180)); // Ann: 141
    r = ok(submitScore(r, 180)); // Bob: 81
    r = ok(submitScore(r, 100)); // Ann: 41
    const checkout = submitScore(r, 81);
    expect(checkout).toMatchObject({ kind: 'checkout-needed', side: 'away', remaining: 81 });
    r = ok(applyCheckout(r, 3));
    expect(legWinner(r.legs['0']!)).toBe('away');
    // The next leg takes the match's starts.
    expect(r.legs['1']?.starts).toEqual({ home: 501, away: 441 });
  });

  it('checks a checkout against the side’s own start: 170 from 170 wins, 169 from 169 is refused', () => {
    const leg = (start: number, score: number): LegInput => ({
      startingScore: 501,
      starts: { home: 501, away: start },
      home: { throws: [visit(60)] },
      away: { throws: [visit(score)] },
    });
    expect(legsProblems({ 0: leg(170, 170) })).toEqual([]);
    expect(legWinner(leg(170, 170))).toBe('away');
    expect(legWinner({ ...leg(170, 170), starts: undefined })).toBeNull();
    expect(legsProblems({ 0: leg(169, 169) })).toEqual([
      'legs.0.away.throws.0.score: 169 cannot be scored with 3 darts',
    ]);
  });

  it('gives legs sent without starts the record’s (a client that knows no handicap), keeping a leg’s own', () => {
    const plain: LegInput = { startingScore: 501, home: { throws: [] }, away: { throws: [] } };
    const own: LegInput = { ...plain, starts: { home: 501, away: 401 } };
    expect(legsWithStarts({ 0: plain, 1: own }, { home: 501, away: 441 })).toEqual({
      0: { ...plain, starts: { home: 501, away: 441 } },
      1: own,
    });
    expect(legsWithStarts({ 0: plain }, null)).toEqual({ 0: plain });
  });
});

describe('legs in hand', () => {
  const won = (side: 'home' | 'away'): LegInput => ({
    startingScore: 101,
    home: { throws: side === 'home' ? [visit(101)] : [visit(0)] },
    away: { throws: side === 'away' ? [visit(101)] : [] },
    playerSequence: sequenceStartingWith('home', { home: 'Ann', away: 'Bob' }),
  });

  it('count towards the match: Bob with one in hand wins a best of 3 with one leg thrown', () => {
    const record = { numberOfLegs: 3, legsInHand: { home: 0, away: 1 }, legs: { 0: won('away') } };
    expect(legsThrown(record)).toEqual({ home: 0, away: 1 });
    expect(legsWon(record)).toEqual({ home: 0, away: 2 });
    expect(matchWinner(record)).toBe('away');
    expect(isMatchFinished(record, false)).toBe(true);
    const scored = recomputeSayg({ startingScore: 101, ...record });
    expect([scored.homeScore, scored.awayScore]).toEqual([0, 2]);
  });

  it('make the deciding leg come sooner: 1-1 with one in hand, the second leg decides a best of 3', () => {
    const record = { numberOfLegs: 3, legsInHand: { home: 0, away: 1 }, legs: { 0: won('home') } };
    expect(matchWinner(record)).toBeNull();
    expect(isDecidingLeg(3, 1, legsWon(record))).toBe(true);
    expect(isDecidingLeg(3, 1, legsThrown(record))).toBe(false);
    const next = nextLegSetup({ ...record, startingScore: 101, yourName: 'Ann', opponentName: 'Bob' });
    // Its starter is played for (the bull), not taken in turn.
    expect(next.playerSequence).toEqual([]);
  });
});
