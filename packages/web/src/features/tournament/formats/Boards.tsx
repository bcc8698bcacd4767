import { useId, useState } from 'react';
import { boardNames, MAX_BOARDS } from '@darts/core/venue/boards';
import { CallList as VenueCallList } from '#web/features/venue/CallList';
import type { TournamentDto } from '#web/api/tournament';
import type { Sheet } from '../useSheet';

/** A tournament's call list as everyone sees it, the TV too (venue/CallList.tsx). */
export function CallList({
  tournament,
  match,
}: {
  tournament: Pick<TournamentDto, 'calls'>;
  match: (id: string) => string;
}) {
  return <VenueCallList calls={tournament.calls} match={match} />;
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
        void save({ ...tournament, boards: boardNames(Number(count)) });
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
