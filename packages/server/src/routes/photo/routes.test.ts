import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_IDS } from '@darts/core/feature/flags';
import type { FixtureDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { buildDivision, buildGame, buildSeason, buildTeam } from '#server-test/leagueBuilders';
import { accountOfTeam, getBytes, makeImage, postPhoto } from '#server-test/scorecardBuilders';
import {
  ROUTE_DIALECTS,
  envelopeErrors,
  startServer,
  UNKNOWN_ID,
  type ApiClient,
  type TestServer,
} from '#server-test/support';

describe.each(ROUTE_DIALECTS)('Photos on %s', (dialect) => {
  let server: TestServer;
  let uploader: ApiClient;
  let second: ApiClient;
  let third: ApiClient;
  let viewer: ApiClient;
  let deleter: ApiClient;
  let png: Buffer;
  let tall: Buffer;
  let date = 1;
  let makeGame: () => Promise<Stored<FixtureDoc>>;
  beforeAll(async () => {
    server = await startServer(dialect, { now: () => new Date('2026-11-22T12:00:00Z') });
    const divisionId = (await buildDivision(server.ctx)).id;
    const seasonId = (await buildSeason(server.ctx, { divisionIds: [divisionId] })).id;
    const home = await buildTeam(server.ctx, { seasonId, divisionId });
    const away = await buildTeam(server.ctx, { seasonId, divisionId });
    makeGame = () =>
      buildGame(server.ctx, {
        seasonId,
        divisionId,
        date: `2026-10-${String(date++).padStart(2, '0')}`,
        home,
        away,
      });
    uploader = await accountOfTeam(server, home.id, ['uploadPhotos'], 'Uploader');
    second = await server.signedIn(['uploadPhotos'], { name: 'Second' });
    third = await server.signedIn(['uploadPhotos'], { name: 'Third' });
    viewer = await server.signedIn(['viewAnyPhoto']);
    deleter = await server.signedIn(['deleteAnyPhoto']);
    png = await makeImage(40, 30, 'png');
    tall = await makeImage(60, 200, 'jpeg');
  });
  afterAll(async () => server.close());

  const upload = (client: ApiClient, id: string, bytes = png, field = 'Photo') =>
    postPhoto(client, '/api/Scores/Photo', { id }, { bytes, field, name: 'night.png' });

  describe('POST /api/Scores/Photo', () => {
    it('answers 401, 400 naming the field, 413, 403 and 404', async () => {
      const game = await makeGame();
      expect((await upload(server.client(), game.id)).status).toBe(401);
      const missing = await postPhoto(uploader, '/api/Scores/Photo', { id: 'x' }, null);
      expect(missing.status).toBe(400);
      expect(envelopeErrors(missing.body)).toEqual([
        'The fixture was not recognised',
        'Select a photo first',
      ]);
      const empty = await upload(uploader, game.id, Buffer.alloc(500, 1));
      expect(envelopeErrors(empty.body)).toEqual(['The photo file is empty']);
      const text = await upload(uploader, game.id, Buffer.from('not a picture '.repeat(200)));
      expect(text.status).toBe(400);
      expect(envelopeErrors(text.body)).toEqual([
        'The file is not a valid photo: it could not be read as a JPEG, PNG, WebP or GIF picture',
      ]);
      // A damaged picture is told the same, never the image library's own words (found probing).
      const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const damaged = await upload(uploader, game.id, Buffer.concat([pngHeader, Buffer.alloc(3000, 9)]));
      expect(envelopeErrors(damaged.body)).toEqual([
        'The file is not a valid photo: it could not be read as a JPEG, PNG, WebP or GIF picture',
      ]);
      const huge = await upload(uploader, game.id, Buffer.alloc(10 * 1024 * 1024 + 10, 7));
      expect(huge.status).toBe(413);
      expect(envelopeErrors(huge.body)).toEqual(['Photo is too large (max 10 MB)']);
      expect((await upload(viewer, game.id)).status).toBe(403);
      const unknown = await upload(uploader, UNKNOWN_ID);
      expect(unknown.status).toBe(404);
      expect(envelopeErrors(unknown.body)).toEqual(['Game not found']);
    });

    it('answers a malformed multipart body with 400, after the access check, and records no error', async () => {
      const part = (name: string, value: string) =>
        `--x\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const bodies: [contentType: string, body: string][] = [
        ['multipart/form-data', `${part('id', UNKNOWN_ID)}--x--\r\n`],
        [`multipart/form-data; boundary=${'b'.repeat(1000)}`, 'hello'],
        [
          'multipart/form-data; boundary=x',
          `${part('id', UNKNOWN_ID)}--x\r\ncontent-disposition: form-data; name="Photo"; filename="a.png"\r\n\r\nabc`,
        ],
        ['multipart/form-data; boundary=x', 'not multipart at all'],
      ];
      const before = await server.ctx.repos.errors.list();
      for (const [contentType, body] of bodies) {
        const response = await uploader.request('POST', '/api/Scores/Photo', body, {
          'content-type': contentType,
        });
        expect(response.status).toBe(400);
        expect(envelopeErrors(response.body)).toEqual([
          'The upload is not a complete multipart/form-data body',
        ]);
        // An account that may not upload is refused before its body is read.
        const refused = await viewer.request('POST', '/api/Scores/Photo', body, {
          'content-type': contentType,
        });
        expect(refused.status).toBe(403);
      }
      const notMultipart = await uploader.request('POST', '/api/Scores/Photo', '{"id":1}', {
        'content-type': 'application/json',
      });
      expect(notMultipart.status).toBe(400);
      expect(envelopeErrors(notMultipart.body)).toEqual(['Send the photo as multipart/form-data']);
      expect(await server.ctx.repos.errors.list()).toHaveLength(before.length);
    });

    it('adds a photo to the fixture, replaces your own on re-upload, and allows two per fixture', async () => {
      const game = await makeGame();
      const first = await upload(uploader, game.id);
      expect(first.status).toBe(200);
      expect(first.body.messages).toEqual(['Photo added']);
      const [photo] = first.body.result.photos;
      expect(photo).toMatchObject({ author: 'Uploader', contentType: 'image/png', fileName: 'night.png' });
      expect(photo.fileSize).toBeGreaterThan(1024);

      const again = await upload(uploader, game.id, tall, 'photo');
      expect(again.body.result.photos).toHaveLength(1);
      expect(again.body.result.photos[0]).toMatchObject({ id: photo.id, contentType: 'image/jpeg' });

      expect((await upload(second, game.id)).body.result.photos).toHaveLength(2);
      const full = await upload(third, game.id);
      expect(full.status).toBe(400);
      expect(envelopeErrors(full.body)).toEqual([
        'No more photos can be added to this entity, maximum photo count reached: 2',
      ]);
      const stored = await server.ctx.repos.photos.get(photo.id);
      expect(stored!.doc).toMatchObject({ entityType: 'Game', entityId: game.id, contentType: 'image/jpeg' });
      expect(stored!.doc.teamId).toBe(game.doc.home.id);
    });

    it('answers 403 while the photos feature is off', async () => {
      const game = await makeGame();
      const stamp = { name: 'test', now: server.ctx.now() };
      const feature = await server.ctx.repos.features.insert(
        FEATURE_IDS.photos,
        { configuredValue: 'false' },
        stamp,
      );
      try {
        const response = await upload(uploader, game.id);
        expect(response.status).toBe(403);
        expect(envelopeErrors(response.body)).toEqual(['Feature disabled']);
      } finally {
        await server.ctx.repos.features.hardDelete(feature.id);
      }
    });
  });

  describe('GET /api/Photo/{id}', () => {
    it('serves the photo to its uploader and to viewAnyPhoto, 404 to everyone else', async () => {
      const game = await makeGame();
      const id = (await upload(uploader, game.id, tall)).body.result.photos[0].id;
      const own = await getBytes(uploader, `/api/Photo/${id}`);
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('image/jpeg');
      expect(own.headers.get('content-disposition')).toMatch(/^inline; filename="night.png"/);
      expect((await sharp(own.bytes).metadata()).height).toBe(200);
      expect((await getBytes(viewer, `/api/Photo/${id}`)).status).toBe(200);
      expect((await getBytes(await server.signedIn(['manageScores']), `/api/Photo/${id}`)).status).toBe(200);
      expect((await getBytes(server.client(), `/api/Photo/${id}`)).status).toBe(404);
      expect((await getBytes(second, `/api/Photo/${id}`)).status).toBe(404);
      expect((await getBytes(viewer, `/api/Photo/${UNKNOWN_ID}`)).status).toBe(404);
    });

    it('scales a taller photo down to the size asked, and answers 304 when unchanged', async () => {
      const game = await makeGame();
      const id = (await upload(uploader, game.id, tall)).body.result.photos[0].id;
      const thumbnail = await getBytes(viewer, `/api/Photo/${id}/50`);
      expect(thumbnail.status).toBe(200);
      const meta = await sharp(thumbnail.bytes).metadata();
      expect(meta).toMatchObject({ height: 50, width: 15, format: 'jpeg' });
      expect((await sharp((await getBytes(viewer, `/api/Photo/${id}/500`)).bytes).metadata()).height).toBe(
        200,
      );
      expect((await getBytes(viewer, `/api/Photo/${id}/0`)).status).toBe(400);

      const lastModified = thumbnail.headers.get('last-modified')!;
      expect(lastModified).toMatch(/GMT$/);
      const cached = await getBytes(viewer, `/api/Photo/${id}/50`, { 'if-modified-since': lastModified });
      expect(cached.status).toBe(304);
      const older = new Date(Date.parse(lastModified) - 60_000).toUTCString();
      expect((await getBytes(viewer, `/api/Photo/${id}`, { 'if-modified-since': older })).status).toBe(200);
    });
  });

  describe('DELETE /api/Scores/Photo/{id}/{photoId}', () => {
    it('deletes your own photo, any photo with deleteAnyPhoto, and refuses others', async () => {
      const game = await makeGame();
      const mine = (await upload(uploader, game.id)).body.result.photos[0].id;
      const theirs = (await upload(second, game.id)).body.result.photos[1].id;
      const path = (photoId: string) => `/api/Scores/Photo/${game.id}/${photoId}`;
      expect((await server.client().delete(path(mine))).status).toBe(401);
      expect(envelopeErrors((await uploader.delete(`/api/Scores/Photo/${game.id}/x`)).body)).toEqual([
        'Photo was not recognised',
      ]);
      expect((await viewer.delete(path(mine))).status).toBe(403);
      const notYours = await uploader.delete(path(theirs));
      expect(notYours.status).toBe(403);
      expect(envelopeErrors(notYours.body)).toEqual(['You can only delete your own photos']);
      expect((await uploader.delete(path(UNKNOWN_ID))).status).toBe(404);

      const own = await uploader.delete(path(mine));
      expect(own.status).toBe(200);
      expect(own.body.messages).toEqual(['Photo deleted']);
      expect(own.body.result.photos.map((p: { id: string }) => p.id)).toEqual([theirs]);
      expect((await getBytes(viewer, `/api/Photo/${mine}`)).status).toBe(404);
      expect(await server.ctx.repos.photoBlobs.get(mine)).toBeNull();

      const any = await deleter.delete(path(theirs));
      expect(any.status).toBe(200);
      expect(any.body.result.photos).toEqual([]);
      expect((await uploader.delete(path(mine))).status).toBe(404);
    });
  });
});
