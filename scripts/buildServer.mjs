// Bundles the server's TypeScript (and the core's, which it imports as source) into one
// JavaScript file Node runs as it is (docs/decisions/049); packages from node_modules stay
// imports. `npm start` bundles before each start (well under a second), so the server run is never
// older than its sources. Run directly: `node scripts/buildServer.mjs`.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverSrc = path.join(root, 'packages/server/src');
export const SERVER_BUNDLE = path.join(root, 'packages/server/dist/main.mjs');

/** The server's own `#server/...` imports (package.json "imports": a file with or without .ts). */
const serverImports = {
  name: 'server-imports',
  setup(build) {
    build.onResolve({ filter: /^#server\// }, ({ path: spec }) => {
      const file = path.join(serverSrc, spec.slice('#server/'.length));
      return { path: existsSync(`${file}.ts`) ? `${file}.ts` : file };
    });
    // Packages from node_modules are imported at run time; the workspace's core is bundled.
    build.onResolve({ filter: /^[^./#]/ }, ({ path: spec }) =>
      spec.startsWith('@darts/') ? undefined : { external: true },
    );
  },
};

/** Writes the bundle beside its final name and renames it, so servers starting at once never read half a file. */
export async function buildServer() {
  const result = await build({
    entryPoints: [path.join(serverSrc, 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    outfile: SERVER_BUNDLE,
    plugins: [serverImports],
    logLevel: 'warning',
  });
  mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true });
  const temporary = `${SERVER_BUNDLE}.${process.pid}.tmp`;
  writeFileSync(temporary, result.outputFiles[0].contents);
  renameSync(temporary, SERVER_BUNDLE);
  return SERVER_BUNDLE;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  console.log(
    `Server bundled in ${Math.round(performance.now() - started)} ms: ${path.relative(root, SERVER_BUNDLE)}`,
  );
}
