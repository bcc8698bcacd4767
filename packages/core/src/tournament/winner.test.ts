import { describe, expect, it } from 'vitest';
import { lastRound, matchLegs, matchLoser, matchWinner, venueWinner, winningKey } from './winner';
import { tournamentWinner } from './formats/registry';
import { annSide, beaSide, tournament, tournamentMatch } from '../league/testBuilders';

const option = (numberOfLegs: number) => ({ playerCount: 1, startingScore: 501, numberOfLegs });

describe('matchLegs', () => {
  const round = { matchOptions: [option(3), null] };
  it.each([
    ['the match option', round, 0, 9, 3],
    ['the tournament bestOf when the option is null', round, 1, 9, 9],
    ['the tournament bestOf when there is no option', round, 2, 7, 7],
    ['5 when nothing says', round, 2, null, 5],
    ['5 without a round', null, 0, undefined, 5],
  ])('%s', (_label, r, index, bestOf, legs) => {
    expect(matchLegs(r, index, bestOf)).toBe(legs);
  });
});

describe('match winner', () => {
  it.each([
    [3, 2, 5, 'sideA'],
    [2, 3, 5, 'sideB'],
    [2, 2, 5, null],
    [2, 0, 3, 'sideA'],
    [1, 1, 3, null],
    [4, 3, 7, 'sideA'],
    [3, 3, 7, null],
    [1, 0, 1, 'sideA'],
    [0, 0, 1, null],
    [3, 3, 6, null], // an even number of legs needs more than half
    [4, 2, 6, 'sideA'],
    [null, 3, 5, 'sideB'],
    [null, null, 5, null],
  ])('%j-%j of %i legs -> %s', (scoreA, scoreB, legs, key) => {
    const match = tournamentMatch('m', annSide, beaSide, scoreA, scoreB);
    expect(winningKey(match, legs)).toBe(key);
    expect(matchWinner(match, legs)?.name ?? null).toBe(
      key === 'sideA' ? 'Ann' : key === 'sideB' ? 'Bea' : null,
    );
    expect(matchLoser(match, legs)?.name ?? null).toBe(
      key === 'sideA' ? 'Bea' : key === 'sideB' ? 'Ann' : null,
    );
  });

  it('has no winner side when the winning slot is empty', () => {
    expect(matchWinner(tournamentMatch('m', null, beaSide, 3, 0), 5)).toBeNull();
    expect(matchLoser(tournamentMatch('m', annSide, null, 3, 0), 5)).toBeNull();
  });
});

describe('lastRound', () => {
  it('walks the chain', () => {
    const final = { matches: [], matchOptions: [], nextRound: null };
    expect(lastRound(null)).toBeNull();
    expect(lastRound(final)).toBe(final);
    expect(lastRound({ matches: [], matchOptions: [], nextRound: final })).toBe(final);
  });
});

describe('tournamentWinner', () => {
  const final = (scoreA: number | null, scoreB: number | null, legs: number | null = null) => ({
    matches: [tournamentMatch('f', annSide, beaSide, scoreA, scoreB)],
    matchOptions: legs === null ? [] : [{ playerCount: 1, startingScore: 501, numberOfLegs: legs }],
    nextRound: null,
  });

  it.each([
    ['A above half of the final legs (3)', final(2, 1, 3), null, 'Ann'],
    ['B above half of bestOf (7)', final(1, 4), 7, 'Bea'],
    ['3 of the default 5 legs', final(3, 0), null, 'Ann'],
    ['not finished: 2 of 5', final(2, 1), null, null],
    ['no scores', final(null, null), null, null],
  ])('%s', (_label, round, bestOf, winner) => {
    expect(tournamentWinner(tournament('t', '2024-01-10', { round, bestOf }))?.name ?? null).toBe(winner);
  });

  it('takes the last round, and only when it has a single match', () => {
    const semis = {
      matches: [tournamentMatch('m1', annSide, beaSide, 3, 0), tournamentMatch('m2', annSide, beaSide, 3, 0)],
      matchOptions: [],
      nextRound: null,
    };
    expect(tournamentWinner(tournament('t', '2024-01-10', { round: semis }))).toBeNull();
    expect(
      tournamentWinner(tournament('t', '2024-01-10', { round: { ...semis, nextRound: final(0, 3) } }))?.name,
    ).toBe('Bea');
    expect(
      tournamentWinner(tournament('t', '2024-01-10', { round: final(3, 0), singleRound: true })),
    ).toBeNull();
  });
});

describe('venueWinner', () => {
  it('is the winner of the latest single match, single-round or not', () => {
    const round = {
      matches: [tournamentMatch('f', annSide, beaSide, 1, 3)],
      matchOptions: [],
      nextRound: null,
    };
    expect(venueWinner(tournament('t', '2024-01-10', { round }))?.name).toBe('Bea');
    expect(venueWinner(tournament('t', '2024-01-10', { round, singleRound: true }))?.name).toBe('Bea');
    expect(venueWinner(tournament('t', '2024-01-10', { round: null }))).toBeNull();
    const undecided = { ...round, matches: [tournamentMatch('f', annSide, beaSide, 2, 2)] };
    expect(venueWinner(tournament('t', '2024-01-10', { round: undecided }))).toBeNull();
  });
});
