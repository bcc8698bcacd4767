import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveScores, scorecard, scoresLeague, type ScoresLeague } from '#server-test/scorecardBuilders';
import {
  envelopeErrors,
  startServer,
  UNKNOWN_ID,
  type ApiClient,
  type TestServer,
} from '#server-test/support';

/*
 * Webhooks (decision 059) against a receiver this test starts: a published result arrives signed
 * within seconds; a receiver that was down gets it once it is back; a day of failures pauses the
 * hook and tells the administrator; private addresses need the administrator's leave.
 */

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on this machine: answers `status` (changeable) and keeps what it was sent. */
async function receiver(): Promise<{
  url: string;
  got: Received[];
  status: { code: number };
  close(): Promise<void>;
}> {
  const got: Received[] = [];
  const status = { code: 200 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.writeHead(status.code).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/darts`,
    got,
    status,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const verify = (secret: string, received: Received) => {
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(received.headers['x-darts-signature']))!;
  return createHmac('sha256', secret).update(`${t}.${received.body}`).digest('hex') === v1;
};

describe('webhooks', () => {
  let clock = new Date('2026-11-22T12:00:00Z');
  let server: TestServer;
  let admin: ApiClient;
  let league: ScoresLeague;
  beforeAll(async () => {
    server = await startServer('sqlite', { now: () => clock });
    admin = await server.signedIn('all', { name: 'Secretary' });
    league = await scoresLeague(server);
  });
  afterAll(async () => server.close());

  it('answers 401 to a visitor and 403 without manageAccess', async () => {
    const stranger = await server.signedIn(['manageGames']);
    for (const client of [server.client(), stranger]) {
      const expected = client === stranger ? 403 : 401;
      expect((await client.get('/api/Webhook')).status).toBe(expected);
      expect(
        (await client.post('/api/Webhook', { url: 'https://example.org', events: ['match.live'] })).status,
      ).toBe(expected);
      expect((await client.delete(`/api/Webhook/${UNKNOWN_ID}`)).status).toBe(expected);
      expect((await client.post(`/api/Webhook/${UNKNOWN_ID}/Resume`)).status).toBe(expected);
      expect((await client.get(`/api/Webhook/${UNKNOWN_ID}/Deliveries`)).status).toBe(expected);
    }
  });

  it('refuses a bad address, no events, and a private address without leave (400); 404 for an unknown hook', async () => {
    const bad = await admin.post('/api/Webhook', { url: 'ftp://example.org', events: [] });
    expect(envelopeErrors(bad.body)).toEqual([
      'Url must be an address starting http:// or https://',
      'Choose at least one event',
    ]);
    const local = await admin.post('/api/Webhook', { url: 'http://127.0.0.1:9/x', events: ['match.live'] });
    expect(local.status).toBe(400);
    expect(envelopeErrors(local.body)).toEqual([
      '127.0.0.1 is a private or local address: tick "Allow a private address" to send there',
    ]);
    const inside = await admin.post('/api/Webhook', { url: 'http://10.1.2.3/x', events: ['match.live'] });
    expect(envelopeErrors(inside.body)[0]).toMatch(/^10\.1\.2\.3 is a private/);
    expect((await admin.get(`/api/Webhook/${UNKNOWN_ID}/Deliveries`)).status).toBe(404);
  });

  it('sends a signed "result published" within seconds of a card being complete, and again after the receiver was down', async () => {
    const site = await receiver();
    try {
      const made = await admin.post('/api/Webhook', {
        url: site.url,
        events: ['result.published'],
        allowPrivate: true,
      });
      expect(made.status).toBe(200);
      const { id: hookId, secret } = made.body.result as { id: string; secret: string };
      expect(secret).toMatch(/^whsec_/);
      expect(JSON.stringify((await admin.get('/api/Webhook')).body)).not.toContain(secret);

      const game = await league.game();
      const saved = await saveScores(admin, game, scorecard(league.home, league.away));
      expect(saved.status).toBe(200);
      await expect.poll(() => site.got.length, { timeout: 5000 }).toBe(1);
      const first = site.got[0]!;
      expect(verify(secret, first)).toBe(true);
      expect(first.headers['x-darts-event']).toBe('result.published');
      const body = JSON.parse(first.body);
      expect(body).toMatchObject({
        event: 'result.published',
        data: { fixtureId: game.id, home: { name: 'Hosts', score: 5 }, away: { name: 'Guests', score: 3 } },
      });

      // Down: the next result fails, is retried with backoff, and arrives once the receiver is back.
      site.status.code = 503;
      clock = new Date(clock.getTime() + 1000);
      const second = await league.game();
      await saveScores(admin, second, scorecard(league.home, league.away));
      await expect.poll(() => site.got.length, { timeout: 5000 }).toBe(2);
      await server.ctx.webhookQueue.settle();
      const [failed] = (await admin.get(`/api/Webhook/${hookId}/Deliveries`)).body;
      expect(failed).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastStatus: 503,
        lastError: 'answered 503',
      });
      site.status.code = 200;
      clock = new Date(clock.getTime() + 15_000);
      await server.ctx.webhookQueue.settle();
      expect(site.got.length).toBe(3);
      expect(JSON.parse(site.got[2]!.body).data.fixtureId).toBe(second.id);
      expect(verify(secret, site.got[2]!)).toBe(true);
      const [delivered] = (await admin.get(`/api/Webhook/${hookId}/Deliveries`)).body;
      expect(delivered).toMatchObject({ status: 'delivered', attempts: 2, lastStatus: 200 });
      await admin.delete(`/api/Webhook/${hookId}`);
    } finally {
      await site.close();
    }
  });

  it('pauses a hook whose deliveries failed for a day, tells the administrator, and sends again when resumed', async () => {
    const site = await receiver();
    site.status.code = 500;
    try {
      const { id: hookId } = (
        await admin.post('/api/Webhook', { url: site.url, events: ['fixture.changed'], allowPrivate: true })
      ).body.result;
      await league.game();
      await expect.poll(() => site.got.length, { timeout: 5000 }).toBe(1);
      for (let hour = 0; hour < 25; hour++) {
        clock = new Date(clock.getTime() + 60 * 60_000);
        await server.ctx.webhookQueue.settle();
      }
      const hooks = (await admin.get('/api/Webhook')).body as { id: string }[];
      expect(hooks.find((h) => h.id === hookId)).toMatchObject({ paused: true });
      const errors = (await admin.get(`/api/Error/Since/${clock.toISOString().slice(0, 10)}`)).body as {
        message: string;
      }[];
      expect(errors.some((e) => e.message.startsWith(`Webhook to ${site.url} paused`))).toBe(true);
      const tries = site.got.length;
      clock = new Date(clock.getTime() + 60 * 60_000);
      await server.ctx.webhookQueue.settle();
      expect(site.got.length).toBe(tries);

      site.status.code = 200;
      const resumed = await admin.post(`/api/Webhook/${hookId}/Resume`);
      expect(resumed.body.result).toMatchObject({ paused: false, failingSince: null });
      await server.ctx.webhookQueue.settle();
      expect(site.got.length).toBe(tries + 1);
      expect((await admin.get(`/api/Webhook/${hookId}/Deliveries`)).body[0].status).toBe('delivered');
    } finally {
      await site.close();
    }
  });
});
