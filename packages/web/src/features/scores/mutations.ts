import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordScoresInput } from '@darts/core/contract/scores';
import { queryKeys } from '../../api/keys';
import { scoresApi } from '../../api/scores';

/** Saves the scorecard; failures open the "Could not save score" dialog; the fixture is then read again. */
export function useSaveScoresMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RecordScoresInput) => scoresApi.save(id, request),
    meta: { errorTitle: 'Could not save score' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.games.detail(id) }),
  });
}
