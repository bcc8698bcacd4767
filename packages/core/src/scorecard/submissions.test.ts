import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultMatchOptions } from '../league/matchOptions';
import { emptyMatch } from './scorecard';
import {
  accept180s,
  acceptAll,
  acceptHiChecks,
  acceptManOfTheMatch,
  acceptMatch,
  agreedResults,
  fixtureSubmissionDifferences,
  submissionDifferences,
  submissionsEqual,
  type SubmissionLike,
} from './submissions';
import type { FixtureMatch } from '../league/types';

const p = (id: string, name = id.toUpperCase()) => ({ id, name });
const match = (
  home: string[],
  away: string[],
  homeScore: number | null,
  awayScore: number | null,
): FixtureMatch => ({
  ...emptyMatch(),
  id: `m-${home.join()}`,
  homePlayers: home.map((id) => p(id)),
  awayPlayers: away.map((id) => p(id)),
  homeScore,
  awayScore,
});

function submission(overrides: Partial<SubmissionLike> = {}): SubmissionLike & { matches: FixtureMatch[] } {
  return {
    id: 'game',
    date: '2026-10-07',
    divisionId: 'd',
    seasonId: 's',
    home: { id: 'h', name: 'Home', manOfTheMatch: 'a1' },
    away: { id: 'a', name: 'Away', manOfTheMatch: 'h2' },
    matches: [match(['h1'], ['a1'], 3, 1), match(['h2', 'h3'], ['a2', 'a3'], 1, 2)],
    matchOptions: defaultMatchOptions(false),
    oneEighties: [p('h1'), p('a1')],
    over100Checkouts: [{ ...p('a2'), score: 104 }],
    ...overrides,
  } as SubmissionLike & { matches: FixtureMatch[] };
}

describe('submissionsEqual', () => {
  it('ignores man of the match, team name case and spacing, player order and repeated 180s', () => {
    const other = submission({
      home: { id: 'h', name: ' home ', manOfTheMatch: null },
      away: { id: 'a', name: 'AWAY', manOfTheMatch: 'h1' },
      matches: [match(['h1'], ['a1'], 3, 1), match(['h3', 'h2'], ['a3', 'a2'], 1, 2)],
      oneEighties: [p('a1'), p('h1'), p('a1')],
      date: '2026-10-07T00:00:00',
    });
    expect(submissionsEqual(submission(), other)).toBe(true);
  });

  it('finds any difference in details, scores, players, options, 180s or hi-checks', () => {
    const base = submission();
    const different: Partial<SubmissionLike>[] = [
      { id: 'other' },
      { date: '2026-10-08' },
      { seasonId: 'other' },
      { divisionId: 'other' },
      { home: { id: 'x', name: 'Home', manOfTheMatch: null } },
      { away: { id: 'a', name: 'Away Team', manOfTheMatch: null } },
      { matches: [match(['h1'], ['a1'], 3, 2), base.matches[1]!] },
      { matches: [match(['h1'], ['a1'], 3, 1)] },
      { matches: [{ ...base.matches[0]!, homePlayers: [p('h1', 'Renamed')] }, base.matches[1]!] },
      { matches: [base.matches[1]!, base.matches[0]!] },
      { matchOptions: defaultMatchOptions(true) },
      { matchOptions: [...defaultMatchOptions(false).slice(0, 7), null] },
      { oneEighties: [p('h1')] },
      { over100Checkouts: [{ ...p('a2'), score: 105 }] },
      { over100Checkouts: [] },
    ];
    for (const change of different) expect(submissionsEqual(base, submission(change))).toBe(false);
    expect(submissionsEqual(base, null)).toBe(false);
  });
});

