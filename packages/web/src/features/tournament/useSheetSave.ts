import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { queryKeys } from '#web/api/keys';
import { saveRequestOf, tournamentApi, type TournamentDto } from '#web/api/tournament';
import { COULD_NOT_SAVE_TOURNAMENT } from './saveTitles';

/**
 * The sheet's save (PUT /api/Tournament/ with lastUpdated), one at a time: the
 * answer replaces the sheet's copy. A plain call rather than a mutation keeps TanStack's mutation
 * code off a visitor's first load. A refusal ('Could not save tournament details', `refusal`) shows
 * inside the dialog that saved, else under the sheet's toolbar (decision 021); it clears when the
 * next write starts.
 */
export function useSheetSave() {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  /** Runs one write of the tournament (none while another runs); its answer replaces the sheet's copy. */
  const run = async (write: () => Promise<{ result?: TournamentDto | null }>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const saved = (await write()).result;
      if (saved) queryClient.setQueryData(queryKeys.tournaments.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.divisionData.all });
      return true;
    } catch (e) {
      setError(e);
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  const save = (next: TournamentDto) => run(() => tournamentApi.save(saveRequestOf(next)));
  const clearError = useCallback(() => setError(null), []);
  const refusal = error === null ? undefined : { title: COULD_NOT_SAVE_TOURNAMENT, error };
  return { save, run, busy, error, refusal, clearError };
}
