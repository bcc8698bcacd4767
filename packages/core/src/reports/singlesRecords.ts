import type { Fixture } from '../league/types';
import type { SideKey } from '../scoring/types';
import { planMatches } from '../tournament/formats/planMatch';
import type { Tournament, TournamentSide } from '../tournament/types';
import { matchLegs, matchWinner } from '../tournament/winner';

/*
 * Every singles match recorded leg by leg in a season's fixtures and tournaments, as one player's
 * side of one record (a pair's record is the pair's, so it is left out). What the leg reports and
 * a handicap's rolling averages read. Pure.
 */

/**
 * Where a match was played: a league fixture, a cup (knockout) fixture, a tournament, a
 * superleague night, or shared practice the player chose to count (practiceRecords.ts).
 */
export type Competition = 'league' | 'cup' | 'tournament' | 'superleague' | 'practice';

export interface SinglesRecord {
  playerId: string;
  playerName: string;
  saygId: string;
  side: SideKey;
  /** The fixture's or tournament's date, `YYYY-MM-DD` or longer. */
  date: string;
  opponentId: string | null;
  opponentName: string;
  /** '' for practice played outside every season. */
  seasonId: string;
  competition: Competition;
  /** The fixture's or tournament's id. */
  eventId: string;
  /** The result the fixture's card or the tournament gives the player (null until it gives one). */
  verdict: 'won' | 'lost' | 'drawn' | null;
}

type Verdict = SinglesRecord['verdict'];
/** The home side's verdict from the legs won each side was given; null without both. */
const byScore = (home: number | null, away: number | null): Verdict =>
  home === null || away === null ? null : home > away ? 'won' : home < away ? 'lost' : 'drawn';
const flip = (v: Verdict): Verdict => (v === 'won' ? 'lost' : v === 'lost' ? 'won' : v);

export interface SinglesFilter {
  game?: (game: Fixture) => boolean;
  tournament?: (tournament: Tournament) => boolean;
}

type Sides = { sideA: TournamentSide | null; sideB: TournamentSide | null; saygId: string | null };

export function singlesRecords(
  games: readonly Fixture[],
  tournaments: readonly Tournament[],
  filter: SinglesFilter = {},
): SinglesRecord[] {
  const records: SinglesRecord[] = [];
  type Player = { id: string; name: string } | undefined;
  type Event = Pick<SinglesRecord, 'date' | 'seasonId' | 'competition' | 'eventId'>;
  const addPair = (home: Player, away: Player, saygId: string | null, event: Event, verdict: Verdict) => {
    if (!saygId) return;
    if (home?.id)
      records.push({
        ...event,
        playerId: home.id,
        playerName: home.name,
        saygId,
        side: 'home',
        verdict,
        opponentId: away?.id ?? null,
        opponentName: away?.name ?? '',
      });
    if (away?.id)
      records.push({
        ...event,
        playerId: away.id,
        playerName: away.name,
        saygId,
        side: 'away',
        verdict: flip(verdict),
        opponentId: home?.id ?? null,
        opponentName: home?.name ?? '',
      });
  };
  for (const g of games) {
    if (filter.game && !filter.game(g)) continue;
    const event: Event = {
      date: g.date,
      seasonId: g.seasonId,
      competition: g.isKnockout ? 'cup' : 'league',
      eventId: g.id,
    };
    for (const m of g.matches) {
      if (m.homePlayers.length !== 1 || m.awayPlayers.length !== 1) continue;
      addPair(m.homePlayers[0], m.awayPlayers[0], m.saygId, event, byScore(m.homeScore, m.awayScore));
    }
  }
  const addMatch = (m: Sides, event: Event, winner: 'a' | 'b' | null) => {
    if (m.sideA?.players.length !== 1 || m.sideB?.players.length !== 1) return;
    const verdict = winner === 'a' ? 'won' : winner === 'b' ? 'lost' : null;
    addPair(m.sideA.players[0], m.sideB.players[0], m.saygId, event, verdict);
  };
  for (const t of tournaments) {
    if (filter.tournament && !filter.tournament(t)) continue;
    const event: Event = {
      date: t.date,
      seasonId: t.seasonId,
      competition: t.singleRound ? 'superleague' : 'tournament',
      eventId: t.id,
    };
    // A planned format's matches take their sides from its results (formats/planMatch.ts).
    if (t.format) for (const m of planMatches({ ...t, format: t.format })) addMatch(m, event, m.match.winner);
    for (let round = t.round; round; round = round.nextRound)
      round.matches.forEach((m, index) => {
        const winner = matchWinner(m, matchLegs(round, index, t.bestOf));
        addMatch(m, event, !winner ? null : winner === m.sideA ? 'a' : 'b');
      });
  }
  return records;
}
