/**
 * Access flags and the checks on them, free of zod so the browser's first page can use them
 * without loading the schema library (the contract in contract/access.ts re-exports these).
 */
export const ACCESS_FLAGS = [
  'managePlayers',
  'manageScores',
  'inputResults',
  'manageTournaments',
  'enterTournamentResults',
  'analyseMatches',
  'manageDivisions',
  'manageGames',
  'manageNotes',
  'manageSeasons',
  'manageTeams',
  'runHealthChecks',
  'manageSeasonTemplates',
  'runReports',
  'recordScoresAsYouGo',
  'useWebSockets',
  'kioskMode',
  'uploadPhotos',
  'viewAnyPhoto',
  'deleteAnyPhoto',
  'manageAccess',
  'showDebugOptions',
  'manageSockets',
  'viewExceptions',
  'exportData',
  'importData',
  'bulkDeleteLeagueFixtures',
  'manageFeatures',
] as const;

export type AccessFlag = (typeof ACCESS_FLAGS)[number];

/** Every flag present, true when granted. */
export type Access = Record<AccessFlag, boolean>;

export function noAccess(): Access {
  return Object.fromEntries(ACCESS_FLAGS.map((f) => [f, false])) as Access;
}

/**
 * Flags that change how the site looks for the account rather than what it may do: kiosk mode
 * hides the header (the site name), footer and menu brand, for a screen in the venue. Full access
 * leaves them off, so an administrator (the demo's, `npm run admin`'s) keeps the site's header.
 */
export const DISPLAY_FLAGS: readonly AccessFlag[] = ['kioskMode'];

/** Every permission granted; the display flags (kiosk mode) left off. */
export function fullAccess(): Access {
  return Object.fromEntries(ACCESS_FLAGS.map((f) => [f, !DISPLAY_FLAGS.includes(f)])) as Access;
}

export function normaliseAccess(input: Partial<Record<AccessFlag, boolean | undefined>>): Access {
  const access = noAccess();
  for (const flag of ACCESS_FLAGS) access[flag] = input[flag] === true;
  return access;
}

/** True when the account holds the flag. Anonymous callers hold none. */
export function hasAccess(account: { access: Access } | null | undefined, flag: AccessFlag): boolean {
  return account?.access[flag] === true;
}

/** Flags that reveal the Admin link. */
export const ADMIN_LINK_FLAGS: readonly AccessFlag[] = [
  'manageAccess',
  'viewExceptions',
  'importData',
  'exportData',
];
