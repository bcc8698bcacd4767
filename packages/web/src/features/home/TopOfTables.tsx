import type { ReactNode } from 'react';
import type { HomeSummary } from '@darts/core/contract/home';
import { Link } from 'wouter';
import { listHref } from '#web/features/league/links';

type Division = HomeSummary['divisions'][number];

/**
 * Each division's top of the table: position, team, played and points, and a link to the whole
 * table (not on the TV, `links={false}`, which shows whole tables). `around` puts each table in
 * what the page adds to it (the home page's CSV download; the TV, a kiosk, adds nothing and loads
 * none of it).
 */
export function TopOfTables({
  summary,
  links = true,
  around = (_division, table) => table,
}: {
  summary: HomeSummary;
  links?: boolean;
  around?: (division: Division, table: ReactNode) => ReactNode;
}) {
  const season = summary.season?.name ?? null;
  if (summary.divisions.length === 0) return null;
  return (
    <section aria-labelledby="home-tables" className="mb-4">
      <h2 id="home-tables" className="h5">
        League tables
      </h2>
      <div className="row g-3">
        {summary.divisions.map((division) => (
          <div key={division.id} className="col-12 col-md-6 col-xl-4">
            {around(
              division,
              <table className="table table-sm mb-1">
                <caption className="caption-top text-body fw-semibold">{division.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">#</th>
                    <th scope="col">Team</th>
                    <th scope="col" className="text-end" title="Played">
                      P
                    </th>
                    <th scope="col" className="text-end" title="Points">
                      Pts
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {division.teams.map((team) => (
                    <tr key={team.id}>
                      <td>{team.rank}</td>
                      <td>{team.name}</td>
                      <td className="text-end">{team.played}</td>
                      <td className="text-end">{team.points}</td>
                    </tr>
                  ))}
                </tbody>
              </table>,
            )}
            {links && (
              <Link to={listHref('teams', season, [division.name])} className="small">
                {`Full ${division.name} table`}
              </Link>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
