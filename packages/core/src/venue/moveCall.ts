import { assignBoards, type BoardCall, type ReadyMatch } from './boards';

/*
 * The secretary moves a call (issue 27 item 2, "or by a drag from the secretary"): a match ready to
 * play goes to the board asked for. The board's match, if it had one, takes the moved match's old
 * board, or waits for the next free board when the moved match was waiting. The rules of the call
 * list still hold afterwards (venue/boards.ts): nobody is on two boards, no board has two matches.
 * Pure.
 */

export const NOT_A_BOARD = "That board is not one of the venue's boards";
export const NOT_READY_TO_CALL =
  'That match is not ready to play: both sides must be known and it must have no result';
export const PLAYER_ON_ANOTHER_BOARD = 'A player in that match is playing on another board';

/** Where a match is to go. */
export interface CallMove {
  matchId: string;
  boardId: string;
}

/** The calls after the move, or why it cannot be made. */
export function moveCall(
  boards: readonly string[],
  current: readonly BoardCall[],
  ready: readonly ReadyMatch[],
  move: CallMove,
  now: string,
): { calls: BoardCall[] } | { refused: string } {
  if (!boards.includes(move.boardId)) return { refused: NOT_A_BOARD };
  const match = ready.find((m) => m.id === move.matchId);
  if (!match) return { refused: NOT_READY_TO_CALL };
  const from = current.find((c) => c.matchId === move.matchId);
  if (from?.boardId === move.boardId) return { calls: assignBoards(boards, current, ready, now) };
  const displaced = current.find((c) => c.boardId === move.boardId);
  const rest = current.filter((c) => c !== from && c !== displaced);
  const playersOf = (matchId: string) => ready.find((m) => m.id === matchId)?.players ?? [];
  const busy = new Set(rest.flatMap((c) => playersOf(c.matchId)));
  if (match.players.some((p) => busy.has(p))) return { refused: PLAYER_ON_ANOTHER_BOARD };
  const moved: BoardCall = { boardId: move.boardId, matchId: move.matchId, since: now };
  const swapped = displaced && from ? [{ ...displaced, boardId: from.boardId, since: now }] : [];
  return { calls: assignBoards(boards, [moved, ...swapped, ...rest], ready, now) };
}
