import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordScoresInput } from '@darts/core/contract/scores';
import { queryKeys } from '#web/api/keys';
import { scoresApi } from '#web/api/scores';

/**
 * Saves the scorecard; failures open the "Could not save score" dialog. On success `onSaved` gets
 * the server's messages (before the card goes: the fixture is then read again).
 */
export function useSaveScoresMutation(id: string, onSaved?: (messages: readonly string[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RecordScoresInput) => scoresApi.save(id, request),
    meta: { errorTitle: 'Could not save score' },
    onSuccess: (answer) => {
      onSaved?.(answer.messages);
      return queryClient.invalidateQueries({ queryKey: queryKeys.games.detail(id) });
    },
  });
}
