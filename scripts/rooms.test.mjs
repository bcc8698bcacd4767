import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, PACKAGES, roomCycles, targetOf, twoWayPairs } from './rooms.mjs';

// One test per package, so a failure names the package whose rooms import each other.
describe('no two rooms import each other (ARCHITECTURE.md, "Rooms")', () => {
  it.each(Object.keys(PACKAGES))('%s', (name) => {
    expect(roomCycles(name), `two-way pairs of rooms in ${name}`).toEqual([]);
  });
});

describe('the cycle check', () => {
  it('reads every kind of import, and tells the type-only ones', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '#web/b';",
      "import { type C } from '@darts/core/c';",
      "export * from '../d';",
      "export type { E } from './e';",
      "const f = () => import('#server/f');",
      "type G = typeof import('./g');",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      { specifier: './a', typeOnly: false },
      { specifier: '#web/b', typeOnly: true },
      { specifier: '@darts/core/c', typeOnly: true },
      { specifier: '../d', typeOnly: false },
      { specifier: './e', typeOnly: true },
      { specifier: '#server/f', typeOnly: false },
      { specifier: './g', typeOnly: true },
    ]);
  });

  it('follows relative paths and the packages’ aliases, and leaves other packages alone', () => {
    const file = path.join(PACKAGES.server.src, 'routes/note/routes.ts');
    expect(targetOf(file, '../../services/notes')).toBe(path.join(PACKAGES.server.src, 'services/notes'));
    expect(targetOf(file, '#server/db/docs')).toBe(path.join(PACKAGES.server.src, 'db/docs'));
    expect(targetOf(file, '#web/api/note')).toBe(path.join(PACKAGES.web.src, 'api/note'));
    expect(targetOf(file, '@darts/core/league/dates')).toBe(path.join(PACKAGES.core.src, 'league/dates'));
    expect(targetOf(file, 'fastify')).toBeNull();
  });

  it('names each two-way pair once, with one importing file each way', () => {
    const edge = (from, to, file) => ({ from, to, file, specifier: `#x/${to}` });
    const pairs = twoWayPairs([
      edge('http', 'services', 'http/a.ts'),
      edge('services', 'http', 'services/b.ts'),
      edge('services', 'http', 'services/c.ts'),
      edge('routes', 'services', 'routes/d.ts'),
    ]);
    expect(pairs).toEqual([
      "http <-> services: http/a.ts imports '#x/services'; services/b.ts imports '#x/http'",
    ]);
  });
});
