import path from 'node:path';
import { importRule } from '../../eslintImportRule.js';

/*
 * The web app's import boundaries (a local ESLint rule; eslint.config.js says why):
 * - a feature (src/features/<area>/) is used from outside only through its public entries: the
 *   files at its top level, and the subfolders named in PUBLIC_FOLDERS; its other subfolders are
 *   its internals. Tests (and test builders) may also use another feature's `test/` builders.
 * - a relative import stays inside its own area (one feature, or one of app/, api/, components/,
 *   test/) and climbs at most one folder; anything else is written `#web/...`.
 */

const SRC = path.resolve(import.meta.dirname, 'src');

/** Subfolders that are part of their feature's public entries. */
const PUBLIC_FOLDERS = new Set([
  // The record keeping every scorer shares: kept copy, sync engine, sync badge.
  'scoring/sync',
]);

/** Path segments below src/: ['features', area, ...] or [area, ...]. */
const segments = (file) => path.relative(SRC, file).split(path.sep);
const areaOf = (parts) => (parts[0] === 'features' ? `features/${parts[1]}` : parts[0]);
const isTestCode = (file) => /\.test\.tsx?$/.test(file) || segments(file).includes('test');

function problem(file, specifier) {
  if (specifier.startsWith('../../')) return `Import "${specifier}" as #web/...: no ../../ chains.`;
  let target;
  if (specifier.startsWith('#web/')) target = path.join(SRC, specifier.slice('#web/'.length));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
  else return null;
  const from = segments(file);
  const to = segments(target);
  if (from[0] === '..' || to[0] === '..') return null;
  const sameArea = areaOf(from) === areaOf(to);
  if (specifier.startsWith('.') && !sameArea) {
    return `Import "${specifier}" as #web/${to.join('/')}: relative imports stay inside their area.`;
  }
  if (to[0] !== 'features' || sameArea) return null;
  const inside = to.slice(2);
  if (inside.length === 1) return null;
  if (inside.length === 2 && PUBLIC_FOLDERS.has(`${to[1]}/${inside[0]}`)) return null;
  if (inside[0] === 'test' && isTestCode(file)) return null;
  return `"${specifier}" is an internal of features/${to[1]}: import its public entries (top-level files${
    [...PUBLIC_FOLDERS].some((f) => f.startsWith(`${to[1]}/`)) ? ' or its public folders' : ''
  }) instead.`;
}

export const featureBoundaries = importRule(
  "No imports of another feature's internals; #web/... instead of ../../ chains.",
  problem,
);
