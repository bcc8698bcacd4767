import { useQuery } from '@tanstack/react-query';
import type { DivisionTeam } from '@darts/core/contract/divisionData';
import { findByIdOrName } from '@darts/core/league/idOrName';
import { divisionDataQuery } from '#web/features/league/divisionDataQueries';
import { divisionsQuery } from '#web/features/site/queries';

/**
 * How often the table overlay asks for the table: a league result has no live update (only
 * leg-by-leg records and tournaments do), and the server answers a visitor's table from its cache.
 */
export const TABLE_OVERLAY_ASK_MS = 10_000;

/** The table's text size (vh): its heading and rows (1.6em each) in 78vh, at most 3.2vh (as OverlayRounds.tsx's). */
const textSize = (teams: number) => Math.min(3.2, 78 / ((teams + 2) * 1.6));

/** The league table by rank, ties by name, as the division's Teams tab orders it. */
const byRank = (teams: readonly DivisionTeam[]) =>
  [...teams].sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name));

/**
 * `/overlay/division/{id or name}`: a division's league table as a stream shows it, this season's
 * (as `/division/{name}` shows it): position, team, played, won, drawn, lost, +/- and points, and
 * a lower third naming the division and season. A league result has no live update, so it asks
 * again every TABLE_OVERLAY_ASK_MS; an answer that fails keeps the table it had and the next ask
 * tries again, so a dropped connection needs no reload.
 */
export function DivisionOverlay({ id }: { id: string }) {
  const divisions = useQuery(divisionsQuery());
  const division = findByIdOrName(divisions.data?.filter((d) => !d.deleted) ?? [], id);
  const table = useQuery({
    ...divisionDataQuery({ divisionIds: division ? [division.id] : [], seasonId: null }),
    enabled: !!division,
    refetchInterval: TABLE_OVERLAY_ASK_MS,
    // OBS may count a source it is not showing as hidden: the table is fresh when it shows.
    refetchIntervalInBackground: true,
  });
  if (!divisions.data) return null;
  if (!division) {
    return (
      <p className="overlay-problem" role="alert">
        Division not found: {id}
      </p>
    );
  }
  const data = table.data;
  if (!data) {
    return table.isError ? (
      <p className="overlay-problem" role="alert">
        The table could not be loaded: {table.error.message}
      </p>
    ) : null;
  }
  const teams = byRank(data.teams);
  return (
    <div className="overlay-frame">
      <div className="overlay-sheet overlay-league" style={{ fontSize: `${textSize(teams.length)}vh` }}>
        {teams.length === 0 ? (
          <p className="overlay-waiting">No teams, yet</p>
        ) : (
          <table className="overlay-table">
            <caption className="visually-hidden">{division.name}</caption>
            <thead>
              <tr>
                <th scope="col" title="Position">
                  #
                </th>
                <th scope="col" className="overlay-team">
                  Team
                </th>
                <th scope="col" title="Played">
                  P
                </th>
                <th scope="col" title="Won">
                  W
                </th>
                <th scope="col" title="Drawn">
                  D
                </th>
                <th scope="col" title="Lost">
                  L
                </th>
                <th scope="col" title="Legs won less legs lost">
                  +/-
                </th>
                <th scope="col" title="Points">
                  Pts
                </th>
              </tr>
            </thead>
            <tbody>
              {teams.map((team) => (
                <tr key={team.id}>
                  <td>{team.rank}</td>
                  <th scope="row" className="overlay-team">
                    {team.name}
                  </th>
                  <td>{team.played}</td>
                  <td>{team.fixturesWon}</td>
                  <td>{team.fixturesDrawn}</td>
                  <td>{team.fixturesLost}</td>
                  <td>{team.difference}</td>
                  <td className="overlay-points">{team.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className="overlay-lower-third" aria-label="League table">
        <strong>{division.name}</strong>
        <span>{data.season?.name ?? ''}</span>
      </div>
    </div>
  );
}
