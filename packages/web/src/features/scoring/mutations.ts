import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '#web/api/keys';
import type { SaygSyncEngine } from './sync/syncEngine';

/** The title of a refused save, shown beside the Save button (decision 021). */
export const COULD_NOT_SAVE_MATCH = 'Could not save the match';

/**
 * Saves a kept record now (creating it on the server the first time) through its sync engine, so
 * the save and the background sync never overlap. A failure shows beside the button that saved
 * (`COULD_NOT_SAVE_MATCH`); the record stays kept in the browser and the sync keeps retrying.
 */
export function useSaveSaygMutation(engine: SaygSyncEngine) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => engine.saveNow(),
    meta: { handlesErrors: true },
    onSuccess: (kept) => {
      if (kept.id) void queryClient.invalidateQueries({ queryKey: queryKeys.sayg.detail(kept.id) });
    },
  });
}
