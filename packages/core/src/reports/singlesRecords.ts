import type { Fixture } from '../league/types';
import type { SideKey } from '../scoring/types';
import { planMatches } from '../tournament/formats/planMatch';
import type { Tournament, TournamentSide } from '../tournament/types';

/*
 * Every singles match recorded leg by leg in a season's fixtures and tournaments, as one player's
 * side of one record (a pair's record is the pair's, so it is left out). What the leg reports and
 * a handicap's rolling averages read. Pure.
 */

export interface SinglesRecord {
  playerId: string;
  saygId: string;
  side: SideKey;
  /** The fixture's or tournament's date, `YYYY-MM-DD` or longer. */
  date: string;
}

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
  const add = (playerId: string | undefined, saygId: string | null, side: SideKey, date: string) => {
    if (playerId && saygId) records.push({ playerId, saygId, side, date });
  };
  for (const g of games) {
    if (filter.game && !filter.game(g)) continue;
    for (const m of g.matches) {
      if (m.homePlayers.length !== 1 || m.awayPlayers.length !== 1) continue;
      add(m.homePlayers[0]?.id, m.saygId, 'home', g.date);
      add(m.awayPlayers[0]?.id, m.saygId, 'away', g.date);
    }
  }
  const addMatch = (m: Sides, date: string) => {
    if (m.sideA?.players.length !== 1 || m.sideB?.players.length !== 1) return;
    add(m.sideA.players[0]?.id, m.saygId, 'home', date);
    add(m.sideB.players[0]?.id, m.saygId, 'away', date);
  };
  for (const t of tournaments) {
    if (filter.tournament && !filter.tournament(t)) continue;
    // A planned format's matches take their sides from its results (formats/planMatch.ts).
    if (t.format) for (const m of planMatches({ ...t, format: t.format })) addMatch(m, t.date);
    for (let round = t.round; round; round = round.nextRound)
      for (const m of round.matches) addMatch(m, t.date);
  }
  return records;
}
