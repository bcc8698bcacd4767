import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stored } from '#server/db/documents';
import type { TeamDoc } from '#server/db/docs';
import { saveScores, scorecard, scoresLeague, type ScoresLeague } from '#server-test/scorecardBuilders';
import { envelopeErrors, startServer, type TestServer } from '#server-test/support';

/*
 * Reminder mails (decision 060) through a real SMTP server this test starts: a captain hears of
 * tomorrow's fixture and can turn those reminders off from the mail's link; a mail server that is
 * down delays a reminder and loses none; unsaved cards and the secretaries' digest go too.
 */

interface Mail {
  to: string[];
  text: string;
}

/** An SMTP server on this machine keeping every mail it is given. */
async function mailServer(port = 0): Promise<{ port: number; mails: Mail[]; close(): Promise<void> }> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
        done();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The quoted-printable body decoded enough to read a link: soft line breaks joined, `=3D` as `=`. */
const readable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('reminder mails', () => {
  let clock = new Date('2026-11-22T21:00:00Z');
  let smtp: Awaited<ReturnType<typeof mailServer>>;
  let server: TestServer;
  let league: ScoresLeague;

  /** Gives the team's captain (its first player) an address. */
  const captainMail = async (team: Stored<TeamDoc>, email: string) => {
    const stored = (await server.ctx.repos.teams.get(team.id))!;
    const seasons = stored.doc.seasons.map((ts) => ({
      ...ts,
      players: ts.players.map((p, i) => (i === 0 ? { ...p, emailAddress: email } : p)),
    }));
    await server.ctx.repos.teams.replace(stored, { ...stored.doc, seasons }, { name: 'test', now: clock });
  };

  beforeAll(async () => {
    smtp = await mailServer();
    server = await startServer('sqlite', {
      now: () => clock,
      config: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'League <league@test.example>' },
    });
    league = await scoresLeague(server);
    await captainMail(league.home, 'hal@test.example');
    await captainMail(league.away, 'gus@test.example');
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('mails both captains the day before a fixture, once; the link turns those reminders off', async () => {
    await league.game({ date: '2026-11-23' });
    await server.ctx.reminders.settle();
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual(['gus@test.example', 'hal@test.example']);
    const hal = readable(smtp.mails.find((m) => m.to[0] === 'hal@test.example')!.text);
    expect(hal).toContain('Subject: Tomorrow: Hosts v Guests');
    expect(hal).toContain('From: League <league@test.example>');
    expect(hal).toContain('Hosts v Guests is on 2026-11-23 at 20:00');
    await server.ctx.reminders.settle();
    expect(smtp.mails).toHaveLength(2);

    const link = /To get no more reminders a day before a fixture: http:\/\/localhost:\d+(\S+)/.exec(
      hal,
    )![1]!;
    const off = await server.client().get(link);
    expect(off.status).toBe(200);
    expect(off.body).toBe('You will get no more reminders a day before a fixture at hal@test.example.');
    expect((await server.client().get(link.replace(/token=.*/, 'token=wrong'))).status).toBe(403);

    await league.game({ date: '2026-11-23', home: league.home, away: league.other });
    await server.ctx.reminders.settle();
    expect(smtp.mails).toHaveLength(2);
  });

  it('keeps a reminder while the mail server is down and sends it once it is back', async () => {
    const port = smtp.port;
    await smtp.close();
    clock = new Date('2026-11-29T21:00:00Z');
    await league.game({ date: '2026-11-30' });
    await server.ctx.reminders.settle();
    const pending = (await server.ctx.repos.reminders.list({ column: 'status', value: 'pending' })).filter(
      (r) => r.doc.kind === 'fixture',
    );
    // Hal turned these off; the Guests' captain is still to hear.
    expect(pending.map((r) => [r.doc.email, r.doc.attempts])).toEqual([['gus@test.example', 1]]);
    expect(pending[0]!.doc.lastError).toBeTruthy();

    smtp = await mailServer(port);
    clock = new Date(clock.getTime() + 15_000);
    await server.ctx.reminders.settle();
    const tomorrow = smtp.mails.filter((m) => readable(m.text).includes('Subject: Tomorrow: Hosts v Guests'));
    expect(tomorrow.map((m) => m.to[0])).toEqual(['gus@test.example']);
  });

  it('reminds a captain of a card left unsaved, and mails the secretaries a digest of cards to merge', async () => {
    await server.signedIn(['manageScores'], { email: 'sec@test.example', name: 'Sam' });
    smtp.mails.length = 0;
    const game = await league.game({ date: '2026-12-01' });
    const captain = await server.signedIn(['inputResults'], { email: 'cap@test.example' });
    const user = (await server.ctx.repos.users.list()).find(
      (u) => u.doc.emailAddress === 'cap@test.example',
    )!;
    await server.ctx.repos.users.replace(
      user,
      { ...user.doc, teamId: league.home.id },
      { name: 'x', now: clock },
    );
    expect((await saveScores(captain, game, scorecard(league.home, league.away))).status).toBe(200);

    // Ends 23:00 on the 1st; 12 hours later the Guests' captain has still not saved theirs.
    clock = new Date('2026-12-02T11:30:00Z');
    await server.ctx.reminders.settle();
    const to = (address: string) =>
      smtp.mails.filter((m) => m.to[0] === address).map((m) => readable(m.text));
    const ofTheFirst = (t: string) => t.includes('Hosts v Guests (2026-12-01)');
    expect(to('gus@test.example').filter(ofTheFirst)).toEqual([
      expect.stringContaining('has not been saved by Guests yet'),
    ]);
    // The Hosts saved theirs: their captain hears nothing of it.
    expect(to('hal@test.example').filter(ofTheFirst)).toEqual([]);
    const digest = to('sec@test.example');
    expect(digest).toHaveLength(1);
    expect(digest[0]).toContain('Subject: 1 scorecard waiting to be merged');
    expect(digest[0]).toContain('- 2026-12-01 Hosts v Guests: submitted, to merge');
  });

  it('answers 404 for a link to no reminder and 400 without its token', async () => {
    const unknown = await server.client().get('/api/Reminder/Off/rem-nothing?token=x');
    expect(unknown.status).toBe(404);
    expect(envelopeErrors(unknown.body)).toEqual(['This reminder was not found']);
    const bare = await server.client().get('/api/Reminder/Off/rem-nothing');
    expect(bare.status).toBe(400);
  });
});

describe('reminders without a mail server', () => {
  it('are only logged', async () => {
    const server = await startServer('sqlite', { now: () => new Date('2026-11-22T21:00:00Z') });
    try {
      const league = await scoresLeague(server);
      const stored = (await server.ctx.repos.teams.get(league.home.id))!;
      const seasons = stored.doc.seasons.map((ts) => ({
        ...ts,
        players: ts.players.map((p, i) => (i === 0 ? { ...p, emailAddress: 'hal@test.example' } : p)),
      }));
      await server.ctx.repos.teams.replace(
        stored,
        { ...stored.doc, seasons },
        { name: 't', now: new Date() },
      );
      await league.game({ date: '2026-11-23' });
      const lines: string[] = [];
      server.ctx.reminders.start(server.ctx, (line) => lines.push(line));
      await server.ctx.reminders.settle();
      expect(lines).toEqual([
        'reminder (no SMTP_URL set, not sent) to hal@test.example: Tomorrow: Hosts v Guests',
      ]);
      const [row] = await server.ctx.repos.reminders.list({ column: 'status', value: 'logged' });
      expect(row?.doc.email).toBe('hal@test.example');
    } finally {
      await server.close();
    }
  });
});
