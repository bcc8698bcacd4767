import { describe, expect, it } from 'vitest';
import {
  playerCountProblems,
  scoreFitProblems,
  squadProblems,
  type ScorecardPlayers,
} from './scorecardChecks';
import { defaultMatchOptions } from '../league/matchOptions';
import type { ScorecardMatch } from './scorecard';
import { PAIRS, SINGLES } from '../league/testBuilders';
import type { MatchOption } from '../league/types';

const p = (id: string) => ({ id, name: id.toUpperCase() });
const match = (
  home: string[],
  away: string[],
  homeScore: number | null = null,
  awayScore: number | null = null,
): ScorecardMatch => ({ homePlayers: home.map(p), awayPlayers: away.map(p), homeScore, awayScore });

/** A card whose match `index` is `m` (the others empty). */
const at = (index: number, m: ScorecardMatch) =>
  Array.from({ length: index + 1 }, (_, i) => (i === index ? m : match([], [])));

describe('scoreFitProblems', () => {
  it.each<[string, number, number | null, number | null, boolean, string[]]>([
    ['blank scores', 0, null, null, false, []],
    ['one side blank, the other winning', 0, 3, null, false, []],
    ['in progress (best of 5)', 0, 2, 1, false, []],
    ['one leg, the other blank', 0, 1, null, false, []],
    ['every leg played (best of 5)', 0, 3, 2, false, []],
    [
      '5-0 in a best of 5',
      0,
      5,
      0,
      false,
      ['matches.0.homeScore: must be at most 3 (3 legs win a best of 5)'],
    ],
    [
      'a side at legs + 1',
      0,
      6,
      null,
      false,
      ['matches.0.homeScore: must be at most 3 (3 legs win a best of 5)'],
    ],
    [
      'both sides over: the first named',
      2,
      6,
      7,
      false,
      ['matches.2.homeScore: must be at most 3 (3 legs win a best of 5)'],
    ],
    ['both sides winning', 1, 3, 3, false, ['matches.1: only one side can win (3 legs win a best of 5)']],
    ['pairs: every leg played', 5, 2, 1, false, []],
    ['pairs: 3 legs', 5, 0, 3, false, ['matches.5.awayScore: must be at most 2 (2 legs win a best of 3)']],
    ['knockout singles: 2-1', 0, 2, 1, true, []],
    ['knockout singles: 2-2', 0, 2, 2, true, ['matches.0: only one side can win (2 legs win a best of 3)']],
    [
      'knockout singles: 3',
      4,
      3,
      0,
      true,
      ['matches.4.homeScore: must be at most 2 (2 legs win a best of 3)'],
    ],
    ['knockout slot 7: zeros', 7, 0, 0, true, []],
    ['knockout slot 7: a leg', 7, 1, 0, true, ['matches.7.homeScore: must be 0 (the match is not played)']],
  ])('%s', (_, index, homeScore, awayScore, isKnockout, expected) => {
    const card = {
      matches: at(index, match(['h'], ['a'], homeScore, awayScore)),
      matchOptions: defaultMatchOptions(isKnockout),
      isKnockout,
    };
    expect(scoreFitProblems(card)).toEqual(expected);
  });

  it("reads the fixture's own options, else the slot's default", () => {
    const options: (MatchOption | null)[] = [
      { ...SINGLES, numberOfLegs: 7 },
      null,
      { ...SINGLES, numberOfLegs: 4 },
    ];
    const card = {
      matches: [match([], [], 4, 3), match([], [], 4, 1), match([], [], 3, 2)],
      matchOptions: options,
    };
    expect(scoreFitProblems(card)).toEqual([
      'matches.1.homeScore: must be at most 3 (3 legs win a best of 5)',
      'matches.2: the scores add up to more than the 4 legs the match has',
    ]);
    expect(scoreFitProblems({ ...card, matchOptions: null })).toEqual([
      'matches.0.homeScore: must be at most 3 (3 legs win a best of 5)',
      'matches.1.homeScore: must be at most 3 (3 legs win a best of 5)',
    ]);
  });
});

