import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#web/api/keys';
import type { SaygSyncEngine } from './sync/syncEngine';

/**
 * Saves a kept record now (creating it on the server the first time) through its sync engine, so
 * the save and the background sync never overlap. A failure opens "Could not save the match";
 * the record stays kept in the browser and the sync keeps retrying.
 */
export function useSaveSaygMutation(engine: SaygSyncEngine) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => engine.saveNow(),
    meta: { errorTitle: 'Could not save the match' },
    onSuccess: (kept) => {
      if (kept.id) void queryClient.invalidateQueries({ queryKey: queryKeys.sayg.detail(kept.id) });
    },
  });
}
