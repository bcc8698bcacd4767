import { useQuery } from '@tanstack/react-query';
import { MatchOverlay } from './MatchOverlay';
import { boardCallQuery } from './queries';

/**
 * `/overlay/board/{name}`: a board's stream overlay (decision 055). It follows whichever match the
 * call list gives the board, switching to the next one as the board is freed; between matches it
 * names the board and waits, on a transparent page.
 */
export function BoardOverlay({ name }: { name: string }) {
  const board = useQuery(boardCallQuery(name));
  if (board.isError) return <p className="overlay-problem">{board.error.message}</p>;
  const saygId = board.data?.call?.saygId ?? null;
  if (saygId) return <MatchOverlay key={saygId} id={saygId} />;
  return (
    <div className="overlay-lower-third" role="status">
      {board.data ? `${board.data.board}: waiting for the next match` : ''}
    </div>
  );
}
