import type { DataError, PlayerPerformance } from '../contract/divisionData';
import { dataError } from './dataErrors';
import { dateOf } from './dates';
import { assessMatch, gameOutcome, isCardComplete } from './matchResult';
import type { Fixture, FixturePlayer, NotablePlayer } from './types';
import type { Tournament } from '../tournament/types';

/*
 * Visiting the fixtures of a division: what each team and player accumulates (the rules are in
 * docs/domain.md, "Rules that decide tables and winners").
 */

export interface TeamTally {
  played: number;
  fixturesWon: number;
  fixturesLost: number;
  fixturesDrawn: number;
  /** Legs won and lost in decided matches, counted once per match. */
  winRate: number;
  lossRate: number;
}

export interface PlayerTally {
  id: string;
  name: string;
  singles: PlayerPerformance;
  pairs: PlayerPerformance;
  triples: PlayerPerformance;
  oneEighties: number;
  /** The highest hi-check (0 when none). */
  over100Checkouts: number;
  /** Date -> id of the league fixture the player appeared in (first one wins). */
  fixtures: Record<string, string>;
}

export interface Tallies {
  teams: Map<string, TeamTally>;
  players: Map<string, PlayerTally>;
  dataErrors: DataError[];
}

export function emptyPerformance(): PlayerPerformance {
  return {
    matchesPlayed: 0,
    matchesWon: 0,
    matchesLost: 0,
    winRate: 0,
    lossRate: 0,
    teamWinRate: 0,
    teamLossRate: 0,
  };
}

export function emptyTeamTally(): TeamTally {
  return { played: 0, fixturesWon: 0, fixturesLost: 0, fixturesDrawn: 0, winRate: 0, lossRate: 0 };
}

function emptyPlayerTally(player: FixturePlayer): PlayerTally {
  return {
    id: player.id,
    name: player.name,
    singles: emptyPerformance(),
    pairs: emptyPerformance(),
    triples: emptyPerformance(),
    oneEighties: 0,
    over100Checkouts: 0,
    fixtures: {},
  };
}

/** The performance record for a match of `playerCount` players a side (null beyond triples). */
export function performanceFor(tally: PlayerTally, playerCount: number): PlayerPerformance | null {
  return playerCount === 1
    ? tally.singles
    : playerCount === 2
      ? tally.pairs
      : playerCount === 3
        ? tally.triples
        : null;
}

/**
 * Visits `games` and `tournaments` (already limited to the division's scope):
 * - postponed games are skipped entirely;
 * - a game whose card is not complete (`isCardComplete`) counts for nothing: it gives only its
 *   data errors and its players' fixture dates;
 * - knockout games only contribute their 180s and hi-checks;
 * - league games contribute played/won/lost/drawn, legs, player match records, the players'
 *   fixture dates and the match data errors;
 * - 180s and hi-checks of games and tournaments count only when `accoladesCount` is set.
 */
export function tallyDivision(games: readonly Fixture[], tournaments: readonly Tournament[]): Tallies {
  const teams = new Map<string, TeamTally>();
  const players = new Map<string, PlayerTally>();
  const dataErrors: DataError[] = [];

  const team = (id: string) => {
    let tally = teams.get(id);
    if (!tally) teams.set(id, (tally = emptyTeamTally()));
    return tally;
  };
  const player = (p: FixturePlayer) => {
    let tally = players.get(p.id);
    if (!tally) players.set(p.id, (tally = emptyPlayerTally(p)));
    return tally;
  };
  const recordSide = (side: FixturePlayer[], won: boolean, legsFor: number, legsAgainst: number) => {
    side.forEach((p, index) => {
      const perf = performanceFor(player(p), side.length);
      if (!perf) return;
      perf.matchesPlayed++;
      if (won) perf.matchesWon++;
      else perf.matchesLost++;
      perf.winRate += legsFor;
      perf.lossRate += legsAgainst;
      if (index === 0) {
        perf.teamWinRate += legsFor;
        perf.teamLossRate += legsAgainst;
      }
    });
  };
  const recordAccolades = (oneEighties: FixturePlayer[], hiChecks: NotablePlayer[]) => {
    for (const p of oneEighties) player(p).oneEighties++;
    for (const p of hiChecks) {
      if (typeof p.score !== 'number' || !Number.isFinite(p.score)) continue;
      const tally = player(p);
      tally.over100Checkouts = Math.max(tally.over100Checkouts, Math.trunc(p.score));
    }
  };

  for (const game of games) {
    if (game.postponed) continue;
    const counts = isCardComplete(game);
    if (!game.isKnockout) {
      const date = dateOf(game.date);
      // Team tallies are created only when something is counted, so an unplayed fixture adds no team.
      const home = () => team(game.home.id);
      const away = () => team(game.away.id);
      if (counts) {
        home().played++;
        away().played++;
      }
      game.matches.forEach((match, index) => {
        const assessment = assessMatch(game, index);
        if (assessment.kind === 'mismatched' || assessment.kind === 'oneScore') {
          dataErrors.push(dataError(assessment.message, { gameId: game.id }));
        }
        if (assessment.kind === 'mismatched') return;
        for (const p of [...match.homePlayers, ...match.awayPlayers]) {
          const fixtures = player(p).fixtures;
          if (!(date in fixtures)) fixtures[date] = game.id;
        }
        if (assessment.kind !== 'scored') return;
        if (assessment.message) dataErrors.push(dataError(assessment.message, { gameId: game.id }));
        if (assessment.winner === null || !counts) return;
        const { homeScore: h, awayScore: a } = assessment;
        const homeWon = assessment.winner === 'home';
        recordSide(match.homePlayers, homeWon, h, a);
        recordSide(match.awayPlayers, !homeWon, a, h);
        if (match.homePlayers.length > 0) {
          home().winRate += h;
          home().lossRate += a;
          away().winRate += a;
          away().lossRate += h;
        }
      });
      const { result } = counts ? gameOutcome(game) : { result: null };
      if (result === 'home' || result === 'away') {
        (result === 'home' ? home() : away()).fixturesWon++;
        (result === 'home' ? away() : home()).fixturesLost++;
      } else if (result === 'draw') {
        home().fixturesDrawn++;
        away().fixturesDrawn++;
      }
    }
    if (counts && game.accoladesCount) recordAccolades(game.oneEighties, game.over100Checkouts);
  }

  for (const tournament of tournaments) {
    if (tournament.accoladesCount) recordAccolades(tournament.oneEighties, tournament.over100Checkouts);
  }

  return { teams, players, dataErrors };
}
