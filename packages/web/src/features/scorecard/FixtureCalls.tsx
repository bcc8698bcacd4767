import type { Fixture } from '@darts/core/contract/fixture';
import { cardMatchIndex, cardMatchName, cardReadyMatches } from '@darts/core/scorecard/calls';
import { CallBoard } from '#web/features/venue/CallBoard';
import { CallList } from '#web/features/venue/CallList';
import { useCardFollowsTheNight } from './followTheNight';
import { useMoveCardCall } from './mutations';

/**
 * A fixture night's call list on the scorecard (a lazy part: only a card with boards fetches it):
 * "Board 1: Smith v Jones" to everyone; whoever keeps the card's results (manageScores) moves a
 * match to a board by a drag or from its board list (PUT /api/Scores/{id}/Call). While on screen
 * the card is read again as the night goes on, unless `editing` (followTheNight.ts). The results
 * left unsaved are a lazy part of their own (CardUnsavedResults), beside it.
 */
export function FixtureCalls({
  game,
  mayMove,
  editing,
}: {
  game: Fixture;
  mayMove: boolean;
  editing: boolean;
}) {
  useCardFollowsTheNight(game, editing);
  if (mayMove) return <MovableCalls game={game} />;
  const name = (id: string) => (cardMatchIndex(game, id) < 0 ? null : cardMatchName(game, id));
  return <CallList calls={game.calls ?? []} match={name} />;
}

function MovableCalls({ game }: { game: Fixture }) {
  const move = useMoveCardCall(game.id, game.updated ?? null);
  return (
    <CallBoard
      boards={game.boards ?? []}
      calls={game.calls ?? []}
      ready={cardReadyMatches(game)}
      match={(id) => cardMatchName(game, id)}
      taken={game.boardsTaken}
      onMove={(matchId, boardId) => move.mutate({ matchId, boardId })}
      busy={move.isPending}
      error={move.error}
    />
  );
}
