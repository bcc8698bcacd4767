import './superleague/superleague.css';
import './tv.css';
import { pageCount, pageOf, type TvBoard } from '@darts/core/live/tvScreen';
import { SuperleagueBoard } from './superleague/SuperleagueBoard';
import { useSubscriptionQueue } from './subscriptionQueue';
import { TvMatchBoard } from './TvMatchBoard';
import { TV_TIMINGS, useRotation } from './tvRotation';
import { useLiveAllowed } from './useLiveAllowed';

/** One page of boards, each following live in turn (subscriptionQueue.ts); a new page queues afresh. */
function TvBoardPage({ boards, following }: { boards: TvBoard[]; following: boolean }) {
  const { turn, advance } = useSubscriptionQueue();
  return (
    <div className={`tv-boards tv-boards-${Math.min(boards.length, 4)}`}>
      {boards.map((board, index) => {
        const turnOf = {
          follow: following && index < turn,
          onFollowing: () => advance(index),
        };
        return board.kind === 'superleague' ? (
          <SuperleagueBoard key={board.id} id={board.id} {...turnOf} />
        ) : (
          <TvMatchBoard key={board.id} id={board.id} {...turnOf} />
        );
      })}
    </div>
  );
}

/**
 * The TV's live boards (`/tv`): every board being played now, a page of them at a time (core
 * live/tvScreen.ts), the next page every TV_TIMINGS.boardPageMs. Only the shown page's boards
 * follow live, so a night of pages holds no more subscriptions than one page.
 */
export function TvBoards({ boards }: { boards: TvBoard[] }) {
  const live = useLiveAllowed();
  const pages = pageCount(boards.length);
  const page = useRotation(pages, TV_TIMINGS.boardPageMs);
  return (
    <>
      {pages > 1 && (
        <p className="tv-page" aria-label="Page">
          {page + 1} / {pages}
        </p>
      )}
      <TvBoardPage key={page} boards={pageOf(boards, page)} following={live.allowed} />
    </>
  );
}
