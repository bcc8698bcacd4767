import './callBoard.css';
import { useState, type DragEvent } from 'react';
import type { BoardCall, ReadyMatch } from '@darts/core/venue/boards';
import { SaveError } from '#web/components/SaveError';

const COULD_NOT_MOVE = 'Could not move the match';
const DRAGGED = 'application/x-darts-match';

export interface CallBoardProps {
  boards: readonly string[];
  calls: readonly Pick<BoardCall, 'boardId' | 'matchId'>[];
  /** The matches ready to play, in order (those not called wait for a board). */
  ready: readonly Pick<ReadyMatch, 'id'>[];
  /** What a match is called on the list ("Smith v Jones"). */
  match: (id: string) => string;
  /** Boards another event at the venue holds (a fixture night's), by that event ("Crown v Anchor"). */
  taken?: readonly { boardId: string; by: string }[];
  /** Moves a match to a board; `busy` while a move is on its way, `error` its refusal. */
  onMove: (matchId: string, boardId: string) => void;
  busy: boolean;
  error: unknown;
}

/**
 * The call list as whoever keeps the results sees it (a tournament's or a fixture night's): every
 * board, free, with its match or in use by another event at the venue, and the matches waiting. A match is dragged onto a board, or given
 * one from its list (on a phone, or by keyboard); the board's match swaps to the old board or waits
 * (core venue/moveCall.ts).
 */
export function CallBoard({ boards, calls, ready, match, taken = [], onMove, busy, error }: CallBoardProps) {
  const [over, setOver] = useState<string | null>(null);
  const calledIds = new Set(calls.map((c) => c.matchId));
  const waiting = ready.filter((m) => !calledIds.has(m.id));
  const drop = (boardId: string) => (e: DragEvent) => {
    e.preventDefault();
    setOver(null);
    const matchId = e.dataTransfer.getData(DRAGGED);
    if (matchId) onMove(matchId, boardId);
  };
  const item = (matchId: string, board: string | null) => (
    <CalledMatch
      key={matchId}
      name={match(matchId)}
      matchId={matchId}
      board={board}
      boards={boards}
      busy={busy}
      onMove={(boardId) => onMove(matchId, boardId)}
    />
  );
  const takenBy = (board: string) => {
    const other = taken.find((t) => t.boardId === board);
    return other ? `in use: ${other.by}` : 'free';
  };
  if (!boards.length) return null;
  return (
    <section className="format-section" aria-label="Call list">
      <h2 className="h6 mt-3">Called to the boards</h2>
      <p className="small text-secondary mb-1">Drag a match onto a board, or choose its board.</p>
      <ul className="list-unstyled format-calls">
        {boards.map((board) => {
          const call = calls.find((c) => c.boardId === board);
          return (
            <li
              key={board}
              aria-label={board}
              className={over === board ? 'call-board call-board-over' : 'call-board'}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(board);
              }}
              onDragLeave={() => setOver(null)}
              onDrop={drop(board)}
            >
              <strong>{board}:</strong>{' '}
              {call ? item(call.matchId, board) : <span className="text-secondary">{takenBy(board)}</span>}
            </li>
          );
        })}
      </ul>
      {waiting.length > 0 && (
        <>
          <h3 className="h6">Waiting for a board</h3>
          <ul className="list-unstyled format-calls" aria-label="Waiting for a board">
            {waiting.map((m) => (
              <li key={m.id}>{item(m.id, null)}</li>
            ))}
          </ul>
        </>
      )}
      <SaveError title={COULD_NOT_MOVE} error={error} className="my-1" />
    </section>
  );
}

function CalledMatch({
  name,
  matchId,
  board,
  boards,
  busy,
  onMove,
}: {
  name: string;
  matchId: string;
  board: string | null;
  boards: readonly string[];
  busy: boolean;
  onMove: (boardId: string) => void;
}) {
  return (
    <span
      className="call-match"
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAGGED, matchId);
        e.dataTransfer.effectAllowed = 'move';
      }}
    >
      <span>{name}</span>
      <select
        className="form-select form-select-sm call-move"
        aria-label={`Board for ${name}`}
        value={board ?? ''}
        disabled={busy}
        onChange={(e) => e.target.value && onMove(e.target.value)}
      >
        {!board && <option value="">Waiting</option>}
        {boards.map((b) => (
          <option key={b} value={b}>
            {b}
          </option>
        ))}
      </select>
    </span>
  );
}
