import type {
  DivisionFixture,
  DivisionRef,
  FixtureTeam,
  OtherDivisionFixture,
} from '../contract/divisionData';
import { cardState, matchWins } from './matchResult';
import type { Fixture, Team } from './types';

/* Fixture rows of the fixtures tab. */

/**
 * The fixture score: the matches each side has won (`matchWins`, the rule the tables and the
 * scorecard use too). Final once the card is complete (`cardState`), a running score while it is
 * in progress.
 */
export function fixtureScore(game: Fixture): { homeScore: number; awayScore: number } {
  const won = matchWins(game);
  return { homeScore: won.home, awayScore: won.away };
}

/**
 * The scores of a fixture row: the final score of a complete card; the running score of a card in
 * progress (the final score stays null, so the fixture reads as unplayed to anything that does
 * not know the running score); nothing for a card not started or whose scores are hidden.
 */
export function rowScores(
  game: Fixture,
  hidden = false,
): Pick<DivisionFixture, 'homeScore' | 'awayScore' | 'runningScore'> {
  const state = hidden ? 'notStarted' : cardState(game);
  if (state === 'notStarted') return { homeScore: null, awayScore: null, runningScore: null };
  const score = fixtureScore(game);
  return state === 'complete'
    ? { ...score, runningScore: null }
    : { homeScore: null, awayScore: null, runningScore: score };
}

export interface FixtureRowContext {
  teamById: (teamId: string) => Team | null;
  divisionOf: (teamId: string) => DivisionRef | null;
  /** True when the fixture's scores are hidden from the caller (VetoScores); listed without scores. */
  scoresHidden?: (game: Fixture) => boolean;
}

/** The row of a real fixture. */
export function fixtureRow(game: Fixture, ctx: FixtureRowContext): DivisionFixture {
  return {
    id: game.id,
    ...rowScores(game, ctx.scoresHidden?.(game) ?? false),
    homeTeam: {
      id: game.home.id,
      name: game.home.name,
      address: ctx.teamById(game.home.id)?.address ?? null,
    },
    awayTeam: {
      id: game.away.id,
      name: game.away.name,
      address: ctx.teamById(game.away.id)?.address ?? null,
    },
    proposal: false,
    postponed: game.postponed,
    isKnockout: game.isKnockout,
    accoladesCount: game.accoladesCount,
    fixturesUsingAddress: [],
    homeDivision: ctx.divisionOf(game.home.id),
    awayDivision: ctx.divisionOf(game.away.id),
    updated: game.updated ?? null,
  };
}

export function otherDivisionFixture(game: Fixture): OtherDivisionFixture {
  return {
    id: game.id,
    divisionId: game.divisionId,
    home: { id: game.home.id, name: game.home.name },
    away: { id: game.away.id, name: game.away.name },
  };
}

/**
 * The placeholder row of a team without a fixture on a date: `id` is the team's id and there is no
 * away team. `fixturesUsingAddress` lists other divisions' fixtures that date at the team's venue.
 * The server's fixture dates and a fixture manager's dates added on the page (web fixtures/edits.ts)
 * both lay out their rows with it.
 */
export function placeholderRow(
  team: FixtureTeam,
  options: { isKnockout: boolean; fixturesUsingAddress: readonly Fixture[]; division: DivisionRef | null },
): DivisionFixture {
  return {
    id: team.id,
    homeScore: null,
    awayScore: null,
    runningScore: null,
    homeTeam: { id: team.id, name: team.name, address: team.address },
    awayTeam: null,
    proposal: false,
    postponed: false,
    isKnockout: options.isKnockout,
    accoladesCount: true,
    fixturesUsingAddress: options.fixturesUsingAddress.map(otherDivisionFixture),
    homeDivision: options.division,
    awayDivision: null,
    updated: null,
  };
}

/** True for a placeholder row (id equals the home team's id). */
export function isPlaceholder(row: Pick<DivisionFixture, 'id' | 'homeTeam'>): boolean {
  return row.id === row.homeTeam.id;
}
