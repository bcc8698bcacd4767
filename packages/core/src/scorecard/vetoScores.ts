import { FEATURE_IDS, featureValue } from '../feature/flags';
import { timeSpanMs } from '../feature/timeSpan';
import { dateOf } from '../league/dates';
import { canRecordGameScores, type FixtureSides, type ScoreRecorder } from './access';

/*
 * The VetoScores feature: a fixture's scores are hidden
 * until its date (UTC midnight) plus the configured delay from everyone who cannot record them,
 * i.e. everyone but ManageScores users and the clerks (InputResults) of its two teams. One rule for
 * game reads and division data.
 */

/** What the rule needs of a fixture. */
export interface VetoableFixture extends FixtureSides {
  date: string;
}

/** The configured VetoScores delay in milliseconds (0, the default, hides nothing). */
export function vetoDelayMs(
  features: readonly { id: string; configuredValue: string | null; defaultValue: string }[],
): number {
  return timeSpanMs(featureValue(features.find((f) => f.id === FEATURE_IDS.vetoScores)));
}

/** When the fixture's scores become visible to everyone: its date (UTC) plus the delay. */
export function scoresVisibleFrom(date: string, delayMs: number): number {
  return Date.parse(`${dateOf(date)}T00:00:00Z`) + delayMs;
}

/** True when the fixture's scores are hidden from the caller at `now`. */
export function isScoreVetoed(
  game: VetoableFixture,
  recorder: ScoreRecorder,
  delayMs: number,
  now: Date,
): boolean {
  if (delayMs <= 0 || canRecordGameScores(game, recorder)) return false;
  return now.getTime() < scoresVisibleFrom(game.date, delayMs);
}

/** The ids of the fixtures whose scores are hidden from the caller at `now`, sorted. */
export function vetoedGameIds<T extends VetoableFixture & { id: string }>(
  games: readonly T[],
  recorder: ScoreRecorder,
  delayMs: number,
  now: Date,
): string[] {
  if (delayMs <= 0) return [];
  return games
    .filter((g) => isScoreVetoed(g, recorder, delayMs, now))
    .map((g) => g.id)
    .sort();
}
