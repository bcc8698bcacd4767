import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesWon } from '../scorecard/scorecard';
import { rowScores } from './fixtureRows';
import { cardState, gameOutcome, matchWins } from './matchResult';
import { tallyDivision } from './statistics';
import { game, gp, match } from './testBuilders';
import type { Fixture, MatchOption } from './types';

/*
 * One rule for "matches won" (docs/decisions/029): the tables, the fixture row (and so the home
 * page, which lists those rows) and the scorecard's overall score read the same count.
 */

const home = { id: 'h', name: 'Home' };
const away = { id: 'a', name: 'Away' };
const players = (side: string, count: number) =>
  Array.from({ length: count }, (_, i) => gp({ id: `${side}${i}`, name: `${side}${i}` }));

/** What each reader says the fixture's match score is. */
function readings(g: Fixture) {
  const row = rowScores(g);
  const shown = row.runningScore ?? { homeScore: row.homeScore, awayScore: row.awayScore };
  const team = (id: string) => tallyDivision([g], []).teams.get(id);
  return {
    scorecard: matchesWon(g),
    fixtureRow: { home: shown.homeScore ?? 0, away: shown.awayScore ?? 0 },
    tables: { won: team('h')?.fixturesWon ?? 0, lost: team('h')?.fixturesLost ?? 0 },
  };
}

describe('matches won: one rule for the tables, the fixture row and the scorecard', () => {
  it('a card without stored options is read by the default options everywhere', () => {
    // Every match 2-1: the pairs and triples (best of 3) are won, the singles (best of 5) are not
    // yet. The tables once read "no options" as "the higher score wins" and counted a home win,
    // the fixture row counted nothing and the scorecard 3-0.
    const g = game('g', '2024-01-10', home, away, {
      matchOptions: [],
      matches: [1, 1, 1, 1, 1, 2, 2, 3].map((n) => match(players('h', n), players('a', n), 2, 1)),
    });
    expect(cardState(g)).toBe('inProgress');
    expect(readings(g)).toEqual({
      scorecard: { home: 3, away: 0 },
      fixtureRow: { home: 3, away: 0 },
      tables: { won: 0, lost: 0 },
    });
  });

  const optionArb: fc.Arbitrary<MatchOption | null> = fc.option(
    fc.record({
      playerCount: fc.integer({ min: 1, max: 3 }),
      startingScore: fc.constant(501),
      numberOfLegs: fc.integer({ min: 1, max: 7 }),
    }),
  );
  const matchArb = fc
    .record({
      homeCount: fc.integer({ min: 0, max: 3 }),
      awayCount: fc.integer({ min: 0, max: 3 }),
      homeScore: fc.option(fc.integer({ min: 0, max: 5 })),
      awayScore: fc.option(fc.integer({ min: 0, max: 5 })),
    })
    .map((m) => match(players('h', m.homeCount), players('a', m.awayCount), m.homeScore, m.awayScore));
  const cardArb = fc
    .record({
      matches: fc.array(matchArb, { maxLength: 8 }),
      matchOptions: fc.array(optionArb, { maxLength: 8 }),
      isKnockout: fc.boolean(),
    })
    .map((overrides) => game('g', '2024-01-10', home, away, overrides));

  it("every reader counts the same matches won, and a complete card's result follows them", () => {
    fc.assert(
      fc.property(cardArb, (g) => {
        const { scorecard, fixtureRow, tables } = readings(g);
        expect(scorecard).toEqual(matchWins(g));
        if (cardState(g) !== 'notStarted') expect(fixtureRow).toEqual(scorecard);
        const { result } = gameOutcome(g);
        expect(result === 'home').toBe(scorecard.home > scorecard.away);
        if (cardState(g) === 'complete' && !g.isKnockout) {
          expect(tables).toEqual({
            won: scorecard.home > scorecard.away ? 1 : 0,
            lost: scorecard.home < scorecard.away ? 1 : 0,
          });
        }
      }),
    );
  });
});
