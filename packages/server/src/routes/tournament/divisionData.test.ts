import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { squadOf } from '#server-test/leagueBuilders';
import { startLeagueServer } from '#server-test/leagueServer';
import { ROUTE_DIALECTS, type ApiClient, type TestServer } from '#server-test/support';
import { firstRound, tournamentBody } from '#server-test/tournamentBuilders';

/*
 * Tournaments saved through the API as the fixtures tab, the calendar feed and the player table
 * read them (GET /api/Division/Data): rows with their players and winner, all-day events, and
 * 180s and hi-checks in the player table only while accoladesCount is on; results never count in
 * the win tables.
 */

const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe.each(ROUTE_DIALECTS)('Tournaments in division data on %s', (dialect) => {
  let server: TestServer;
  let organiser: ApiClient;
  let seasonId: string;
  let divisionId: string;
  let players: { id: string; name: string }[];
  let tournamentId: string;
  const data = async () =>
    (await server.client().get(`/api/Division/Data?divisionId=${divisionId}&seasonId=${seasonId}`)).body;

  beforeAll(async () => {
    let teams;
    ({ server, seasonId, divisionId, teams } = await startLeagueServer(dialect, {
      teams: [
        ['Bell', 'Bell'],
        ['Crown', 'Crown'],
      ],
    }));
    organiser = await server.signedIn(['manageTournaments'], { name: 'Organiser' });
    players = [...squadOf(teams[0]!), ...squadOf(teams[1]!)];
    const [ann, bea] = [players[0]!, players[5]!];
    const sides = [ann, bea].map((p) => ({ name: p.name, players: [{ ...p, divisionId }] }));
    const created = (
      await organiser.put(
        '/api/Tournament/',
        tournamentBody(seasonId, { divisionId, sides, bestOf: 3, notes: 'Cup final night' }),
      )
    ).body.result;
    tournamentId = created.id;
    const round = firstRound(created.sides);
    const final = await organiser.put('/api/Tournament/', {
      ...created,
      round: { ...round, matches: [{ ...round.matches[0], scoreA: 2, scoreB: 1 }] },
      oneEighties: [ann, ann, bea],
      over100Checkouts: [{ ...bea, score: 121 }],
      lastUpdated: created.updated,
    });
    expect(final.status).toBe(200);
  });
  afterAll(async () => server.close());

  it('lists the tournament on its date with its players and winner', async () => {
    const { fixtures } = await data();
    const date = fixtures.find((d: { date: string }) => d.date === '2026-10-10');
    expect(date.tournamentFixtures).toHaveLength(1);
    expect(date.tournamentFixtures[0]).toMatchObject({
      id: tournamentId,
      address: 'The Bell',
      type: 'Singles',
      proposed: false,
      players: [players[0]!.id, players[5]!.id],
      winningSide: { name: players[0]!.name },
    });
  });

  it('has an all-day event in the calendar feed', async () => {
    const feed = await server
      .client()
      .get(`/api/Division/Data?divisionId=${divisionId}&seasonId=${seasonId}`, { accept: 'text/calendar' });
    const lines = unfold(feed.body as string);
    expect(lines).toContain(`UID:${tournamentId}`);
    expect(lines).toContain('DTSTART;VALUE=DATE:20261010');
    expect(lines).toContain('SUMMARY:🎯 Singles');
    expect(lines).toContain('LOCATION:The Bell');
  });

  it('counts the 180s and hi-checks in the player table, never the results, and only while accoladesCount is on', async () => {
    const before = await data();
    const row = (id: string) => before.players.find((p: { id: string }) => p.id === id);
    expect(row(players[0]!.id)).toMatchObject({ oneEighties: 2, over100Checkouts: 0, points: 0 });
    expect(row(players[0]!.id).singles.matchesPlayed).toBe(0);
    expect(row(players[5]!.id)).toMatchObject({ oneEighties: 1, over100Checkouts: 121 });
    expect(
      before.teams.every((t: { played: number; points: number }) => t.played === 0 && t.points === 0),
    ).toBe(true);

    const current = (await server.client().get(`/api/Tournament/${tournamentId}`)).body;
    const off = await organiser.put('/api/Tournament/', {
      ...current,
      accoladesCount: false,
      lastUpdated: current.updated,
    });
    expect(off.status).toBe(200);
    const after = await data();
    expect(after.players.find((p: { id: string }) => p.id === players[0]!.id)).toBeUndefined();
  });

  it('drops the tournament from division data once deleted', async () => {
    const other = (await organiser.put('/api/Tournament/', tournamentBody(seasonId, { date: '2026-10-17' })))
      .body.result;
    const on = (d: { fixtures: { date: string; tournamentFixtures: unknown[] }[] }) =>
      d.fixtures.find((f) => f.date === '2026-10-17')?.tournamentFixtures.length ?? 0;
    expect(on(await data())).toBe(1);
    await organiser.delete(`/api/Tournament/${other.id}`);
    expect(on(await data())).toBe(0);
  });
});
