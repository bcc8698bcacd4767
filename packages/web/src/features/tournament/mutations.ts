import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MatchOption } from '@darts/core/league/types';
import { queryKeys } from '#web/api/keys';
import { tournamentApi, type PatchTournamentRequest } from '#web/api/tournament';

/*
 * Writes of a tournament. Each answer is the tournament as saved: it replaces the sheet's copy at
 * once (and the fixtures tab reloads). The scoring screen shows a failure beside the control that
 * tried (`handlesErrors`, decision 021). The sheet's own saves are useSheetSave.ts; the fixtures
 * tab's create and delete are features/league/fixtures/tournamentMutations.ts.
 */

export const COULD_NOT_CREATE_SAYG = 'Could not create sayg session';

function useTournamentWrite<V>(
  call: (variables: V) => ReturnType<typeof tournamentApi.save>,
  meta: { errorTitle: string } | { handlesErrors: true },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => (await call(variables)).result,
    meta,
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(queryKeys.tournaments.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.divisionData.all });
    },
  });
}

/** PATCH /api/Tournament/{id}: a match's score, one more 180 or hi-check (the scorer shows a refusal). */
export function usePatchTournament() {
  return useTournamentWrite(
    ({ id, patch }: { id: string; patch: PatchTournamentRequest }) => tournamentApi.patch(id, patch),
    { handlesErrors: true },
  );
}

/** POST /api/Tournament/{id}: the match's leg-by-leg record (the scorer shows a refusal). */
export function useAddSayg() {
  return useTournamentWrite(
    ({ id, matchId, options }: { id: string; matchId: string; options: MatchOption | null }) =>
      tournamentApi.addSayg(id, matchId, options),
    { handlesErrors: true },
  );
}

/** PUT /api/Tournament/{id}/Call: the secretary moves a match to a board (the call list shows a refusal). */
export function useMoveCall() {
  return useTournamentWrite(
    ({ id, matchId, boardId }: { id: string; matchId: string; boardId: string }) =>
      tournamentApi.moveCall(id, matchId, boardId),
    { handlesErrors: true },
  );
}
