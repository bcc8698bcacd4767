// How this Node runs the server's TypeScript: as it is where Node strips types itself (22.18+ and
// 24), with only a resolve hook for the sources' extensionless imports; through tsx on Node 20.
import module from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SERVER_MAIN = path.resolve(here, '../packages/server/src/main.ts');

/** Whether this Node strips types itself and takes synchronous module hooks. */
export const stripsTypes = Boolean(process.features.typescript) && typeof module.registerHooks === 'function';

/** `node` arguments that run a server TypeScript entry (main.ts unless named) on this Node. */
export function serverNodeArgs(entry = SERVER_MAIN, { native = stripsTypes } = {}) {
  const loader = native ? pathToFileURL(path.join(here, 'resolveTs.mjs')).href : 'tsx';
  return ['--import', loader, entry];
}
