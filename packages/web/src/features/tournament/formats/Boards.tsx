import { useId, useState } from 'react';
import { MAX_BOARDS } from '@darts/core/venue/boards';
import type { TournamentDto } from '#web/api/tournament';
import type { Sheet } from '../useSheet';

/** The boards as an organiser numbers them: "Board 1" to "Board n". */
export const boardNames = (count: number) => Array.from({ length: count }, (_, i) => `Board ${i + 1}`);

/**
 * The call list: which match each board has (the server gives ready matches to free boards as
 * results come in, core venue/boards.ts). Everyone sees it, the TV too.
 */
export function CallList({
  tournament,
  match,
}: {
  tournament: TournamentDto;
  match: (id: string) => string;
}) {
  if (!tournament.calls.length) return null;
  return (
    <section className="format-section" aria-label="Call list">
      <h2 className="h6 mt-3">Called to the boards</h2>
      <ul className="list-unstyled format-calls">
        {tournament.calls.map((call) => (
          <li key={call.boardId}>
            <strong>{call.boardId}:</strong> {match(call.matchId)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The organiser's boards: how many the venue has; matches are called to them as boards come free. */
export function BoardsEditor({ tournament, sheet }: { tournament: TournamentDto; sheet: Sheet }) {
  const id = useId();
  const { save, busy } = sheet.save;
  const [count, setCount] = useState(String(tournament.boards.length || ''));
  return (
    <form
      className="d-flex flex-wrap align-items-center gap-2 mt-2 d-print-none"
      onSubmit={(e) => {
        e.preventDefault();
        void save({ ...tournament, boards: boardNames(Math.min(MAX_BOARDS, Number(count) || 0)) });
      }}
    >
      <label htmlFor={id}>Boards at the venue</label>
      <input
        id={id}
        className="form-control form-control-sm format-legs"
        type="number"
        min={0}
        max={MAX_BOARDS}
        inputMode="numeric"
        value={count}
        onChange={(e) => setCount(e.target.value)}
      />
      <button type="submit" className="btn btn-sm btn-outline-primary" disabled={busy}>
        Save boards
      </button>
    </form>
  );
}
