import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE } from '@darts/core/documents/original/sampleExport';
import { postImport } from '#server-test/dataBuilders';
import { makeOriginalExport } from '#server-test/fixtures/makeOriginalExport';
import { DIALECTS, envelopeErrors, startServer, type ApiClient, type TestServer } from '#server-test/support';

/* A league moving from the original system: its export zip imported over HTTP (docs/decisions/028). */

const COUNTS = { division: 1, season: 1, team: 4, game: 4, tournament: 1, sayg: 2, note: 1, template: 1 };

describe.each(DIALECTS)("POST /api/Data/Import of the original system's zip on %s", (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let plain: Buffer;
  let sealed: Buffer;
  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.signedIn('all', { name: 'Importer' });
    [plain, sealed] = await Promise.all([makeOriginalExport(), makeOriginalExport({ password: 'secret' })]);
  });
  afterAll(async () => server.close());

  const importZip = (client: ApiClient, zip: Buffer | null, fields: Record<string, string> = {}) =>
    postImport(client, fields, zip);
  const leagueTable = async () => {
    const answer = await server
      .client()
      .get(`/api/Division/Data?divisionId=${SAMPLE.division}&seasonId=${SAMPLE.season}`);
    return ((answer.body.teams ?? []) as any[]).map((t) => [t.rank, t.name, t.played, t.points, t.difference]);
  };

  it('answers 401, 403, and 400 naming what is wrong', async () => {
    expect((await importZip(server.client(), plain)).status).toBe(401);
    const reader = await server.signedIn(['exportData']);
    expect((await importZip(reader, plain)).status).toBe(403);
    const noZip = await importZip(admin, null, { dryRun: 'false' });
    expect(noZip.status).toBe(400);
    expect(envelopeErrors(noZip.body)).toEqual(['No zip file provided']);
    const wrong = await importZip(admin, sealed, { password: 'wrong', dryRun: 'false' });
    expect(wrong.status).toBe(400);
    expect(envelopeErrors(wrong.body)).toEqual(['Password is incorrect']);
    const missing = await importZip(admin, sealed, { password: '', dryRun: 'false' });
    expect(missing.status).toBe(400);
    expect(envelopeErrors(missing.body)).toEqual([
      'This export is protected by a password: enter the password it was exported with',
    ]);
    expect(await leagueTable()).toEqual([]);
  });

  it('a dry run (the default) counts every table and writes nothing', async () => {
    const answer = await importZip(admin, plain);
    expect(answer.status).toBe(200);
    expect(answer.body.result.tables).toMatchObject(COUNTS);
    expect(answer.body.messages[0]).toBe(
      'Processing data from couragescores.example exported on 20 Oct 2024 by Sam Organiser',
    );
    expect(answer.body.messages).toContain('DRY RUN: Importing data into game (4 record/s)');
    expect(answer.body.messages).toContain(
      'Not importing user (1 record/s): accounts of the original (Google sign-in) cannot sign in here',
    );
    expect(await leagueTable()).toEqual([]);
  });

  it("imports the league, password-protected: its table is the one computed by hand, its records read", async () => {
    const answer = await importZip(admin, sealed, { password: 'secret', dryRun: 'false' });
    expect(answer.status).toBe(200);
    expect(answer.body.result.tables).toMatchObject(COUNTS);
    expect(answer.body.messages).toContain('Importing data into team (4 record/s)');
    expect(await leagueTable()).toEqual([
      [1, 'Anchor', 2, 3, 3],
      [2, 'Dog', 1, 2, 9],
      [3, 'Crown', 2, 1, -8],
      [4, 'Bell', 1, 0, -4],
    ]);
    const visitor = server.client();
    const game = (await visitor.get(`/api/Game/${SAMPLE.games.g1}`)).body;
    const firstMatch = game.matches[0];
    expect(firstMatch.saygId).toBe(firstMatch.id);
    const record = (await visitor.get(`/api/Sayg/${firstMatch.saygId}`)).body;
    expect(record).toMatchObject({ yourName: 'Anchor Player 1', homeScore: 1, awayScore: 0 });
    expect(record.legs['0'].home.score).toBe(501);
    const tournament = (await visitor.get(`/api/Tournament/${SAMPLE.tournament}`)).body;
    expect(tournament.round.nextRound.matches[0]).toMatchObject({ saygId: SAMPLE.tournamentSayg, scoreA: 3 });
    const bell = await server.ctx.repos.teams.get(SAMPLE.teams.bell);
    expect(bell!.doc.seasons[0]!.players.map((p) => p.gender)).toEqual(['male', null, 'female']);
  });

  it('says so when the export does not tell when, or by whom, it was made', async () => {
    const zip = await makeOriginalExport({ meta: { Version: 'v2', Hostname: 'old.example' }, documents: {} });
    const answer = await importZip(admin, zip);
    expect(answer.status).toBe(200);
    expect(answer.body.messages[0]).toBe('Processing data from old.example exported on an unknown date by unknown');
  });
});
