import type { LegInput } from '@darts/core/contract/sayg';

/* Leg-by-leg records for tests: whole legs with real throws. */

/**
 * A finished 501 leg between `names` (home, away) that `winner` takes with 180, 180, 141; the
 * loser scores 60 a visit. Home throws first.
 */
export function wonLeg(winner: 'home' | 'away', names: [string, string] = ['Home', 'Away']): LegInput {
  const win = [180, 180, 141].map((score) => ({ score, noOfDarts: 3 }));
  const lose = (visits: number) => Array.from({ length: visits }, () => ({ score: 60, noOfDarts: 3 }));
  return {
    startingScore: 501,
    currentThrow: null,
    playerSequence: [
      { value: 'home', text: names[0] },
      { value: 'away', text: names[1] },
    ],
    home: { throws: winner === 'home' ? win : lose(3) },
    away: { throws: winner === 'away' ? win : lose(2) },
  };
}

/**
 * A best-of-3 match between Alice and Bob with one visit thrown: a record with none is not listed
 * as live (core/live/liveData.ts).
 */
export const STARTED_MATCH = {
  yourName: 'Alice',
  opponentName: 'Bob',
  startingScore: 501,
  numberOfLegs: 3,
  legs: {
    0: {
      startingScore: 501,
      currentThrow: 'away',
      home: { throws: [{ score: 60, noOfDarts: 3 }] },
      away: { throws: [] },
    },
  },
};
