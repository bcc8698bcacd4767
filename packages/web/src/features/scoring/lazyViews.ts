import { lazyComponent } from '#web/components/lazyComponent';

/*
 * The parts of the scoring screen and the live board that are not on the first paint, fetched
 * right after it (docs/decisions/012): the match statistics (with their tables of throws and
 * running averages) and the scorer's controls (the keypad, who throws first, and core's steps
 * they take). Call `preload()` once the screen shows.
 */

/** The match statistics; shows nothing until its code is in. */
export const MatchStatistics = lazyComponent(
  async () => (await import('./components/MatchStatistics')).MatchStatistics,
);

/** The scorer's controls; show nothing until their code is in. */
export const ScoringControls = lazyComponent(async () => (await import('./ScoringControls')).ScoringControls);
