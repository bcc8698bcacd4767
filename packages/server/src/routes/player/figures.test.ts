import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_ID } from '@darts/core/contract/common';
import { buildTeam } from '#server-test/leagueBuilders';
import { startLeagueServer } from '#server-test/leagueServer';
import { wonLeg } from '#server-test/saygBuilders';
import {
  ROUTE_DIALECTS,
  UNKNOWN_ID,
  envelopeErrors,
  type ApiClient,
  type TestServer,
} from '#server-test/support';
import { singlesSides, tournamentBody } from '#server-test/tournamentBuilders';

/*
 * A player's own figures and a head to head, from matches recorded leg by leg: public, answered
 * from the records as they are now (a leg saved counts on the next request).
 */
describe.each(ROUTE_DIALECTS)("Players' figures on %s", (dialect) => {
  let server: TestServer;
  let organiser: ApiClient;
  let marker: ApiClient;
  let seasonId: string;
  let divisionId: string;
  const sides = singlesSides(['Ann', 'Bea', 'Cat', 'Dee']);
  const idOf = (name: string) => sides.find((s) => s.name === name)!.players[0]!.id;
  beforeAll(async () => {
    ({ server, seasonId, divisionId } = await startLeagueServer(dialect));
    organiser = await server.signedIn(['manageTournaments'], { name: 'Organiser' });
    marker = await server.signedIn(['recordScoresAsYouGo'], { name: 'Marker' });
  });
  afterAll(async () => server.close());

  /** The record of a Swiss match, created and saved with `legs` won by home or away. */
  const score = async (tournamentId: string, matchId: string, winners: ('home' | 'away')[]) => {
    const linked = (await marker.post(`/api/Tournament/${tournamentId}`, { matchId })).body.result;
    const saygId = linked.results.find((r: { matchId: string }) => r.matchId === matchId).saygId;
    const record = (await marker.get(`/api/Sayg/${saygId}`)).body;
    const names: [string, string] = [record.yourName, record.opponentName];
    const legs = Object.fromEntries(winners.map((w, i) => [i, wonLeg(w, names)]));
    const saved = await marker.post('/api/Sayg', { ...record, legs, lastUpdated: record.updated });
    expect(saved.status).toBe(200);
    return { names, record: saved.body.result };
  };

  it('answers a player’s figures from their records, at once after a leg is saved; 400 and 404', async () => {
    const t = (
      await organiser.put('/api/Tournament/', tournamentBody(seasonId, { format: 'swiss', bestOf: 3, sides }))
    ).body.result;
    expect((await server.client().get('/api/Player/not-a-player/Figures')).status).toBe(400);
    const unknown = await server.client().get(`/api/Player/${UNKNOWN_ID}/Figures`);
    expect(unknown.status).toBe(404);
    expect(envelopeErrors(unknown.body)).toEqual(['No match of this player’s has been recorded leg by leg']);

    const { names, record } = await score(t.id, 'S1-1', ['home']);
    const [home, away] = names;
    const figures = await server.client().get(`/api/Player/${idOf(home)}/Figures`);
    expect(figures.status).toBe(200);
    expect(figures.body).toMatchObject({
      playerId: idOf(home),
      name: home,
      career: {
        matchesPlayed: 1,
        matchesWon: 0,
        legsPlayed: 1,
        legsWon: 1,
        // 180, 180, 141 out on the third dart: a nine-darter.
        average3: 167,
        first9Average: 167,
        highestCheckout: 141,
        count180: 2,
        count140: 1,
        bestLegDarts: 9,
        checkoutPercent: 100,
      },
      seasons: [{ seasonId, seasonName: expect.any(String) }],
      competitions: [{ competition: 'tournament' }],
      matches: [
        { opponentName: away, opponentId: idOf(away), legsFor: 1, legsAgainst: 0, result: 'unfinished' },
      ],
    });

    // The second leg saved: the figures count it on the next request.
    const second = await marker.post('/api/Sayg', {
      ...record,
      legs: { 0: wonLeg('home', names), 1: wonLeg('home', names) },
      lastUpdated: record.updated,
    });
    expect(second.status).toBe(200);
    const after = (await server.client().get(`/api/Player/${idOf(home)}/Figures`)).body;
    expect(after.career).toMatchObject({ matchesWon: 1, legsWon: 2, count180: 4 });
    expect(after.matches[0].result).toBe('won');
  });

  it('answers two players’ meetings, each from their own side; 400 for a bad id', async () => {
    const created = await organiser.put(
      '/api/Tournament/',
      tournamentBody(seasonId, { date: '2026-10-17', format: 'swiss', bestOf: 3, sides }),
    );
    expect(envelopeErrors(created.body)).toEqual([]);
    const t = created.body.result;
    const { names } = await score(t.id, 'S1-2', ['away', 'away']);
    const [home, away] = names;
    const h2h = await server.client().get(`/api/Player/${idOf(home)}/HeadToHead/${idOf(away)}`);
    expect(h2h.status).toBe(200);
    expect(h2h.body.a).toMatchObject({ name: home, career: { matchesPlayed: 1, matchesWon: 0 } });
    expect(h2h.body.b).toMatchObject({
      name: away,
      career: { matchesPlayed: 1, matchesWon: 1, average3: 167 },
    });
    expect(h2h.body.a.matches.map((m: { opponentName: string }) => m.opponentName)).toEqual([away]);
    expect((await server.client().get(`/api/Player/${idOf(home)}/HeadToHead/nobody`)).status).toBe(400);
  });

  it('shows a player who asked by initials only to visitors, in figures, head to heads and leaderboards', async () => {
    const admin = await server.signedIn(['managePlayers']);
    const team = await buildTeam(server.ctx, { name: 'Initials', seasonId, divisionId, players: [] });
    const player = `/api/Player/${seasonId}/${team.id}/${EMPTY_ID}`;
    const ann = (await admin.post(player, { name: 'Ann Archer', initialsOnly: true })).body.playerDetails;
    const paired = [
      { name: 'Ann Archer', players: [{ id: ann.id, name: 'Ann Archer' }] },
      ...singlesSides(['Eve', 'Fay', 'Gil']).map((side, i) => ({
        ...side,
        players: [{ ...side.players[0]!, id: `00000000-0000-4000-8000-0000000001${i}0` }],
      })),
    ];
    const t = (
      await organiser.put(
        '/api/Tournament/',
        tournamentBody(seasonId, { format: 'swiss', bestOf: 3, sides: paired }),
      )
    ).body.result;
    const { names } = await score(t.id, 'S1-1', ['home', 'home']);
    const other = names.find((n) => n !== 'Ann Archer')!;
    const otherId = paired.find((p) => p.name === other)!.players[0]!.id;

    const visitor = server.client();
    expect((await visitor.get(`/api/Player/${ann.id}/Figures`)).body.name).toBe('A. A.');
    expect((await marker.get(`/api/Player/${ann.id}/Figures`)).body.name).toBe('Ann Archer');
    const theirs = (await visitor.get(`/api/Player/${otherId}/Figures`)).body;
    expect(theirs.matches.map((m: { opponentName: string }) => m.opponentName)).toEqual(['A. A.']);
    const h2h = (await visitor.get(`/api/Player/${ann.id}/HeadToHead/${otherId}`)).body;
    expect([h2h.a.name, h2h.b.name]).toEqual(['A. A.', other]);
    const rowOf = (body: { boards: { average: { playerId: string; name: string }[] } }) =>
      body.boards.average.find((r) => r.playerId === ann.id)?.name;
    expect(rowOf((await visitor.get('/api/Leaderboard?minLegs=1')).body)).toBe('A. A.');
    expect(rowOf((await marker.get('/api/Leaderboard?minLegs=1')).body)).toBe('Ann Archer');
    const csv = await visitor.get('/api/Leaderboard/Csv?board=average&minLegs=1');
    expect(csv.body as string).toContain(',A. A.,');
    expect(csv.body as string).not.toContain('Ann Archer');
  });

  it('keeps the figures to signed-in members when the league says so: 401 for a visitor', async () => {
    const admin = await server.signedIn(['manageFeatures']);
    const off = await admin.put('/api/Feature', {
      id: '6d1e4c2b-9a3f-4b8e-8c5d-1f7a2e9b3c40',
      configuredValue: 'false',
    });
    expect(off.status).toBe(200);
    const path = `/api/Player/${idOf('Ann')}/Figures`;
    const visitor = await server.client().get(path);
    expect(visitor.status).toBe(401);
    expect(envelopeErrors(visitor.body)).toEqual([
      'Players’ figures are for the league’s members: sign in to see them',
    ]);
    expect((await server.client().get('/api/Leaderboard')).status).toBe(401);
    expect((await server.client().get(`/api/Player/${idOf('Ann')}/HeadToHead/${idOf('Bea')}`)).status).toBe(
      401,
    );
    expect((await marker.get(path)).status).not.toBe(401);
    await admin.put('/api/Feature', { id: '6d1e4c2b-9a3f-4b8e-8c5d-1f7a2e9b3c40', configuredValue: null });
    expect((await server.client().get('/api/Leaderboard')).status).toBe(200);
  });
});
