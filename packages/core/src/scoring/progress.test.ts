import { describe, it, expect } from 'vitest';
import type { Leg, SaygState, SideKey, Throw } from './types';
import { createLeg, sequenceStartingWith } from './leg';
import { currentLeg, currentLegKey, isSaygFinished, legHasThrows, settle, startQuestion } from './progress';

const names = { home: 'Ann', away: 'Bob' };
const v = (score: number, noOfDarts = 3): Throw => ({ score, noOfDarts });
const WIN = [v(180), v(180), v(141)];

function match(legs: Record<string, Leg>, opponentName: string | null = 'Bob', numberOfLegs = 3): SaygState {
  return {
    startingScore: 501,
    numberOfLegs,
    homeScore: 0,
    awayScore: 0,
    legs,
    yourName: 'Ann',
    opponentName,
  };
}

function leg(home: Throw[], away: Throw[] | null, first: SideKey = 'home'): Leg {
  const base = createLeg(501, {
    singlePlayer: away === null,
    playerSequence: sequenceStartingWith(first, names, away === null),
  });
  return {
    ...base,
    home: { score: 0, noOfDarts: 0, throws: home },
    away: away ? { score: 0, noOfDarts: 0, throws: away } : null,
  };
}

describe('settle', () => {
  it('creates the first leg and asks who plays first', () => {
    const r = settle(match({}));
    expect(Object.keys(r.legs)).toEqual(['0']);
    expect(r.legs['0']?.currentThrow).toBeNull();
    expect(startQuestion(r)).toBe('who-plays-first');
  });

  it('starts a single-player leg straight away', () => {
    const r = settle(match({}, null));
    expect(r.legs['0']).toMatchObject({
      currentThrow: 'home',
      away: null,
      playerSequence: [{ value: 'home', text: 'Ann' }],
    });
    expect(startQuestion(r)).toBeNull();
  });

  it('uses the supplied first-leg sequence', () => {
    const r = settle(match({}), { firstLegSequence: sequenceStartingWith('away', names) });
    expect(r.legs['0']?.currentThrow).toBe('away');
  });

  it('derives the current thrower and totals from the throws', () => {
    const stale = { ...leg([v(60), v(60)], [v(45)]), currentThrow: 'home' as const };
    const r = settle(match({ '0': stale }));
    expect(r.legs['0']?.currentThrow).toBe('away');
    expect(r.legs['0']?.home.score).toBe(120);
  });

  it('adds the next leg, reversed, after a won leg and updates the match score', () => {
    const r = settle(match({ '0': leg(WIN, [v(60), v(60)]) }));
    expect([r.homeScore, r.awayScore]).toEqual([1, 0]);
    expect(Object.keys(r.legs)).toEqual(['0', '1']);
    expect(r.legs['1']?.currentThrow).toBe('away');
    expect(currentLegKey(r)).toBe('1');
  });

  it('drops empty legs after the leg in play', () => {
    const r = settle(match({ '0': leg([v(60)], []), '1': leg([], []), '2': leg([], []) }));
    expect(Object.keys(r.legs)).toEqual(['0']);
  });

  it('keeps later legs that have throws', () => {
    const r = settle(match({ '0': leg([v(60)], []), '1': leg([v(60)], []) }));
    expect(Object.keys(r.legs)).toEqual(['0', '1']);
    expect(currentLegKey(r)).toBe('0');
  });

  it('adds nothing once the match is won', () => {
    const r = settle(match({ '0': leg(WIN, []), '1': leg(WIN, [], 'away'), '2': leg([], []) }));
    expect(Object.keys(r.legs)).toEqual(['0', '1']);
    expect([r.homeScore, r.awayScore]).toEqual([2, 0]);
    expect(isSaygFinished(r)).toBe(true);
    expect(currentLegKey(r)).toBeNull();
    expect(currentLeg(r)).toBeNull();
    expect(startQuestion(r)).toBeNull();
  });

  it('asks who won the bull before a deciding leg at level scores', () => {
    const r = settle(match({ '0': leg(WIN, []), '1': leg([], WIN, 'away') }));
    expect(r.legs['2']).toMatchObject({ currentThrow: null, playerSequence: [], isLastLeg: true });
    expect(startQuestion(r)).toBe('who-won-the-bull');
    const given = settle(match({ '0': leg(WIN, []), '1': leg([], WIN, 'away') }), {
      finalLegSequence: sequenceStartingWith('away', names),
    });
    expect(given.legs['2']?.currentThrow).toBe('away');
  });

  it('is idempotent', () => {
    const once = settle(match({ '0': leg(WIN, [v(60)]), '1': leg([v(100)], []) }));
    expect(settle(once)).toEqual(once);
    expect(legHasThrows(once.legs['1'] as Leg)).toBe(true);
  });
});
