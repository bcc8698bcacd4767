import { tournamentChoiceLabel, toggled } from '@darts/core/analysis/choices';
import type { TournamentDto } from '#web/api/tournament';

interface Props {
  tournaments: readonly TournamentDto[];
  chosen: readonly string[];
  onChange(ids: string[]): void;
}

/** The season's tournaments with a check box each, and All and None. */
export function TournamentPicker({ tournaments, chosen, onChange }: Props) {
  return (
    <fieldset className="mb-3">
      <legend className="h5">Tournaments</legend>
      <div className="d-flex gap-2 mb-2">
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => onChange(tournaments.map((t) => t.id))}
        >
          All
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onChange([])}>
          None
        </button>
      </div>
      {tournaments.length === 0 && <p className="text-body-secondary">No tournaments in this season</p>}
      <ul className="list-unstyled mb-0 analysis-tournaments">
        {tournaments.map((t) => (
          <li key={t.id} className="form-check">
            <input
              id={`analyse-${t.id}`}
              type="checkbox"
              className="form-check-input"
              checked={chosen.includes(t.id)}
              onChange={(e) => onChange(toggled(chosen, t.id, e.target.checked))}
            />
            <label className="form-check-label" htmlFor={`analyse-${t.id}`}>
              {tournamentChoiceLabel(t)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
