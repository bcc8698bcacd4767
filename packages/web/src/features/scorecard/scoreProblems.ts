import type { FixtureMatch, MatchOption } from '@darts/core/contract/fixture';
import { problemInUserWords } from '@darts/core/contract/userWords';
import type { Side } from '@darts/core/scorecard/scorecard';
import { matchScoreProblem } from '@darts/core/scorecard/scorecardChecks';
import type { ScoreProblem } from './MatchRow';

/*
 * The check of an editable card's scores (`matchScoreProblem`) with its words. Loaded only for a
 * card that may be edited (useScoreChecker.ts): a visitor's read-only card does not download it.
 */

/** Why the match's score is not one it can have, in the league's words, or null. */
export function scoreProblemOf(match: FixtureMatch, index: number, option: MatchOption): ScoreProblem | null {
  const problem = matchScoreProblem(match, index, option.numberOfLegs);
  if (!problem) return null;
  const path = problem.slice(0, problem.indexOf(':'));
  const side = (['home', 'away'] as Side[]).find((s) => path.endsWith(`${s}Score`));
  return { text: problemInUserWords(problem), sides: side ? [side] : ['home', 'away'] };
}
