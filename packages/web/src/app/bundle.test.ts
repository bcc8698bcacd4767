import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Guards the shell's bundle, which every page (home too) downloads first: everything reachable
 * from main.tsx through static imports is loaded before the first paint. Heavy or schema-building modules may only be reached through a
 * lazy route or `lazy()` (a dynamic `import()`), and contract modules only with `import type`
 * (they build zod schemas when loaded, which would pull all of zod in), the route map aside.
 */
const FORBIDDEN_EAGER = [
  /^zod$/,
  // The route map (contract/routes/) is zod-free and followed like core's other helpers.
  /^@darts\/core\/contract\/(?!routes\/)/,
  /^markdown-to-jsx(\/|$)/,
  /^qrcode\.react$/,
  // The shell's navbar is hand-written Bootstrap markup; components (Modal, Nav ...) are for lazy pages.
  /^react-bootstrap(\/|$)/,
  // The app routes with wouter (about 2 kB); React Router costs every page about 12 kB (docs/decisions/034).
  /^react-router(\/|$)/,
];

const SRC = path.resolve(__dirname, '..');
const CORE_SRC = path.resolve(SRC, '../../core/src');
const STATIC_IMPORT = /^import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const ROUTER_NAMES = /^import\s+\{([^}]*)\}\s*from\s+['"]wouter['"]/gm;

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next extension
    }
  }
  throw new Error(`Cannot resolve ${specifier} from ${from}`);
}

interface EagerGraph {
  files: Set<string>;
  /** Package specifier -> a file importing it. */
  packages: Map<string, string>;
  /** Value names imported from the router (wouter) -> a file importing it. */
  routerNames: Map<string, string>;
}

function eagerImports(entry: string): EagerGraph {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const routerNames = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const specifier = match[1]!;
      if (/\.s?css$/.test(specifier)) continue;
      if (specifier.startsWith('.')) visit(resolveLocal(file, specifier));
      else if (specifier.startsWith('#web/'))
        visit(resolveLocal(path.join(SRC, 'index.ts'), `./${specifier.slice('#web/'.length)}`));
      else packages.set(specifier, path.relative(SRC, file));
      // Core's zod-free helpers are followed too, so a zod import slipping into them is caught.
      if (specifier.startsWith('@darts/core/')) {
        visit(resolveLocal(path.join(CORE_SRC, 'index.ts'), `./${specifier.slice('@darts/core/'.length)}`));
      }
    }
    for (const match of source.matchAll(ROUTER_NAMES)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name && !name.startsWith('type ')) routerNames.set(name, path.relative(SRC, file));
      }
    }
  };
  visit(entry);
  return { files, packages, routerNames };
}

describe('home page bundle', () => {
  it('reaches no heavy module through static imports', () => {
    const { files, packages } = eagerImports(path.join(SRC, 'app/main.tsx'));
    expect(files.size).toBeGreaterThan(10);
    const offenders = [...packages].filter(([specifier]) => FORBIDDEN_EAGER.some((re) => re.test(specifier)));
    expect([...packages.keys()]).toContain('@darts/core/account/access');
    // The client builds its addresses from the route map, which the walk follows for zod too.
    expect([...packages.keys()]).toContain('@darts/core/contract/routes/route');
    expect(offenders.map(([specifier, file]) => `${specifier} (imported by ${file})`)).toEqual([]);
  });

  it('routes with wouter', () => {
    const { routerNames, packages } = eagerImports(path.join(SRC, 'app/main.tsx'));
    expect(routerNames.get('Router')).toBe('app/router.tsx');
    expect(routerNames.has('Link')).toBe(true);
    expect([...packages.keys()].filter((p) => p.startsWith('react-router'))).toEqual([]);
  });

  it('keeps every page, home too, behind a lazy route', () => {
    const { files } = eagerImports(path.join(SRC, 'app/main.tsx'));
    const eagerPages = [...files].filter((f) => /Page\.tsx$/.test(f)).map((f) => path.basename(f));
    expect(eagerPages).toEqual([]);
  });
});

describe("the tournament's export button", () => {
  it('loads without zod: its lazy chunk takes the data messages and tables from zod-free core modules', () => {
    const { packages } = eagerImports(path.join(SRC, 'features/admin/ExportDataButton.tsx'));
    const offenders = [...packages].filter(([specifier]) =>
      /^zod$|^@darts\/core\/contract\/(?!routes\/)/.test(specifier),
    );
    expect([...packages.keys()]).toContain('@darts/core/data/messages');
    expect(offenders.map(([specifier, file]) => `${specifier} (imported by ${file})`)).toEqual([]);
  });
});
