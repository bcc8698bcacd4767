import { venueCalls, type BoardCall, type ReadyMatch } from '../venue/boards';
import { planMatches } from './formats/planMatch';
import type { PlannedFormatId } from './formats/names';
import type { Tournament } from './types';
import { matchLegs, matchWinner } from './winner';

/*
 * A tournament's call list (venue/boards.ts): its boards by name, and which match each is given.
 * The matches ready to play, in the sheet's order: a planned format's playable matches without a
 * winner; a knockout's matches with both sides and no winner, round by round. Pure: the server
 * works the calls out on every save of the tournament.
 */

export type CalledTournament = Pick<
  Tournament,
  'sides' | 'bestOf' | 'formatOptions' | 'results' | 'round' | 'boards' | 'calls'
> & { format?: PlannedFormatId | null };

/** The matches that can be played now, in order, with their sides' ids as the players. */
export function readyMatches(tournament: CalledTournament): ReadyMatch[] {
  const { format } = tournament;
  if (format) {
    return planMatches({ ...tournament, format })
      .filter((m) => m.match.playable && m.match.winner === null && m.sideA && m.sideB)
      .map((m) => ({ id: m.match.id, players: [m.sideA!.id, m.sideB!.id] }));
  }
  const ready: ReadyMatch[] = [];
  for (let round = tournament.round; round; round = round.nextRound) {
    round.matches.forEach((m, index) => {
      if (!m.sideA || !m.sideB) return;
      if (matchWinner(m, matchLegs(round, index, tournament.bestOf))) return;
      ready.push({ id: m.id, players: [m.sideA.id, m.sideB.id] });
    });
  }
  return ready;
}

/** The calls after a change to the tournament (`now` stamps new ones); none without boards. */
export function tournamentCalls(tournament: CalledTournament, now: string): BoardCall[] {
  if (!tournament.boards?.length) return [];
  return venueCalls(tournament, readyMatches(tournament), now);
}
