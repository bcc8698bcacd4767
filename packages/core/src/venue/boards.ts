/*
 * A venue's boards and the call list (issue 27 item 2): matches ready to
 * play go to free boards in the order given; a board has one match at a time, a match one board,
 * and nobody is called to two boards at once; a called match keeps its board until it is finished.
 * Pure: the server runs it on every save of a tournament or a fixture's card and publishes the calls.
 */

/** The most boards a venue may have. */
export const MAX_BOARDS = 32;

/** The boards as an organiser numbers them: "Board 1" to "Board n" (at most MAX_BOARDS). */
export const boardNames = (count: number) =>
  Array.from(
    { length: Math.max(0, Math.min(MAX_BOARDS, Math.floor(count) || 0)) },
    (_, i) => `Board ${i + 1}`,
  );

/** A match that can be played now: both sides known, no result yet, in the order it should be called. */
export interface ReadyMatch {
  id: string;
  /** The players (or sides) in it: none of them may be on another board at once. */
  players: readonly string[];
}

/** A match called to a board, since when. */
export interface BoardCall {
  boardId: string;
  matchId: string;
  since: string;
}

/**
 * The calls after a change: calls whose match is finished (or no longer ready, e.g. a changed
 * result put other players in it) free their boards; each free board, in the boards' order, gets
 * the first ready match not called and none of whose players is on a board. `now` stamps new calls.
 */
export function assignBoards(
  boards: readonly string[],
  current: readonly BoardCall[],
  ready: readonly ReadyMatch[],
  now: string,
): BoardCall[] {
  const readyById = new Map(ready.map((m) => [m.id, m]));
  const boardSet = new Set(boards);
  const calls: BoardCall[] = [];
  const busyPlayers = new Set<string>();
  const calledMatches = new Set<string>();
  for (const call of current) {
    const match = readyById.get(call.matchId);
    if (!match || !boardSet.has(call.boardId)) continue;
    if (calls.some((c) => c.boardId === call.boardId) || calledMatches.has(call.matchId)) continue;
    if (match.players.some((p) => busyPlayers.has(p))) continue;
    calls.push(call);
    calledMatches.add(call.matchId);
    match.players.forEach((p) => busyPlayers.add(p));
  }
  for (const boardId of boards) {
    if (calls.some((c) => c.boardId === boardId)) continue;
    const next = ready.find((m) => !calledMatches.has(m.id) && !m.players.some((p) => busyPlayers.has(p)));
    if (!next) break;
    calls.push({ boardId, matchId: next.id, since: now });
    calledMatches.add(next.id);
    next.players.forEach((p) => busyPlayers.add(p));
  }
  return boards.flatMap((b) => calls.filter((c) => c.boardId === b));
}

/** A board another event at the venue holds, named by that event ("in use: Crown v Anchor"). */
export interface BoardTaken {
  boardId: string;
  by: string;
}

/** Where matches are called: a venue's boards by name and its calls (a tournament, a fixture night). */
export interface CallingVenue {
  boards?: readonly string[] | undefined;
  calls?: readonly BoardCall[] | undefined;
}

/** The venue's calls after a change (`assignBoards` over its boards and calls); none without boards. */
export function venueCalls(venue: CallingVenue, ready: readonly ReadyMatch[], now: string): BoardCall[] {
  const boards = venue.boards ?? [];
  if (!boards.length) return [];
  return assignBoards(boards, venue.calls ?? [], ready, now);
}

/** What the TV's call list says of a call ("Board 3: Smith v Jones"). */
export function callText(boardName: string, sides: readonly string[]): string {
  return `${boardName}: ${sides.join(' v ')}`;
}
