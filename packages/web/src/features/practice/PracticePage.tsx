import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from '#web/routing/location';
import { lazyComponent } from '#web/components/lazyComponent';
import { Spinner } from '#web/components/Spinner';
import { useAccount } from '#web/features/account/queries';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { browserSyncEnvironment } from '#web/features/scoring/sync/browserSync';
import type { SyncEnvironment } from '#web/features/scoring/sync/syncEngine';
import { PracticeScorer } from './PracticeScorer';
import { openPracticeSession, sessionMatches, type PracticeSession } from './practiceSession';
import { practiceSettings, readPracticeQuery } from './practiceSettings';

// Someone else's shared match (read-only, loaded from the server) is the rarer visit.
const SharedPractice = lazyComponent(async () => (await import('./SharedPractice')).SharedPractice);

const hashIdOf = (hash: string) => decodeURIComponent(hash.replace(/^#/, '')) || null;

/**
 * The practice match: /practice, /practice/{type} and /practice/match
 * with ?yourName, opponentName, startingScore (501) and numberOfLegs (3); a saved match's id is
 * the hash.
 */
export function PracticePage() {
  useDocumentTitle('Practice');
  const { account, isPending } = useAccount();
  // A match already under way (its id in the address) needs no account: it opens at once, with
  // signal or without (the installable app, docs/decisions/053). A new one waits for the name.
  const underWay = hashIdOf(useLocation().hash) !== null;
  if (isPending && !underWay) return <Spinner label="Loading" />;
  return <Practice defaultName={account?.givenName || 'you'} />;
}

function Practice({ defaultName }: { defaultName: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [env] = useState<SyncEnvironment>(browserSyncEnvironment);
  const hashId = hashIdOf(location.hash);
  const query = useMemo(() => readPracticeQuery(new URLSearchParams(location.search)), [location.search]);

  const open = () =>
    openPracticeSession({
      hashId,
      given: query.given,
      settings: practiceSettings(query.given, defaultName),
      env,
    });
  const [session, setSession] = useState<PracticeSession>(open);
  if (!sessionMatches(session, hashId)) setSession(open());

  // A non-numeric (or out of range) startingScore or numberOfLegs is removed from the address.
  useEffect(() => {
    if (query.invalid.length === 0) return;
    const search = new URLSearchParams(location.search);
    for (const name of query.invalid) search.delete(name);
    const text = search.toString();
    navigate(`${location.pathname}${text ? `?${text}` : ''}${location.hash}`, { replace: true });
  }, [query.invalid, location.pathname, location.search, location.hash, navigate]);

  const clear = () => navigate(location.pathname + location.search);

  return (
    <div className="practice content-background p-2">
      <h1 className="visually-hidden">Practice</h1>
      {session.kind === 'scorer' ? (
        <PracticeScorer key={session.key} engine={session.engine} storage={env.storage} />
      ) : (
        <SharedPractice key={session.key} id={session.id} onClear={clear} />
      )}
    </div>
  );
}
