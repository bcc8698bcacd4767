import './home.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Spinner } from '#web/components/Spinner';
import { TableCsv } from '#web/components/tableCsv/TableCsv';
import { LiveNowList } from '#web/features/live/WatchList';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { FixtureDate } from './FixtureDate';
import { homeSummaryQuery } from './queries';
import { TopOfTables } from './TopOfTables';

const LINKS = [
  { to: '/live', text: 'Live' },
  { to: '/tv', text: 'TV view' },
  { to: '/practice', text: 'Practice' },
  { to: '/about', text: 'About' },
];

/**
 * `/`: what a visitor comes for. Matches live now (GET /api/Live/Watch), tonight's and the next
 * fixtures, the latest results and each division's top of the table (GET /api/Home/Summary), and
 * the ways to live, the TV view, practice and about. Each top of a table downloads as CSV as it shows.
 */
export function HomePage() {
  useDocumentTitle('Home');
  const summary = useQuery(homeSummaryQuery());
  const data = summary.data;
  const season = data?.season?.name;
  return (
    <div className="p-3">
      <h1 className="h3">{season ?? 'Welcome'}</h1>
      <nav aria-label="Go to" className="d-flex flex-wrap gap-2 mb-3">
        {LINKS.map((link) => (
          <Link key={link.to} to={link.to} className="btn btn-outline-primary btn-sm">
            {link.text}
          </Link>
        ))}
      </nav>
      <section aria-labelledby="home-live" className="mb-4">
        <h2 id="home-live" className="h5">
          Live now
        </h2>
        <LiveNowList />
      </section>
      {summary.isPending && <Spinner label="Loading fixtures and tables" />}
      {summary.isError && <p className="text-danger">The fixtures and tables could not be loaded.</p>}
      {data && !data.season && (
        <p className="lead">Pick a division from the menu to see fixtures and the league tables.</p>
      )}
      {data?.season && (
        <>
          <FixtureDate id="home-tonight" title="Tonight" date={data.tonight} empty="No fixtures tonight." />
          <FixtureDate
            id="home-next"
            title="Next fixtures"
            date={data.next}
            empty="No more fixtures this season."
          />
          <FixtureDate id="home-latest" title="Latest results" date={data.latest} empty="No results yet." />
          <TopOfTables
            summary={data}
            around={(division, table) => (
              <TableCsv name={division.name} file={`${season} ${division.name} top of the table`}>
                {table}
              </TableCsv>
            )}
          />
        </>
      )}
    </div>
  );
}
