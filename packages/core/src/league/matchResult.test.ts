import { describe, expect, it } from 'vitest';
import { assessMatch, cardState, gameOutcome, isCardComplete, matchWinner } from './matchResult';
import { game, match, PAIRS, SINGLES, TRIPLES } from './testBuilders';

const home = { id: 'h', name: 'Home' };
const away = { id: 'a', name: 'Away' };
const p = (id: string) => ({ id, name: id.toUpperCase() });

describe('matchWinner', () => {
  it.each([
    // home, away, options, winner
    [3, 1, SINGLES, 'home'], // 3 > 5/2
    [2, 3, SINGLES, 'away'],
    [2, 1, SINGLES, null], // nobody above 2.5 yet
    [2, 2, SINGLES, null],
    [2, 0, PAIRS, 'home'], // 2 > 3/2
    [1, 1, PAIRS, null],
    [1, 0, null, 'home'], // no options: the higher score
    [0, 4, null, 'away'],
    [2, 2, null, null],
    [2, 2, { ...SINGLES, numberOfLegs: 4 }, null], // 2 is not above 4/2
  ] as const)('%i-%i with %j -> %s', (h, a, option, winner) => {
    expect(matchWinner(h, a, option)).toBe(winner);
  });
});

describe('assessMatch', () => {
  const g = game('g', '2024-01-10', home, away, {
    matchOptions: [SINGLES, SINGLES, PAIRS, null, TRIPLES],
    matches: [
      match([p('h1')], [p('a1')], 3, 0),
      match([p('h2')], [p('a2')], null, 2),
      match([p('h1'), p('h2')], [p('a1'), p('a2')], 1, 1),
      match([p('h3')], [p('a3')], null, null),
      match([p('h1'), p('h2'), p('h3')], [p('a1'), p('a2')], 2, 0),
    ],
  });

  it.each([
    [0, { kind: 'scored', homeScore: 3, awayScore: 0, winner: 'home', message: null }],
    [
      1,
      {
        kind: 'oneScore',
        message:
          'Singles match 2 between Home and Away has only one score -2, both are required to ensure the team/players table are rendered correctly',
      },
    ],
    [
      2,
      {
        kind: 'scored',
        homeScore: 1,
        awayScore: 1,
        winner: null,
        message: "Pairs match between Home and Away is a 1-1 draw, scores won't count on players table",
      },
    ],
    [3, { kind: 'unscored' }],
    // 3 v 2 players: (3 + 2) / 2 rounds down to 2, so it is a pairs match.
    [
      4,
      {
        kind: 'mismatched',
        message:
          'Pairs match between Home and Away has mis-matching number of players: Home players (3): [H1, H2, H3] vs Away players (2): [A1, A2]',
      },
    ],
  ])('match %i', (index, expected) => {
    expect(assessMatch(g, index)).toEqual(expected);
  });

  it('names triples and unknown sizes', () => {
    const t = game('t', '2024-01-10', home, away, {
      matches: [match([p('x'), p('y'), p('z')], [p('u'), p('v'), p('w')], 0, 0), match([], [], 1, 1)],
    });
    expect(assessMatch(t, 0)).toMatchObject({
      message: "Triples match between Home and Away is a 0-0 draw, scores won't count on players table",
    });
    expect(assessMatch(t, 1)).toMatchObject({
      message: "Match between Home and Away is a 1-1 draw, scores won't count on players table",
    });
  });
});

describe('gameOutcome', () => {
  it.each([
    ['no matches', [], { homeWins: 0, awayWins: 0, result: null }],
    ['only zero scores', [match([p('h')], [p('a')], 0, 0)], { homeWins: 0, awayWins: 0, result: null }],
    ['one score above 0', [match([p('h')], [p('a')], 1, null)], { homeWins: 0, awayWins: 0, result: null }],
    [
      'home 2 wins to 1',
      [match([p('h')], [p('a')], 3, 0), match([p('h')], [p('a')], 3, 1), match([p('h')], [p('a')], 0, 3)],
      { homeWins: 2, awayWins: 1, result: 'home' },
    ],
    [
      'one win each',
      [match([p('h')], [p('a')], 3, 0), match([p('h')], [p('a')], 0, 3)],
      { homeWins: 1, awayWins: 1, result: 'draw' },
    ],
    ['wins without players do not count', [match([], [], 3, 0)], { homeWins: 0, awayWins: 0, result: null }],
    [
      'mismatched matches do not count',
      [match([p('h')], [], 3, 0), match([p('h')], [p('a')], 1, 3)],
      { homeWins: 0, awayWins: 1, result: 'away' },
    ],
  ])('%s', (_label, matches, outcome) => {
    const g = game('g', '2024-01-10', home, away, { matches, matchOptions: [SINGLES, SINGLES, SINGLES] });
    expect(gameOutcome(g)).toEqual(outcome);
  });
});

describe('cardState: a card counts only when every match is decided', () => {
  const h = [p('h')];
  const a = [p('a')];
  const empty = () => match([], [], null, null);
  const card = (matches: ReturnType<typeof match>[], overrides = {}) =>
    game('g', '2024-01-10', home, away, { matches, matchOptions: [SINGLES, SINGLES, PAIRS], ...overrides });

  it.each([
    ['no matches', [], 'notStarted'],
    ['players picked, no scores', [match(h, a, null, null), empty(), empty()], 'notStarted'],
    ['only match 1 scored', [match(h, a, 3, 0), empty(), empty()], 'inProgress'],
    [
      'a match level at 2-2 of 5 legs',
      [match(h, a, 3, 0), match(h, a, 2, 2), match(h, a, 2, 0)],
      'inProgress',
    ],
    ['a match with one score', [match(h, a, 3, 0), match(h, a, 3, null), match(h, a, 2, 0)], 'inProgress'],
    [
      'a won score without players',
      [match(h, a, 3, 0), match([], [], 3, 0), match(h, a, 2, 0)],
      'inProgress',
    ],
    ['every match decided', [match(h, a, 3, 0), match(h, a, 1, 3), match(h, a, 2, 0)], 'complete'],
  ] as const)('%s: %s', (_label, matches, state) => {
    const g = card([...matches]);
    expect(cardState(g)).toBe(state);
    expect(isCardComplete(g)).toBe(state === 'complete');
  });

  it('skips the slots a knockout does not play, and ends a knockout at 4 wins', () => {
    const won = () => match(h, a, 2, 0);
    const options = Array.from({ length: 8 }, (_, i) =>
      i === 7 ? { playerCount: 0, startingScore: 0, numberOfLegs: 0 } : { ...SINGLES, numberOfLegs: 3 },
    );
    const ko = (matches: ReturnType<typeof match>[]) =>
      card(matches, { isKnockout: true, matchOptions: options });
    expect(cardState(ko([won(), won(), won(), empty(), empty(), empty(), empty(), empty()]))).toBe(
      'inProgress',
    );
    expect(cardState(ko([won(), won(), won(), won(), empty(), empty(), empty(), empty()]))).toBe('complete');
    const lost = () => match(h, a, 0, 2);
    // 3-4 after seven decided matches (the triples slot is not played).
    expect(cardState(ko([won(), lost(), won(), lost(), won(), lost(), lost(), empty()]))).toBe('complete');
  });
});
