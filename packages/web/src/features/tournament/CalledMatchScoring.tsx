import { planMatchOf } from '@darts/core/tournament/formats/planMatch';
import { roundList } from '@darts/core/tournament/index';
import type { TournamentDto } from '#web/api/tournament';
import { PlanMatchScoring } from './formats/PlanMatchScoring';
import { MatchScoring } from './scoring/MatchScoring';

/** The scoring screen of a match by its id, a knockout's or a planned format's (a board's device opens the match called to it). */
export function CalledMatchScoring({
  tournament,
  matchId,
  onClose,
}: {
  tournament: TournamentDto;
  matchId: string;
  onClose: () => void;
}) {
  const format = tournament.format;
  if (format) {
    const found = planMatchOf({ ...tournament, format }, matchId);
    return <PlanMatchScoring tournament={tournament} matchId={matchId} found={found} onClose={onClose} />;
  }
  const place = knockoutPlace(tournament, matchId);
  if (!place) return <p role="alert">This match is no longer in the draw.</p>;
  return <MatchScoring tournament={tournament} place={place} onClose={onClose} />;
}

function knockoutPlace(tournament: TournamentDto, matchId: string) {
  const rounds = roundList(tournament.round);
  for (const [roundIndex, round] of rounds.entries()) {
    const matchIndex = round.matches.findIndex((m) => m.id.toLowerCase() === matchId.toLowerCase());
    if (matchIndex >= 0) return { roundIndex, matchIndex };
  }
  return null;
}

/** The called match's sides and record, a knockout's or a planned format's. */
export function calledMatch(tournament: TournamentDto, matchId: string) {
  const format = tournament.format;
  if (format) return planMatchOf({ ...tournament, format }, matchId);
  const place = knockoutPlace(tournament, matchId);
  return place ? roundList(tournament.round)[place.roundIndex]!.matches[place.matchIndex]! : null;
}
