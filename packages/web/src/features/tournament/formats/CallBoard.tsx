import { readyMatches } from '@darts/core/tournament/calls';
import type { TournamentDto } from '#web/api/tournament';
import { CallBoard as VenueCallBoard } from '#web/features/venue/CallBoard';
import { useMoveCall } from '../mutations';

/**
 * A tournament's call list as whoever keeps the results sees it (venue/CallBoard.tsx): a match is
 * moved to a board with PUT /api/Tournament/{id}/Call; a board another event at the venue holds
 * that night is named by it.
 */
export function CallBoard({
  tournament,
  match,
}: {
  tournament: TournamentDto;
  match: (id: string) => string;
}) {
  const move = useMoveCall();
  return (
    <VenueCallBoard
      boards={tournament.boards}
      calls={tournament.calls}
      ready={readyMatches(tournament)}
      taken={tournament.boardsTaken}
      match={match}
      onMove={(matchId, boardId) => move.mutate({ id: tournament.id, matchId, boardId })}
      busy={move.isPending}
      error={move.error}
    />
  );
}
