import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_ID } from '@darts/core/contract/common';
import type { DivisionData } from '@darts/core/contract/divisionData';
import { FEATURE_IDS } from '@darts/core/contract/feature';
import type { HomeSummary } from '@darts/core/contract/home';
import { TEST_NOW } from './leagueServer';
import { wonLeg } from './saygBuilders';
import {
  getBytes,
  makeImage,
  postPhoto,
  saveScores,
  scorecard,
  scoresLeague,
  type ScoresLeague,
} from './scorecardBuilders';
import { envelopeErrors, startServer, TEST_PASSWORD, type ApiClient, type TestServer } from './support';
import { createTemplate, seasonOf } from './templateBuilders';
import { savedBracket } from './tournamentBuilders';

/*
 * Route cases run on SQLite (ROUTE_DIALECTS); the repository runs on both (DIALECTS). This file
 * walks one path of every route area on PostgreSQL over real HTTP: a write, then the read that shows
 * it was stored (docs/decisions/014).
 */

const TONIGHT = TEST_NOW.toISOString().slice(0, 10);
const match = { yourName: 'Alice', opponentName: 'Bob', startingScore: 501, numberOfLegs: 3 };

describe.skipIf(!process.env.TEST_DATABASE_URL)('Every route area on PostgreSQL', () => {
  let server: TestServer;
  let admin: ApiClient;
  let league: ScoresLeague;
  beforeAll(async () => {
    server = await startServer('postgres', { now: () => TEST_NOW, config: { SITE_NAME: 'Postgres League' } });
    admin = await server.signedIn('all', { name: 'League Admin' });
    league = await scoresLeague(server);
    expect(server.ctx.db.dialect).toBe('postgres');
  });
  afterAll(async () => server?.close());

  const anyone = () => server.client();
  const divisionData = async (divisionId: string, seasonId = '') =>
    (await anyone().get(`/api/Division/Data?divisionId=${divisionId}&seasonId=${seasonId}`))
      .body as DivisionData;

  it('account: signs up, signs in, and shows the access the admin gave', async () => {
    const player = anyone();
    const emailAddress = 'pat.postgres@test.example';
    const signUp = await player.post('/api/Account/SignUp', {
      emailAddress,
      password: TEST_PASSWORD,
      name: 'Pat',
    });
    expect(signUp.status).toBe(200);
    const given = await admin.post('/api/Account/Access', { emailAddress, access: { inputResults: true } });
    expect(given.body.messages).toEqual(['Access updated']);
    const again = anyone();
    expect((await again.post('/api/Account/Login', { emailAddress, password: TEST_PASSWORD })).status).toBe(
      200,
    );
    expect((await again.get('/api/Account')).body).toMatchObject({
      name: 'Pat',
      access: { inputResults: true },
    });
  });

  it('division: creates and edits a division, and its data shows the new name', async () => {
    const created = (await admin.put('/api/Division', { name: 'Premier', superleague: false })).body.result;
    const edited = await admin.put('/api/Division', {
      id: created.id,
      name: 'Premier League',
      superleague: false,
      lastUpdated: created.updated,
    });
    expect(edited.body.messages).toEqual(['Division updated']);
    expect(await divisionData(created.id)).toMatchObject({
      id: created.id,
      name: 'Premier League',
    });
  });

  it('apiKey and v1: a key made for the division reads its table; a revoked key is refused', async () => {
    const made = (await admin.post('/api/ApiKey', { name: 'Club site', divisionId: league.divisionId })).body
      .result;
    const table = await anyone().get(`/api/v1/divisions/${league.divisionId}/table`, {
      authorization: `Bearer ${made.key}`,
    });
    expect(table.status).toBe(200);
    expect(table.body.rows.map((r: { team: string }) => r.team).sort()).toEqual([
      'Guests',
      'Hosts',
      'Others',
    ]);
    expect((await admin.get('/api/ApiKey')).body[0]).toMatchObject({
      name: 'Club site',
      lastUsed: expect.any(String),
    });
    await admin.delete(`/api/ApiKey/${made.id}`);
    expect((await anyone().get('/api/v1/seasons', { 'x-api-key': made.key })).status).toBe(401);
  });

  it('webhook: a fixture made is queued for a hook and tried; the failure is listed', async () => {
    const hook = (
      await admin.post('/api/Webhook', {
        url: 'http://127.0.0.1:9/hook',
        events: ['fixture.changed'],
        allowPrivate: true,
      })
    ).body.result;
    await league.game();
    await server.ctx.webhookQueue.settle();
    const [delivery] = (await admin.get(`/api/Webhook/${hook.id}/Deliveries`)).body;
    expect(delivery).toMatchObject({
      event: 'fixture.changed',
      status: 'pending',
      attempts: 1,
      lastError: 'could not connect',
    });
    expect((await admin.delete(`/api/Webhook/${hook.id}`)).status).toBe(200);
  });

  it('error: stores a reported error and lists it', async () => {
    const report = { source: 'UI', message: 'postgres report', stack: ['at A'] };
    const stored = await anyone().put('/api/Error', report);
    expect(stored.body.messages).toEqual(['Error added']);
    const list = (await admin.get('/api/Error/Since/2000-01-01')).body;
    expect(list[0]).toMatchObject({ ...report, id: stored.body.result.id });
  });

  it('feature: a feature switched on, then back to its default, reads as saved each time', async () => {
    const favourites = async () =>
      ((await anyone().get('/api/Feature')).body as { id: string; configuredValue: string | null }[]).find(
        (f) => f.id === FEATURE_IDS.favourites,
      )?.configuredValue;
    const on = await admin.put('/api/Feature', { id: FEATURE_IDS.favourites, configuredValue: 'TRUE' });
    expect(on.status).toBe(200);
    expect(await favourites()).toBe('true');
    await admin.put('/api/Feature', { id: FEATURE_IDS.favourites, configuredValue: '' });
    expect(await favourites()).toBeNull();
  });

  it("game and home: a fixture created for tonight reads back, and the home page's summary shows it", async () => {
    const created = await admin.put('/api/Game/', {
      address: '',
      divisionId: league.divisionId,
      seasonId: league.seasonId,
      homeTeamId: league.home.id,
      awayTeamId: league.other.id,
      date: `${TONIGHT}T00:00:00`,
      isKnockout: false,
      postponed: false,
      accoladesCount: true,
    });
    expect(created.body.messages).toEqual(['Game updated']);
    const read = (await anyone().get(`/api/Game/${created.body.result.id}`)).body;
    expect(read).toMatchObject({
      date: TONIGHT,
      address: 'Hosts Inn',
      home: { name: 'Hosts' },
      away: { name: 'Others' },
    });
    const home = (await anyone().get(`/api/Home/Summary?seasonId=${league.seasonId}`)).body as HomeSummary;
    expect(home.tonight?.fixtures.map((f) => `${f.homeTeam.name} v ${f.awayTeam?.name}`)).toEqual([
      'Hosts v Others',
    ]);
  });

  it('live: an update published for a leg-by-leg record is what a poller reads', async () => {
    const scorer = anyone();
    const sayg = (await scorer.post('/api/Sayg', { ...match, legs: {} })).body.result;
    const published = await scorer.post(
      `/api/Live/Update/${sayg.id}/Sayg`,
      { ...match, yourName: 'Alice live' },
      { 'x-sayg-token': sayg.editToken },
    );
    expect(published.body.messages).toEqual(['Update published']);
    const polled = await anyone().get(`/api/Live/Update/${sayg.id}/sayg`);
    expect(polled.status).toBe(200);
    expect(polled.body.result.data).toMatchObject({ yourName: 'Alice live' });
  });

  it("note: a fixture date's note reads back and shows in the division's data", async () => {
    const created = await admin.post('/api/Note', {
      date: '2026-10-01T00:00:00',
      note: 'Cup night',
      seasonId: league.seasonId,
      divisionId: league.divisionId,
    });
    expect(created.body.messages).toEqual(['Note created']);
    const { id } = created.body.result;
    expect((await anyone().get(`/api/Note/${id}`)).body).toMatchObject({ id, note: 'Cup night' });
    const data = await divisionData(league.divisionId, league.seasonId);
    expect(data.fixtures.flatMap((d) => d.notes.map((n) => n.note))).toContain('Cup night');
  });

  it('photo: a PNG uploaded to a fixture is served back as the same picture', async () => {
    const game = await league.game();
    const uploaded = await postPhoto(
      admin,
      '/api/Scores/Photo',
      { id: game.id },
      { bytes: await makeImage(40, 30), name: 'night.png' },
    );
    expect(uploaded.body.messages).toEqual(['Photo added']);
    const [photo] = uploaded.body.result.photos;
    expect((await anyone().get(`/api/Game/${game.id}`)).body.photos).toEqual([
      expect.objectContaining({ id: photo.id }),
    ]);
    const served = await getBytes(admin, `/api/Photo/${photo.id}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await sharp(served.bytes).metadata()).toMatchObject({ width: 40, height: 30, format: 'png' });
  });

  it('scores and player: a saved scorecard counts for its players, a stale save is 409, a rename shows on their page', async () => {
    const game = await league.game();
    const saved = await saveScores(admin, game, scorecard(league.home, league.away));
    expect(saved.body.messages).toEqual(['Game updated', 'Game details updated', 'Scores updated']);
    const stale = await admin.put(`/api/Scores/${game.id}`, {
      ...scorecard(league.home, league.away),
      lastUpdated: game.updated,
    });
    expect(stale.status).toBe(409);
    expect(envelopeErrors(stale.body)[0]).toMatch(
      /^Unable to update Game, League Admin updated it before you at /,
    );
    const read = (await anyone().get(`/api/Game/${game.id}`)).body;
    expect(read.matches.map((m: { homeScore: number }) => m.homeScore)).toEqual([3, 3, 1, 3, 0, 2, 1, 2]);

    const hal = league.home.doc.seasons[0]!.players[0]!;
    const renamed = await admin.patch(`/api/Player/${league.seasonId}/${league.home.id}/${hal.id}`, {
      name: 'Hal Renamed',
      lastUpdated: hal.updated,
    });
    expect(renamed.status).toBe(200);
    const { players } = await divisionData(league.divisionId, league.seasonId);
    expect(players.find((p) => p.id === hal.id)).toMatchObject({
      name: 'Hal Renamed',
      team: 'Hosts',
      oneEighties: 1,
    });
  });

  it("report: runs over a division's stored scorecards", async () => {
    const own = await scoresLeague(server);
    expect((await saveScores(admin, await own.game(), scorecard(own.home, own.away))).status).toBe(200);
    const report = await admin.post('/api/Report', { divisionId: own.divisionId, seasonId: own.seasonId });
    expect(report.status).toBe(200);
    const most180s = report.body.result.reports.find((r: { columns: string[] }) =>
      r.columns.includes('180s'),
    );
    expect(most180s.rows.map((r: any) => r.cells.map((c: any) => c.text))).toEqual([['Hosts', 'Hal 1', '1']]);
  });

  it('sayg: a leg-by-leg record reads back, and the same create sent twice at once gives one record', async () => {
    const legs = { '0': wonLeg('home', ['Alice', 'Bob']) };
    const created = await anyone().post('/api/Sayg', { ...match, legs });
    expect(created.body.result).toMatchObject({ homeScore: 1, awayScore: 0 });
    const read = (await anyone().get(`/api/Sayg/${created.body.result.id}`)).body;
    expect(read.legs['0'].home).toMatchObject({ score: 501, noOfDarts: 9 });

    const key = { 'Idempotency-Key': `draft-${crypto.randomUUID()}` };
    const answers = await Promise.all(
      [0, 1].map(() => anyone().post('/api/Sayg', { ...match, legs: {} }, key)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body.result.id).toBe(answers[1]!.body.result.id);
    expect((await anyone().get(`/api/Sayg/${answers[0]!.body.result.id}`)).status).toBe(200);
  });

  it('season and site: a created season is listed with its division, and the site answers its settings', async () => {
    const created = await admin.put('/api/Season/', {
      name: 'Summer 2027',
      startDate: '2027-05-01',
      endDate: '2027-08-31',
      divisionIds: [league.divisionId],
    });
    expect(created.body.messages).toEqual(['Season created']);
    const read = (await anyone().get(`/api/Season/${created.body.result.id}`)).body;
    expect(read).toMatchObject({ name: 'Summer 2027', isCurrent: false });
    expect(read.divisions.map((d: { id: string }) => d.id)).toEqual([league.divisionId]);
    expect((await anyone().get('/api/Site')).body).toMatchObject({ name: 'Postgres League' });
  });

  it('team: a created team takes a new player into its squad', async () => {
    const created = await admin.put('/api/Team/', {
      name: 'New Team',
      address: '1 Main Street',
      divisionId: league.divisionId,
      seasonId: league.seasonId,
    });
    expect(created.body.messages).toEqual(['Team created']);
    const teamId = created.body.result.id;
    const added = await admin.post(`/api/Player/${league.seasonId}/${teamId}/${EMPTY_ID}`, {
      name: 'Ann Smith',
    });
    expect(added.status).toBe(200);
    const read = (await anyone().get(`/api/Team/${teamId}`)).body;
    expect(read.seasons[0]).toMatchObject({
      seasonId: league.seasonId,
      players: [expect.objectContaining({ name: 'Ann Smith' })],
    });
  });

  it("template: a created template is proposed for a season's teams", async () => {
    const template = await createTemplate(admin);
    expect((await admin.get(`/api/Template/${template.id}`)).body).toMatchObject({ name: 'Two teams' });
    const teams: [string, string][] = [
      ['Crown', 'High St'],
      ['Bell', 'Low St'],
    ];
    const { season } = await seasonOf(server, [['Solo', teams]]);
    const proposed = await admin.post('/api/Template/Propose/', {
      templateId: template.id,
      seasonId: season.id,
      placeholderMappings: {},
    });
    expect(proposed.body.success).toBe(true);
    expect(proposed.body.result.divisions[0].fixtures.map((f: any) => f.date)).toEqual([
      '2026-09-01',
      '2026-09-08',
    ]);
  });

  it('tournament: a match result saved on the sheet reads back', async () => {
    const t = await savedBracket(admin, league.seasonId);
    const [first] = t.round.matches;
    const saved = await admin.patch(`/api/Tournament/${t.id}`, {
      round: { match: { sideA: first.sideA.id, sideB: first.sideB.id, scoreA: 3, scoreB: 1 } },
    });
    expect(saved.body.messages).toEqual(['Match updated']);
    const read = (await anyone().get(`/api/Tournament/${t.id}`)).body;
    expect(read.sides.map((s: { name: string }) => s.name)).toEqual(['Ann', 'Bea', 'Cat', 'Dot']);
    expect(read.round.matches[0]).toMatchObject({ scoreA: 3, scoreB: 1 });
  });

  it("player and leaderboard: a knockout match recorded leg by leg counts in its players' figures and the leaderboards", async () => {
    const t = await savedBracket(admin, league.seasonId, { date: '2026-10-24' });
    const [first] = t.round.matches;
    const linked = (await admin.post(`/api/Tournament/${t.id}`, { matchId: first.id })).body.result;
    const saygId = linked.round.matches[0].saygId;
    const record = (await admin.get(`/api/Sayg/${saygId}`)).body;
    const names: [string, string] = [record.yourName, record.opponentName];
    const legs = { 0: wonLeg('home', names), 1: wonLeg('home', names), 2: wonLeg('home', names) };
    expect((await admin.post('/api/Sayg', { ...record, legs, lastUpdated: record.updated })).status).toBe(
      200,
    );
    const ann = first.sideA.players[0];
    const figures = await anyone().get(`/api/Player/${ann.id}/Figures`);
    expect(figures.body.career).toMatchObject({ legsWon: 3, average3: 167, count180: 6 });
    const boards = (await anyone().get(`/api/Leaderboard?seasonId=${league.seasonId}&minLegs=3`)).body.boards;
    expect(boards.average[0]).toMatchObject({ playerId: ann.id, value: 167 });
  });
});
