import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordScoresInput } from '@darts/core/contract/scorecard';
import { queryKeys } from '#web/api/keys';
import { scorecardApi } from '#web/api/scorecard';

/** The title of a refused save, shown under the scorecard's Save button (EditableScorecard). */
export const SAVE_SCORE_ERROR = 'Could not save score';

/**
 * Saves the scorecard; a failure shows under Save (`SAVE_SCORE_ERROR`). On success `onSaved` gets
 * the server's messages (before the card goes: the fixture is then read again).
 */
export function useSaveScoresMutation(id: string, onSaved?: (messages: readonly string[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RecordScoresInput) => scorecardApi.save(id, request),
    meta: { handlesErrors: true },
    onSuccess: (answer) => {
      onSaved?.(answer.messages);
      return queryClient.invalidateQueries({ queryKey: queryKeys.games.detail(id) });
    },
  });
}

/** Moves a match of the saved card to a board (PUT /api/Scores/{id}/Call); the fixture is then read again. */
export function useMoveCardCall(id: string, lastUpdated: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, boardId }: { matchId: string; boardId: string }) =>
      scorecardApi.moveCall(id, { matchId, boardId, lastUpdated }),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.games.detail(id) }),
  });
}
