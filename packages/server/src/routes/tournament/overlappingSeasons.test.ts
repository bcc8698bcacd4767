import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DivisionData } from '@darts/core/contract/divisionData';
import { seasonIdsOn, tournamentIdsOn } from '@darts/core/live/superleagueFinder';
import { buildDivision, buildSeason } from '#server-test/leagueBuilders';
import { TEST_NOW } from '#server-test/leagueServer';
import { ROUTE_DIALECTS, startServer, type TestServer } from '#server-test/support';
import { tournamentBody } from '#server-test/tournamentBuilders';

/*
 * `/live/superleague` without ids on a date two seasons hold (seasons may overlap): the finder's
 * steps (core live/superleagueFinder.ts, as FindSuperleague.tsx takes them) over the real API find
 * the superleague tournaments of both seasons.
 */

const DATE = '2026-10-10';

describe.each(ROUTE_DIALECTS)('Superleague tournaments of overlapping seasons on %s', (dialect) => {
  let server: TestServer;
  const created: string[] = [];
  let divisionId: string;

  beforeAll(async () => {
    server = await startServer(dialect, { now: () => TEST_NOW });
    divisionId = (await buildDivision(server.ctx, { name: 'Superleague', superleague: true })).id;
    const divisionIds = [divisionId];
    const autumn = await buildSeason(server.ctx, {
      startDate: '2026-09-01',
      endDate: '2026-12-31',
      divisionIds,
    });
    const winter = await buildSeason(server.ctx, {
      startDate: '2026-10-01',
      endDate: '2027-03-31',
      divisionIds,
    });
    const organiser = await server.signedIn(['manageTournaments']);
    for (const [season, host] of [
      [autumn, 'The Bell'],
      [winter, 'The Crown'],
    ] as const) {
      const body = tournamentBody(season.id, { divisionId, singleRound: true, host, opponent: 'Visitors' });
      const saved = await organiser.put('/api/Tournament/', body);
      expect(saved.status).toBe(200);
      created.push(saved.body.result.id as string);
    }
  });
  afterAll(async () => server.close());

  it('finds the tournaments of both seasons holding the date', async () => {
    const visitor = server.client();
    const seasons = (await visitor.get('/api/Season/')).body as {
      id: string;
      startDate: string;
      endDate: string;
    }[];
    const seasonIds = seasonIdsOn(seasons, DATE);
    expect(seasonIds).toHaveLength(2);
    const answers = await Promise.all(
      seasonIds.map(
        async (seasonId) =>
          (await visitor.get(`/api/Division/Data?divisionId=${divisionId}&seasonId=${seasonId}`))
            .body as DivisionData,
      ),
    );
    // Each season's answer holds its own tournament only: asking one season would miss the other.
    for (const answer of answers) expect(tournamentIdsOn(answer.fixtures, DATE)).toHaveLength(1);
    const found = tournamentIdsOn(
      answers.flatMap((a) => a.fixtures),
      DATE,
    );
    expect(found.sort()).toEqual([...created].sort());
  });
});
