import type { UnsavedResult } from '@darts/core/contract/unsaved';
import { SaveError } from '#web/components/SaveError';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * For whoever keeps the results: matches won on their scorers a minute ago and more whose result
 * never reached the sheet or card (a tablet gone offline, a refusal nobody read), each with its legs
 * to save at a tap. A tournament's and a fixture night's alike; nothing when there are none.
 */
export function UnsavedList({
  results,
  label,
  match,
  where,
  busy,
  onSave,
  errorTitle,
  error,
}: {
  results: readonly UnsavedResult[];
  /** The match as its event numbers it ("W1-1", "Match 3"). */
  label: (result: UnsavedResult) => string;
  /** Its players ("Smith v Jones"). */
  match: (result: UnsavedResult) => string;
  /** Where the result belongs: "sheet" or "card". */
  where: string;
  busy: boolean;
  onSave: (result: UnsavedResult) => void;
  errorTitle: string;
  error: unknown;
}) {
  if (!results.length) return null;
  return (
    <section className="alert alert-warning mt-2" aria-label="Results left unsaved">
      <h2 className="h6">Results left unsaved</h2>
      <ul className="list-unstyled mb-0">
        {results.map((r) => (
          <li key={r.matchId} className="d-flex flex-wrap align-items-center gap-2 mb-1">
            <span>
              <strong>{label(r)}</strong> {match(r)}: won {r.scoreA} - {r.scoreB} on its scorer at{' '}
              {timeOf(r.finished)}, not on the {where}.
            </span>
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={busy}
              onClick={() => onSave(r)}
            >
              Save {label(r)} {r.scoreA} - {r.scoreB}
            </button>
          </li>
        ))}
      </ul>
      <SaveError title={errorTitle} error={error} className="mt-2" />
    </section>
  );
}
