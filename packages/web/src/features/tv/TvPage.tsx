import './tvScreen.css';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { inShownOrder, narrowDate, tvBoards, tvDivisionIds } from '@darts/core/live/tvScreen';
import { tournamentQuery } from '#web/api/tournament';
import { lazyComponent } from '#web/components/lazyComponent';
import { useWakeLock } from '#web/components/useWakeLock';
import { keepForOffline } from '#web/features/offline/keepForOffline';
import { homeSummaryQuery } from '#web/features/home/queries';
import { watchQuery } from '#web/features/live/watch';
import { useSite } from '#web/features/site/queries';
import { useAccount } from '#web/features/account/queries';
import { hasAccess } from '@darts/core/account/access';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { useReloadAfterOutage } from './useReloadAfterOutage';

// The boards (and the live connection with them) load only when something is live (docs/decisions/012);
const TvBoards = lazyComponent(async () => (await import('#web/features/live/TvBoards')).TvBoards);
// The fixtures and tables, when nothing is live.
const TvSlides = lazyComponent(async () => (await import('./TvSlides')).TvSlides);
// Tonight's fixture nights' call lists, under either (decision 054).
const TvCalls = lazyComponent(async () => (await import('./TvCalls')).TvCalls);

/** The TV shows its own state (it has no one to read an error panel): no query reports to the shell. */
const quiet = { meta: { handlesErrors: true } } as const;

/**
 * `/tv`, the pub's screen, with no mouse and no one to click (docs/decisions/044): every board
 * being played now, a page at a time, each following every throw; with nothing live, tonight's
 * fixtures, the latest results and the division tables in turn; under either, tonight's fixture
 * nights' call lists. `?division=` (an id or a name,
 * repeated) narrows it. Full screen, no pointer, no scrollbars; it loads afresh once the server
 * answers again after an outage.
 */
export function TvPage() {
  useDocumentTitle('TV');
  // The pub's screen stays on; a venue's screen (a kiosk account: a device signed in as a display)
  // also keeps the app for opening without signal (docs/decisions/053).
  useWakeLock(true);
  const { account } = useAccount();
  const venueScreen = hasAccess(account, 'kioskMode');
  useEffect(() => {
    if (venueScreen) keepForOffline();
  }, [venueScreen]);
  const site = useSite();
  const [search] = useSearchParams();
  const wanted = search.getAll('division');
  const watch = useQuery({ ...watchQuery(), ...quiet });
  const summary = useQuery({ ...homeSummaryQuery(), ...quiet });
  useReloadAfterOutage(watch.isError || summary.isError, watch.isSuccess && summary.isSuccess);

  const entries = watch.data ?? [];
  const tournamentIds = entries.filter((e) => e.dataType === 'Tournament').map((e) => e.id);
  const tournaments = useQueries({
    queries: tournamentIds.map((id) => ({ ...tournamentQuery(id), ...quiet })),
  });
  const divisions = summary.data ? tvDivisionIds(summary.data.divisions, wanted) : wanted.length ? [] : null;
  // Each board stays where it first showed, however the watch list orders them (latest first).
  const [shown, setShown] = useState<string[]>([]);
  const boards = inShownOrder(
    tvBoards(
      entries,
      new Map(tournamentIds.map((id, i) => [id, tournaments[i]?.data ?? undefined])),
      divisions,
    ),
    shown,
  );
  const order = boards.map((b) => b.id);
  if (order.join() !== shown.join()) setShown(order);
  const tonight = narrowDate(summary.data?.tonight ?? null, divisions);
  const named = summary.data?.divisions.filter((d) => divisions?.includes(d.id)).map((d) => d.name) ?? [];

  let body;
  if (boards.length > 0) body = <TvBoards boards={boards} />;
  else if (summary.data) body = <TvSlides summary={summary.data} divisionIds={divisions} />;
  else if (summary.isError) body = <p className="tv-slide">Waiting for the league&apos;s server…</p>;
  else body = null;

  return (
    <div className="tv-screen" data-bs-theme="dark">
      <header className="tv-header">
        <h1 className="tv-heading">
          {boards.length > 0 ? 'Live now' : (summary.data?.season?.name ?? site?.name)}
          {named.length > 0 && ` · ${named.join(', ')}`}
        </h1>
      </header>
      {body}
      {tonight?.fixtures.length ? (
        <TvCalls date={tonight.date} fixtureIds={tonight.fixtures.map((f) => f.id)} />
      ) : null}
    </div>
  );
}
