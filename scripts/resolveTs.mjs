// Registered with `node --import` where Node strips TypeScript types itself (see serverCommand.mjs).
// The server's sources import each other without extensions ('./app', '#server/db/docs': package
// imports, packages/server/package.json), which Node's resolver does not complete: a relative or
// package import that finds nothing is retried as '.ts', then '/index.ts'.
// Nothing is transpiled.
import { registerHooks } from 'node:module';

const RETRY = new Set(['ERR_MODULE_NOT_FOUND', 'ERR_UNSUPPORTED_DIR_IMPORT', 'MODULE_NOT_FOUND']);

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!/^(\.\.?\/|#)/.test(specifier) || !RETRY.has(error?.code)) throw error;
      for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
        try {
          return nextResolve(candidate, context);
        } catch {
          // try the next form
        }
      }
      throw error;
    }
  },
});
