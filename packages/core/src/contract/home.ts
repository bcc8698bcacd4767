import { z } from 'zod';
import { GUID_PATTERN, ID_MESSAGE } from './common';
import { divisionDataSeasonSchema, divisionFixtureSchema, divisionTeamSchema } from './divisionData';

/*
 * GET /api/Home/Summary: what the home page shows of the league (the live matches come from
 * GET /api/Live/Watch). Rows are the division data's own fixture and table rows
 * (core/league/fixtureRows.ts, leagueTable.ts), so they read the same as on the division pages.
 */

/** The fixtures of one date, every division's, home team's division first then by name. */
export const homeFixtureDateSchema = z.object({
  date: z.string(),
  fixtures: z.array(divisionFixtureSchema),
});
export type HomeFixtureDate = z.infer<typeof homeFixtureDateSchema>;

/** A division's top of the table. */
export const homeDivisionSchema = z.object({
  id: z.string(),
  name: z.string(),
  teams: z.array(divisionTeamSchema),
});
export type HomeDivision = z.infer<typeof homeDivisionSchema>;

export const homeSummarySchema = z.object({
  /** The server's today (YYYY-MM-DD): what "tonight" means. */
  today: z.string(),
  /** The season shown: the one asked for, else the current one; null when there is none. */
  season: divisionDataSeasonSchema.nullable(),
  divisions: z.array(homeDivisionSchema),
  /** Today's fixtures. */
  tonight: homeFixtureDateSchema.nullable(),
  /** The fixtures of the next date after today that has any. */
  next: homeFixtureDateSchema.nullable(),
  /** The fixtures with results of the latest date before today that has any. */
  latest: homeFixtureDateSchema.nullable(),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;

const SEASON_MESSAGE = `season ${ID_MESSAGE}`;

/** The query: an optional season (the current one when absent or blank). */
export const homeSummaryQuerySchema = z.object({
  seasonId: z.preprocess(
    (v) => {
      const value = Array.isArray(v) ? v[v.length - 1] : v;
      return typeof value === 'string' && value.trim() === '' ? undefined : value;
    },
    z
      .string({ message: SEASON_MESSAGE })
      .regex(GUID_PATTERN, { message: SEASON_MESSAGE })
      .transform((s) => s.toLowerCase())
      .optional(),
  ),
});
export type HomeSummaryQuery = z.infer<typeof homeSummaryQuerySchema>;
