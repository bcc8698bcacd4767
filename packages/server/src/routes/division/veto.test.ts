import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DivisionData } from '@darts/core/contract/divisionData';
import { FEATURE_IDS } from '@darts/core/feature/flags';
import type { TeamDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { buildGame, buildMatch, setFeature, squadOf } from '#server-test/leagueBuilders';
import { accountOfTeam } from '#server-test/scorecardBuilders';
import { ROUTE_DIALECTS, type ApiClient, type TestServer } from '#server-test/support';
import { startLeagueServer } from '#server-test/leagueServer';

const TODAY = new Date('2026-11-22T12:00:00Z');
/** The fixture date plus the one-day delay. */
const DELAY_ELAPSED = new Date('2026-11-23T00:00:00Z');

describe.each(ROUTE_DIALECTS)('GET /api/Division/Data with VetoScores on %s', (dialect) => {
  let server: TestServer;
  let now = TODAY;
  let url: string;
  let home: Stored<TeamDoc>;
  let away: Stored<TeamDoc>;
  let other: Stored<TeamDoc>;
  let recentId: string;
  beforeAll(async () => {
    const league = await startLeagueServer(dialect, {
      now: () => now,
      teams: [
        ['Hosts', 'Hal'],
        ['Guests', 'Gus'],
        ['Others', 'Oz'],
      ],
    });
    const { seasonId, divisionId } = league;
    server = league.server;
    [home, away, other] = league.teams as [Stored<TeamDoc>, Stored<TeamDoc>, Stored<TeamDoc>];
    const played = (date: string, homeLegs: number, awayLegs: number) =>
      buildGame(server.ctx, {
        seasonId,
        divisionId,
        date,
        home,
        away,
        matches: squadOf(home).map((h, i) => buildMatch([h], [squadOf(away)[i]!], homeLegs, awayLegs)),
        oneEighties: date === '2026-11-22' ? [squadOf(away)[0]!] : [],
      });
    await played('2026-11-15', 3, 1); // Hosts win last week's fixture 5-0
    recentId = (await played('2026-11-22', 1, 3)).id; // Guests win today's 0-5, with a 180
    url = `/api/Division/Data?divisionId=${divisionId}&seasonId=${seasonId}`;
  });
  afterAll(async () => server.close());

  const setDelay = (configuredValue: string) =>
    setFeature(server.ctx, FEATURE_IDS.vetoScores, configuredValue);
  /** What a caller sees of today's fixture and its effect on the tables. */
  const seen = async (client: ApiClient) => {
    const data = (await client.get(url)).body as DivisionData;
    const fixtures = data.fixtures.flatMap((d) => d.fixtures);
    const recent = fixtures.find((f) => f.id === recentId);
    const played = (id: string) => data.teams.find((t) => t.id === id)?.played;
    const gus = data.players.find((p) => p.name === 'Gus 1');
    return {
      listed: fixtures.filter((f) => f.awayTeam).length,
      recent: recent ? [recent.homeScore, recent.awayScore] : null,
      played: [played(home.id), played(away.id), played(other.id)],
      gus: gus ? [gus.singles.matchesPlayed, gus.oneEighties] : null,
    };
  };
  const hidden = { listed: 2, recent: [null, null], played: [1, 1, 0], gus: [1, 0] };
  const shown = { listed: 2, recent: [0, 5], played: [2, 2, 0], gus: [2, 1] };

  it('hides a recent fixture from anonymous readers and other clerks until the date plus the delay', async () => {
    await setDelay('1.00:00:00');
    now = TODAY;
    const anonymous = server.client();
    expect(await seen(anonymous)).toEqual(hidden);
    expect(await seen(anonymous)).toEqual(hidden); // from the cache
    expect(await seen(await accountOfTeam(server, other.id))).toEqual(hidden);
    expect(await seen(await accountOfTeam(server, home.id, ['manageGames']))).toEqual(hidden);

    now = new Date(DELAY_ELAPSED.getTime() - 1);
    expect(await seen(anonymous)).toEqual(hidden);
    now = DELAY_ELAPSED;
    expect(await seen(anonymous)).toEqual(shown);
    expect(await seen(await accountOfTeam(server, other.id))).toEqual(shown);
  });

  it('shows it to manageScores and to the clerks of both teams, without changing what others see', async () => {
    await setDelay('1.00:00:00');
    now = TODAY;
    expect(await seen(await server.signedIn(['manageScores']))).toEqual(shown);
    expect(await seen(await accountOfTeam(server, home.id))).toEqual(shown);
    expect(await seen(await accountOfTeam(server, away.id))).toEqual(shown);
    expect(await seen(server.client())).toEqual(hidden);
  });

  it('hides nothing with no delay', async () => {
    await setDelay('00:00:00');
    now = TODAY;
    expect(await seen(server.client())).toEqual(shown);
    expect(await seen(await accountOfTeam(server, other.id))).toEqual(shown);
  });
});
