import type { Division, Fixture } from '../league/types';
import { checkoutChanceLegs } from '../scoring/checkoutChances';
import {
  checkoutPercent,
  formatPercent,
  matchStatistics,
  type SideMatchStatistics,
} from '../scoring/statistics';
import type { SaygInput } from '../scoring/types';
import type { Tournament } from '../tournament/types';
import { gameInDivision, playerCell, teamCell, tournamentInDivision, type PlayerIndex } from './players';
import { singlesRecords } from './singlesRecords';
import type { Report } from './types';

/*
 * Reports from leg-by-leg (sayg) records: singles matches only
 * (a pair's record is the pair's). Figures come from scoring/statistics.ts; points and darts are
 * summed over matches, never averaged averages. Each report states its minimum.
 */

/** Matches a player needs recorded leg by leg to be ranked by average or checkout %. */
export const LEG_REPORT_MIN_MATCHES = 3;

interface PlayerLegs {
  matches: number;
  points: number;
  darts: number;
  count100: number;
  count140: number;
  legsWon: number;
  chanceLegs: number;
  bestLegDarts: number | null;
}

export interface LegReportInput {
  divisionId: string;
  divisions: readonly Division[];
  games: readonly Fixture[];
  tournaments: readonly Tournament[];
  /** Leg-by-leg records by id (the matches' `saygId`). */
  sayg: ReadonlyMap<string, SaygInput>;
  topCount: number;
  players: PlayerIndex;
}

/** Every singles side recorded leg by leg in the division's counted fixtures and tournaments. */
export function playerLegFigures(input: LegReportInput): Map<string, PlayerLegs> {
  const figures = new Map<string, PlayerLegs>();
  const records = singlesRecords(input.games, input.tournaments, {
    game: (g) => gameInDivision(g, input.divisionId),
    tournament: (t) => tournamentInDivision(t, input.divisionId),
  });
  for (const { playerId, saygId, side } of records) {
    const sayg = input.sayg.get(saygId);
    if (!sayg) continue;
    const s: SideMatchStatistics = matchStatistics(sayg, side);
    if (s.legsPlayed === 0) continue;
    const f = figures.get(playerId) ?? {
      matches: 0,
      points: 0,
      darts: 0,
      count100: 0,
      count140: 0,
      legsWon: 0,
      chanceLegs: 0,
      bestLegDarts: null,
    };
    f.matches++;
    f.points += s.points;
    f.darts += s.darts;
    f.count100 += s.count100;
    f.count140 += s.count140;
    f.legsWon += s.legsWon;
    f.chanceLegs += checkoutChanceLegs(sayg, side);
    if (s.bestLegDarts !== null) f.bestLegDarts = Math.min(f.bestLegDarts ?? Infinity, s.bestLegDarts);
    figures.set(playerId, f);
  }
  return figures;
}

function report(
  input: LegReportInput,
  name: string,
  description: string,
  column: string,
  rows: [string, number, string][],
  ascending = false,
): Report {
  const sorted = [...rows].sort((a, b) => (ascending ? a[1] - b[1] : b[1] - a[1])).slice(0, input.topCount);
  return {
    name,
    description,
    columns: ['Team', 'Player', column],
    rows: sorted.map(([id, , text]) => {
      const info = input.players.get(id) ?? { id, name: id, teamId: null, teamName: null, divisionId: null };
      return { cells: [teamCell(info), playerCell(info, input.divisions), { text }] };
    }),
    thisDivisionOnly: true,
  };
}

export function legReports(input: LegReportInput): Report[] {
  const figures = [...playerLegFigures(input).entries()];
  const enough = figures.filter(([, f]) => f.matches >= LEG_REPORT_MIN_MATCHES);
  const n = input.topCount;
  const min = LEG_REPORT_MIN_MATCHES;
  return [
    report(
      input,
      'Best 3-dart averages',
      `The top ${n} 3-dart averages (points / darts x 3 over every leg), of players with at least ${min} singles matches recorded leg by leg`,
      'Average',
      enough
        .filter(([, f]) => f.darts > 0)
        .map(([id, f]) => [id, (f.points / f.darts) * 3, ((f.points / f.darts) * 3).toFixed(2)]),
    ),
    report(
      input,
      'Most 100+',
      `The top ${n} counts of visits scoring 100 to 139, over every singles match recorded leg by leg (no minimum)`,
      '100+',
      figures.filter(([, f]) => f.count100 > 0).map(([id, f]) => [id, f.count100, String(f.count100)]),
    ),
    report(
      input,
      'Most 140+',
      `The top ${n} counts of visits scoring 140 to 179, over every singles match recorded leg by leg (no minimum)`,
      '140+',
      figures.filter(([, f]) => f.count140 > 0).map(([id, f]) => [id, f.count140, String(f.count140)]),
    ),
    report(
      input,
      'Best checkout %',
      `The top ${n} checkout percentages (legs won / legs with a finish left), of players with at least ${min} singles matches recorded leg by leg`,
      'Checkout %',
      enough
        .filter(([, f]) => f.chanceLegs > 0)
        .map(([id, f]) => [
          id,
          f.legsWon / f.chanceLegs,
          formatPercent(checkoutPercent(f.legsWon, f.chanceLegs)),
        ]),
    ),
    report(
      input,
      'Fewest darts in a leg',
      `The top ${n} fewest darts to win a leg, of players who won at least 1 leg recorded leg by leg`,
      'Darts',
      figures
        .filter(([, f]) => f.bestLegDarts !== null)
        .map(([id, f]) => [id, f.bestLegDarts!, String(f.bestLegDarts)]),
      true,
    ),
  ];
}
