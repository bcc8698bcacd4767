// Rooms and the imports between them (ARCHITECTURE.md, "Rooms"). A room is a top-level folder of
// a package's src/ (in the web, each features/<area> too; a top-level file of the server's src/ is
// a room of its own). Two rooms that import each other form a cycle: the lower one must not know
// the upper one. An import counts when it stays at run time; a type-only one (`import type`) is
// erased, and a rule may name the contract type it computes. `node scripts/rooms.mjs` prints every
// two-way pair (with --types, the type-only ones too); scripts/rooms.test.mjs fails on any.
// Test code is left out: test files (*.test.ts, *.test.tsx) and test support (any file in a test/
// folder, such as the web's src/test/ and features/<area>/test/) may use any room.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const src = (name) => path.join(ROOT, 'packages', name, 'src');

/** Import prefixes that name a package's src/ (package.json "imports" and "exports"). */
const ALIASES = [
  ['#web/', src('web')],
  ['#server/', src('server')],
  ['@darts/core/', src('core')],
];

/** Room names of a file below each package's src/ (undefined: outside that src/). */
export const PACKAGES = {
  core: { src: src('core'), roomOf: (parts) => parts[0] },
  server: {
    src: src('server'),
    roomOf: (parts) => (parts.length === 1 ? parts[0].replace(/\.tsx?$/, '') : parts[0]),
  },
  web: {
    src: src('web'),
    roomOf: (parts) => (parts[0] === 'features' ? `features/${parts[1]}` : parts[0]),
  },
};

const isSource = (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts');
const isTestSupport = (dir) => dir.split(path.sep).includes('test');

function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() && isSource(entry.name) && !isTestSupport(path.relative(dir, entry.parentPath)),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The path an import specifier points at (without extension), or null for a package. */
export function targetOf(file, specifier) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  for (const [prefix, dir] of ALIASES) {
    if (specifier.startsWith(prefix)) return path.join(dir, specifier.slice(prefix.length));
  }
  return null;
}

/**
 * Module specifiers of a file (imports, exports ... from, import()), each with whether it is
 * type-only (`import type`, `export type`, every named binding `type`, `typeof import()`).
 */
export function importsOf(text, fileName = 'file.tsx') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found = [];
  const named = (elements) => elements?.length > 0 && elements.every((element) => element.isTypeOnly);
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly = Boolean(
        clause && (clause.isTypeOnly || (!clause.name && named(clause.namedBindings?.elements))),
      );
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: node.isTypeOnly || named(node.exportClause?.elements),
      });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument))
        found.push({ specifier: argument.text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The room a path below the package's src/ belongs to, or undefined outside it. */
function roomIn(pkg, file) {
  const parts = path.relative(pkg.src, file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0])) return undefined;
  return pkg.roomOf(parts);
}

/** Every import of a package's sources from one of its rooms into another. */
export function roomImports(name) {
  const pkg = PACKAGES[name];
  const edges = [];
  for (const file of sourceFiles(pkg.src)) {
    const from = roomIn(pkg, file);
    for (const { specifier, typeOnly } of importsOf(readFileSync(file, 'utf8'), file)) {
      const target = targetOf(file, specifier);
      const to = target && roomIn(pkg, target);
      if (to && to !== from) edges.push({ from, to, file: path.relative(ROOT, file), specifier, typeOnly });
    }
  }
  return edges;
}

/** Pairs of rooms importing each other, each way with one example: sorted, one line each. */
export function twoWayPairs(edges) {
  const example = new Map();
  for (const edge of edges) {
    const key = `${edge.from}\0${edge.to}`;
    if (!example.has(key)) example.set(key, edge);
  }
  const pairs = [];
  for (const [key, ab] of example) {
    const [a, b] = key.split('\0');
    const ba = example.get(`${b}\0${a}`);
    if (ba && a < b) {
      pairs.push(`${a} <-> ${b}: ${ab.file} imports '${ab.specifier}'; ${ba.file} imports '${ba.specifier}'`);
    }
  }
  return pairs.sort();
}

/** The package's two-way pairs of rooms through imports that stay at run time. */
export const roomCycles = (name) => twoWayPairs(roomImports(name).filter((edge) => !edge.typeOnly));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const withTypes = process.argv.includes('--types');
  let found = 0;
  for (const name of Object.keys(PACKAGES)) {
    const pairs = roomCycles(name);
    found += pairs.length;
    console.log(`${name}: ${pairs.length ? `${pairs.length} two-way pair(s)` : 'no cycles'}`);
    for (const pair of pairs) console.log(`  ${pair}`);
    if (!withTypes) continue;
    const typeOnly = twoWayPairs(roomImports(name)).filter((pair) => !pairs.includes(pair));
    for (const pair of typeOnly) console.log(`  (through types) ${pair}`);
  }
  process.exitCode = found ? 1 : 0;
}
