import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { LiveNowList } from './WatchList';

/** `/tv`: the matches and tournaments being played right now, for a screen in the pub. */
export function TvPage() {
  useDocumentTitle('TV');
  return (
    <section className="p-3">
      <h1 className="h3">Live now</h1>
      <LiveNowList />
    </section>
  );
}
