import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailServer, readable, type MailServer } from '#server-test/mailServer';
import { scoresLeague, type ScoresLeague } from '#server-test/scorecardBuilders';
import { startServer, type ApiClient, type TestServer } from '#server-test/support';

/*
 * A webhook paused after a day of failures is mailed to the league's administrators (decision
 * 059), through the reminders' mailer and a real SMTP server this test starts: once per pause,
 * and only logged when no mail server is configured.
 */

/** A receiver on this machine that always answers 500. */
async function failingReceiver(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/darts`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A hook to `url` hearing fixture changes; a fixture made, then a day and an hour of retries. */
async function pauseAHook(
  server: TestServer,
  admin: ApiClient,
  league: ScoresLeague,
  url: string,
  tick: (ms: number) => void,
): Promise<string> {
  const made = await admin.post('/api/Webhook', { url, events: ['fixture.changed'], allowPrivate: true });
  expect(made.status).toBe(200);
  const hookId = (made.body.result as { id: string }).id;
  await league.game();
  await server.ctx.webhookQueue.settle();
  for (let hour = 0; hour < 25; hour++) {
    tick(60 * 60_000);
    await server.ctx.webhookQueue.settle();
  }
  const hooks = (await admin.get('/api/Webhook')).body as { id: string; paused: boolean }[];
  expect(hooks.find((h) => h.id === hookId)?.paused).toBe(true);
  return hookId;
}

describe('a webhook paused, mailed to the administrators', () => {
  let clock = new Date('2026-11-22T12:00:00Z');
  const tick = (ms: number) => (clock = new Date(clock.getTime() + ms));
  let smtp: MailServer;
  let server: TestServer;
  let admin: ApiClient;
  let league: ScoresLeague;
  let site: Awaited<ReturnType<typeof failingReceiver>>;

  beforeAll(async () => {
    smtp = await mailServer();
    site = await failingReceiver();
    server = await startServer('sqlite', {
      now: () => clock,
      config: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'League <league@test.example>' },
    });
    admin = await server.signedIn('all', { name: 'Ada', email: 'ada@test.example' });
    await server.signedIn(['manageAccess'], { name: 'Bo', email: 'bo@test.example' });
    await server.signedIn(['manageScores'], { name: 'Sam', email: 'sam@test.example' });
    league = await scoresLeague(server);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
    await site.close();
  });

  const pausedMails = () =>
    smtp.mails
      .map((m) => ({ to: m.to[0], text: readable(m.text) }))
      .filter((m) => m.text.includes(`Subject: Webhook paused: ${site.url}`));

  it('mails each administrator once when the hook is paused, and again when it is paused again after resuming', async () => {
    const hookId = await pauseAHook(server, admin, league, site.url, tick);
    await server.ctx.reminders.settle();
    const first = pausedMails();
    expect(first.map((m) => m.to).sort()).toEqual(['ada@test.example', 'bo@test.example']);
    const ada = first.find((m) => m.to === 'ada@test.example')!.text;
    expect(ada).toContain('From: League <league@test.example>');
    expect(ada).toContain(`The webhook to ${site.url} has been paused`);
    expect(ada).toContain('last: answered 500');
    expect(ada).toContain('Admin, Webhooks');
    expect(ada).toMatch(
      /To get no more mails telling that a webhook was paused: http:\/\/localhost:\d+\/api\/Reminder\/Off\//,
    );

    // Paused, it sends nothing and tells nobody again.
    for (let hour = 0; hour < 3; hour++) {
      tick(60 * 60_000);
      await server.ctx.webhookQueue.settle();
      await server.ctx.reminders.settle();
    }
    expect(pausedMails()).toHaveLength(2);

    // Resumed and still failing: a new pause, told once more.
    expect((await admin.post(`/api/Webhook/${hookId}/Resume`)).status).toBe(200);
    await server.ctx.webhookQueue.settle();
    for (let hour = 0; hour < 25; hour++) {
      tick(60 * 60_000);
      await server.ctx.webhookQueue.settle();
    }
    await server.ctx.reminders.settle();
    expect(
      pausedMails()
        .map((m) => m.to)
        .sort(),
    ).toEqual(['ada@test.example', 'ada@test.example', 'bo@test.example', 'bo@test.example']);
    await admin.delete(`/api/Webhook/${hookId}`);
  });
});

describe('a webhook paused, with no mail server', () => {
  it('is written to the log for each administrator, not sent', async () => {
    let clock = new Date('2026-11-22T12:00:00Z');
    const site = await failingReceiver();
    const server = await startServer('sqlite', { now: () => clock });
    try {
      const admin = await server.signedIn('all', { name: 'Ada', email: 'ada@test.example' });
      const league = await scoresLeague(server);
      const lines: string[] = [];
      server.ctx.reminders.start(server.ctx, (line) => lines.push(line));
      await pauseAHook(server, admin, league, site.url, (ms) => (clock = new Date(clock.getTime() + ms)));
      await server.ctx.reminders.settle();
      expect(lines.filter((l) => l.includes('Webhook paused'))).toEqual([
        `reminder (no SMTP_URL set, not sent) to ada@test.example: Webhook paused: ${site.url}`,
      ]);
    } finally {
      await server.close();
      await site.close();
    }
  });
});
