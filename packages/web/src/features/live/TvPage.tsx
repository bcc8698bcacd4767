import { useQuery } from '@tanstack/react-query';
import { Spinner } from '#web/components/Spinner';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { watchQuery } from './queries';
import { WatchList } from './WatchList';

/** `/tv`: the matches and tournaments being scored live right now, for a screen in the pub. */
export function TvPage() {
  useDocumentTitle('TV');
  const watch = useQuery(watchQuery());
  return (
    <section className="p-3">
      <h1 className="h3">Live now</h1>
      {watch.isPending ? <Spinner label="Loading live matches" /> : <WatchList entries={watch.data ?? []} />}
    </section>
  );
}
