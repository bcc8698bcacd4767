import type * as SheetModule from './TournamentSheet';

/**
 * The knockout sheet's code, fetched once for both who want it: the tournament route, beside the
 * page's own code and before the data is asked for (pages.ts), and the page that draws it. One
 * `import()` for both: Vite's preload helper waits for a chunk's stylesheet only in the call that
 * added its link, so a second call would draw the bracket before its styles (docs/decisions/046).
 */
let sheet: Promise<typeof SheetModule> | null = null;

export function loadTournamentSheet(): Promise<typeof SheetModule> {
  sheet ??= import('./TournamentSheet').catch((error: unknown) => {
    // A failed fetch (offline) is fetched again by the next caller.
    sheet = null;
    throw error;
  });
  return sheet;
}
