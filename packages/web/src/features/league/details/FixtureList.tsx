import { Link } from 'wouter';
import type { DivisionFixture } from '@darts/core/contract/divisionData';
import { formatDate } from '@darts/core/league/dates';
import { FixtureScoreCells } from '../components/FixtureScoreCells';
import { scoreHref } from '../links';

export interface DatedFixture {
  date: string;
  fixture: DivisionFixture;
}

/** A team's or a player's fixtures: date, home, scores and away, each linking to the scorecard. */
export function FixtureList({ fixtures, caption }: { fixtures: readonly DatedFixture[]; caption: string }) {
  if (fixtures.length === 0) return <p className="text-body-secondary">No fixtures, yet</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col" className="text-end">
              Home
            </th>
            <th scope="col" colSpan={3} className="text-center">
              Score
            </th>
            <th scope="col">Away</th>
          </tr>
        </thead>
        <tbody>
          {fixtures.map(({ date, fixture }) => (
            <tr key={fixture.id}>
              <td>{formatDate(date)}</td>
              <td className="text-end">
                <Link to={scoreHref(fixture.id)}>{fixture.homeTeam.name}</Link>
              </td>
              <FixtureScoreCells fixture={fixture} />
              <td>
                {fixture.awayTeam ? <Link to={scoreHref(fixture.id)}>{fixture.awayTeam.name}</Link> : 'Bye'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
