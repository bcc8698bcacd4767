import { API_KEY_MESSAGES } from '@darts/core/contract/apiKey';
import type { DivisionData } from '@darts/core/contract/divisionData';
import { OPEN_DATA_MESSAGES, type OpenList, type OpenSeason } from '@darts/core/contract/openData';
import { currentSeason } from '@darts/core/league/currentSeason';
import { filterFixtureDates, parseFixtureFilter } from '@darts/core/league/fixtureFilter';
import { sameText } from '@darts/core/league/sorting';
import { seasonSquad } from '@darts/core/league/squad';
import {
  fixtureRows,
  playerRows,
  tableRows,
  teamPlayerRows,
  tournamentRows,
} from '@darts/core/openData/tables';
import type { AppContext } from '#server/context';
import type { ApiKeyDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { notFound, notPermitted } from '#server/errors';
import { divisionDataAnswer } from './divisionData';
import { todayOf } from './league';

/*
 * The public read API's answers (decision 058), made from the division data a visitor's screens
 * get (services/divisionData.ts, so cached answers and their evictions are shared), in the plain
 * shapes of contract/openData.ts.
 */

export async function openSeasons(ctx: AppContext): Promise<OpenSeason[]> {
  const [seasons, divisions] = await Promise.all([ctx.repos.seasons.list(), ctx.repos.divisions.list()]);
  const names = new Map(divisions.map((d) => [d.id, d.doc.name]));
  return seasons
    .sort((a, b) => b.doc.startDate.localeCompare(a.doc.startDate))
    .map((s) => ({
      id: s.id,
      name: s.doc.name,
      startDate: s.doc.startDate.slice(0, 10),
      endDate: s.doc.endDate.slice(0, 10),
      divisions: s.doc.divisionIds.flatMap((id) => {
        const name = names.get(id);
        return name === undefined ? [] : [{ id, name }];
      }),
    }));
}

/** A division-scoped key reads its own division only. */
export function assertKeyReads(key: Stored<ApiKeyDoc> | null, divisionId: string | null): void {
  if (key?.doc.divisionId && key.doc.divisionId !== divisionId)
    throw notPermitted(API_KEY_MESSAGES.otherDivision);
}

/** The division's data for the season (the current one when none is named), as a visitor sees it. */
async function visitorData(ctx: AppContext, divisionId: string, seasonId: string | undefined) {
  const [division, seasons] = await Promise.all([
    ctx.repos.divisions.get(divisionId),
    ctx.repos.seasons.list(),
  ]);
  if (!division || division.deleted) throw notFound(OPEN_DATA_MESSAGES.divisionNotFound);
  const all = seasons.map((s) => ({ ...s.doc, id: s.id }));
  const season = seasonId ? all.find((s) => s.id === seasonId) : currentSeason(all, todayOf(ctx));
  if (!season) throw notFound(seasonId ? OPEN_DATA_MESSAGES.seasonNotFound : OPEN_DATA_MESSAGES.noSeason);
  const query = { divisionId: [divisionId], seasonId: season.id, teamId: null, date: null };
  const answer = await divisionDataAnswer(
    ctx,
    null,
    { ...query, excludeProposals: true, ignoreDates: false },
    { url: `/api/Division/Data?divisionId=${divisionId}&seasonId=${season.id}&excludeProposals=true` },
  );
  const data = JSON.parse(answer.json.toString('utf8')) as DivisionData;
  return {
    data,
    season: { id: season.id, name: season.name },
    division: { id: division.id, name: division.doc.name },
  };
}

export const OPEN_TABLES = {
  table: tableRows,
  fixtures: fixtureRows,
  players: playerRows,
  tournaments: tournamentRows,
} as const;
export type OpenTable = keyof typeof OPEN_TABLES;
type OpenRow<T extends OpenTable> = ReturnType<(typeof OPEN_TABLES)[T]>[number];

/** A division list's season and, for fixtures, tournaments and players, the screens' filters. */
export type OpenListQuery = { seasonId?: string | undefined } & Partial<
  Record<'date' | 'type' | 'team' | 'notes', string | undefined>
>;

/**
 * A division's table, fixtures, players or tournaments as a visitor sees them: fixtures and
 * tournaments through the Fixtures tab's filters (league/fixtureFilter.ts, today in UTC as the
 * server's other "today"s), players of one team as its team page lists them.
 */
export async function openDivisionList<T extends OpenTable>(
  ctx: AppContext,
  table: T,
  divisionId: string,
  query: OpenListQuery = {},
): Promise<OpenList<OpenRow<T>>> {
  const { data, season, division } = await visitorData(ctx, divisionId, query.seasonId);
  const filter = parseFixtureFilter(query);
  if (table === 'players' && filter.team) {
    const wanted = filter.team;
    const team = data.teams.find((t) => t.id === wanted || sameText(t.name, wanted));
    const stored = team ? await ctx.repos.teams.get(team.id) : null;
    const rows = team ? teamPlayerRows(data, team, seasonSquad(stored?.doc, season.id)) : [];
    return { season, division, rows: rows as OpenRow<T>[] };
  }
  const fixtures =
    table === 'fixtures' || table === 'tournaments'
      ? filterFixtureDates(data.fixtures, filter, { today: todayOf(ctx), canManageGames: false })
      : data.fixtures;
  const rows = OPEN_TABLES[table]({ ...data, fixtures }) as OpenRow<T>[];
  return { season, division, rows };
}
