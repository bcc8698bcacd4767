import type { Side } from '../league/matchResult';

/*
 * Who may record a fixture's scores: ManageScores (the admin) records both sides; a team's clerk
 * (InputResults and the account's team) records their own side. One rule for the server (reads,
 * writes, the VetoScores feature, division data) and the scorecard screen.
 */

/** The caller's access that matters to the rule; null for an anonymous caller. */
export type ScoreRecorder = {
  manageScores?: boolean;
  inputResults?: boolean;
  teamId?: string | null;
} | null;

/** The two teams of a fixture, as the rule needs them. */
export interface FixtureSides {
  home: { id: string };
  away: { id: string };
}

/** An account (its access flags and team) as the rule reads it; null or undefined when anonymous. */
export function recorderOf(
  account:
    { access: { manageScores?: boolean; inputResults?: boolean }; teamId: string | null } | null | undefined,
): ScoreRecorder {
  if (!account) return null;
  return {
    manageScores: account.access.manageScores === true,
    inputResults: account.access.inputResults === true,
    teamId: account.teamId,
  };
}

/** A clerk of the team: InputResults and the account's team. */
export function isClerkOf(recorder: ScoreRecorder, teamId: string): boolean {
  return recorder?.inputResults === true && !!recorder.teamId && recorder.teamId === teamId;
}

/** The side the caller clerks for in this fixture (home first), or null. */
export function clerkSide(recorder: ScoreRecorder, game: FixtureSides): Side | null {
  if (isClerkOf(recorder, game.home.id)) return 'home';
  if (isClerkOf(recorder, game.away.id)) return 'away';
  return null;
}

/** Whether the caller may record this fixture's scores: ManageScores, or a clerk of either team. */
export function canRecordGameScores(game: FixtureSides, recorder: ScoreRecorder): boolean {
  return recorder?.manageScores === true || clerkSide(recorder, game) !== null;
}

/** admin: ManageScores; clerk: InputResults and the account's team plays; otherwise readonly. */
export type ScorecardAccess = 'admin' | 'clerk' | 'readonly';

export function scorecardAccess(recorder: ScoreRecorder, game: FixtureSides): ScorecardAccess {
  if (recorder?.manageScores === true) return 'admin';
  return clerkSide(recorder, game) ? 'clerk' : 'readonly';
}
