import { describe, expect, it } from 'vitest';
import type { LegInput, Throw } from '../scoring/types';
import { isLiveDataFinished, isLiveDataInPlay } from './liveData';
import { isLiveNow, LIVE_IDLE_MS } from './liveNow';

const NOW = new Date('2026-03-10T20:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

const WIN: Throw[] = [
  { score: 180, noOfDarts: 3 },
  { score: 180, noOfDarts: 3 },
  { score: 141, noOfDarts: 3 },
];
const MISS: Throw[] = [{ score: 26, noOfDarts: 3 }];

function leg(winner: 'home' | 'away' | null, single = false): LegInput {
  return {
    startingScore: 501,
    currentThrow: 'home',
    home: { throws: winner === 'home' ? WIN : MISS },
    away: single ? null : { throws: winner === 'away' ? WIN : MISS },
  };
}

const sayg = (legs: LegInput[], numberOfLegs: number, opponentName: string | null = 'Bob') => ({
  id: 'x',
  yourName: 'Ann',
  opponentName,
  startingScore: 501,
  numberOfLegs,
  legs: Object.fromEntries(legs.map((l, i) => [String(i), l])),
});

describe('isLiveNow', () => {
  it('lists a match updated within the last 30 minutes', () => {
    expect(isLiveNow({ lastUpdate: ago(0), finished: false }, NOW)).toBe(true);
    expect(isLiveNow({ lastUpdate: ago(LIVE_IDLE_MS - 1000), finished: false }, NOW)).toBe(true);
  });

  it('drops a match with no update for 30 minutes', () => {
    expect(LIVE_IDLE_MS).toBe(30 * 60 * 1000);
    expect(isLiveNow({ lastUpdate: ago(LIVE_IDLE_MS), finished: false }, NOW)).toBe(false);
    expect(isLiveNow({ lastUpdate: ago(2 * 60 * 60 * 1000), finished: false }, NOW)).toBe(false);
  });

  it('drops a finished match at once', () => {
    expect(isLiveNow({ lastUpdate: ago(0), finished: true }, NOW)).toBe(false);
  });

  it('counts an update stamped a little ahead (another clock) as now, and an unreadable time as not live', () => {
    expect(isLiveNow({ lastUpdate: ago(-5000), finished: false }, NOW)).toBe(true);
    expect(isLiveNow({ lastUpdate: 'yesterday', finished: false }, NOW)).toBe(false);
  });
});

describe('isLiveDataFinished', () => {
  it('is true once a side has won the match, or every leg is played', () => {
    expect(isLiveDataFinished('Sayg', sayg([leg('home'), leg('home')], 3))).toBe(true);
    expect(isLiveDataFinished('Sayg', sayg([leg('home'), leg('away')], 2))).toBe(true);
  });

  it('is false while legs remain to be won', () => {
    expect(isLiveDataFinished('Sayg', sayg([], 3))).toBe(false);
    expect(isLiveDataFinished('Sayg', sayg([leg('home'), leg(null)], 3))).toBe(false);
  });

  it('finishes a single-player practice when every leg is checked out', () => {
    expect(isLiveDataFinished('Sayg', sayg([leg('home', true)], 2, null))).toBe(false);
    expect(isLiveDataFinished('Sayg', sayg([leg('home', true), leg('home', true)], 2, null))).toBe(true);
  });

  it('never finishes a tournament or data of another shape by itself', () => {
    expect(isLiveDataFinished('Tournament', sayg([leg('home'), leg('home')], 3))).toBe(false);
    expect(isLiveDataFinished('Sayg', null)).toBe(false);
    expect(isLiveDataFinished('Sayg', { legs: { 0: { home: 5 } }, numberOfLegs: 1 })).toBe(false);
  });
});

describe('isLiveDataInPlay', () => {
  const empty: LegInput = {
    startingScore: 501,
    currentThrow: 'home',
    home: { throws: [] },
    away: { throws: [] },
  };
  const side = (name: string) => ({ id: name, name, players: [] });
  const match = (scoreA: number | null, scoreB: number | null) => ({
    sideA: side('A'),
    sideB: side('B'),
    scoreA,
    scoreB,
  });
  const tournament = (matches: ReturnType<typeof match>[], singleRound: boolean) => ({
    singleRound,
    bestOf: 3,
    round: { matches, matchOptions: [], nextRound: null },
  });

  it('leaves out a record opened and closed without a throw, and a finished match', () => {
    expect(isLiveDataInPlay('Sayg', sayg([], 3))).toBe(false);
    expect(isLiveDataInPlay('Sayg', sayg([empty], 3))).toBe(false);
    expect(isLiveDataInPlay('Sayg', sayg([leg(null)], 3))).toBe(true);
    expect(isLiveDataInPlay('Sayg', sayg([leg('home'), leg('home')], 3))).toBe(false);
    expect(isLiveDataInPlay('Sayg', { nothing: true })).toBe(false);
  });

  it('keeps a tournament until its final, or every match of a single round, is decided', () => {
    expect(isLiveDataInPlay('Tournament', tournament([match(null, null)], false))).toBe(true);
    expect(isLiveDataInPlay('Tournament', tournament([match(1, 1)], false))).toBe(true);
    expect(isLiveDataInPlay('Tournament', tournament([match(2, 1)], false))).toBe(false);
    expect(isLiveDataInPlay('Tournament', tournament([match(2, 1), match(1, 0)], true))).toBe(true);
    expect(isLiveDataInPlay('Tournament', tournament([match(2, 1), match(0, 2)], true))).toBe(false);
    expect(isLiveDataInPlay('Tournament', { round: null })).toBe(true);
  });
});