describe('playerCountProblems', () => {
  it.each<[string, number, string[], string[], boolean, MatchOption[] | null, string[]]>([
    ['singles: one each', 0, ['h1'], ['a1'], false, null, []],
    ['singles: nobody yet', 0, [], [], false, null, []],
    [
      'singles: two at home',
      0,
      ['h1', 'h2'],
      ['a1'],
      false,
      null,
      ['matches.0.homePlayers: must have at most 1 player'],
    ],
    ['pairs: two each', 6, ['h1', 'h2'], ['a1', 'a2'], false, null, []],
    [
      'pairs: three away',
      5,
      ['h1', 'h2'],
      ['a1', 'a2', 'a3'],
      false,
      null,
      ['matches.5.awayPlayers: must have at most 2 players'],
    ],
    ['triples: three each', 7, ['h1', 'h2', 'h3'], ['a1', 'a2', 'a3'], false, null, []],
    ['knockout slot 7: nobody', 7, [], [], true, null, []],
    [
      'knockout slot 7: anyone',
      7,
      ['h1'],
      ['a1'],
      true,
      null,
      [
        'matches.7.homePlayers: must have no players (the match is not played)',
        'matches.7.awayPlayers: must have no players (the match is not played)',
      ],
    ],
    ['own options: pairs in slot 0', 0, ['h1', 'h2'], ['a1'], false, [PAIRS], []],
  ])('%s', (_, index, home, away, isKnockout, options, expected) => {
    const card = {
      matches: at(index, match(home, away)),
      matchOptions: options ?? defaultMatchOptions(isKnockout),
      isKnockout,
    };
    expect(playerCountProblems(card)).toEqual(expected);
  });
});

describe('squadProblems', () => {
  const squads = {
    home: { name: 'Hosts', playerIds: new Set(['h1', 'h2']) },
    away: { name: 'Guests', playerIds: new Set(['a1', 'a2']) },
  };
  const card = (overrides: Partial<ScorecardPlayers> = {}): ScorecardPlayers => ({
    matches: [match(['h1'], ['a1']), match(['h2'], ['a2'])],
    oneEighties: [p('h1')],
    over100Checkouts: [{ ...p('a2'), score: 110 }],
    ...overrides,
  });

  it.each<[string, Partial<ScorecardPlayers>, (ScorecardPlayers | null)[], string[]]>([
    ['every player from the right squad', {}, [], []],
    [
      'a player of another team',
      { matches: [match(['x1'], ['a1'])] },
      [],
      ['matches.0.homePlayers: X1 is not in the Hosts squad for this season'],
    ],
    [
      'a home player on the away side',
      { matches: [match(['h1'], ['h2'])] },
      [],
      ['matches.0.awayPlayers: H2 is not in the Guests squad for this season'],
    ],
    [
      'a player stored in the same place',
      { matches: [match(['x1'], ['a1'])] },
      [card({ matches: [match(['x1'], [])] })],
      [],
    ],
    [
      'a player stored in another match',
      { matches: [match(['h1'], ['a1']), match(['x1'], ['a2'])] },
      [card({ matches: [match(['x1'], [])] })],
      ['matches.1.homePlayers: X1 is not in the Hosts squad for this season'],
    ],
    [
      'a player stored on the other side',
      { matches: [match(['h1'], ['x1'])] },
      [card({ matches: [match(['x1'], [])] })],
      ['matches.0.awayPlayers: X1 is not in the Guests squad for this season'],
    ],
    ['a stored card that is null', {}, [null], []],
    [
      '180s and hi-checks by a player of neither team, each once',
      { oneEighties: [p('x1'), p('x1')], over100Checkouts: [{ ...p('x2'), score: 101 }] },
      [],
      [
        'oneEighties: X1 is not a player of either team',
        'over100Checkouts: X2 is not a player of either team',
      ],
    ],
    ['a 180 by a player of either team', { oneEighties: [p('h2'), p('a1')] }, [], []],
    ['a 180 already stored', { oneEighties: [p('x1')] }, [card({ oneEighties: [p('x1')] })], []],
    [
      'a 180 stored only as a hi-check',
      { oneEighties: [p('x1')] },
      [card({ over100Checkouts: [{ ...p('x1'), score: 100 }] })],
      ['oneEighties: X1 is not a player of either team'],
    ],
    [
      "a 180 by a stored match's player",
      { matches: [match(['x1'], ['a1'])], oneEighties: [p('x1')] },
      [card({ matches: [match(['x1'], [])] })],
      [],
    ],
  ])('%s', (_, overrides, stored, expected) => {
    expect(squadProblems(card(overrides), squads, stored)).toEqual(expected);
  });
});
