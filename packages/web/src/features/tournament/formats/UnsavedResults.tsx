import { useQuery } from '@tanstack/react-query';
import type { PatchTournamentRequest, TournamentDto } from '#web/api/tournament';
import type { UnsavedResult } from '@darts/core/contract/tournamentUnsaved';
import { SaveError } from '#web/components/SaveError';
import { COULD_NOT_SAVE_TOURNAMENT } from '../saveTitles';
import { usePatchTournament } from '../mutations';
import { unsavedQuery } from '../queries';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

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
  const results = unsaved.data ?? [];
  if (!results.length) return null;
  return (
    <section className="alert alert-warning mt-2" aria-label="Results left unsaved">
      <h2 className="h6">Results left unsaved</h2>
      <ul className="list-unstyled mb-0">
        {results.map((r) => (
          <li key={r.matchId} className="d-flex flex-wrap align-items-center gap-2 mb-1">
            <span>
              <strong>{r.matchId}</strong> {match(r.matchId)}: won {r.scoreA} - {r.scoreB} on its scorer at{' '}
              {timeOf(r.finished)}, not on the sheet.
            </span>
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={patch.isPending}
              onClick={() =>
                patch.mutate(
                  { id: tournament.id, patch: patchOf(r) },
                  { onSuccess: () => void unsaved.refetch() },
                )
              }
            >
              Save {r.matchId} {r.scoreA} - {r.scoreB}
            </button>
          </li>
        ))}
      </ul>
      <SaveError title={COULD_NOT_SAVE_TOURNAMENT} error={patch.error} className="mt-2" />
    </section>
  );
}
