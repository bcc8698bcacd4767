import { useQuery } from '@tanstack/react-query';
import type { PatchTournamentRequest, TournamentDto } from '#web/api/tournament';
import type { UnsavedResult } from '@darts/core/contract/unsaved';
import { UnsavedList } from '#web/features/venue/UnsavedList';
import { COULD_NOT_SAVE_TOURNAMENT } from '../saveTitles';
import { usePatchTournament } from '../mutations';
import { unsavedQuery } from '../queries';

/**
 * For whoever keeps the results: a match won on its scorer a minute ago and more whose result never
 * reached the sheet (a tablet gone offline, a refusal nobody read), with its legs to save at a tap.
 */
export function UnsavedResults({
  tournament,
  match,
  patchOf = (r) => ({ result: { matchId: r.matchId, scoreA: r.scoreA, scoreB: r.scoreB } }),
}: {
  tournament: TournamentDto;
  match: (id: string) => string;
  /** The PATCH that saves a result: a planned format's by its match id (the default), a knockout's by its sides. */
  patchOf?: (result: UnsavedResult) => PatchTournamentRequest;
}) {
  const unsaved = useQuery(unsavedQuery(tournament.id));
  const patch = usePatchTournament();
  return (
    <UnsavedList
      results={unsaved.data ?? []}
      label={(r) => r.matchId}
      match={(r) => match(r.matchId)}
      where="sheet"
      busy={patch.isPending}
      onSave={(r) =>
        patch.mutate({ id: tournament.id, patch: patchOf(r) }, { onSuccess: () => void unsaved.refetch() })
      }
      errorTitle={COULD_NOT_SAVE_TOURNAMENT}
      error={patch.error}
    />
  );
}