describe('submissionDifferences', () => {
  const base = submission();

  it('names each part the submissions differ in, in the scorecard order', () => {
    const cases: [Partial<SubmissionLike>, string[]][] = [
      [{ date: '2026-10-08' }, ['Fixture details']],
      [{ home: { id: 'x', name: 'Home', manOfTheMatch: null } }, ['Teams']],
      [{ matches: [match(['h1'], ['a1'], 3, 2), base.matches[1]!] }, ['Match 1']],
      [{ matches: [match(['h1'], ['a1'], 3, 1)] }, ['Match 2']],
      [{ matches: [base.matches[1]!, base.matches[0]!] }, ['Match 1', 'Match 2']],
      [{ matchOptions: defaultMatchOptions(true) }, ['Match options']],
      [{ oneEighties: [p('h1')], over100Checkouts: [] }, ['180s', 'Hi-checks']],
      [{ home: { id: 'h', name: 'HOME', manOfTheMatch: null } }, []],
    ];
    for (const [change, parts] of cases)
      expect(submissionDifferences(base, submission(change))).toEqual(parts);
  });

  it('reads the same either way round, and taking each differing match makes the matches agree', () => {
    const score = fc.option(fc.integer({ min: 0, max: 3 }), { nil: null });
    const matches = fc.array(
      fc.tuple(fc.constantFrom('h1', 'h2'), fc.constantFrom('a1', 'a2'), score, score),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(matches, matches, (left, right) => {
        const card = (list: typeof left) =>
          submission({ matches: list.map(([h, a, hs, as]) => match([h], [a], hs, as)) });
        const [a, b] = [card(left), card(right)];
        expect(submissionDifferences(a, b)).toEqual(submissionDifferences(b, a));
        const taken = submissionDifferences(a, b)
          .filter((part) => part.startsWith('Match '))
          .reduce((c, part) => acceptMatch(c, b, Number(part.slice(6)) - 1), a);
        const rest = submissionDifferences(taken, b).filter((part) => part.startsWith('Match '));
        // A match only `a` has is not taken away by accepting.
        expect(rest.every((part) => Number(part.slice(6)) > b.matches.length)).toBe(true);
      }),
    );
  });

  it("compares a fixture's submissions with its own team names and options, once both are in", () => {
    const fixture = {
      ...base,
      home: { ...base.home, name: 'The Bell' },
      matchOptions: defaultMatchOptions(false),
    };
    const away = submission({ matchOptions: defaultMatchOptions(true), matches: [base.matches[0]!] });
    expect(fixtureSubmissionDifferences(fixture, base, away)).toEqual(['Match 2']);
    expect(fixtureSubmissionDifferences(fixture, base, base)).toEqual([]);
    expect(fixtureSubmissionDifferences(fixture, base, null)).toBeNull();
  });
});

describe('agreedResults', () => {
  it('publishes the home submission with each side choosing its own man of the match', () => {
    const home = submission();
    const away = submission({
      home: { id: 'h', name: 'Home', manOfTheMatch: null },
      away: { id: 'a', name: 'Away', manOfTheMatch: 'h3' },
    });
    expect(agreedResults(home, away)).toEqual({
      matches: home.matches,
      matchOptions: home.matchOptions,
      oneEighties: home.oneEighties,
      over100Checkouts: home.over100Checkouts,
      homeManOfTheMatch: 'a1',
      awayManOfTheMatch: 'h3',
    });
    expect(agreedResults(home, submission({ oneEighties: [] }))).toBeNull();
    expect(agreedResults(home, null)).toBeNull();
  });
});

describe('merging parts of a submission', () => {
  const fixture = submission({
    matches: [match([], [], null, null)],
    oneEighties: [],
    over100Checkouts: [],
    home: { id: 'h', name: 'Home', manOfTheMatch: null },
    away: { id: 'a', name: 'Away', manOfTheMatch: null },
  });

  it('takes a whole match, keeping the fixture match id', () => {
    const merged = acceptMatch(fixture, submission(), 1);
    expect(merged.matches).toHaveLength(2);
    expect(merged.matches[1]).toMatchObject({ homeScore: 1, awayScore: 2, id: '' });
    expect(merged.matches[1]!.homePlayers).toEqual([p('h2'), p('h3')]);
    const first = acceptMatch(fixture, submission(), 0);
    expect(first.matches[0]).toMatchObject({ id: 'm-', homeScore: 3, awayScore: 1 });
    expect(acceptMatch(fixture, submission(), 5)).toBe(fixture);
  });

  it('takes man of the match, 180s and hi-checks', () => {
    expect(acceptManOfTheMatch(fixture, 'home', submission()).home.manOfTheMatch).toBe('a1');
    expect(acceptManOfTheMatch(fixture, 'away', submission()).away.manOfTheMatch).toBe('h2');
    expect(accept180s(fixture, submission()).oneEighties).toEqual([p('h1'), p('a1')]);
    expect(acceptHiChecks(fixture, submission()).over100Checkouts).toEqual([{ ...p('a2'), score: 104 }]);
  });

  it('takes everything at once and names what it took', () => {
    const { card, parts } = acceptAll(fixture, 'home', submission());
    expect(parts).toEqual(['Match 1', 'Match 2', 'Man of the match', '180s', 'Hi-checks']);
    expect(card.matches.map((m) => [m.homeScore, m.awayScore])).toEqual([
      [3, 1],
      [1, 2],
    ]);
    expect(card.matches[0]!.id).toBe('m-');
    expect(card.home.manOfTheMatch).toBe('a1');
    expect(card.away.manOfTheMatch).toBeNull();
    expect(card.oneEighties).toEqual([p('h1'), p('a1')]);
    expect(card.over100Checkouts).toEqual([{ ...p('a2'), score: 104 }]);
  });
});
