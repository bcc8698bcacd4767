import path from 'node:path';
import { importRule } from '../../eslintImportRule.js';

/*
 * The server's import paths (a local ESLint rule; eslint.config.js says why). A room is a
 * top-level folder of src/ (http, services, routes, ...; a top-level file such as app.ts is a room
 * of its own), and test/ is one room. A relative import stays inside its room and climbs at most
 * one folder; anything else is written #server/... (src) or #server-test/... (test), as
 * package.json "imports" maps them.
 */

const SERVER = import.meta.dirname;
const ALIASES = [
  ['#server/', path.join(SERVER, 'src')],
  ['#server-test/', path.join(SERVER, 'test')],
];

/** 'src/<room>' or 'test'; undefined outside packages/server/{src,test}. */
function roomOf(file) {
  const parts = path.relative(SERVER, file).split(path.sep);
  if (parts[0] === 'test') return 'test';
  if (parts[0] !== 'src' || parts.length < 2) return undefined;
  return parts.length === 2 ? `src/${parts[1].replace(/(\.test)?\.tsx?$/, '')}` : `src/${parts[1]}`;
}

function aliasOf(target) {
  for (const [prefix, dir] of ALIASES) {
    const inside = path.relative(dir, target);
    if (!inside.startsWith('..') && !path.isAbsolute(inside))
      return prefix + inside.split(path.sep).join('/');
  }
  return null;
}

function problem(file, specifier) {
  if (!specifier.startsWith('.')) return null;
  const target = path.resolve(path.dirname(file), specifier);
  // Outside the server (the repo's scripts/) there is nothing to alias it to.
  if (path.relative(SERVER, target).startsWith('..')) return null;
  const instead = aliasOf(target) ?? '#server/...';
  if (specifier.startsWith('../../')) return `Import "${specifier}" as ${instead}: no ../../ chains.`;
  if (roomOf(target) !== roomOf(file)) {
    return `Import "${specifier}" as ${instead}: relative imports stay inside their room.`;
  }
  return null;
}

export const serverImports = importRule(
  'No ../../ chains and no relative imports across rooms: #server/... instead.',
  problem,
);
