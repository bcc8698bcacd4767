import { useQuery } from '@tanstack/react-query';
import { useLocation } from '#web/routing/location';
import { loginHref } from '#web/api/account';
import { Spinner } from '#web/components/Spinner';
import { useAccount } from '#web/features/account/queries';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { watchQuery } from './watch';
import { WatchList } from './WatchList';

/** The Connections page: live connections for accounts with useWebSockets. */
export function ConnectionsPage() {
  useDocumentTitle('Connections');
  const location = useLocation();
  const { account, isPending } = useAccount();
  const allowed = account?.access.useWebSockets === true;
  const watch = useQuery({ ...watchQuery(), enabled: allowed });

  if (isPending) return <Spinner label="Loading" />;
  if (!account) {
    return (
      <section className="p-3">
        <p>No access</p>
        <a className="btn btn-primary" href={loginHref(location.pathname + location.search)}>
          Login
        </a>
      </section>
    );
  }
  if (!allowed) return <p className="p-3">No access</p>;
  return (
    <section className="p-3">
      <h1 className="h3">Connections</h1>
      {watch.isPending ? (
        <Spinner label="Loading connections" />
      ) : (
        <WatchList entries={watch.data ?? []} label="Live connections" showMode />
      )}
    </section>
  );
}
