import type { FixtureSearch, FixtureSearchQuery, FoundFixture } from '@darts/core/contract/openData';
import { cardState, gameOutcome } from '@darts/core/league/matchResult';
import { vetoDelayMs, vetoedGameIds } from '@darts/core/scorecard/vetoScores';
import type { Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import type { FixtureDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { scoreRecorderOf } from '#server/policies/scorecard';
import { listFeatures } from './features';

/*
 * Fixture search (issue 29 item 4): fixtures of every season by team, player or venue (any part of
 * the name, any case) and dates, newest first. A score shows once the card is complete and, under
 * VetoScores, once the caller may see it, as in the division's data.
 */

/** Fixtures answered at most. */
export const SEARCH_LIMIT = 100;

const has = (text: string, part: string | undefined) =>
  part === undefined || text.toLocaleLowerCase().includes(part.trim().toLocaleLowerCase());

function playedBy(game: FixtureDoc, player: string | undefined): boolean {
  if (player === undefined) return true;
  return game.matches.some((m) => [...m.homePlayers, ...m.awayPlayers].some((p) => has(p.name, player)));
}

export async function searchFixtures(
  ctx: AppContext,
  caller: Caller,
  query: Omit<FixtureSearchQuery, 'format'>,
): Promise<FixtureSearch> {
  const [games, seasons, divisions, features] = await Promise.all([
    ctx.repos.games.list(),
    ctx.repos.seasons.list(),
    ctx.repos.divisions.list(),
    listFeatures(ctx),
  ]);
  const seasonName = new Map(seasons.map((s) => [s.id, s.doc.name]));
  const divisionName = new Map(divisions.map((d) => [d.id, d.doc.name]));
  const found = games
    .filter(
      ({ doc: g }) =>
        (has(g.home.name, query.team) || has(g.away.name, query.team)) &&
        has(g.address, query.venue) &&
        playedBy(g, query.player) &&
        (query.from === undefined || g.date.slice(0, 10) >= query.from) &&
        (query.to === undefined || g.date.slice(0, 10) <= query.to),
    )
    .sort((a, b) => (a.doc.date < b.doc.date ? 1 : a.doc.date > b.doc.date ? -1 : 0));
  const shown = found.slice(0, SEARCH_LIMIT);
  const vetoed = new Set(
    vetoedGameIds(
      shown.map((g) => ({ ...g.doc, id: g.id })),
      scoreRecorderOf(caller),
      vetoDelayMs(features),
      ctx.now(),
    ),
  );
  const row = (g: Stored<FixtureDoc>): FoundFixture => {
    const scored = cardState(g.doc) === 'complete' && !vetoed.has(g.id);
    const { homeWins, awayWins } = gameOutcome(g.doc);
    return {
      id: g.id,
      date: g.doc.date.slice(0, 10),
      homeTeamId: g.doc.home.id,
      homeTeam: g.doc.home.name,
      awayTeamId: g.doc.away.id,
      awayTeam: g.doc.away.name,
      homeScore: scored ? homeWins : null,
      awayScore: scored ? awayWins : null,
      postponed: g.doc.postponed,
      knockout: g.doc.isKnockout,
      seasonId: g.doc.seasonId,
      season: seasonName.get(g.doc.seasonId) ?? '',
      divisionId: g.doc.divisionId,
      division: divisionName.get(g.doc.divisionId) ?? '',
      venue: g.doc.address,
    };
  };
  return { rows: shown.map(row), more: found.length > shown.length };
}
