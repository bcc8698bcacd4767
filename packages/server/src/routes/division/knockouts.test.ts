import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DivisionData } from '@darts/core/contract/divisionData';
import {
  buildDivision,
  buildGame,
  buildMatch,
  buildSeason,
  buildTeam,
  squadOf,
} from '#server-test/leagueBuilders';
import { ROUTE_DIALECTS, startServer, type TestServer } from '#server-test/support';

/*
 * A division's data reads only its own fixtures and the knockouts (game.is_knockout), yet counts
 * what it always did: its own fixtures, and the 180s of every division's knockouts of this season
 * and of overlapping seasons, never another division's league fixtures.
 */

const NOW = new Date('2026-11-22T12:00:00Z');

describe.each(ROUTE_DIALECTS)("a division's data and the knockouts on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect, { now: () => NOW });
  });
  afterAll(async () => server.close());

  it("counts every knockout's 180s in its dates and no other division's league fixture, for visitors and managers", async () => {
    const ctx = server.ctx;
    const north = await buildDivision(ctx, { name: 'North' });
    const south = await buildDivision(ctx, { name: 'South' });
    const season = await buildSeason(ctx, { divisionIds: [north.id, south.id] });
    const overlapping = await buildSeason(ctx, { divisionIds: [south.id], startDate: '2026-10-01' });
    const team = (name: string, divisionId: string, players: string[]) =>
      buildTeam(ctx, { name, seasonId: season.id, divisionId, players });
    const home = await team('North One', north.id, ['Nia']);
    const away = await team('North Two', north.id, ['Ned']);
    const nia = squadOf(home)[0]!;
    const game = (seasonId: string, divisionId: string, isKnockout: boolean) =>
      buildGame(ctx, {
        seasonId,
        divisionId,
        date: '2026-10-07',
        home,
        away,
        isKnockout,
        matches: [buildMatch(squadOf(home), squadOf(away), 3, 1)],
        oneEighties: [nia],
      });
    await game(season.id, north.id, false); // counts: 1
    await game(season.id, south.id, false); // another division's league fixture: no
    await game(season.id, south.id, true); // a knockout of this season: 1
    await game(overlapping.id, south.id, true); // a knockout of an overlapping season: 1
    await game(overlapping.id, south.id, false); // a league fixture of another season: no

    const url = `/api/Division/Data?divisionId=${north.id}&seasonId=${season.id}`;
    const niaIn = (data: DivisionData) => data.players.find((p) => p.name === 'Nia');
    const visitor = (await server.client().get(url)).body as DivisionData;
    expect(niaIn(visitor)).toMatchObject({ oneEighties: 3, singles: { matchesWon: 1 } });
    const manager = (await (await server.signedIn(['manageGames'])).get(url)).body as DivisionData;
    expect(niaIn(manager)).toMatchObject({ oneEighties: 3, singles: { matchesWon: 1 } });
  });
});
