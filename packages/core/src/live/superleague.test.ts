import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legRemaining, legWinner, nextThrower } from '../scoring/leg';
import type { LegInput } from '../scoring/types';
import type { Tournament, TournamentMatch } from '../tournament/types';
import {
  abbreviatedName,
  isSuperleagueMatchWon,
  superleagueLiveState,
  type SuperleagueSayg,
} from './superleague';
import { superleagueSaygIds } from '../tournament/superleague';

const visits = (...scores: number[]) => scores.map((score) => ({ score, noOfDarts: 3 }));
const sequence = (first: 'home' | 'away') =>
  (first === 'home' ? (['home', 'away'] as const) : (['away', 'home'] as const)).map((value) => ({
    value,
    text: value,
  }));

/** A 501 leg the winner takes with 180, 180, 141 (the loser scores 60s); home first. */
function won(winner: 'home' | 'away'): LegInput {
  return {
    startingScore: 501,
    playerSequence: sequence('home'),
    home: { throws: winner === 'home' ? visits(180, 180, 141) : visits(60, 60, 60) },
    away: { throws: winner === 'away' ? visits(180, 180, 141) : visits(60, 60) },
  };
}

const side = (name: string) => ({ id: name, name, teamId: null, noShow: false, players: [] });
const match = (id: string, a: string, b: string, saygId: string | null): TournamentMatch => ({
  id,
  sideA: side(a),
  sideB: side(b),
  scoreA: null,
  scoreB: null,
  saygId,
});

const tournament = (bestOf: number | null): Pick<Tournament, 'round' | 'bestOf'> => ({
  bestOf,
  round: {
    matches: [
      match('m1', 'John Peter Smith', 'Bob Jones', 's1'),
      match('m2', 'Ann Lee', 'Bea Cole', 's2'),
      match('m3', 'Cat Day', 'Dot Eve', null),
    ],
    matchOptions: [],
    nextRound: null,
  },
});

describe('abbreviatedName', () => {
  it('keeps initials of every word but the last', () => {
    expect(abbreviatedName('John Peter Smith')).toBe('J P Smith');
    expect(abbreviatedName('  ann   lee ')).toBe('A lee');
    expect(abbreviatedName('Ann')).toBe('Ann');
    expect(abbreviatedName('')).toBe('');
  });
});

describe('isSuperleagueMatchWon', () => {
  it('needs more than half of bestOf legs, 7 when bestOf is not set', () => {
    expect(isSuperleagueMatchWon({ home: 3, away: 0 }, 5)).toBe(true);
    expect(isSuperleagueMatchWon({ home: 3, away: 2 }, null)).toBe(false);
    expect(isSuperleagueMatchWon({ home: 1, away: 4 }, null)).toBe(true);
  });
});

describe('superleagueLiveState', () => {
  it('is the first match with legs not yet won: remaining scores, legs won and who throws', () => {
    const inPlay: LegInput = {
      startingScore: 501,
      playerSequence: sequence('away'),
      home: { throws: visits(100) },
      away: { throws: visits(140, 45) },
    };
    const sayg = new Map<string, SuperleagueSayg>([
      ['s1', { legs: { 0: won('home'), 1: won('home'), 2: won('home') } }],
      ['s2', { legs: { 0: won('away'), 1: inPlay } }],
    ]);
    const state = superleagueLiveState(tournament(5), sayg);
    expect(state).toMatchObject({
      matchNumber: 2,
      legNumber: 2,
      home: { name: 'A Lee', remaining: 401, legsWon: 0 },
      away: { name: 'B Cole', remaining: 316, legsWon: 1 },
      toThrow: 'home',
    });
    expect(state!.match.id).toBe('m2');
  });

  it('counts the bust rule in the remaining score', () => {
    const bust: LegInput = {
      startingScore: 101,
      playerSequence: sequence('home'),
      home: { throws: visits(60, 60) },
      away: { throws: visits(100) },
    };
    const state = superleagueLiveState(tournament(null), new Map([['s1', { legs: { 0: bust } }]]));
    expect(state).toMatchObject({ home: { remaining: 41 }, away: { remaining: 101 }, toThrow: 'away' });
  });

  it('shows full scores and nobody to throw between legs, with bestOf 7 when not set', () => {
    const sayg = new Map<string, SuperleagueSayg>([
      ['s1', { startingScore: 301, legs: { 0: won('home'), 1: won('home'), 2: won('home') } }],
    ]);
    expect(superleagueLiveState(tournament(null), sayg)).toMatchObject({
      matchNumber: 1,
      legNumber: 4,
      home: { name: 'J P Smith', remaining: 301, legsWon: 3 },
      away: { name: 'B Jones', remaining: 301, legsWon: 0 },
      toThrow: null,
    });
  });

  it('is null when no match has legs or every match with legs is won', () => {
    expect(superleagueLiveState(tournament(5), new Map())).toBeNull();
    const sayg = new Map([['s1', { legs: { 0: won('home'), 1: won('home'), 2: won('home') } }]]);
    expect(superleagueLiveState(tournament(5), sayg)).toBeNull();
    expect(superleagueLiveState({ round: null, bestOf: 5 }, sayg)).toBeNull();
  });

  it('lists the records of the round in match order', () => {
    expect(superleagueSaygIds(tournament(5))).toEqual(['s1', 's2']);
  });
});

describe('superleagueLiveState properties', () => {
  const throwsArb = fc.array(
    fc.record({ score: fc.integer({ min: 0, max: 180 }), noOfDarts: fc.constant(3) }),
    { maxLength: 12 },
  );
  it("shows core's remaining for each side of the open leg, within 0 and the start, and its next thrower", () => {
    fc.assert(
      fc.property(throwsArb, throwsArb, fc.boolean(), (home, away, awayFirst) => {
        const leg: LegInput = {
          startingScore: 301,
          playerSequence: sequence(awayFirst ? 'away' : 'home'),
          home: { throws: home },
          away: { throws: away },
        };
        const state = superleagueLiveState(tournament(7), new Map([['s1', { legs: { 0: leg } }]]));
        expect(state).not.toBeNull();
        const open = legWinner(leg) === null;
        for (const side of ['home', 'away'] as const) {
          const remaining = state![side].remaining;
          expect(remaining).toBeGreaterThanOrEqual(0);
          expect(remaining).toBeLessThanOrEqual(301);
          expect(remaining).toBe(open ? legRemaining(leg, side) : 301);
        }
        expect(state!.toThrow).toBe(open ? nextThrower(leg) : null);
      }),
    );
  });
});
