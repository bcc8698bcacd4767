import { storedDocumentProblems } from '@darts/core/documents/stored';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGame, buildMatch, squadOf } from '#server-test/leagueBuilders';
import { wonLeg } from '#server-test/saygBuilders';
import { scoresLeague } from '#server-test/scorecardBuilders';
import { DIALECTS, startServer, type TestServer } from '#server-test/support';
import { seedDemo } from '#server/seed/demo';

/*
 * Every document the app stores passes core's stored-document schema of its table: the demo
 * league, the test builders' documents and what the API writes (an import validates against the
 * same schemas).
 */
describe.each(DIALECTS)('stored documents on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(dialect, { now: () => new Date('2026-11-22T12:00:00Z') });
  });
  afterAll(async () => server.close());

  /** Problems of every stored document, as `table id: path message`, and the count per table. */
  async function check() {
    const problems: string[] = [];
    const counts: Record<string, number> = {};
    for (const repo of Object.values(server.ctx.repos)) {
      if (!('table' in repo)) continue;
      const stored = await repo.listAll();
      counts[repo.table] = stored.length;
      for (const { id, doc } of stored) {
        for (const p of storedDocumentProblems(repo.table, doc))
          problems.push(`${repo.table} ${id}: ${p.path} ${p.message}`);
      }
    }
    return { problems, counts };
  }

  it('the demo league, the builders and the API store only valid documents', async () => {
    await seedDemo(server.ctx);
    const league = await scoresLeague(server);
    const [hal] = squadOf(league.home);
    const [gus] = squadOf(league.away);
    await buildGame(server.ctx, {
      seasonId: league.seasonId,
      divisionId: league.divisionId,
      date: '2026-10-20',
      home: league.home,
      away: league.away,
      matches: [buildMatch([hal!], [gus!], 3, 1)],
    });
    const scorer = await server.signedIn('all');
    const sayg = await scorer.post('/api/Sayg', {
      yourName: 'Alice',
      opponentName: 'Bob',
      startingScore: 501,
      numberOfLegs: 3,
      legs: { '0': wonLeg('home') },
    });
    expect(sayg.status).toBe(200);

    const { problems, counts } = await check();
    expect(problems).toEqual([]);
    for (const table of ['division', 'season', 'team', 'game', 'note', 'sayg', 'user', 'session']) {
      expect(counts[table], table).toBeGreaterThan(0);
    }
  });

  it('a malformed stored fixture is reported with the path of the bad field', async () => {
    const league = await scoresLeague(server);
    const game = await league.game();
    const broken = {
      ...game.doc,
      matchOptions: [{ playerCount: 'one', startingScore: 501, numberOfLegs: 5 }],
    };
    expect(storedDocumentProblems('game', broken)).toEqual([
      { path: 'matchOptions.0.playerCount', message: expect.stringContaining('number') },
    ]);
  });
});
