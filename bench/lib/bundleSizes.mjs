// Every public page's first-visit download against its budget. The figures are what the browser
// fetches until the network is idle (bench/lib/pageDownloads.mjs), in gzip -9 bytes. Used by
// bench/bundle.mjs (prints) and by the e2e package's budget test (asserts), so both measure the
// same way.
import { measureDownloads } from './pageDownloads.mjs';

export { PUBLIC_PAGES } from './demoPages.mjs';

/** Budgets for every public page, gzip bytes (docs/decisions/012). */
export const BUDGET = { js: 100_000, css: 15_000 };

/**
 * Pages not yet within the budget, with the figures they may not grow past (gzip bytes): the
 * budget test holds them there until they fit, when they leave this list. Measured in the browser
 * after the router became wouter and the route map came (decisions 034, 035), and with the SVG
 * icons (decision 043); what each page fetches, and why it is over, is in docs/decisions/012.
 */
export const NOT_YET_WITHIN = {
  // Every page: the installable app's manifest link in index.html (+39 bytes, decision 053).
  // A note on the dates brings its Markdown renderer, markdown-to-jsx (31.6 kB, decision 036).
  // 137,102 bytes once the formats came (a new tournament names its format, decision 048).
  // Each feature id a constant of its own, so a page bundles only those it reads (-0.22 kB, decision 057).
  // The Fixtures tab's CSV link, a small chunk the Teams and Players tabs share (+0.45 kB, decision 058).
  // The menu's Search and its page's route (+0.1 kB on every page, issue 29, decision 058).
  // The age of kept answers: the API client's line that loads its notice (+73 bytes on every page, decision 053).
  // Fixture nights' boards: the card's call route in the client's route map (+11 bytes on every page, decision 054).
  'division fixtures': { js: 137_800, css: 15_000 },
  // The live connection (socket, reconnects; polling loads only if the socket fails) loads with the record.
  // Each side's own start and legs in hand in the leg rules (+0.2 kB, decision 050).
  // The device pages' route in every page's list (+40 bytes, decision 051).
  // Feature ids bundled one by one (-0.22 kB, decision 057).
  // The menu's Search and its page's route (+0.1 kB on every page, issue 29, decision 058).
  // The age of kept answers: the API client's line that loads its notice (+73 bytes on every page, decision 053).
  // Fixture nights' boards: the card's call route in the client's route map (+11 bytes on every page, decision 054).
  // The match statistics download as CSV: the wrapper's chunk the players' pages share (+0.53 kB, decision 058).
  // The home page a chunk of its own, out of the family the TV loads: its route on every page (+30
  // bytes, decision 058); its legs downloadable as CSV too (+35 bytes, decision 058).
  // No signal is no error: a read that failed offline raises no error panel (+12 bytes on every page, decision 053).
  live: { js: 105_710, css: 15_000 },
  // +0.1 kB (decision 044): its boards are the TV's too, and their chunk family is a file of its own.
  // Feature ids bundled one by one (-0.22 kB, decision 057).
  // The menu's Search and its page's route (+0.1 kB on every page, issue 29, decision 058).
  // The age of kept answers: the API client's line that loads its notice (+73 bytes on every page, decision 053).
  // Fixture nights' boards: the card's call route in the client's route map (+11 bytes on every page, decision 054).
  // The card's CSV (issue 29): no byte of it here, but the shared chunks' new names gzip 10 bytes worse.
  'live superleague': { js: 102_470, css: 15_000 },
  // The keypad, the sync engine and the toolbar's save and share are all on the first screen.
  // The sync writing after the paint (+0.2 kB, decision 047).
  // Each side's own start and legs in hand (+0.25 kB, decision 050).
  // The device and overlay pages' routes (+70 bytes, decisions 051 and 052).
  // The wake lock and the service worker's registration, a chunk it shares with the TV (+0.52 kB, decision 053).
  // The player figures page's route (+50 bytes, decision 056).
  // Darts at a double: the scorer's question in the controls (+0.41 kB) and its rules (+0.13 kB),
  // decision 057.
  // The menu's Search and its page's route (+0.1 kB on every page, issue 29, decision 058).
  // The age of kept answers: the API client's line that loads its notice (+73 bytes on every page, decision 053).
  // The card's CSV (issue 29): no byte of it here, but the shared chunks' new names gzip 19 bytes worse.
  practice: { js: 112_300, css: 15_000 },
  // The sheet follows the tournament live: the connection loads with it. The page's choice of
  // the planned formats' sheet, a lazy chunk of its own, and the Draw's shuffle (draw.ts), now a
  // small chunk both sheets share (106,047 bytes, decision 048).
  // The player figures page's route and the device board's routes (+66 bytes, decisions 055 and 056).
  // The menu's Search and its page's route (+0.1 kB on every page, issue 29, decision 058).
  // The knockout sheet's call list and boards, two lazy parts behind the dialogs' loaders, and the
  // route that moves a call (+0.11 kB, decision 054).
  // The age of kept answers: the API client's line that loads its notice (+73 bytes on every page, decision 053).
  // Its call list a wrapper over the venue's shared one, which fixture nights use too (+50 bytes, decision 054).
  // The home page a chunk of its own, out of the family the TV loads: its route on every page (+30 bytes, decision 058).
  // No signal is no error: a read that failed offline raises no error panel (+12 bytes on every page, decision 053).
  tournament: { js: 106_810, css: 15_000 },
  // The night's reports, the live connection and the leg scoring are on the master draw's screen;
  // and the knockout sheet (5.9 kB), fetched beside the data before it says which sheet it is
  // (docs/decisions/046). The page's choice of the formats' sheet and the shared Draw chunk
  // (117,751 bytes, decision 048).
  // The player figures page's route (+76 bytes, decisions 055 and 056).
  // The menu's Search and its page's route (+0.1 kB on every page, issue 29, decision 058).
  // The knockout sheet's lazy call list and boards (+0.12 kB, decision 054).
  // The age of kept answers: the API client's line that loads its notice (+73 bytes on every page, decision 053).
  // The master draw and the night's tables download as CSV (TableCsv, a chunk the players' pages share: +0.52 kB, decision 058).
  // The sheet's delete-record handler set in a layout effect, so no click is lost (+27 bytes, TournamentSheet.tsx).
  'tournament (single round)': { js: 119_240, css: 15_200 },
  // The entry's page loader (0.2 kB, decision 046) took it over by 0.1 kB.
  // The device pages' route (+40 bytes, decision 051).
  // Each player's name a link to their figures, a singles match's head to head, and the figures
  // page's route (+171 bytes, decision 056).
  // Feature ids bundled one by one (-0.2 kB, decision 057).
  // The menu's Search and its page's route (+0.1 kB on every page, issue 29, decision 058).
  // The age of kept answers: the API client's line that loads its notice (+73 bytes on every page, decision 053).
  // Fixture nights' boards (decision 054): the card's call list behind a loader (loaders.ts, as the
  // sheets' dialogs), and the card's queries and model, now shared with the TV's call strip and the
  // board's device, chunks of their own (+0.63 kB).
  // The card downloads as CSV: its button and the loader of the file's chunk (+137 bytes, decision 058).
  // No signal is no error: a read that failed offline raises no error panel (+12 bytes on every page, decision 053).
  'scorecard (read-only)': { js: 101_250, css: 15_000 },
  // The shell's and the team's details, and their icons (0.8 kB: Icon and the captain's crown, decision 043).
  // The device pages' route (+40 bytes, decision 051).
  // Feature ids bundled one by one (-0.22 kB, decision 057).
  // The menu's Search and its page's route (+0.1 kB on every page, issue 29, decision 058).
  // The age of kept answers: the API client's line that loads its notice (+73 bytes on every page, decision 053).
  // Its fixtures and players download as CSV: the link's chunk the division's tabs share (+0.5 kB, decision 058).
  // Fixture nights' boards: the card's call route in the client's route map (+11 bytes on every page, decision 054).
  team: { js: 101_830, css: 15_000 },
  // With something live (the demo's match and superleague night), the TV's boards follow it: the
  // live connection, the scoring rules, the superleague board and the match views load with them
  // (docs/decisions/044). With nothing live it loads none of them.
  // Handicaps in the leg rules, the device and overlay routes (decisions 050-052).
  // The wake lock and the service worker's registration, a chunk it shares with scoring (+0.52 kB, decision 053).
  // The player figures page's route (+79 bytes, decisions 055 and 056).
  // Feature ids bundled one by one (-0.22 kB, decision 057).
  // The menu's Search and its page's route (+0.1 kB on every page, issue 29, decision 058).
  // The age of kept answers: the API client's line that loads its notice (+73 bytes on every page, decision 053).
  // Tonight's fixture nights' call lists along the bottom: a lazy part's loader (+0.15 kB, decision 054).
  // The home page's own file leaves the home family it loads, with the home tables' CSV button (-0.46 kB, decision 058).
  tv: { js: 112_850, css: 15_600 },
};

/**
 * Pages held to at most this much JS over the home page's (gzip bytes): the tournament sheet's
 * own code (within 40 kB over home, decision 012).
 */
export const OVER_HOME = {
  tournament: 40_000,
};

/** Every public page's figures, what it fetched, and whether it is within the budget. */
export async function measurePublicPages() {
  const pages = await measureDownloads();
  const home = pages.find((p) => p.page === 'home');
  return pages.map((size) => {
    const limit = NOT_YET_WITHIN[size.page];
    return {
      ...size,
      overHome: size.js - home.js,
      overHomeLimit: OVER_HOME[size.page] ?? null,
      over: overBudget(size),
      overLimit: limit ? overBudget(size, limit) : overBudget(size),
    };
  });
}

/** What of a page's figures exceeds the budget (or another limit): [] when it is within it. */
export function overBudget({ js, css }, limit = BUDGET) {
  const over = [];
  if (js > limit.js) over.push(`JS ${kB(js)} kB > ${kB(limit.js)} kB`);
  if (css > limit.css) over.push(`CSS ${kB(css)} kB > ${kB(limit.css)} kB`);
  return over;
}

export const kB = (bytes) => (bytes / 1000).toFixed(1);
