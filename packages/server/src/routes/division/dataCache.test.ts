import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DivisionData } from '@darts/core/contract/divisionData';
import { seedDemo, type DemoSummary } from '#server/seed/demo';
import { buildDivision, buildGame, buildSeason, buildTeam } from '#server-test/leagueBuilders';
import { ROUTE_DIALECTS, startServer, type TestServer } from '#server-test/support';

const NOW = new Date('2026-11-22T12:00:00Z');

describe.each(ROUTE_DIALECTS)('GET /api/Division/Data as ready bytes on %s', (dialect) => {
  let server: TestServer;
  let demo: DemoSummary;
  const premier = () => `/api/Division/Data?divisionId=${demo.divisionIds[0]}&seasonId=${demo.seasonId}`;
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    // A small cache budget, so that random queries reach it.
    server = await startServer(dialect, { now: () => NOW, config: { DIVISION_DATA_CACHE_MB: '0.1' } });
    demo = await seedDemo(server.ctx);
  });
  afterAll(async () => server.close());

  it('sends a strong ETag and lets browsers revalidate; 304 with no body when it matches', async () => {
    const first = await get(premier());
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

    const again = await get(premier(), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get(premier(), { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers gzip and br that decode to the same JSON, each with its own ETag', async () => {
    const plain = await get(premier());
    const gzip = await get(premier(), { 'accept-encoding': 'gzip' });
    const br = await get(premier(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const r of [plain, gzip, br]) expect(r.headers.vary).toContain('Accept-Encoding');
    const json = plain.json<DivisionData>();
    expect(json.name).toBe('Premier Division');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(json);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(json);
    expect(new Set([plain.headers.etag, gzip.headers.etag, br.headers.etag]).size).toBe(3);
    expect(
      (await get(premier(), { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string }))
        .statusCode,
    ).toBe(304);
  });

  it('changes the ETag after a write, and recomputes', async () => {
    const before = await get(premier());
    const notes = await server.signedIn(['manageNotes']);
    const note = await notes.post('/api/Note', {
      date: '2026-11-25',
      note: 'Changes the data',
      seasonId: demo.seasonId,
      divisionId: demo.divisionIds[0],
    });
    expect(note.status).toBe(200);
    const after = await get(premier(), { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const notesOf = (data: DivisionData) => data.fixtures.flatMap((d) => d.notes.map((n) => n.note));
    expect(notesOf(after.json())).toContain('Changes the data');
  });

  it('sends a cached answer over HTTP with the same headers and bytes as the first', async () => {
    const url = `${premier()}&excludeProposals=true`;
    const first = await server.client().get(url);
    const second = await server.client().get(url);
    for (const header of [
      'content-security-policy',
      'x-content-type-options',
      'etag',
      'cache-control',
      'content-type',
    ]) {
      expect(second.headers.get(header)).toBe(first.headers.get(header));
    }
    expect(second.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(second.body).toEqual(first.body);
    const revalidated = await server.client().get(url, { 'if-none-match': first.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
  });

  it('keeps answers shaped by a signed-in caller private', async () => {
    const admin = await server.signedIn(['manageGames', 'importData']);
    const response = await admin.get(premier());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
  });

  it('stays within its memory budget whatever random teams and dates are asked for', async () => {
    const cache = server.ctx.divisionCache;
    const asked = 150;
    for (let i = 0; i < asked; i++) {
      const day = String(1 + (i % 28)).padStart(2, '0');
      const response = await get(`${premier()}&teamId=${randomUUID()}&date=2026-12-${day}`);
      expect(response.statusCode).toBe(200);
    }
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
    expect(cache.maxBytes).toBeCloseTo(0.1 * 1024 * 1024);
    expect(cache.size).toBeLessThan(asked); // the least recently used went
  });

  it('does not cache answers about unknown divisions or seasons', async () => {
    const cache = server.ctx.divisionCache;
    const size = cache.size;
    for (let i = 0; i < 20; i++) {
      const response = await get(`/api/Division/Data?divisionId=${randomUUID()}&seasonId=${randomUUID()}`);
      expect(response.statusCode).toBe(200);
    }
    expect(cache.size).toBe(size);
  });
});

describe.each(ROUTE_DIALECTS)(
  'A write through any repository evicts the division data it touches on %s',
  (dialect) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(dialect, { now: () => NOW });
    });
    afterAll(async () => server.close());

    async function league() {
      const ctx = server.ctx;
      const division = await buildDivision(ctx, { name: 'Hooked' });
      const season = await buildSeason(ctx, { divisionIds: [division.id] });
      const home = await buildTeam(ctx, { name: 'Home', seasonId: season.id, divisionId: division.id });
      const away = await buildTeam(ctx, { name: 'Away', seasonId: season.id, divisionId: division.id });
      const url = `/api/Division/Data?divisionId=${division.id}&seasonId=${season.id}`;
      const data = async () => (await server.client().get(url)).body as DivisionData;
      return { ctx, division, season, home, away, data };
    }

    it('a team written straight to its repository shows at once', async () => {
      const { ctx, division, season, data } = await league();
      expect((await data()).teams.map((t) => t.name)).toEqual(['Away', 'Home']);
      await buildTeam(ctx, { name: 'Late', seasonId: season.id, divisionId: division.id });
      expect((await data()).teams.map((t) => t.name)).toEqual(['Away', 'Home', 'Late']);
    });

    it('a fixture and a note written straight to their repositories show at once', async () => {
      const { ctx, division, season, home, away, data } = await league();
      expect((await data()).fixtures.flatMap((d) => d.fixtures).filter((f) => f.awayTeam)).toEqual([]);
      await buildGame(ctx, { seasonId: season.id, divisionId: division.id, date: '2026-12-02', home, away });
      const fixtures = (await data()).fixtures.flatMap((d) => d.fixtures).filter((f) => f.awayTeam);
      expect(fixtures.map((f) => [f.homeTeam.name, f.awayTeam?.name])).toEqual([['Home', 'Away']]);

      const at = ctx.now();
      await ctx.repos.notes.insert(
        randomUUID(),
        { seasonId: season.id, divisionId: division.id, date: '2026-12-02', note: 'Straight in' },
        { name: 'test', now: at },
      );
      expect((await data()).fixtures.flatMap((d) => d.notes.map((n) => n.note))).toEqual(['Straight in']);
    });

    it("a transaction's writes evict after the commit, and not when it rolls back", async () => {
      const { ctx, home, data } = await league();
      await data();
      const generation = ctx.divisionCache.generation;
      await expect(
        ctx.repos.transaction(async (repos) => {
          await repos.teams.replace(home, { ...home.doc, name: 'Renamed' }, { name: 'test', now: ctx.now() });
          expect(ctx.divisionCache.generation).toBe(generation); // not yet: not committed
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(ctx.divisionCache.generation).toBe(generation);
      expect((await data()).teams.map((t) => t.name)).toEqual(['Away', 'Home']);

      await ctx.repos.transaction((repos) =>
        repos.teams.replace(home, { ...home.doc, name: 'Renamed' }, { name: 'test', now: ctx.now() }),
      );
      expect(ctx.divisionCache.generation).toBeGreaterThan(generation);
      expect((await data()).teams.map((t) => t.name)).toEqual(['Away', 'Renamed']);
    });
  },
);
