import { describe, expect, it } from 'vitest';
import { doubleEliminationPlan } from './doubleElimination/plan';
import { knockoutPlan } from './knockout';
import { entrantsOf, resolvePlan } from './plan';
import { TOURNAMENT_FORMATS, formatOf, isTournamentDecided, tournamentWinner } from './registry';
import { makeSides } from '../testSides';

/* Walking a plan: byes as walkovers, the reset only when needed, the champion once decided. */

describe('resolvePlan', () => {
  it('sends a top seed through its bye and waits for the rest', () => {
    const plan = knockoutPlan(3);
    const open = resolvePlan(plan, new Map());
    expect(open.matches.get('K1-1')).toMatchObject({
      state: 'walkover',
      winner: { kind: 'entrant', seed: 0 },
    });
    expect(entrantsOf(open.matches.get('K1-2')!)).toEqual([1, 2]);
    expect(open.matches.get('K1-2')!.state).toBe('ready');
    expect(open.matches.get('K2-1')!.state).toBe('waiting');
    expect(open.champion).toBeNull();

    const semi = resolvePlan(plan, new Map([['K1-2', 'b']]));
    expect(entrantsOf(semi.matches.get('K2-1')!)).toEqual([0, 2]);
    expect(
      resolvePlan(
        plan,
        new Map([
          ['K1-2', 'b'],
          ['K2-1', 'b'],
        ]),
      ).champion,
    ).toBe(2);
  });

  it('ignores a result for a match whose sides are not known yet', () => {
    const resolved = resolvePlan(knockoutPlan(4), new Map([['K2-1', 'a']]));
    expect(resolved.matches.get('K2-1')!.state).toBe('waiting');
    expect(resolved.champion).toBeNull();
  });

  it('plays the reset only when the losers’ bracket side wins the grand final', () => {
    // 2 entrants: seed 0 beats seed 1, then meets it again in the grand final.
    const plan = doubleEliminationPlan(2);
    const winnersWin = resolvePlan(
      plan,
      new Map([
        ['W1-1', 'a'],
        ['GF1', 'a'],
      ]),
    );
    expect(winnersWin.matches.get('GF2')!.state).toBe('void');
    expect(winnersWin.champion).toBe(0);

    const losersWin = resolvePlan(
      plan,
      new Map([
        ['W1-1', 'a'],
        ['GF1', 'b'],
      ]),
    );
    expect(losersWin.matches.get('GF2')!.state).toBe('ready');
    expect(losersWin.champion).toBeNull();
    expect(
      resolvePlan(
        plan,
        new Map([
          ['W1-1', 'a'],
          ['GF1', 'b'],
          ['GF2', 'b'],
        ]),
      ).champion,
    ).toBe(1);
    expect(
      resolvePlan(
        doubleEliminationPlan(2, { reset: false }),
        new Map([
          ['W1-1', 'a'],
          ['GF1', 'b'],
        ]),
      ).champion,
    ).toBe(1);
  });

  it('leaves a losers’ match of two byes unplayed', () => {
    // 5 entrants in a bracket of 8: three first-round byes, so a losers' first round match has nobody.
    const resolved = resolvePlan(doubleEliminationPlan(5), new Map());
    const states = [...resolved.matches.values()]
      .filter((m) => m.match.id.startsWith('L1-'))
      .map((m) => m.state);
    expect(states).toContain('void');
  });
});

describe('the format registry', () => {
  it('knows each stored tournament’s format: a superleague night is a single round', () => {
    expect(formatOf({ singleRound: true }).id).toBe('singleRound');
    expect(formatOf({ singleRound: false }).id).toBe('knockout');
    expect(Object.keys(TOURNAMENT_FORMATS)).toEqual([
      'knockout',
      'singleRound',
      'doubleElimination',
      'groups',
      'plate',
      'swiss',
    ]);
  });

  it('calls a single round decided once every match has a winner, a knockout once its final has', () => {
    const match = (scoreA: number | null) => ({
      id: 'm',
      sideA: null,
      sideB: null,
      scoreA,
      scoreB: 0,
      saygId: null,
    });
    const round = (scores: (number | null)[]) => ({
      matches: scores.map(match),
      matchOptions: [],
      nextRound: null,
    });
    expect(isTournamentDecided({ singleRound: true, bestOf: 3, round: round([2, 2]) })).toBe(true);
    expect(isTournamentDecided({ singleRound: true, bestOf: 3, round: round([2, null]) })).toBe(false);
    expect(isTournamentDecided({ singleRound: false, bestOf: 3, round: round([2, 2]) })).toBe(false);
    expect(isTournamentDecided({ singleRound: false, bestOf: 3, round: null })).toBe(false);
  });

  it('finds a planned format’s winner from its results, and calls it decided then', () => {
    const sides = makeSides(4);
    const results = ['W1-1', 'W1-2', 'W2-1', 'L1-1', 'L2-1', 'GF1'].map((matchId) => ({
      matchId,
      scoreA: 2,
      scoreB: 0,
      saygId: null,
    }));
    const record = {
      singleRound: false,
      bestOf: 3,
      round: null,
      format: 'doubleElimination' as const,
      formatOptions: {},
      sides,
    };
    expect(tournamentWinner({ ...record, results: results.slice(0, 5) })).toBeNull();
    expect(isTournamentDecided({ ...record, results: results.slice(0, 5) })).toBe(false);
    expect(tournamentWinner({ ...record, results })?.id).toBe(sides[0]!.id);
    expect(isTournamentDecided({ ...record, results })).toBe(true);
  });
});
