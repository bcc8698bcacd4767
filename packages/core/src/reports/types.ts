/* A season's reports (POST /api/Report): ranked tables of cells that may link a player, team, division or tournament. */

export interface ReportCell {
  text: string;
  teamId?: string;
  teamName?: string;
  playerId?: string;
  playerName?: string;
  tournamentId?: string;
  divisionId?: string;
  divisionName?: string;
}

export interface ReportRow {
  cells: ReportCell[];
}

export interface Report {
  name: string;
  description: string;
  columns: string[];
  rows: ReportRow[];
  /** True when the report counts only the chosen division (and knockouts / division-less tournaments). */
  thisDivisionOnly: boolean;
}

export interface ReportCollection {
  divisionId: string;
  seasonId: string;
  reports: Report[];
  messages: string[];
}

/** The reports' top count: 1 to 100, 15 when not given. */
export const REPORT_TOP_COUNT = { min: 1, max: 100, default: 15 } as const;
