import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, type DemoSummary } from '#server/seed/demo';
import {
  ROUTE_DIALECTS,
  envelopeErrors,
  startServer,
  type ApiClient,
  type TestServer,
} from '#server-test/support';

describe.each(ROUTE_DIALECTS)(
  'DELETE /api/Game/{seasonId}/UnplayedLeagueFixtures/{executeDelete} on %s',
  (dialect) => {
    let server: TestServer;
    let demo: DemoSummary;
    let admin: ApiClient;
    const path = (execute: string) => `/api/Game/${demo.seasonId}/UnplayedLeagueFixtures/${execute}`;
    beforeAll(async () => {
      server = await startServer(dialect, { now: () => new Date('2026-11-22T12:00:00Z') });
      demo = await seedDemo(server.ctx);
      admin = await server.signedIn(['bulkDeleteLeagueFixtures']);
    });
    afterAll(async () => server.close());

    it('answers 401, 400 and 403', async () => {
      expect((await server.client().delete(path('false'))).status).toBe(401);
      const bad = await admin.delete(path('maybe'));
      expect(bad.status).toBe(400);
      expect(envelopeErrors(bad.body)).toEqual(['Delete must be true or false']);
      expect((await (await server.signedIn(['manageGames'])).delete(path('false'))).status).toBe(403);
      expect(
        (await admin.delete('/api/Game/00000000-0000-4000-8000-000000000000/UnplayedLeagueFixtures/false'))
          .status,
      ).toBe(404);
    });

    it('lists the unplayed fixtures as a dry run, then deletes them for good', async () => {
      const dryRun = await admin.delete(path('false'));
      expect(dryRun.status).toBe(200);
      expect(dryRun.body.messages).toEqual(['Found 12 unplayed games from a total of 60']);
      expect(dryRun.body.result).toHaveLength(12);
      expect(dryRun.body.result[0]).toMatch(/^[0-9a-f-]{36} - 25 Nov 2026 \(.+ vs .+\)$/);
      expect(await server.ctx.repos.games.list()).toHaveLength(60);

      const executed = await admin.delete(path('True'));
      expect(executed.body.messages).toEqual(['Deleted 12 unplayed games from a total of 60']);
      expect(executed.body.result).toEqual(dryRun.body.result);
      expect(await server.ctx.repos.games.listAll()).toHaveLength(48);
    });
  },
);
