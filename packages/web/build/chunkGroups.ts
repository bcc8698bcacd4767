import type { CodeSplittingGroup } from 'rolldown';

/*
 * Small modules that several lazy pages, tabs or dialogs import would each be a common chunk of
 * their own (100 to 700 bytes gzip): every one costs a page a file, an import naming its hash, an
 * entry in a preload list and the compression it would share with its neighbours, about 0.2 kB
 * each. The families below put modules that load together into one file; each was measured
 * with bench/bundle (docs/decisions/012). A family loads whole: put in it only what its pages
 * load anyway, or what costs the pages that do not need it less than the files it saves.
 * Paths are under packages/ (web/src/..., core/src/...). An area's route map (core
 * contract/routes/) goes with its API module.
 */
const FAMILIES: Record<string, string[]> = {
  // Every division page (the tabs, team and player): its rows, guards and data queries, and the
  // CSV link of the read API's tables (decision 058): the tabs and the team page save a file each
  // (0.17 kB), the player page, which downloads its tables as they show, loads it unused (0.28 kB).
  // The link reads the division screen's context, which comes along so the family never imports
  // the screen's own file (a page that only needs NotPermitted would load the screen with it).
  division: [
    'web/src/components/NotPermitted.tsx',
    'web/src/features/league/components/FixtureScoreCells.tsx',
    'web/src/features/league/divisionDataQueries.ts',
    'web/src/features/league/components/CsvLink.tsx',
    'web/src/features/league/context.ts',
    'core/src/contract/routes/openDataTables.ts',
  ],
  // Core's scoring of a leg and its progress, with the leg-by-leg record's API and query: practice,
  // live, the live superleague, the single-round sheet and the scoring screens use them together
  // (docs/decisions/031). The legs rule is not in it: the knockout sheet and the tables need it alone.
  scoring: [
    'core/src/scoring/leg.ts',
    'core/src/scoring/match.ts',
    'core/src/scoring/visit.ts',
    'core/src/scoring/types.ts',
    'core/src/scoring/progress.ts',
    'core/src/scoring/limits.ts',
    'web/src/api/sayg.ts',
    'core/src/contract/routes/sayg.ts',
    'web/src/features/scoring/queries.ts',
  ],
  // Both tournament sheets: the heading and toolbar, the save, the winner rules and the
  // tournament's messages (the single round's figures and the knockout's dialogs both use them).
  // Not the refusal (SaveError): practice's share controls use it, and would load the sheets'
  // family with it; the sheets load it (with their dialogs) for editors only.
  sheet: [
    'web/src/features/tournament/SideName.tsx',
    'web/src/features/tournament/SheetToolbar.tsx',
    'web/src/features/tournament/sheetAccess.ts',
    'web/src/features/tournament/saveTitles.ts',
    'web/src/features/tournament/useSheetSave.ts',
    'web/src/features/tournament/dialogs/lazyDialogs.ts',
    'web/src/features/tournament/useSheet.ts',
    'web/src/features/tournament/SheetHeading.tsx',
    'core/src/tournament/labels.ts',
    'core/src/tournament/winner.ts',
    'core/src/tournament/messages.ts',
  ],
  // A refusal with the reading of its error: the export calls (the admin area's, a sheet's export
  // button) read the error alone, and load the refusal with it rather than a file of its own on
  // every page with a save (practice's first download).
  refusal: ['web/src/components/SaveError.tsx', 'web/src/components/errorParts.ts'],
  // A tournament's record and its queries (the sheets and the live superleague boards).
  tournamentApi: ['web/src/api/tournament.ts', 'core/src/contract/routes/tournament.ts'],
  // The knockout sheet's layout and accolades (its dialogs share them).
  knockout: [
    'core/src/tournament/seeding.ts',
    'core/src/tournament/layout.ts',
    'core/src/tournament/accolades.ts',
  ],
  // The dates and today.
  dates: ['core/src/league/dates.ts', 'web/src/features/site/today.ts'],
  // The scoring screen with its sync engine and the browser's kept records.
  sayg: [
    'web/src/features/scoring/components/ScoringToolbar.tsx',
    'web/src/features/scoring/SaygScreen.tsx',
    'web/src/features/scoring/sync/useSaygSync.ts',
    'web/src/features/scoring/sync/syncEngine.ts',
    'web/src/features/scoring/sync/kept.ts',
    'web/src/features/scoring/sync/browserSync.ts',
  ],
  // Following a match live.
  followLive: [
    'web/src/features/live/useLiveSubscription.ts',
    'web/src/features/live/FollowSayg.tsx',
    'web/src/features/live/LiveStatusBadge.tsx',
  ],
  // The home page's summary, fixture dates and tables: the TV uses them (decision 044). Not the
  // home page itself, which the TV would load with what only the home page shows (its tables' CSV
  // button, 0.49 kB): the TV 113.26 -> 112.80 kB, the home page a file more (94.99 kB), every
  // page's route list about 30 bytes more.
  homeSummary: [
    'web/src/features/home/queries.ts',
    'web/src/api/home.ts',
    'core/src/contract/routes/home.ts',
    'web/src/features/home/FixtureDate.tsx',
    'web/src/features/home/TopOfTables.tsx',
  ],
  // What is live now and its list: the home page, /live and the TV.
  watch: [
    'web/src/features/live/watch.ts',
    'web/src/features/live/WatchList.tsx',
    'core/src/live/liveNow.ts',
  ],
  // A division or season named by id or name, and the seasons running on a date.
  seasonPick: ['core/src/league/idOrName.ts', 'core/src/league/currentSeason.ts'],
  // The live pages' boards, their subscription queue and whether they may follow (the TV's too).
  liveBoards: [
    'web/src/features/live/LiveBoards.tsx',
    'web/src/features/live/subscriptionQueue.ts',
    'web/src/features/live/useLiveAllowed.ts',
  ],
  // The live superleague page and its boards (the TV shows the same boards).
  superleagueBoards: [
    'web/src/features/live/superleague/SuperleagueLivePage.tsx',
    'web/src/features/live/superleague/SuperleagueBoards.tsx',
    'web/src/features/live/superleague/SuperleagueBoard.tsx',
    'core/src/live/superleague.ts',
  ],
  // A team's record and its squad (scorecard, team and player pages), with the team queries: every
  // chunk that imports them (team and player pages, the league's dialogs) loads the team API anyway.
  team: [
    'web/src/api/team.ts',
    'core/src/contract/routes/team.ts',
    'core/src/league/squad.ts',
    'web/src/features/league/queries.ts',
  ],
  // The scorecard's photos, game and form calls.
  scorecardApi: [
    'web/src/features/site/useFeatureEnabled.ts',
    'web/src/features/photos/useMayUsePhotos.ts',
    'core/src/photo/rules.ts',
    'web/src/features/photos/api.ts',
    'web/src/api/fixture.ts',
    'web/src/api/form.ts',
    'core/src/contract/routes/fixture.ts',
    'core/src/contract/routes/scorecard.ts',
    'core/src/contract/routes/photo.ts',
  ],
};

const pathPattern = (paths: string[]) =>
  new RegExp(
    `packages[\\\\/](${paths.map((p) => p.replace(/[.]/g, '\\.').replace(/\//g, '[\\\\/]')).join('|')})$`,
  );

/** One chunk for each family (codeSplitting.groups). */
export const familyGroups: CodeSplittingGroup[] = Object.entries(FAMILIES).map(([name, paths]) => ({
  name,
  test: pathPattern(paths),
  priority: 2,
  includeDependenciesRecursively: false,
}));
