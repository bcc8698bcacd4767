import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MATCH_SAYG_NOT_FOUND,
  MATCH_SAYG_TOURNAMENT,
  type RecordScoresInput,
} from '@darts/core/contract/scorecard';
import type { FixtureDoc, TeamDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { wonLeg } from '#server-test/saygBuilders';
import {
  accountOfTeam,
  scorecard,
  startScoresServer,
  type ScoresLeague,
} from '#server-test/scorecardBuilders';
import { LiveTestClient } from '#server-test/liveClient';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';

/*
 * A match scored leg by leg from the scorecard: the scorer starts a
 * sayg record when the scoring opens (spectators follow it live) and the card links it by saygId.
 */

describe.each(ROUTE_DIALECTS)('PUT /api/Scores/{id} linking a live leg-by-leg record on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let scorer: ApiClient;
  let league: ScoresLeague;
  let home: Stored<TeamDoc>;
  let away: Stored<TeamDoc>;
  beforeAll(async () => {
    ({ server, admin, league } = await startScoresServer(dialect));
    scorer = await server.signedIn(['manageScores', 'recordScoresAsYouGo'], { name: 'Scorer' });
    ({ home, away } = league);
  });
  afterAll(async () => server.close());

  const game = () => league.game();
  /** A record started the way the scorecard starts one: names and options, no legs yet. */
  const startRecord = async (client: ApiClient, extra: object = {}) => {
    const created = await client.post('/api/Sayg', {
      yourName: 'Hal 1',
      opponentName: 'Gus 1',
      numberOfLegs: 5,
      legs: {},
      ...extra,
    });
    expect(created.status).toBe(200);
    return created.body.result as { id: string; updated: string };
  };
  /** The card with match 0 linked to `saygId` (and `extra` on the match). */
  const linking = (saygId: string | null, extra: object = {}): RecordScoresInput => {
    const body = scorecard(home, away);
    body.matches![0] = { ...body.matches![0]!, homeScore: 0, awayScore: 0, saygId, ...extra };
    return body;
  };
  const put = (client: ApiClient, stored: Stored<FixtureDoc>, body: object, lastUpdated = stored.updated) =>
    client.put(`/api/Scores/${stored.id}`, { ...body, lastUpdated });

  it('links the record the scorer started, scoring the match from its throws', async () => {
    const stored = await game();
    const record = await startRecord(scorer);
    const played = await scorer.post('/api/Sayg', {
      id: record.id,
      lastUpdated: record.updated,
      yourName: 'Hal 1',
      opponentName: 'Gus 1',
      numberOfLegs: 5,
      legs: { 0: wonLeg('home'), 1: wonLeg('away'), 2: wonLeg('home') },
    });
    expect(played.status).toBe(200);

    const saved = await put(scorer, stored, linking(record.id));
    expect(saved.status).toBe(200);
    expect(saved.body.result.matches[0]).toMatchObject({ saygId: record.id, homeScore: 2, awayScore: 1 });
    const read = await server.client().get(`/api/Game/${stored.id}`);
    expect(read.body.matches[0].saygId).toBe(record.id);

    // Absent keeps the link; null removes it.
    const kept = linking(record.id);
    delete kept.matches![0]!.saygId;
    const again = await put(scorer, stored, kept, saved.body.result.updated);
    expect(again.body.result.matches[0].saygId).toBe(record.id);
    const unlinked = await put(scorer, stored, linking(null), again.body.result.updated);
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.result.matches[0].saygId).toBeNull();
  });

  it('writes legs sent with the card into the linked record and publishes it to spectators', async () => {
    const stored = await game();
    const record = await startRecord(scorer);
    const viewer = await server.signedIn(['useWebSockets']);
    const spectator = await LiveTestClient.connect(server.url, viewer.cookie);
    spectator.send({ type: 'Subscribed', id: record.id, dataType: 'Sayg' });
    await spectator.next((m) => m.type === 'Subscribed');

    const legs = { 0: wonLeg('away'), 1: wonLeg('away') };
    const saved = await put(scorer, stored, linking(record.id, { sayg: { legs } }));
    expect(saved.status).toBe(200);
    expect(saved.body.result.matches[0]).toMatchObject({ saygId: record.id, homeScore: 0, awayScore: 2 });
    const update = await spectator.next((m) => m.type === 'Update' && m.data.awayScore === 2);
    expect(update.data).toMatchObject({ id: record.id, homeScore: 0, awayScore: 2 });
    spectator.close();

    const sayg = (await server.client().get(`/api/Sayg/${record.id}`)).body;
    expect(sayg).toMatchObject({ yourName: 'Hal 1', opponentName: 'Gus 1', awayScore: 2 });
  });

  it('refuses a record that does not exist or belongs to a tournament, saving nothing', async () => {
    const stored = await game();
    const missing = await put(scorer, stored, linking('00000000-0000-4000-8000-00000000abcd'));
    expect(missing.status).toBe(400);
    expect(envelopeErrors(missing.body)).toEqual([`Match 1: ${MATCH_SAYG_NOT_FOUND}`]);

    const tournament = await startRecord(scorer, {
      tournamentMatchId: '00000000-0000-4000-8000-0000000000ee',
    });
    const refused = await put(
      scorer,
      stored,
      linking(tournament.id, { sayg: { legs: { 0: wonLeg('home') } } }),
    );
    expect(refused.status).toBe(400);
    expect(envelopeErrors(refused.body)).toEqual([`Match 1: ${MATCH_SAYG_TOURNAMENT}`]);

    const deleted = await startRecord(scorer);
    expect((await scorer.delete(`/api/Sayg/${deleted.id}`)).status).toBe(200);
    const gone = await put(scorer, stored, linking(deleted.id));
    expect(envelopeErrors(gone.body)).toEqual([`Match 1: ${MATCH_SAYG_NOT_FOUND}`]);

    const read = await server.client().get(`/api/Game/${stored.id}`);
    expect(read.body.updated).toBe(stored.updated);
    expect(read.body.matches).toEqual([]);
    expect((await put(scorer, stored, linking('not-a-guid'))).body.errors).toEqual([
      'Match 1 leg-by-leg record was not recognised',
    ]);
  });

  it('ignores the link from a caller without recordScoresAsYouGo', async () => {
    const stored = await game();
    const record = await startRecord(scorer);
    const saved = await put(admin, stored, linking(record.id));
    expect(saved.status).toBe(200);
    expect(saved.body.result.matches[0].saygId).toBeNull();
  });

  it("links the record to a clerk's submission", async () => {
    const stored = await game();
    const clerk = await accountOfTeam(server, home.id, ['inputResults', 'recordScoresAsYouGo'], 'Home Clerk');
    const record = await startRecord(clerk);
    const saved = await put(clerk, stored, linking(record.id));
    expect(saved.status).toBe(200);
    expect(saved.body.result.matches[0].saygId).toBe(record.id);
    const game1 = await admin.get(`/api/Game/${stored.id}`);
    expect(game1.body.homeSubmission.matches[0].saygId).toBe(record.id);
    expect(game1.body.matches).toEqual([]);
  });
});
