import type { PlanMatch } from '@darts/core/tournament/formats/planMatch';
import { DEFAULT_TOURNAMENT_STARTING_SCORE } from '@darts/core/tournament/constants';
import type { TournamentDto } from '#web/api/tournament';
import type { SyncEnvironment } from '#web/features/scoring/sync/syncEngine';
import { ScoringScreen } from '../scoring/ScoringScreen';

interface Props {
  tournament: TournamentDto;
  /** The match's id in its format ("W1-2", "G1-1-2"). */
  matchId: string;
  /** The match as the tournament's results place it now (FormatSheet finds it: this chunk loads no format rules). */
  found: PlanMatch | null;
  onClose: () => void;
  /** The browser's store, API and timers (tests pass their own). */
  env?: SyncEnvironment;
}

/**
 * A planned format's match on the scoring screen: its sides as the results so far place them, its
 * legs as the tournament's best of (so the record's winner is the format's), its legs won sent
 * back by its id (PATCH `result`).
 */
export function PlanMatchScoring({ tournament, matchId, found, onClose, env }: Props) {
  const scored = {
    matchId,
    sideA: found?.sideA ?? null,
    sideB: found?.sideB ?? null,
    saygId: found?.saygId ?? null,
    scoreA: found?.match.scoreA ?? null,
    scoreB: found?.match.scoreB ?? null,
    numberOfLegs: found?.bestOf ?? 0,
    startingScore: DEFAULT_TOURNAMENT_STARTING_SCORE,
    problem: !found
      ? 'This match is no longer in the draw'
      : !found.sideA || !found.sideB
        ? 'Both players of this match are not known yet'
        : null,
    scorePatch: (scoreA: number, scoreB: number) => ({ result: { matchId, scoreA, scoreB } }),
  };
  return <ScoringScreen tournament={tournament} match={scored} onClose={onClose} env={env} />;
}
