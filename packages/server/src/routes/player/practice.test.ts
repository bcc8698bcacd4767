import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_ID } from '@darts/core/contract/common';
import { buildGame, buildMatch, buildTeam } from '#server-test/leagueBuilders';
import { startLeagueServer } from '#server-test/leagueServer';
import { wonLeg } from '#server-test/saygBuilders';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';

/*
 * Shared practice in a player's own figures (decision 062): counted only once the account that
 * plays as the player (its e-mail address is the player's in a squad) chose it, as a competition of
 * its own, never in the leaderboards; the choice is that account's alone.
 */
describe.each(ROUTE_DIALECTS)('Practice in a player’s figures on %s', (dialect) => {
  let server: TestServer;
  let ann: ApiClient;
  let annId: string;
  let practicePath: string;
  const annEmail = 'ann.archer@practice.example';
  const figuresOf = async (client: ApiClient) => client.get(`/api/Player/${annId}/Figures`);

  /** A practice match saved (shared) by `client`: one leg Ann wins against `opponent`, or alone. */
  const practise = async (client: ApiClient, opponent: string | null) => {
    const names: [string, string] = ['Ann', opponent ?? ''];
    const leg = wonLeg('home', names);
    const legs = {
      0: opponent ? leg : { ...leg, playerSequence: [leg.playerSequence![0]!], away: undefined },
    };
    const saved = await client.post('/api/Sayg', {
      yourName: 'Ann',
      opponentName: opponent,
      startingScore: 501,
      numberOfLegs: 1,
      legs,
    });
    expect(envelopeErrors(saved.body)).toEqual([]);
    return saved.body.result as { id: string; updated: string };
  };

  beforeAll(async () => {
    let seasonId: string;
    let divisionId: string;
    ({ server, seasonId, divisionId } = await startLeagueServer(dialect));
    const admin = await server.signedIn(['managePlayers']);
    const home = await buildTeam(server.ctx, { name: 'Archers', seasonId, divisionId, players: [] });
    const away = await buildTeam(server.ctx, { name: 'Bowlers', seasonId, divisionId, players: ['Bob'] });
    const created = await admin.post(`/api/Player/${seasonId}/${home.id}/${EMPTY_ID}`, {
      name: 'Ann Archer',
      emailAddress: annEmail,
    });
    annId = created.body.playerDetails.id;
    practicePath = `/api/Player/${annId}/Practice`;
    ann = await server.signedIn([], { name: 'Ann Archer', email: annEmail });

    // A league match of Ann's, scored on her own account: linked by the fixture, so never practice.
    const league = await practise(ann, 'Bob');
    const bob = away.doc.seasons[0]!.players[0]!;
    await buildGame(server.ctx, {
      seasonId,
      divisionId,
      date: '2026-11-20',
      home,
      away,
      matches: [
        {
          ...buildMatch([{ id: annId, name: 'Ann Archer' }], [{ id: bob.id, name: bob.name }], 1, 0),
          saygId: league.id,
        },
      ],
    });
    // Her practice: against Dave, and alone; one shared signed out (no account: never hers).
    await practise(ann, 'Dave');
    await practise(ann, null);
    await practise(server.client(), 'Eve');
  });
  afterAll(async () => server.close());

  it('counts no practice until the player chooses', async () => {
    const figures = (await figuresOf(server.client())).body;
    expect(figures.competitions.map((c: { competition: string }) => c.competition)).toEqual(['league']);
    expect(figures.career).toMatchObject({ matchesPlayed: 1, legsPlayed: 1 });
    expect((await ann.get(practicePath)).body).toEqual({ linked: true, counted: false });
  });

  it('lets only the player’s own account choose: 401, 403 and 400', async () => {
    const visitor = server.client();
    expect((await visitor.get(practicePath)).status).toBe(401);
    expect((await visitor.put(practicePath, { counted: true })).status).toBe(401);

    // Another account, even one that may do anything, does not play as Ann.
    for (const other of [await server.signedIn([]), await server.signedIn('all')]) {
      expect((await other.get(practicePath)).body).toEqual({ linked: false, counted: false });
      const refused = await other.put(practicePath, { counted: true });
      expect(refused.status).toBe(403);
      expect(envelopeErrors(refused.body)).toEqual([
        'Only the player’s own account (the e-mail address in their squad) may choose this',
      ]);
    }

    const bad = await ann.put(practicePath, { counted: 'yes' });
    expect(bad.status).toBe(400);
    expect(envelopeErrors(bad.body)).toEqual(['Counted must be true or false']);
    expect((await ann.put(practicePath, {})).status).toBe(400);
    expect((await ann.put('/api/Player/not-an-id/Practice', { counted: true })).status).toBe(400);
    expect((await figuresOf(server.client())).body.competitions).toHaveLength(1);
  });

  it('counts the shared practice as its own competition once chosen, never in the leaderboards', async () => {
    const chosen = await ann.put(practicePath, { counted: true });
    expect(chosen.status).toBe(200);
    expect(chosen.body.result).toEqual({ linked: true, counted: true });
    expect(chosen.body.messages).toEqual(['Your shared practice now counts in your figures, as Practice']);
    expect((await ann.get(practicePath)).body).toEqual({ linked: true, counted: true });

    // At once, on the next request.
    const figures = (await figuresOf(server.client())).body;
    expect(
      figures.competitions.map((c: { competition: string; figures: { matchesPlayed: number } }) => [
        c.competition,
        c.figures.matchesPlayed,
      ]),
    ).toEqual([
      ['league', 1],
      ['practice', 2],
    ]);
    expect(figures.career).toMatchObject({ matchesPlayed: 3, matchesWon: 2, legsPlayed: 3, count180: 6 });
    expect(figures.seasons).toHaveLength(1);
    expect(figures.seasons[0].figures.matchesPlayed).toBe(3);
    const practice = figures.matches.filter((m: { competition: string }) => m.competition === 'practice');
    expect(practice.map((m: { result: string }) => m.result).sort()).toEqual(['solo', 'won']);
    // Neither the name typed at the board nor the record's link is handed on.
    for (const m of practice) expect(m).toMatchObject({ opponentId: null, opponentName: '', saygId: '' });
    expect(JSON.stringify(figures)).not.toContain('Dave');
    expect(JSON.stringify(figures)).not.toContain('Eve');

    // A practice match shared after the choice counts on the next request too.
    await practise(ann, 'Dave');
    expect((await figuresOf(server.client())).body.career.matchesPlayed).toBe(4);

    const boards = (await server.client().get('/api/Leaderboard?minLegs=1')).body.boards;
    expect(boards.average.find((r: { playerId: string }) => r.playerId === annId)).toMatchObject({
      legs: 1,
    });
  });

  it('keeps the privacy rules: initials only for visitors, and members-only figures', async () => {
    const admin = await server.signedIn(['managePlayers', 'manageFeatures']);
    const team = (await server.ctx.repos.teams.list()).find((t) => t.doc.name === 'Archers')!;
    const season = team.doc.seasons[0]!;
    const player = season.players.find((p) => p.id === annId)!;
    const initials = await admin.patch(`/api/Player/${season.seasonId}/${team.id}/${annId}`, {
      name: 'Ann Archer',
      emailAddress: annEmail,
      initialsOnly: true,
      lastUpdated: player.updated,
    });
    expect(initials.status).toBe(200);
    const seen = (await figuresOf(server.client())).body;
    expect(seen.name).toBe('A. A.');
    expect(seen.competitions.map((c: { competition: string }) => c.competition)).toContain('practice');
    expect(JSON.stringify(seen)).not.toContain('Ann Archer');

    const feature = '6d1e4c2b-9a3f-4b8e-8c5d-1f7a2e9b3c40';
    expect((await admin.put('/api/Feature', { id: feature, configuredValue: 'false' })).status).toBe(200);
    expect((await figuresOf(server.client())).status).toBe(401);
    expect((await figuresOf(ann)).status).toBe(200);
    await admin.put('/api/Feature', { id: feature, configuredValue: null });
  });

  it('stops counting the practice when the player says so', async () => {
    const stopped = await ann.put(practicePath, { counted: false });
    expect(stopped.body.result).toEqual({ linked: true, counted: false });
    const figures = (await figuresOf(server.client())).body;
    expect(figures.competitions.map((c: { competition: string }) => c.competition)).toEqual(['league']);
    expect(figures.career.matchesPlayed).toBe(1);
  });
});
