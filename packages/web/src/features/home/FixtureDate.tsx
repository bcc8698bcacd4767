import type { DivisionFixture } from '@darts/core/contract/divisionData';
import type { HomeFixtureDate } from '@darts/core/contract/home';
import { formatDate } from '@darts/core/league/dates';
import { Link } from 'wouter';
import { scoreHref } from '#web/features/league/links';

/** The middle of a row: the score once there is one, P when postponed, else vs. */
function score(fixture: DivisionFixture): string {
  if (fixture.postponed) return 'P';
  if (fixture.homeScore === null && fixture.awayScore === null) return 'vs';
  return `${fixture.homeScore ?? 0} - ${fixture.awayScore ?? 0}`;
}

export interface FixtureDateProps {
  id: string;
  title: string;
  date: HomeFixtureDate | null;
  /** Shown when there is no such date. */
  empty: string;
}

/** One date's fixtures, each row home, score and away linking to its scorecard, with its division. */
export function FixtureDate({ id, title, date, empty }: FixtureDateProps) {
  return (
    <section aria-labelledby={id} className="mb-4">
      <h2 id={id} className="h5">
        {title}
        {date && <span className="text-body-secondary fw-normal">{` · ${formatDate(date.date)}`}</span>}
      </h2>
      {date ? (
        <ul className="list-group" aria-label={`${title}, ${formatDate(date.date)}`}>
          {date.fixtures.map((fixture) => (
            <li key={fixture.id} className="list-group-item home-fixture">
              <Link to={scoreHref(fixture.id)} className="home-fixture-teams">
                <span className="text-end">{fixture.homeTeam.name}</span>{' '}
                <span className="fw-bold text-nowrap">{score(fixture)}</span>{' '}
                <span>{fixture.awayTeam?.name}</span>
              </Link>
              {fixture.homeDivision && (
                <div className="small text-body-secondary text-center">{fixture.homeDivision.name}</div>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-body-secondary">{empty}</p>
      )}
    </section>
  );
}
