import type { PatchRound, PatchTournamentRequest } from '#web/api/tournament';
import type { TournamentSide } from '@darts/core/tournament/index';

/* The PATCH bodies a scored match sends back to its tournament. */

/** The score of the match between `sideA` and `sideB`, in round `roundIndex` of the chain. */
export function scorePatch(
  roundIndex: number,
  sideA: string,
  sideB: string,
  scoreA: number,
  scoreB: number,
): PatchTournamentRequest {
  let round: PatchRound = { match: { sideA, sideB, scoreA, scoreB }, nextRound: null };
  for (let i = 0; i < roundIndex; i++) round = { match: null, nextRound: round };
  return { round };
}

/** The one player a side's 180 or hi-check belongs to (sides of several players: nobody). */
export function playerOf(side: TournamentSide | null) {
  const player = side?.players.length === 1 ? side.players[0]! : null;
  return player ? { id: player.id, name: player.name } : null;
}
