import './superleague.css';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef } from 'react';
import { queryKeys } from '#web/api/keys';
import { useFullScreen } from '#web/features/scoring/useFullScreen';
import { useSubscriptionQueue } from '../subscriptionQueue';
import { useLiveAllowed } from '../useLiveAllowed';
import { SuperleagueBoard } from './SuperleagueBoard';

const PageQrCode = lazy(async () => ({ default: (await import('../match/PageQrCode')).PageQrCode }));

/**
 * `/live/superleague?id=…&id=…`: one board per tournament, each following its tournament and its
 * matches' records live (when live scores are allowed; the boards subscribe one at a time), with
 * Refresh and full screen.
 */
export function SuperleagueBoards({ ids }: { ids: string[] }) {
  const queryClient = useQueryClient();
  const live = useLiveAllowed();
  const { turn, advance } = useSubscriptionQueue();
  const root = useRef<HTMLElement>(null);
  const fullScreen = useFullScreen(root);
  const refresh = () => {
    void queryClient.refetchQueries({ queryKey: queryKeys.tournaments.all });
    void queryClient.refetchQueries({ queryKey: queryKeys.sayg.all });
  };
  const classes = ['p-2', 'bg-body', 'overflow-auto'];
  if (fullScreen.pinned) classes.push('sayg-fullscreen');
  return (
    <section ref={root} className={classes.join(' ')} aria-label="Live superleague">
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
        {live.known && !live.allowed && <span className="text-body-secondary">Live updates are off</span>}
        {fullScreen.active && (
          <Suspense fallback={null}>
            <PageQrCode />
          </Suspense>
        )}
      </div>
      <div className="superleague-boards">
        {ids.map((id, index) => (
          <SuperleagueBoard
            key={id}
            id={id}
            follow={live.allowed && index < turn}
            onFollowing={() => advance(index)}
          />
        ))}
      </div>
    </section>
  );
}
