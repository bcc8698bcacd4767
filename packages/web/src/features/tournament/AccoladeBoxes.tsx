import { hiCheckList, oneEightyTally } from '@darts/core/tournament/accolades';
import type { TournamentDto } from '#web/api/tournament';

/**
 * The 180s and Hi-checks boxes, each with Edit for result enterers. `boxClass` styles each box
 * (the knockout sheet's own, else Bootstrap's utilities on a planned format's sheet).
 */
export function AccoladeBoxes({
  tournament,
  editable,
  onEdit,
  boxClass = 'tournament-box',
}: {
  tournament: TournamentDto;
  editable: boolean;
  onEdit: (kind: '180s' | 'hi-checks') => void;
  boxClass?: string;
}) {
  const tally = oneEightyTally(tournament.oneEighties);
  const hiChecks = hiCheckList(tournament.over100Checkouts);
  return (
    <>
      <div className={boxClass} role="region" aria-label="180s">
        <h2 className="h6">180s</h2>
        <ul className="list-unstyled mb-1">
          {tally.map((p) => (
            <li key={p.id}>
              {p.name}
              {p.occurrences > 1 ? ` x ${p.occurrences}` : ''}
            </li>
          ))}
        </ul>
        {editable && (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary d-print-none"
            onClick={() => onEdit('180s')}
          >
            Edit 180s
          </button>
        )}
      </div>
      <div className={boxClass} role="region" aria-label="Hi-checks">
        <h2 className="h6">Hi-checks</h2>
        <ul className="list-unstyled mb-1">
          {hiChecks.map((p, i) => (
            <li key={`${p.id}-${i}`}>
              {p.name} ({p.score})
            </li>
          ))}
        </ul>
        {editable && (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary d-print-none"
            onClick={() => onEdit('hi-checks')}
          >
            Edit hi-checks
          </button>
        )}
      </div>
    </>
  );
}
