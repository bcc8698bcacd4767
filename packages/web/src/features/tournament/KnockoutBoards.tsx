import type { UnsavedResult } from '@darts/core/contract/unsaved';
import type { TournamentDto } from '#web/api/tournament';
import { roundList } from '@darts/core/tournament/layout';
import { BoardsEditor, CallList } from './formats/Boards';
import { CallBoard } from './formats/CallBoard';
import { UnsavedResults } from './formats/UnsavedResults';
import { scorePatch } from './scoring/patches';
import type { Sheet } from './useSheet';

/** A knockout's match by id: its round's index and the match. */
function findKnockoutMatch(tournament: Pick<TournamentDto, 'round'>, matchId: string) {
  for (const [roundIndex, round] of roundList(tournament.round).entries()) {
    const match = round.matches.find((m) => m.id === matchId);
    if (match) return { roundIndex, match };
  }
  return null;
}

/** What the call list names a knockout's match by: "Ann v Bea". */
const knockoutMatchName = (tournament: Pick<TournamentDto, 'round'>) => (matchId: string) => {
  const match = findKnockoutMatch(tournament, matchId)?.match;
  return match ? `${match.sideA?.name ?? '?'} v ${match.sideB?.name ?? '?'}` : matchId;
};

/** The call list as a visitor and the TV see it (a lazy part: most knockouts have no boards). */
export function KnockoutCallList({ tournament }: { tournament: TournamentDto }) {
  return <CallList tournament={tournament} match={knockoutMatchName(tournament)} />;
}

/**
 * The knockout sheet's boards for whoever keeps the results (a lazy part, through the dialogs'
 * loaders): the call list, where matches are moved to boards;
 * the organiser's number of boards; and the results won on a scorer a minute ago that never
 * reached the sheet.
 */
export function KnockoutBoards({ tournament, sheet }: { tournament: TournamentDto; sheet: Sheet }) {
  const name = knockoutMatchName(tournament);
  const patchOf = (r: UnsavedResult) => {
    const found = findKnockoutMatch(tournament, r.matchId);
    const { sideA, sideB } = found?.match ?? {};
    return scorePatch(found?.roundIndex ?? 0, sideA?.id ?? '', sideB?.id ?? '', r.scoreA, r.scoreB);
  };
  return (
    <div className="tournament-boards">
      <CallBoard tournament={tournament} match={name} />
      {sheet.access.manage && <BoardsEditor tournament={tournament} sheet={sheet} />}
      <UnsavedResults tournament={tournament} match={name} patchOf={patchOf} />
    </div>
  );
}
