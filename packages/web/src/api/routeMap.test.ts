// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { FIXTURE_ROUTES } from '@darts/core/contract/routes/fixture';
import { TOURNAMENT_ROUTES } from '@darts/core/contract/routes/tournament';
import type { Envelope } from '@darts/core/contract/envelope';
import type { Fixture } from '@darts/core/contract/fixture';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { call, commandTo, urlOf } from './client';
import { fixtureApi } from './fixture';
import { tournamentApi } from './tournament';

const SRC = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('the web client and the route map', () => {
  it('writes no API path of its own: every address comes from core contract/routes', () => {
    const written = sources(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"`]\/api\/[A-Za-z]/g)].map(
        (m) => `${path.relative(SRC, file)}: ${m[0]}`,
      ),
    );
    expect(written).toEqual([]);
  });

  it("builds a call's address from the declared path, each param encoded", async () => {
    const api = fakeFetch({
      'GET /api/Game/a%20b%2Fc': { status: 204 },
      'DELETE /api/Tournament/t1/s%201': { body: envelope(null) },
    });
    await fixtureApi.get('a b/c');
    await tournamentApi.deleteSayg('t1', 's 1', true);
    expect(api.calls.map((c) => `${c.method} ${c.path}${c.search}`)).toEqual([
      'GET /api/Game/a%20b%2Fc',
      'DELETE /api/Tournament/t1/s%201?clearScores=true',
    ]);
    expect(urlOf(FIXTURE_ROUTES.deleteUnplayed, { params: { seasonId: 's', executeDelete: false } })).toBe(
      '/api/Game/s/UnplayedLeagueFixtures/false',
    );
  });

  it("types a call by its declaration: the path's params, the body, the answer", () => {
    expectTypeOf(() => call(FIXTURE_ROUTES.get, { params: { id: 'x' } })).returns.toEqualTypeOf<
      Promise<Fixture | null>
    >();
    expectTypeOf(() => commandTo(FIXTURE_ROUTES.delete, { params: { id: 'x' } })).returns.toEqualTypeOf<
      Promise<Envelope<Fixture>>
    >();
    // @ts-expect-error -- the path names :id, so a call without it does not compile
    void (() => call(FIXTURE_ROUTES.get));
    // @ts-expect-error -- a PATCH takes the declared body, not any object
    void (() => commandTo(TOURNAMENT_ROUTES.patch, { params: { id: 'x' }, body: { nonsense: 1 } }));
  });
});
