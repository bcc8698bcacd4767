import { describe, expect, it } from 'vitest';
import { fixtureRow, fixtureScore, isPlaceholder, placeholderRow, rowScores } from './fixtureRows';
import { game, gp, match, PAIRS, SINGLES, team, TRIPLES } from './testBuilders';

const home = { id: 'h', name: 'Home' };
const away = { id: 'a', name: 'Away' };
const p = gp({ id: 'p', name: 'P' });
const q = gp({ id: 'q', name: 'Q' });

describe('fixtureScore', () => {
  it.each([
    ['no matches', game('g', '2024-01-10', home, away), 0, 0],
    // 3 > 5/2 wins for home, 2 > 3/2 for away pairs and for home triples.
    [
      'every match has players',
      game('g', '2024-01-10', home, away, {
        matchOptions: [SINGLES, PAIRS, TRIPLES],
        matches: [match([p], [q], 3, 1), match([p, p], [q, q], 1, 2), match([p, p, p], [q, q, q], 2, 1)],
      }),
      2,
      1,
    ],
    [
      'a match with no options is won by the default options of its slot (best of 5 singles)',
      game('g', '2024-01-10', home, away, {
        matchOptions: [SINGLES],
        matches: [match([p], [q], 3, 1), match([p], [q], 3, 1), match([p], [q], 2, 1)],
      }),
      2,
      0,
    ],
    [
      'a drawn match (2-2 of 4 legs) counts for neither side, as in the tables',
      game('g', '2024-01-10', home, away, {
        matchOptions: [{ ...SINGLES, numberOfLegs: 4 }],
        matches: [match([p], [q], 2, 2)],
      }),
      0,
      0,
    ],
    [
      'a match with one score or without players is not won yet',
      game('g', '2024-01-10', home, away, {
        matchOptions: [SINGLES, SINGLES],
        matches: [match([p], [q], 3, null), match([], [], 3, 0)],
      }),
      0,
      0,
    ],
  ])('%s', (_label, g, homeScore, awayScore) => {
    expect(fixtureScore(g)).toEqual({ homeScore, awayScore });
  });
});

describe('rowScores: only a complete card has a final score', () => {
  const card = (...matches: ReturnType<typeof match>[]) =>
    game('g', '2024-01-10', home, away, { matchOptions: [SINGLES, SINGLES, PAIRS], matches });
  const empty = () => match([], [], null, null);

  it('gives a complete card its final score', () => {
    const g = card(match([p], [q], 3, 1), match([p], [q], 0, 3), match([p, p], [q, q], 2, 1));
    expect(rowScores(g)).toEqual({ homeScore: 2, awayScore: 1, runningScore: null });
  });

  it('gives a card with only match 1 scored a running score and no final score', () => {
    const g = card(match([p], [q], 3, 0), empty(), empty());
    expect(rowScores(g)).toEqual({
      homeScore: null,
      awayScore: null,
      runningScore: { homeScore: 1, awayScore: 0 },
    });
  });

  it('gives a card not started, or whose scores are hidden, no scores', () => {
    const none = { homeScore: null, awayScore: null, runningScore: null };
    expect(rowScores(card(match([p], [q], null, null), empty(), empty()))).toEqual(none);
    expect(
      rowScores(card(match([p], [q], 3, 1), match([p], [q], 3, 1), match([p, p], [q, q], 2, 0)), true),
    ).toEqual(none);
  });

  it('completes a knockout once a side has won 4 matches', () => {
    const matches = (n: number) =>
      Array.from({ length: 8 }, (_, i) => (i < n ? match([p], [q], 2, 0) : match([], [], null, null)));
    const ko = (n: number) =>
      game('k', '2024-01-10', home, away, {
        isKnockout: true,
        matches: matches(n),
        matchOptions: Array(8).fill({ ...SINGLES, numberOfLegs: 3 }),
      });
    expect(rowScores(ko(3))).toMatchObject({ homeScore: null, runningScore: { homeScore: 3, awayScore: 0 } });
    expect(rowScores(ko(4))).toEqual({ homeScore: 4, awayScore: 0, runningScore: null });
  });
});

describe('rows', () => {
  it('builds a fixture row with venues and divisions of the teams', () => {
    const g = game('g', '2024-01-10', home, away, { postponed: true, updated: '2024-01-09T00:00:00Z' });
    const row = fixtureRow(g, {
      teamById: (id) => (id === 'h' ? team('h', 'Home', 'div-1') : null),
      divisionOf: (id) =>
        id === 'h' ? { id: 'div-1', name: 'One', superleague: false, updated: null } : null,
    });
    expect(row).toEqual({
      id: 'g',
      homeScore: null,
      awayScore: null,
      runningScore: null,
      homeTeam: { id: 'h', name: 'Home', address: 'Home Inn' },
      awayTeam: { id: 'a', name: 'Away', address: null },
      proposal: false,
      postponed: true,
      isKnockout: false,
      accoladesCount: true,
      fixturesUsingAddress: [],
      homeDivision: { id: 'div-1', name: 'One', superleague: false, updated: null },
      awayDivision: null,
      updated: '2024-01-09T00:00:00Z',
    });
    expect(isPlaceholder(row)).toBe(false);
  });

  it('recognises a placeholder row by its id', () => {
    const row = placeholderRow(team('t', 'T', 'div-1'), {
      isKnockout: false,
      fixturesUsingAddress: [],
      division: null,
    });
    expect(isPlaceholder(row)).toBe(true);
    expect(row.awayTeam).toBeNull();
  });
});
