import { REPORT_NOT_FOUND, type ReportCsvQuery, type ReportRequest } from '@darts/core/contract/report';
import type { Gender } from '@darts/core/league/types';
import { seasonReports } from '@darts/core/reports/reports';
import type { ReportCollection } from '@darts/core/reports/types';
import type { SaygInput } from '@darts/core/scoring/types';
import { linkedSaygIds } from '@darts/core/tournament/linkedRecords';
import type { Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import { badRequest, notFound } from '#server/errors';
import { csvFileName, csvOf } from '@darts/core/openData/csv';
import { liveSeason, loadSeasonData } from './seasonData';

/* POST /api/Report: the season's reports for one division, by core's reports/ rules. */

/** The leg-by-leg records the season's matches point at, by id. */
async function saygRecords(ctx: AppContext, ids: readonly string[]): Promise<Map<string, SaygInput>> {
  const records = await Promise.all([...new Set(ids)].map((id) => ctx.repos.sayg.get(id)));
  return new Map(
    records
      .filter((r) => r !== null && !r.deleted)
      .map((r) => [
        r!.id,
        { startingScore: r!.doc.startingScore, numberOfLegs: r!.doc.numberOfLegs, legs: r!.doc.legs },
      ]),
  );
}

/** The genders given for the season's players, by player id (the finals night's Top Player awards). */
async function seasonGenders(ctx: AppContext, seasonId: string): Promise<Record<string, Gender>> {
  const genders: Record<string, Gender> = {};
  for (const team of await ctx.repos.teams.list()) {
    for (const ts of team.doc.seasons) {
      if (ts.seasonId !== seasonId || ts.deleted) continue;
      for (const p of ts.players) if (p.gender && !p.deleted) genders[p.id] = p.gender;
    }
  }
  return genders;
}

export async function runReports(
  ctx: AppContext,
  caller: Caller,
  request: ReportRequest,
): Promise<ReportCollection> {
  const season = await liveSeason(ctx, request.seasonId);
  const division = await ctx.repos.divisions.get(request.divisionId);
  if (!division || division.deleted) throw badRequest('divisionId: Division not found');
  // The reports are headed with the division: one outside the season would report nothing of it.
  if (!season.doc.divisionIds.includes(division.id)) {
    throw badRequest(
      `divisionId: The ${division.doc.name} division is not in the ${season.doc.name} season, so it has no reports`,
    );
  }
  const data = await loadSeasonData(ctx, caller, season);
  const saygIds = [
    ...data.games.flatMap((g) => g.matches.map((m) => m.saygId)),
    ...data.tournaments.flatMap((t) => linkedSaygIds(t)),
  ].filter((id): id is string => typeof id === 'string' && id !== '');
  return seasonReports({
    seasonId: season.id,
    divisionId: division.id,
    divisions: data.divisions,
    games: data.games,
    tournaments: data.tournaments,
    tables: data.divisions.map((d, i) => ({
      division: d,
      teams: data.data[i]!.teams,
      players: data.data[i]!.players,
    })),
    sayg: await saygRecords(ctx, saygIds),
    genders: await seasonGenders(ctx, season.id),
    topCount: request.topCount,
    canManageScores: caller?.doc.access.manageScores === true,
  });
}

/** GET /api/Report/Csv: the named report of the same request, ranked, as CSV, and its file's name. */
export async function reportCsv(
  ctx: AppContext,
  caller: Caller,
  query: ReportRequest & Pick<ReportCsvQuery, 'report'>,
): Promise<{ csv: string; fileName: string }> {
  const { report: name, ...request } = query;
  const found = (await runReports(ctx, caller, request)).reports.find((r) => r.name === name);
  if (!found) throw notFound(REPORT_NOT_FOUND);
  type Row = { rank: number; cells: { text: string }[] };
  const columns = [
    { header: '#', value: (row: Row) => row.rank },
    ...found.columns.map((header, i) => ({ header, value: (row: Row) => row.cells[i]?.text ?? '' })),
  ];
  const rows = found.rows.map((row, i): Row => ({ rank: i + 1, cells: row.cells }));
  return { csv: csvOf(columns, rows), fileName: csvFileName(name) };
}
