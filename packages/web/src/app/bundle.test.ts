import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Guards the home page's bundle: everything reachable from main.tsx through static imports is
 * loaded before the first paint. Heavy or schema-building modules may only be reached through a
 * lazy route or `lazy()` (a dynamic `import()`), and contract modules only with `import type`
 * (they build zod schemas when loaded, which would pull all of zod in).
 */
const FORBIDDEN_EAGER = [
  /^zod$/,
  /^@darts\/core\/contract\//,
  /^react-markdown$/,
  /^remark-gfm$/,
  /^qrcode\.react$/,
  /^react-bootstrap\/(Modal|Offcanvas|Dropdown|OverlayTrigger|Popover|Tooltip)$/,
  /^react-bootstrap$/,
];

const SRC = path.resolve(__dirname, '..');
const STATIC_IMPORT = /^import\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

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

function eagerImports(entry: string): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      const specifier = match[1]!;
      if (specifier.endsWith('.css')) continue;
      if (specifier.startsWith('.')) visit(resolveLocal(file, specifier));
      else packages.set(specifier, path.relative(SRC, file));
    }
  };
  visit(entry);
  return { files, packages };
}

describe('home page bundle', () => {
  it('reaches no heavy module through static imports', () => {
    const { files, packages } = eagerImports(path.join(SRC, 'app/main.tsx'));
    expect(files.size).toBeGreaterThan(10);
    const offenders = [...packages].filter(([specifier]) => FORBIDDEN_EAGER.some((re) => re.test(specifier)));
    expect(offenders.map(([specifier, file]) => `${specifier} (imported by ${file})`)).toEqual([]);
  });

  it('keeps every page but home behind a lazy route', () => {
    const { files } = eagerImports(path.join(SRC, 'app/main.tsx'));
    const eagerPages = [...files].filter((f) => /Page\.tsx$/.test(f)).map((f) => path.basename(f));
    expect(eagerPages).toEqual(['HomePage.tsx']);
  });
});
