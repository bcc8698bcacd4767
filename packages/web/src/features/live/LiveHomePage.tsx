import { useState } from 'react';
import { Link } from 'wouter';
import { useAccount } from '#web/features/account/queries';
import { today } from '#web/features/site/today';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { LiveNowList } from './WatchList';

/**
 * `/live`: what is live now to pick from, then a date picker and the Superleague button; accounts
 * with useWebSockets also get the way to the Connections page.
 */
export function LiveHomePage() {
  useDocumentTitle('Live');
  const [date, setDate] = useState(today());
  const { account } = useAccount();
  return (
    <section className="p-3">
      <h1 className="h3">Live now</h1>
      <LiveNowList />
      {account?.access.useWebSockets === true && (
        <p className="mt-2">
          <Link to="/live/connections">Connections</Link>
        </p>
      )}
      <h2 className="h5 mt-4">Superleague</h2>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <div>
          <label className="form-label" htmlFor="live-date">
            Date
          </label>
          <input
            id="live-date"
            type="date"
            className="form-control"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        <Link className="btn btn-primary" to={`/live/superleague?date=${encodeURIComponent(date)}`}>
          Superleague
        </Link>
      </div>
    </section>
  );
}
