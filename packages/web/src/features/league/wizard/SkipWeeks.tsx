import { formatDate } from '@darts/core/league/dates';

/*
 * Weeks to leave out of the proposal (holidays, finals night): each a checkbox, reached by Tab and
 * ticked by Space; the proposal moves the fixtures on to the next free week (core season/proposal.ts).
 */

interface Props {
  /** The season's weeks (core `seasonWeeks`). */
  weeks: readonly string[];
  skipped: readonly string[];
  onChange(skipped: string[]): void;
}

export function SkipWeeks({ weeks, skipped, onChange }: Props) {
  if (weeks.length === 0) return null;
  const toggle = (week: string, leaveOut: boolean) =>
    onChange(leaveOut ? [...skipped, week].sort() : skipped.filter((w) => w !== week));
  return (
    <fieldset className="mt-3">
      <legend className="h6">Weeks to leave out</legend>
      <p className="text-body-secondary small mb-1">
        No fixtures are made in a week left out: they move on to the next week.
        {skipped.length > 0 && ` ${skipped.length} left out.`}
      </p>
      <div
        className="d-flex flex-wrap gap-1 border rounded p-2 overflow-auto"
        style={{ maxHeight: '12rem' }}
        role="group"
        aria-label="Weeks of the season"
      >
        {weeks.map((week) => (
          <div className="form-check me-2" key={week} style={{ minWidth: '9.5rem' }}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`skip-${week}`}
              checked={skipped.includes(week)}
              onChange={(e) => toggle(week, e.target.checked)}
            />
            <label className="form-check-label" htmlFor={`skip-${week}`}>
              {formatDate(week)}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
