import { useQuery } from '@tanstack/react-query';
import { DEVICE_ROUTES } from '@darts/core/contract/routes/device';
import { call } from '#web/api/client';
import { MatchOverlay } from './MatchOverlay';

/** How often a board's overlay asks which match the board has: the next match shows within seconds. */
export const BOARD_OVERLAY_ASK_MS = 3000;

/**
 * `/overlay/board/{name}`: a board's stream overlay (decision 055). It follows whichever match the
 * call list gives the board, switching to the next one as the board is freed; between matches it
 * names the board and waits, on a transparent page.
 */
export function BoardOverlay({ name }: { name: string }) {
  const board = useQuery({
    queryKey: ['overlay', 'board', name] as const,
    queryFn: () => call(DEVICE_ROUTES.boardCall, { params: { name } }),
    refetchInterval: BOARD_OVERLAY_ASK_MS,
    meta: { handlesErrors: true },
  });
  if (board.isError) return <p className="overlay-problem">{board.error.message}</p>;
  const saygId = board.data?.call?.saygId ?? null;
  if (saygId) return <MatchOverlay key={saygId} id={saygId} />;
  return (
    <div className="overlay-lower-third" role="status">
      {board.data ? `${board.data.board}: waiting for the next match` : ''}
    </div>
  );
}
