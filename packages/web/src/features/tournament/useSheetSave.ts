import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { queryKeys } from '#web/api/keys';
import { saveRequestOf, tournamentApi, type TournamentDto } from '#web/api/tournament';

/**
 * The sheet's save (PUT /api/Tournament/ with lastUpdated), one at a time (spec 3 section 4): the
 * answer replaces the sheet's copy. A plain call rather than a mutation keeps TanStack's mutation
 * code off a visitor's first load; the failure is shown by the sheet ('Could not save tournament
 * details').
 */
export function useSheetSave() {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const save = async (next: TournamentDto): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    try {
      const saved = (await tournamentApi.save(saveRequestOf(next))).result;
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
  return { save, busy, error, clearError: () => setError(null) };
}
