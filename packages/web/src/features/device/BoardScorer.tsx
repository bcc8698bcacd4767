import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BoardAnswer } from '@darts/core/contract/device';
import { tournamentQuery } from '#web/api/tournament';
import { lazyComponent } from '#web/components/lazyComponent';
import { Spinner } from '#web/components/Spinner';
import { browserStore } from '#web/features/scoring/sync/browserSync';
import { readKept } from '#web/features/scoring/sync/kept';
import { useDocumentTitle } from '#web/features/site/useDocumentTitle';
import { calledMatch, CalledMatchScoring } from '#web/features/tournament/CalledMatchScoring';
import { BOARD_ASK_EVERY_MS, boardQuery } from './queries';

type Call = NonNullable<BoardAnswer['call']>;
const keyOf = (c: Call | null) => (c ? `${c.tournamentId ?? c.fixtureId} ${c.matchId}` : '');

// A fixture night's match: the scorecard's scorer, fetched only when a card's call reaches the board.
const CalledCardScoring = lazyComponent(
  async () => (await import('#web/features/scorecard/CalledCardScoring')).CalledCardScoring,
);

/** True while the browser still holds throws of the record it has not sent. */
const unsent = (saygId: string | null) => !!saygId && (readKept(browserStore(), saygId)?.pending ?? 0) > 0;

/**
 * `/device/board`: a board's scorer device (decision 055). It shows its board and the match the
 * call list gives it (a tournament's, or a fixture night's card), and opens that match's scoring
 * screen by itself; when the match is won the
 * board is freed and the next match called to it opens in its place.
 */
export function BoardScorer() {
  const board = useQuery(boardQuery());
  useDocumentTitle(board.data?.board ?? 'Board');
  // The match on screen moves on to the board's new call once its last throws are sent.
  const [shown, setShown] = useState<Call | null>(null);
  const shownRecord = useRef<string | null>(null);
  const next = board.data?.call ?? null;
  const onRecord = useCallback((id: string | null) => {
    shownRecord.current = id;
  }, []);
  useEffect(() => {
    if (keyOf(shown) === keyOf(next) || unsent(shownRecord.current)) return;
    shownRecord.current = null;
    setShown(next);
  }, [shown, next, board.dataUpdatedAt]);

  if (board.isError) {
    return (
      <div className="p-3">
        <h2>Board</h2>
        <p className="alert alert-warning" role="alert">
          {board.error.message}
        </p>
      </div>
    );
  }
  if (!board.data) return <Spinner label="Asking for this board’s match" />;
  return (
    <div className="p-3 text-center">
      <h2>{board.data.board}</h2>
      {shown && keyOf(shown) !== keyOf(next) && (
        <p role="status">Sending the last throws of this match: the next one opens once they are saved.</p>
      )}
      {shown?.fixtureId ? (
        <CalledCardScoring
          key={keyOf(shown)}
          fixtureId={shown.fixtureId}
          matchId={shown.matchId}
          onRecord={onRecord}
        />
      ) : shown?.tournamentId ? (
        <CalledMatch
          key={keyOf(shown)}
          tournamentId={shown.tournamentId}
          matchId={shown.matchId}
          onRecord={onRecord}
        />
      ) : (
        <p role="status" className="lead">
          Waiting for the next match: it opens here as soon as the call list gives it to {board.data.board}.
        </p>
      )}
    </div>
  );
}

interface CalledMatchProps {
  tournamentId: string;
  matchId: string;
  /** Tells the board the match's record once it has one. */
  onRecord: (saygId: string | null) => void;
}

function CalledMatch({ tournamentId, matchId, onRecord }: CalledMatchProps) {
  const tournament = useQuery({ ...tournamentQuery(tournamentId), refetchInterval: BOARD_ASK_EVERY_MS });
  const [open, setOpen] = useState(true);
  const match = tournament.data ? calledMatch(tournament.data, matchId) : null;
  const saygId = match?.saygId ?? null;
  useEffect(() => {
    onRecord(saygId);
  }, [onRecord, saygId]);
  if (tournament.isError) {
    return (
      <p className="alert alert-warning" role="alert">
        The event could not be loaded: {tournament.error.message}
      </p>
    );
  }
  if (!tournament.data) return <Spinner label="Loading the match" />;
  const names = [match?.sideA?.name ?? 'to be known', match?.sideB?.name ?? 'to be known'].join(' v ');
  return (
    <>
      <p className="lead" role="status">
        Now on this board: {names}
      </p>
      {open ? (
        <CalledMatchScoring tournament={tournament.data} matchId={matchId} onClose={() => setOpen(false)} />
      ) : (
        <button type="button" className="btn btn-primary btn-lg" onClick={() => setOpen(true)}>
          Score {names}
        </button>
      )}
    </>
  );
}
