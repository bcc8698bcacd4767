import type { Side } from '@darts/core/league/matchResult';
import {
  canRecordGameScores,
  clerkSide,
  type FixtureSides,
  isClerkOf,
  recorderOf,
  type ScoreRecorder,
} from '@darts/core/scorecard/access';
import type { Caller } from '#server/auth/guard';

/*
 * Who may record, edit and see a fixture's scores. The rule of the fixture's clerk is core's
 * (scorecard/access.ts); these are the questions routes, services and presenters ask of a caller.
 */

/** The caller as the scorecard rules read them (VetoScores, division data). */
export function scoreRecorderOf(caller: Caller): ScoreRecorder {
  return recorderOf(caller?.doc);
}

/** ManageScores: edits a fixture's results for both sides and sees both submissions. */
export function canEditScores(caller: Caller): boolean {
  return caller?.doc.access.manageScores === true;
}

/** ManageGames: also edits a fixture's details (date, address, options) with its scores. */
export function canEditFixtureDetails(caller: Caller): boolean {
  return caller?.doc.access.manageGames === true;
}

/** The side whose submission the caller writes as a clerk of one of the fixture's teams, or null. */
export function clerkSideOf(caller: Caller, game: FixtureSides): Side | null {
  return clerkSide(scoreRecorderOf(caller), game);
}

/** Whether the caller may record this fixture's scores: ManageScores, or a clerk of either team. */
export function canRecordScores(caller: Caller, game: FixtureSides): boolean {
  return canRecordGameScores(game, scoreRecorderOf(caller));
}

/** A side's submission is shown to ManageScores and the clerk who writes it. */
export function canSeeSubmission(caller: Caller, game: FixtureSides, side: Side): boolean {
  return canEditScores(caller) || clerkSideOf(caller, game) === side;
}

/**
 * A team's man of the match is public once the card is published (the public scorecard
 * shows it); before that only ManageScores and that team's clerk see it.
 */
export function canSeeManOfTheMatch(caller: Caller, teamId: string, published: boolean): boolean {
  return published || canEditScores(caller) || isClerkOf(scoreRecorderOf(caller), teamId);
}
