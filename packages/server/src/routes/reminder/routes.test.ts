import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stored } from '#server/db/documents';
import type { TeamDoc } from '#server/db/docs';
import { mailServer, readable } from '#server-test/mailServer';
import { saveScores, scorecard, scoresLeague, type ScoresLeague } from '#server-test/scorecardBuilders';
import { envelopeErrors, startServer, type TestServer } from '#server-test/support';

/*
 * Reminder mails (decision 060) through a real SMTP server this test starts: a captain hears of
 * tomorrow's fixture and can turn those reminders off from the mail's link, and back on from the
 * page it opens; a mail server that is down delays a reminder and loses none; unsaved cards and
 * the secretaries' digest go too, on the league's local time.
 */

describe('reminder mails', () => {
  let clock = new Date('2026-11-22T21:00:00Z');
  let smtp: Awaited<ReturnType<typeof mailServer>>;
  let server: TestServer;
  let league: ScoresLeague;
  /** The link in Hal's first mail, which turned his fixture reminders off. */
  let halOff = '';

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
    halOff = link;
    const off = await server.client().get(link);
    expect(off.status).toBe(200);
    expect(off.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(off.body).toContain(
      '<p>You will get no more reminders a day before a fixture at hal@test.example.</p>',
    );
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
  it('turns a kind back on from the page the link opens, and off again; those reminders go again', async () => {
    const page = (await server.client().get(halOff)).body as string;
    const on = /<a href="([^"]+)">Turn back on<\/a>/.exec(page)![1]!.replace(/&amp;/g, '&');
    expect(on).toMatch(/^\/api\/Reminder\/On\/rem-[0-9a-f]+\?token=/);
    const turnedOn = await server.client().get(on);
    expect(turnedOn.status).toBe(200);
    expect(turnedOn.headers.get('cache-control')).toBe('no-store');
    expect(turnedOn.body).toContain(
      '<p>You will get reminders a day before a fixture at hal@test.example again.</p>',
    );
    const offAgain = /<a href="([^"]+)">Turn off<\/a>/
      .exec(turnedOn.body as string)![1]!
      .replace(/&amp;/g, '&');
    // Following it twice changes nothing more.
    expect((await server.client().get(on)).status).toBe(200);

    const tomorrow = (address: string, date: string) =>
      smtp.mails.filter(
        (m) =>
          m.to[0] === address &&
          readable(m.text).includes('Subject: Tomorrow:') &&
          readable(m.text).includes(`is on ${date} at`),
      );
    clock = new Date('2026-12-09T21:00:00Z');
    await league.game({ date: '2026-12-10' });
    await server.ctx.reminders.settle();
    expect(tomorrow('hal@test.example', '2026-12-10')).toHaveLength(1);

    expect((await server.client().get(offAgain)).status).toBe(200);
    clock = new Date('2026-12-16T21:00:00Z');
    await league.game({ date: '2026-12-17' });
    await server.ctx.reminders.settle();
    expect(tomorrow('hal@test.example', '2026-12-17')).toEqual([]);
    expect(tomorrow('gus@test.example', '2026-12-17')).toHaveLength(1);
  });

  it('refuses a link to turn back on with a wrong or missing token (403, 400) or to no reminder (404)', async () => {
    const on = halOff.replace('/Off/', '/On/');
    const wrong = await server.client().get(on.replace(/token=.*/, 'token=wrong'));
    expect(wrong.status).toBe(403);
    expect(envelopeErrors(wrong.body)).toEqual(['This link is not valid: use the one in the mail']);
    const bare = await server.client().get(on.replace(/\?token=.*/, ''));
    expect(bare.status).toBe(400);
    expect(envelopeErrors(bare.body)).toEqual(['Token is missing: use the link in the mail']);
    const unknown = await server.client().get('/api/Reminder/On/rem-nothing?token=x');
    expect(unknown.status).toBe(404);
    expect(envelopeErrors(unknown.body)).toEqual(['This reminder was not found']);
  });

  it('reads the start of a summer fixture as British Summer Time: 20:00 is 19:00 UTC', async () => {
    clock = new Date('2027-06-09T19:30:00Z');
    await league.game({ date: '2027-06-10' });
    await server.ctx.reminders.settle();
    const gus = smtp.mails
      .filter((m) => m.to[0] === 'gus@test.example')
      .map((m) => readable(m.text))
      .filter((t) => t.includes('is on 2027-06-10 at 20:00'));
    expect(gus).toHaveLength(1);
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
