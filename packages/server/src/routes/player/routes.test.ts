import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_ID } from '@darts/core/contract/common';
import { buildGame, buildMatch, buildSeason, buildTeam, squadOf } from '#server-test/leagueBuilders';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';
import { startLeagueServer } from '#server-test/leagueServer';

describe.each(ROUTE_DIALECTS)('Player API on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let stranger: ApiClient;
  let seasonId: string;
  let divisionId: string;
  beforeAll(async () => {
    ({ server, admin, stranger, seasonId, divisionId } = await startLeagueServer(dialect, {
      admin: { flags: ['managePlayers'], name: 'Player Admin' },
      stranger: ['manageGames'],
      season: { name: 'Winter' },
    }));
  });
  afterAll(async () => server.close());

  const team = (name: string, players: string[] = []) =>
    buildTeam(server.ctx, { name, seasonId, divisionId, players });
  const path = (teamId: string, playerId = EMPTY_ID) => `/api/Player/${seasonId}/${teamId}/${playerId}`;

  describe('POST /api/Player/{seasonId}/{teamId}/{playerId}', () => {
    it('answers 401, 400 and 403', async () => {
      const stored = await team('Post');
      expect((await server.client().post(path(stored.id), { name: 'Ann' })).status).toBe(401);
      const bad = await admin.post(path(stored.id), { name: ' ', emailAddress: 'not-an-email' });
      expect(bad.status).toBe(400);
      expect(envelopeErrors(bad.body)).toEqual([
        'Please enter a name',
        'Email address must be an email address',
      ]);
      expect(
        envelopeErrors((await admin.post(`/api/Player/${seasonId}/x/${EMPTY_ID}`, { name: 'A' })).body),
      ).toEqual(['Team was not recognised']);
      expect((await stranger.post(path(stored.id), { name: 'Ann' })).status).toBe(403);
    });

    it('adds a player to the squad, answering the team and the player', async () => {
      const stored = await team('Adders');
      const response = await admin.post(path(stored.id), {
        name: 'Ann Smith',
        emailAddress: 'ann@example.org',
        captain: true,
      });
      expect(response.status).toBe(200);
      expect(response.body.messages).toEqual(['Player added to the Adders team for the Winter season']);
      expect(response.body.playerDetails).toMatchObject({
        name: 'Ann Smith',
        captain: true,
        emailAddress: null,
      });
      expect(response.body.result.seasons[0].players.map((p: { name: string }) => p.name)).toEqual([
        'Ann Smith',
      ]);
      const teams = await server.signedIn(['manageTeams']);
      const viaTeams = await teams.post(path(EMPTY_ID), { name: 'Bob', newTeamId: stored.id });
      expect(viaTeams.status).toBe(200);
      expect(viaTeams.body.result.seasons[0].players.map((p: { name: string }) => p.name)).toEqual([
        'Ann Smith',
        'Bob',
      ]);
      expect(viaTeams.body.result.seasons[0].players[0].emailAddress).toBe('ann@example.org');
    });

    it("stores the player's gender ('Female' too), kept by an edit that leaves it out", async () => {
      const stored = await team('Genders');
      const bad = await admin.post(path(stored.id), { name: 'Fay', gender: 'other' });
      expect(bad.status).toBe(400);
      expect(envelopeErrors(bad.body)).toEqual(["Gender must be 'male' or 'female'"]);

      const fay = await admin.post(path(stored.id), { name: 'Fay', gender: 'Female' });
      expect(fay.status).toBe(200);
      expect(fay.body.playerDetails).toMatchObject({ name: 'Fay', gender: 'female' });
      const sam = await admin.post(path(stored.id), { name: 'Sam' });
      expect(sam.body.playerDetails.gender).toBeNull();

      const id = fay.body.playerDetails.id as string;
      const renamed = await admin.patch(path(stored.id, id), {
        name: 'Fay Smith',
        lastUpdated: fay.body.playerDetails.updated,
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body.playerDetails).toMatchObject({ name: 'Fay Smith', gender: 'female' });
      const cleared = await admin.patch(path(stored.id, id), {
        name: 'Fay Smith',
        gender: null,
        lastUpdated: renamed.body.playerDetails.updated,
      });
      expect(cleared.body.playerDetails.gender).toBeNull();
      const read = await admin.get(`/api/Team/${stored.id}`);
      expect(read.body.seasons[0].players.map((p: { gender: string | null }) => p.gender)).toEqual([
        null,
        null,
      ]);
    });

    it('refuses a name already in the squad, and a team not in the season', async () => {
      const stored = await team('Dupes', ['Ann']);
      const duplicate = await admin.post(path(stored.id), { name: ' ann ' });
      expect(duplicate.status).toBe(400);
      expect(envelopeErrors(duplicate.body)).toEqual(['A player called Ann is already in this team']);
      const elsewhere = await buildTeam(server.ctx, {
        name: 'Elsewhere',
        seasonId: (await buildSeason(server.ctx)).id,
        divisionId,
      });
      const noDivision = await admin.post(path(elsewhere.id), { name: 'Cal' });
      expect(noDivision.status).toBe(400);
      expect(envelopeErrors(noDivision.body)).toEqual([
        'Unable to determine division for newly created player',
      ]);
    });
  });

  describe('shown by initials only', () => {
    it('is set when asked, kept by an edit that leaves it out, cleared when asked; 400 for a bad value', async () => {
      const stored = await team('Initials');
      const created = await admin.post(path(stored.id), { name: 'Ann Archer', initialsOnly: true });
      expect(created.status).toBe(200);
      const ann = created.body.playerDetails;
      expect(ann.initialsOnly).toBe(true);
      const renamed = await admin.patch(path(stored.id, ann.id), {
        name: 'Ann Archer-Smith',
        lastUpdated: ann.updated,
      });
      expect(renamed.body.playerDetails.initialsOnly).toBe(true);
      const cleared = await admin.patch(path(stored.id, ann.id), {
        name: 'Ann Archer-Smith',
        initialsOnly: false,
        lastUpdated: renamed.body.playerDetails.updated,
      });
      expect(cleared.body.playerDetails).not.toHaveProperty('initialsOnly');
      const bad = await admin.post(path(stored.id), { name: 'Bea', initialsOnly: 'yes' });
      expect(bad.status).toBe(400);
      expect(envelopeErrors(bad.body)).toEqual(['Initials only must be true or false']);
    });
  });

  describe('PATCH /api/Player/{seasonId}/{teamId}/{playerId}', () => {
    it('answers 401, 400 and 403', async () => {
      const stored = await team('Patch', ['Ann']);
      const ann = stored.doc.seasons[0]!.players[0]!;
      expect((await server.client().patch(path(stored.id, ann.id), { name: 'A' })).status).toBe(401);
      const bad = await admin.patch(path(stored.id, ann.id), { name: '', gameId: 'x' });
      expect(envelopeErrors(bad.body)).toEqual(['Please enter a name', 'Fixture was not recognised']);
      expect(
        (await stranger.patch(path(stored.id, ann.id), { name: 'A', lastUpdated: ann.updated })).status,
      ).toBe(403);
    });

    it("renames the player in the season's fixtures, guarded by the player's own lastUpdated", async () => {
      const home = await team('Renamers', ['Ann', 'Amy']);
      const away = await team('Opponents', ['Bob']);
      const [ann] = squadOf(home);
      const game = await buildGame(server.ctx, {
        seasonId,
        divisionId,
        date: '2026-10-01',
        home,
        away,
        matches: [buildMatch([ann!], squadOf(away), 3, 1)],
        oneEighties: [ann!],
        over100Checkouts: [{ ...ann!, score: 110 }],
      });
      const player = home.doc.seasons[0]!.players[0]!;
      const response = await admin.patch(path(home.id, player.id), {
        name: 'Annie',
        captain: true,
        lastUpdated: player.updated,
      });
      expect(response.status).toBe(200);
      expect(response.body.messages).toEqual(['Player Annie updated in the Winter season, 1 game/s updated']);
      expect(response.body.playerDetails).toMatchObject({ id: player.id, name: 'Annie' });
      const stored = (await server.ctx.repos.games.get(game.id))!.doc;
      expect(stored.matches[0]!.homePlayers[0]!.name).toBe('Annie');
      expect(stored.oneEighties[0]!.name).toBe('Annie');
      expect(stored.over100Checkouts[0]).toMatchObject({ name: 'Annie', score: 110 });

      const stale = await admin.patch(path(home.id, player.id), {
        name: 'Anne',
        lastUpdated: player.updated,
      });
      expect(stale.status).toBe(409);
      expect(envelopeErrors(stale.body)[0]).toMatch(
        /^Unable to update TeamPlayer, Player Admin updated it before you at /,
      );
      const missing = await admin.patch(path(home.id, player.id), { name: 'Anne' });
      expect(envelopeErrors(missing.body)).toEqual([
        'Unable to update TeamPlayer, data integrity token is missing',
      ]);

      const duplicate = await admin.patch(path(home.id, player.id), {
        name: 'amy',
        lastUpdated: response.body.playerDetails.updated,
      });
      expect(envelopeErrors(duplicate.body)).toEqual(['A player called Amy is already playing this season']);

      const moved = await admin.patch(path(home.id, player.id), {
        name: 'Annie',
        newTeamId: away.id,
        lastUpdated: response.body.playerDetails.updated,
      });
      expect(moved.status).toBe(400);
      expect(envelopeErrors(moved.body)).toEqual(["Cannot move a player once they've played in some games"]);
    });

    it('moves a player who has not played to another team', async () => {
      const from = await team('From', ['Cal']);
      const to = await team('To');
      const cal = from.doc.seasons[0]!.players[0]!;
      const response = await admin.patch(path(from.id, cal.id), {
        name: 'Cal',
        newTeamId: to.id,
        lastUpdated: cal.updated,
      });
      expect(response.status).toBe(200);
      expect(response.body.messages).toEqual(['Player added to the To team for the Winter season']);
      expect(response.body.result.id).toBe(to.id);
      expect(response.body.result.seasons[0].players.map((p: { id: string }) => p.id)).toEqual([cal.id]);
      expect((await server.client().get(`/api/Team/${from.id}`)).body.seasons[0].players).toEqual([]);
    });
  });

  describe('DELETE /api/Player/{seasonId}/{teamId}/{playerId}', () => {
    it('answers 401, 400, 403 and 404, and removes the player from the squad', async () => {
      const stored = await team('Deleters', ['Dan']);
      const dan = stored.doc.seasons[0]!.players[0]!;
      expect((await server.client().delete(path(stored.id, dan.id))).status).toBe(401);
      expect(envelopeErrors((await admin.delete(`/api/Player/x/${stored.id}/${dan.id}`)).body)).toEqual([
        'Season was not recognised',
      ]);
      expect((await stranger.delete(path(stored.id, dan.id))).status).toBe(403);
      const unknown = await admin.delete(path(stored.id, '00000000-0000-4000-8000-000000000000'));
      expect(unknown.status).toBe(404);
      expect(envelopeErrors(unknown.body)).toEqual([
        'Team does not have a player with this id for the Winter season',
      ]);

      const response = await admin.delete(path(stored.id, dan.id));
      expect(response.status).toBe(200);
      expect(response.body.messages).toEqual(['Player Dan removed from the Winter season']);
      expect(response.body.playerDetails.deleted).not.toBeNull();
      expect(response.body.result.seasons[0].players).toEqual([]);
      const again = await admin.post(path(stored.id), { name: 'Dan' });
      expect(again.body.messages).toEqual(['Player undeleted from team']);
      expect(again.body.playerDetails.id).toBe(dan.id);
    });
  });
});
