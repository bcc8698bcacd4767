import type { Division, Fixture } from '../league/types';
import type { Tournament } from '../tournament/types';
import {
  gameInDivision,
  playerCell,
  ranked,
  teamCell,
  tournamentInDivision,
  type PlayerIndex,
} from './players';
import type { Report } from './types';

/* The four ranked reports: man of the match, most played, most 180s, highest checkouts. */

export interface LeagueReportInput {
  divisionId: string;
  divisions: readonly Division[];
  games: readonly Fixture[];
  tournaments: readonly Tournament[];
  topCount: number;
  players: PlayerIndex;
}

function table(input: LeagueReportInput, values: Map<string, number>) {
  return ranked(values, input.topCount).map(([id, value]) => {
    const info = input.players.get(id) ?? { id, name: id, teamId: null, teamName: null, divisionId: null };
    return { cells: [teamCell(info), playerCell(info, input.divisions), { text: String(value) }] };
  });
}

const add = (m: Map<string, number>, id: string, by = 1) => m.set(id, (m.get(id) ?? 0) + by);

/** Man of the match picks over every division (shown to ManageScores only). */
export function manOfTheMatchCounts(games: readonly Fixture[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const g of games) {
    for (const id of [g.home.manOfTheMatch, g.away.manOfTheMatch]) if (id) add(counts, id);
  }
  return counts;
}

export function manOfTheMatchReport(input: LeagueReportInput): Report {
  return {
    name: 'Man of the match',
    description: `The top ${input.topCount} recorded players of the match`,
    columns: ['Team', 'Player', 'Times'],
    rows: table(input, manOfTheMatchCounts(input.games)),
    thisDivisionOnly: false,
  };
}

export function mostPlayedReport(input: LeagueReportInput): Report {
  const counts = new Map<string, number>();
  for (const g of input.games) {
    if (!gameInDivision(g, input.divisionId)) continue;
    for (const m of g.matches) for (const p of [...m.homePlayers, ...m.awayPlayers]) add(counts, p.id);
  }
  for (const t of input.tournaments) {
    if (!tournamentInDivision(t, input.divisionId)) continue;
    for (const side of t.sides) for (const p of side.players) add(counts, p.id);
  }
  return {
    name: 'Most played player',
    description: `The top ${input.topCount} most played players (singles, pairs and triples)`,
    columns: ['Team', 'Player', 'Played'],
    rows: table(input, counts),
    thisDivisionOnly: true,
  };
}

/** 180s of a division's counted fixtures and tournaments (accolades counting only). */
export function oneEightyCounts(input: Pick<LeagueReportInput, 'games' | 'tournaments'>, divisionId: string) {
  const counts = new Map<string, number>();
  for (const g of input.games) {
    if (gameInDivision(g, divisionId) && g.accoladesCount) for (const p of g.oneEighties) add(counts, p.id);
  }
  for (const t of input.tournaments) {
    if (tournamentInDivision(t, divisionId) && t.accoladesCount)
      for (const p of t.oneEighties) add(counts, p.id);
  }
  return counts;
}

/** Each player's highest hi-check in a division's counted fixtures and tournaments. */
export function highestCheckouts(
  input: Pick<LeagueReportInput, 'games' | 'tournaments'>,
  divisionId: string,
) {
  const best = new Map<string, number>();
  const visit = (list: readonly { id: string; score: number | null }[]) => {
    for (const p of list) {
      if (typeof p.score !== 'number' || !Number.isFinite(p.score)) continue;
      best.set(p.id, Math.max(best.get(p.id) ?? 0, Math.trunc(p.score)));
    }
  };
  for (const g of input.games)
    if (gameInDivision(g, divisionId) && g.accoladesCount) visit(g.over100Checkouts);
  for (const t of input.tournaments)
    if (tournamentInDivision(t, divisionId) && t.accoladesCount) visit(t.over100Checkouts);
  return best;
}

export function mostOneEightiesReport(input: LeagueReportInput): Report {
  return {
    name: 'Most 180s',
    description: `The top ${input.topCount} most 180s`,
    columns: ['Team', 'Player', '180s'],
    rows: table(input, oneEightyCounts(input, input.divisionId)),
    thisDivisionOnly: true,
  };
}

export function highestCheckoutReport(input: LeagueReportInput): Report {
  return {
    name: 'Highest checkouts',
    description: `The top ${input.topCount} checkouts`,
    columns: ['Team', 'Player', 'Checkout'],
    rows: table(input, highestCheckouts(input, input.divisionId)),
    thisDivisionOnly: true,
  };
}
