import { z } from 'zod';

/** The access flags of spec 1 section 6, in the spec's camelCase. */
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

export const accessFlagSchema = z.enum(ACCESS_FLAGS);

/** Every flag present, true when granted. */
export type Access = Record<AccessFlag, boolean>;

export const accessSchema = z.object(
  Object.fromEntries(ACCESS_FLAGS.map((f) => [f, z.boolean()])) as Record<AccessFlag, z.ZodBoolean>,
);

/** An access update may name only some flags; the rest are false. */
export const accessInputSchema = z
  .object(
    Object.fromEntries(ACCESS_FLAGS.map((f) => [f, z.boolean().optional()])) as Record<
      AccessFlag,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .strict();

export function noAccess(): Access {
  return Object.fromEntries(ACCESS_FLAGS.map((f) => [f, false])) as Access;
}

export function fullAccess(): Access {
  return Object.fromEntries(ACCESS_FLAGS.map((f) => [f, true])) as Access;
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

/** Flags that reveal the Admin link (spec 1 section 6). */
export const ADMIN_LINK_FLAGS: readonly AccessFlag[] = ['manageAccess', 'viewExceptions', 'importData', 'exportData'];
