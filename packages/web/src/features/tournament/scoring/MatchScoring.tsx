import {
  DEFAULT_TOURNAMENT_STARTING_SCORE,
  matchLegs,
  roundList,
  scoringProblem,
} from '@darts/core/tournament/index';
import type { TournamentDto } from '#web/api/tournament';
import type { SyncEnvironment } from '#web/features/scoring/sync/syncEngine';
import type { MatchPlace } from '../Bracket';
import { scorePatch } from './patches';
import { ScoringScreen } from './ScoringScreen';

interface Props {
  tournament: TournamentDto;
  place: MatchPlace;
  onClose: () => void;
  /** The browser's store, API and timers (tests pass their own). */
  env?: SyncEnvironment;
}

/**
 * A knockout's (or a single round's) match on the scoring screen: its legs and starting score
 * from the round's options, its legs won sent back by the round it sits in.
 */
export function MatchScoring({ tournament, place, onClose, env }: Props) {
  const round = roundList(tournament.round)[place.roundIndex] ?? null;
  const match = round?.matches[place.matchIndex] ?? null;
  const { sideA, sideB } = match ?? {};
  const scored = {
    matchId: match?.id ?? '',
    sideA: sideA ?? null,
    sideB: sideB ?? null,
    saygId: match?.saygId ?? null,
    scoreA: match?.scoreA ?? null,
    scoreB: match?.scoreB ?? null,
    numberOfLegs: matchLegs(round, place.matchIndex, tournament.bestOf),
    startingScore: round?.matchOptions[place.matchIndex]?.startingScore ?? DEFAULT_TOURNAMENT_STARTING_SCORE,
    problem: match ? scoringProblem(match) : 'Save the tournament first',
    scorePatch: (home: number, away: number) =>
      scorePatch(place.roundIndex, sideA?.id ?? '', sideB?.id ?? '', home, away),
  };
  return <ScoringScreen tournament={tournament} match={scored} onClose={onClose} env={env} />;
}
