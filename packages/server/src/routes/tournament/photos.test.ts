import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveTestClient } from '#server-test/liveClient';
import { startLeagueServer } from '#server-test/leagueServer';
import { getBytes, makeImage, postPhoto } from '#server-test/scorecardBuilders';
import { ROUTE_DIALECTS, envelopeErrors, type ApiClient, type TestServer } from '#server-test/support';
import { tournamentBody } from '#server-test/tournamentBuilders';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(ROUTE_DIALECTS)('Tournament photos on %s', (dialect) => {
  let server: TestServer;
  let organiser: ApiClient;
  let uploader: ApiClient;
  let second: ApiClient;
  let deleter: ApiClient;
  let seasonId: string;
  let png: Buffer;
  beforeAll(async () => {
    ({ server, seasonId } = await startLeagueServer(dialect));
    organiser = await server.signedIn(['manageTournaments'], { name: 'Organiser' });
    uploader = await server.signedIn(['uploadPhotos'], { name: 'Uploader' });
    second = await server.signedIn(['uploadPhotos'], { name: 'Second' });
    deleter = await server.signedIn(['deleteAnyPhoto']);
    png = await makeImage(40, 30, 'png');
  });
  afterAll(async () => server.close());

  const create = async () =>
    (await organiser.put('/api/Tournament/', tournamentBody(seasonId))).body.result as {
      id: string;
      updated: string;
    };
  const upload = (client: ApiClient, id: string, bytes = png) =>
    postPhoto(client, '/api/Tournament/Photo', { id }, { bytes, field: 'Photo', name: 'final.png' });

  it('answers 401, 400 naming the field, 403 and 404 for uploads', async () => {
    const t = await create();
    expect((await upload(server.client(), t.id)).status).toBe(401);
    const missing = await postPhoto(uploader, '/api/Tournament/Photo', { id: 'x' }, null);
    expect(missing.status).toBe(400);
    expect(envelopeErrors(missing.body)).toEqual([
      'The tournament was not recognised',
      'Select a photo first',
    ]);
    expect((await upload(organiser, t.id)).status).toBe(403);
    const unknown = await upload(uploader, UNKNOWN);
    expect(unknown.status).toBe(404);
    expect(envelopeErrors(unknown.body)).toEqual(['Tournament could not be found']);
  });

  it('adds a photo to the tournament, publishes it, keeps it through a save, and deletes it', async () => {
    const t = await create();
    const watcher = await LiveTestClient.connect(server.url);
    watcher.send({ type: 'Subscribed', id: t.id, dataType: 'Tournament' });
    const added = await upload(uploader, t.id);
    expect(added.status).toBe(200);
    expect(added.body.messages).toEqual(['Photo added']);
    const [photo] = added.body.result.photos;
    expect(photo).toMatchObject({ author: 'Uploader', contentType: 'image/png', fileName: 'final.png' });
    await watcher.next((m) => m.type === 'Update' && m.data.photos?.length === 1);
    watcher.close();
    expect((await getBytes(uploader, `/api/Photo/${photo.id}`)).status).toBe(200);
    // The organiser sees the tournament's photos.
    expect((await getBytes(organiser, `/api/Photo/${photo.id}`)).status).toBe(200);

    // A save of the tournament (which does not carry photos) keeps them.
    const current = added.body.result;
    const saved = await organiser.put('/api/Tournament/', {
      ...current,
      photos: [],
      lastUpdated: current.updated,
    });
    expect(saved.body.result.photos).toHaveLength(1);

    const theirs = (await upload(second, t.id)).body.result.photos[1].id;
    const path = (photoId: string) => `/api/Tournament/Photo/${t.id}/${photoId}`;
    expect((await server.client().delete(path(photo.id))).status).toBe(401);
    expect(envelopeErrors((await uploader.delete(`/api/Tournament/Photo/${t.id}/x`)).body)).toEqual([
      'Photo was not recognised',
    ]);
    expect((await uploader.delete(path(theirs))).status).toBe(403);
    expect((await organiser.delete(path(photo.id))).status).toBe(403);
    expect((await uploader.delete(path(UNKNOWN))).status).toBe(404);
    const mine = await uploader.delete(path(photo.id));
    expect(mine.status).toBe(200);
    expect(mine.body.messages).toEqual(['Photo deleted']);
    expect(mine.body.result.photos.map((p: { id: string }) => p.id)).toEqual([theirs]);
    const any = await deleter.delete(path(theirs));
    expect(any.body.result.photos).toEqual([]);
  });
});
