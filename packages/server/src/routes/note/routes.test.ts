import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeason } from '#server-test/leagueBuilders';
import {
  ROUTE_DIALECTS,
  envelopeErrors,
  UNKNOWN_ID,
  type ApiClient,
  type TestServer,
} from '#server-test/support';
import { startLeagueServer } from '#server-test/leagueServer';
import { expectDeleteAnswers } from '#server-test/deleteAnswers';

describe.each(ROUTE_DIALECTS)('Note API on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let stranger: ApiClient;
  let seasonId: string;
  let divisionId: string;
  beforeAll(async () => {
    ({ server, admin, stranger, seasonId, divisionId } = await startLeagueServer(dialect, {
      admin: { flags: ['manageNotes'], name: 'Note Admin' },
      stranger: ['manageGames'],
    }));
  });
  afterAll(async () => server.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    date: '2026-10-01T00:00:00',
    note: '  **Cup night**  ',
    seasonId,
    divisionId,
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) =>
    (await admin.post('/api/Note', body(overrides))).body.result;

  describe('POST /api/Note', () => {
    it('answers 401, 400 and 403', async () => {
      expect((await server.client().post('/api/Note', body())).status).toBe(401);
      const bad = await admin.post('/api/Note', { note: ' ', date: '', seasonId });
      expect(bad.status).toBe(400);
      expect(envelopeErrors(bad.body)).toEqual(['You must enter a date', 'You must enter a note']);
      const unknownSeason = await admin.post('/api/Note', body({ seasonId: UNKNOWN_ID }));
      expect(envelopeErrors(unknownSeason.body)).toEqual(['Season not found']);
      expect((await stranger.post('/api/Note', body())).status).toBe(403);
    });

    it('creates a note (for all divisions when none is given)', async () => {
      const response = await admin.post('/api/Note', body({ divisionId: null }));
      expect(response.status).toBe(200);
      expect(response.body.messages).toEqual(['Note created']);
      expect(response.body.result).toMatchObject({
        date: '2026-10-01',
        note: '**Cup night**',
        seasonId,
        divisionId: null,
        author: 'Note Admin',
      });
    });
  });

  describe('PUT /api/Note/{id}', () => {
    it('answers 401, 400, 403 and 404', async () => {
      const note = await create();
      expect((await server.client().put(`/api/Note/${note.id}`, body())).status).toBe(401);
      expect(envelopeErrors((await admin.put('/api/Note/x', body())).body)).toEqual([
        'The note in the address was not recognised',
      ]);
      expect(envelopeErrors((await admin.put(`/api/Note/${note.id}`, body({ note: '' }))).body)).toEqual([
        'You must enter a note',
      ]);
      expect((await stranger.put(`/api/Note/${note.id}`, body())).status).toBe(403);
      expect((await admin.put(`/api/Note/${UNKNOWN_ID}`, body({ lastUpdated: note.updated }))).status).toBe(
        404,
      );
    });

    it('edits a note with lastUpdated, and answers 409 when it is stale', async () => {
      const note = await create();
      const edited = await admin.put(
        `/api/Note/${note.id}`,
        body({ note: 'Moved', date: '2026-10-08', lastUpdated: note.updated }),
      );
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        messages: ['Note updated'],
        result: { note: 'Moved', date: '2026-10-08' },
      });
      const stale = await admin.put(`/api/Note/${note.id}`, body({ lastUpdated: note.updated }));
      expect(stale.status).toBe(409);
      expect(envelopeErrors(stale.body)[0]).toMatch(
        /^Unable to update Note, Note Admin updated it before you at /,
      );
    });
  });

  describe('GET /api/Note/{seasonId}', () => {
    it("lists the season's live notes by date", async () => {
      const other = await buildSeason(server.ctx);
      await create({ seasonId: other.id, date: '2026-12-01', note: 'Later' });
      await create({ seasonId: other.id, date: '2026-11-01', note: 'Earlier' });
      const gone = await create({ seasonId: other.id, date: '2026-11-15', note: 'Gone' });
      await admin.delete(`/api/Note/${gone.id}`);
      const response = await server.client().get(`/api/Note/${other.id}`);
      expect(response.status).toBe(200);
      expect((response.body as { note: string }[]).map((n) => n.note)).toEqual(['Earlier', 'Later']);
      expect(envelopeErrors((await server.client().get('/api/Note/x')).body)).toEqual([
        'Season was not recognised',
      ]);
    });
  });

  describe('GET /api/Note/{id}', () => {
    it('answers the note with that id, a deleted one with its remover', async () => {
      const note = await create({ note: 'Darts at the Crown' });
      const response = await server.client().get(`/api/Note/${note.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: note.id, note: 'Darts at the Crown', seasonId, divisionId });
      await admin.delete(`/api/Note/${note.id}`);
      expect((await server.client().get(`/api/Note/${note.id}`)).body).toMatchObject({
        id: note.id,
        remover: 'Note Admin',
      });
    });

    it('answers an empty list for an id that is neither a note nor a season', async () => {
      const response = await server.client().get(`/api/Note/${UNKNOWN_ID}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual([]);
    });
  });

  describe('DELETE /api/Note/{id}', () => {
    it('answers 401, 400, 403 and 404, and soft-deletes', async () => {
      const note = await create();
      await expectDeleteAnswers(server, { admin, stranger }, '/api/Note', note.id, {
        notAnId: 'x',
        notRecognised: 'The note in the address was not recognised',
        message: 'Note deleted',
        remover: 'Note Admin',
      });
    });
  });
});
