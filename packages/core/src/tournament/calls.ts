import type { BoardCall, ReadyMatch } from '../venue/boards';
import type { NightEvent } from '../venue/night';
import { planMatches } from './formats/planMatch';
import type { PlannedFormatId } from './formats/names';
import type { Tournament, TournamentSide } from './types';
import { matchLegs, matchWinner } from './winner';

/*
 * A tournament's call list (venue/boards.ts): its boards by name, and which match each is given.
 * The matches ready to play, in the sheet's order: a planned format's playable matches without a
 * winner; a knockout's matches with both sides and no winner, round by round. Pure: the server
 * works its venue night's calls out on every save of the tournament (venue/night.ts).
 */

export type CalledTournament = Pick<
  Tournament,
  'sides' | 'bestOf' | 'formatOptions' | 'results' | 'round' | 'boards' | 'calls'
> & { format?: PlannedFormatId | null };

const playersOf = (...sides: TournamentSide[]) => sides.flatMap((s) => [s.id, ...s.players.map((p) => p.id)]);

/**
 * The matches that can be played now, in order; their players are the sides' ids and their players'
 * (so nobody is called to two boards at once when a league match shares the venue's boards).
 */
export function readyMatches(tournament: CalledTournament): ReadyMatch[] {
  const { format } = tournament;
  if (format) {
    return planMatches({ ...tournament, format })
      .filter((m) => m.match.playable && m.match.winner === null && m.sideA && m.sideB)
      .map((m) => ({ id: m.match.id, players: playersOf(m.sideA!, m.sideB!) }));
  }
  const ready: ReadyMatch[] = [];
  for (let round = tournament.round; round; round = round.nextRound) {
    round.matches.forEach((m, index) => {
      if (!m.sideA || !m.sideB) return;
      if (matchWinner(m, matchLegs(round, index, tournament.bestOf))) return;
      ready.push({ id: m.id, players: playersOf(m.sideA, m.sideB) });
    });
  }
  return ready;
}

/**
 * How a tournament's match is named among its venue night's calls: "{tournament id}/{match id}",
 * as a planned format's own ids ("W1-1") repeat from one tournament to the next.
 */
export const nightMatchId = (tournamentId: string, matchId: string) => `${tournamentId}/${matchId}`;

/** A tournament as an event of its venue night (venue/night.ts): its id and its ready matches. */
export const tournamentEvent = (id: string, tournament: CalledTournament): NightEvent => ({
  id,
  ready: readyMatches(tournament).map((m) => ({ ...m, id: nightMatchId(id, m.id) })),
});

/** The tournament's share of its venue night's calls, by its own match ids. */
export function tournamentCallsOf(id: string, calls: readonly BoardCall[]): BoardCall[] {
  const prefix = nightMatchId(id, '');
  return calls
    .filter((c) => c.matchId.startsWith(prefix))
    .map((c) => ({ ...c, matchId: c.matchId.slice(prefix.length) }));
}
