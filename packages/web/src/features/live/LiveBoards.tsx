import { Fragment, lazy, Suspense, useRef, type ReactNode } from 'react';
import { FullScreenButton } from '#web/features/scoring/FullScreenButton';
import { useFullScreen } from '#web/features/scoring/useFullScreen';
import { useSubscriptionQueue } from './subscriptionQueue';

const PageQrCode = lazy(async () => ({ default: (await import('./match/PageQrCode')).PageQrCode }));

/** One board's place in the subscription queue. */
export interface BoardTurn {
  /** The board follows its record live now. */
  follow: boolean;
  /** The board will follow once the boards before it have theirs. */
  queued: boolean;
  /** The board has its first live data (or gave up waiting): the next board may subscribe. */
  onFollowing(): void;
}

interface LiveBoardsProps {
  ids: string[];
  /** The section's name for screen readers. */
  label: string;
  /** Whether the boards may follow live at all (allowed, and not paused). */
  following: boolean;
  onRefresh(): void;
  /** More controls after Refresh and Full screen. */
  controls?: ReactNode;
  className?: string;
  boardsClassName?: string;
  /** The board of one id. */
  board(id: string, turn: BoardTurn): ReactNode;
}

/**
 * A live page's boards, one per id, with Refresh, Full screen (the page's
 * QR code shows in full screen so others can follow) and the page's own controls. The boards
 * subscribe one at a time (subscriptionQueue.ts).
 */
export function LiveBoards({
  ids,
  label,
  following,
  onRefresh,
  controls,
  className,
  boardsClassName,
  board,
}: LiveBoardsProps) {
  const { turn, advance } = useSubscriptionQueue();
  const root = useRef<HTMLElement>(null);
  const fullScreen = useFullScreen(root);
  const classes = ['p-2', 'bg-body', 'overflow-auto'];
  if (className) classes.push(className);
  if (fullScreen.pinned) classes.push('sayg-fullscreen');
  return (
    <section ref={root} className={classes.join(' ')} aria-label={label}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onRefresh}>
          Refresh
        </button>
        <FullScreenButton fullScreen={fullScreen} />
        {controls}
        {fullScreen.active && (
          <Suspense fallback={null}>
            <PageQrCode />
          </Suspense>
        )}
      </div>
      <div className={boardsClassName}>
        {ids.map((id, index) => (
          <Fragment key={id}>
            {board(id, {
              follow: following && index < turn,
              queued: following && index >= turn,
              onFollowing: () => advance(index),
            })}
          </Fragment>
        ))}
      </div>
    </section>
  );
}
