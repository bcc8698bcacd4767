import '#web/features/scoring/sayg.css';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation, useSearchParams } from '#web/app/router';
import { useShell } from '#web/app/AppContext';
import { queryKeys } from '#web/api/keys';
import { lazyComponent } from '#web/components/lazyComponent';
import { useFullScreen } from '#web/features/scoring/useFullScreen';
import { useSubscriptionQueue } from '../subscriptionQueue';
import { useLiveAllowed } from '../useLiveAllowed';
import { LiveMatchBoard } from './LiveMatchBoard';
import { notFollowingReason } from './NotFollowing';

// The Follow live switch is only for accounts with web socket access.
const Switch = lazyComponent(async () => (await import('#web/components/Switch')).Switch);
const PageQrCode = lazy(async () => ({ default: (await import('./PageQrCode')).PageQrCode }));

/** `#average=1` in the address: start the statistics on the 1-dart average. */
function oneDartFromHash(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).get('average') === '1';
}

/**
 * The live match boards: one read-only scoring view per id, followed live when the account has
 * useWebSockets or the PublicLiveScores feature is on (the default). Subscriptions are
 * set up one at a time: a board starts following once the one before it has its first data.
 */
export function LiveMatches({ ids }: { ids: string[] }) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const [search] = useSearchParams();
  const { flags } = useShell();
  const { allowed, known, useWebSockets, signedIn, settingsFailed } = useLiveAllowed();
  const [paused, setPaused] = useState(false);
  // Not known to be refused until the features have loaded.
  const reason = notFollowingReason({ allowed: known ? allowed : null, signedIn, paused, settingsFailed });
  const { turn, advance } = useSubscriptionQueue();
  const root = useRef<HTMLElement>(null);
  const fullScreen = useFullScreen(root);

  const widescreen = flags.widescreen || search.get('widescreen') === 'true';
  const fullNames = search.get('fullNames') === 'true';
  const oneDart = oneDartFromHash(location.hash);

  const refresh = () => {
    for (const id of ids) void queryClient.refetchQueries({ queryKey: queryKeys.sayg.detail(id) });
  };

  const classes = ['p-2', 'live-matches', 'bg-body', 'overflow-auto'];
  if (fullScreen.pinned) classes.push('sayg-fullscreen');
  return (
    <section ref={root} className={classes.join(' ')} aria-label="Live matches">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={refresh}>
          Refresh
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => void fullScreen.toggle()}
        >
          {fullScreen.active ? 'Exit full screen' : 'Full screen'}
        </button>
        {useWebSockets && (
          <Switch label="Follow live" checked={!paused} onChange={(on) => setPaused(!on)} className="mb-0" />
        )}
        {fullScreen.active && (
          <Suspense fallback={null}>
            <PageQrCode />
          </Suspense>
        )}
      </div>
      <div className={widescreen ? 'd-flex flex-wrap gap-3' : undefined}>
        {ids.map((id, index) => (
          <LiveMatchBoard
            key={id}
            id={id}
            follow={allowed && !paused && index < turn}
            showStatus={allowed}
            notFollowing={reason}
            queued={allowed && !paused && index >= turn}
            onFollowing={() => advance(index)}
            widescreen={widescreen}
            fullNames={fullNames}
            oneDart={oneDart}
          />
        ))}
      </div>
    </section>
  );
}
