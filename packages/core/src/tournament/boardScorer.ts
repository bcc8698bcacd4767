import type { PatchTournamentBody } from '../contract/tournamentPatch';
import type { BoardCall } from '../venue/boards';
import type { CalledTournament } from './calls';
import { planMatches } from './formats/planMatch';
import type { TournamentSide } from './types';

/*
 * A board's scorer device (docs/decisions/055): a tablet named as its board ("Board 3") scores the
 * match the call list gives that board, and nothing else. Pure: which call is the board's, and
 * whether a PATCH of the tournament touches only matches the device may score.
 */

/** Board names compare as a person reads them: "board 3 " is "Board 3". */
export const sameBoard = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A call older than this is an event left unfinished, not tonight's: a board's device ignores it. */
export const STALE_CALL_HOURS = 18;

/** The call of the board named `board`, if the tournament calls a match to it (since `now` less the stale hours). */
export function callOfBoard(
  tournament: Pick<CalledTournament, 'calls'>,
  board: string,
  now: Date | null = null,
): BoardCall | null {
  const fresh = (c: BoardCall) =>
    !now || Date.parse(c.since) >= now.getTime() - STALE_CALL_HOURS * 60 * 60 * 1000;
  return (tournament.calls ?? []).find((c) => sameBoard(c.boardId, board) && fresh(c)) ?? null;
}

/** A match of the tournament as a patch finds it: its sides and, in a knockout, its round. */
interface FoundMatch {
  id: string;
  sideA: TournamentSide | null;
  sideB: TournamentSide | null;
  /** The round's place in the chain (a knockout's); null for a planned format's match. */
  roundIndex: number | null;
}

/** Every match of the tournament with its sides (a planned format's event is worked out once). */
function allMatches(tournament: CalledTournament): FoundMatch[] {
  if (tournament.format) {
    return planMatches({ ...tournament, format: tournament.format }).map((m) => ({
      id: m.match.id,
      sideA: m.sideA,
      sideB: m.sideB,
      roundIndex: null,
    }));
  }
  const found: FoundMatch[] = [];
  let roundIndex = 0;
  for (let round = tournament.round; round; round = round.nextRound, roundIndex += 1) {
    for (const m of round.matches) found.push({ id: m.id, sideA: m.sideA, sideB: m.sideB, roundIndex });
  }
  return found;
}

const sameId = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** True when the patch's score (if any) is this match's: its result by id, or its round's match by sides. */
function scoreIsOf(match: FoundMatch, patch: PatchTournamentBody): boolean {
  if (patch.result && (match.roundIndex !== null || patch.result.matchId !== match.id)) return false;
  let index = 0;
  for (let round = patch.round; round; round = round.nextRound, index += 1) {
    if (!round.match) continue;
    if (index !== match.roundIndex) return false;
    if (!sameId(round.match.sideA, match.sideA?.id) || !sameId(round.match.sideB, match.sideB?.id))
      return false;
  }
  return true;
}

const playsIn = (match: FoundMatch, playerId: string) =>
  [match.sideA, match.sideB].some((side) => side?.players.some((p) => sameId(p.id, playerId)));

/** The ids of the tournament's matches the patch could be about: the one it scores, those its credited players play in. */
export function matchesOfPatch(tournament: CalledTournament, patch: PatchTournamentBody): string[] {
  return allMatches(tournament)
    .filter((m) => touches(m, patch))
    .map((m) => m.id);
}

function touches(match: FoundMatch, patch: PatchTournamentBody): boolean {
  if ((patch.result || patch.round) && scoreIsOf(match, patch)) return true;
  return credited(patch).some((id) => playsIn(match, id));
}

const credited = (patch: PatchTournamentBody) =>
  [patch.additional180?.id, patch.additionalOver100Checkout?.id].filter((id): id is string => !!id);

/**
 * True when the patch touches nothing but the matches `matchIds` (the board's call, the records
 * the device started): one of their scores, and 180s and hi-checks of their players only.
 */
export function patchWithinMatches(
  tournament: CalledTournament,
  matchIds: readonly string[],
  patch: PatchTournamentBody,
): boolean {
  const wanted = new Set(matchIds.map((id) => id.toLowerCase()));
  const matches = allMatches(tournament).filter((m) => wanted.has(m.id.toLowerCase()));
  if ((patch.result || patch.round) && !matches.some((m) => scoreIsOf(m, patch))) return false;
  return credited(patch).every((id) => matches.some((m) => playsIn(m, id)));
}
