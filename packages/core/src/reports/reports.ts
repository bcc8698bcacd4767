import type { Division, Fixture } from '../league/types';
import type { SaygInput } from '../scoring/types';
import type { Tournament } from '../tournament/types';
import { finalsNightReport, type DivisionTables, type Gender } from './finalsNight';
import {
  highestCheckoutReport,
  manOfTheMatchReport,
  mostOneEightiesReport,
  mostPlayedReport,
  type LeagueReportInput,
} from './leagueReports';
import { legReports } from './legReports';
import { playerIndex } from './players';
import type { ReportCollection } from './types';

/* Every report of a season for one division (POST /api/Report). */

export interface ReportsInput {
  seasonId: string;
  divisionId: string;
  /** The season's divisions. */
  divisions: readonly Division[];
  /** The season's league fixtures and tournaments, deleted ones left out. */
  games: readonly Fixture[];
  tournaments: readonly Tournament[];
  /** Ranked tables of every season division, for finals night. */
  tables: readonly DivisionTables[];
  /** Leg-by-leg records by id; without them the leg-by-leg reports are empty. */
  sayg?: ReadonlyMap<string, SaygInput>;
  topCount: number;
  /** ManageScores: the man of the match report and finals night's holders. */
  canManageScores: boolean;
  genders?: Readonly<Record<string, Gender>>;
}

export function seasonReports(input: ReportsInput): ReportCollection {
  const players = playerIndex(input.games, input.tournaments);
  const league: LeagueReportInput = { ...input, players };
  return {
    divisionId: input.divisionId,
    seasonId: input.seasonId,
    reports: [
      ...(input.canManageScores ? [manOfTheMatchReport(league)] : []),
      mostPlayedReport(league),
      mostOneEightiesReport(league),
      highestCheckoutReport(league),
      finalsNightReport({ ...input, players }),
      ...legReports({ ...league, sayg: input.sayg ?? new Map() }),
    ],
    messages: [`${input.games.length} games inspected`],
  };
}
