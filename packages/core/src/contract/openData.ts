import { z } from 'zod';
import { idSchema } from './common';
import { calendarDate, textField } from './fields';

/*
 * The public read API, version 1 (issue 29, decision 058): `/api/v1/...`. Plain shapes of their
 * own, documented with examples, so a club's site never depends on the screens' data. Each table
 * answers as JSON, or as CSV with `format=csv` (the same rows, the columns of openData/tables.ts).
 */

export const OPEN_DATA_MESSAGES = {
  noSeason: 'No season has been set up yet',
  seasonNotFound: 'Season not found',
  divisionNotFound: 'Division not found',
  rateLimited: 'Too many requests: wait a minute, or ask the league for an API key',
  searchEmpty: 'Give a team, a player, a venue or dates to search by',
} as const;

export const formatSchema = z
  .enum(['json', 'csv'], { error: "must be 'json' or 'csv'" })
  .optional()
  .default('json');

/** A division's table, fixtures or players: of this season (the current one when left out). */
export const openDivisionQuerySchema = z.object({
  seasonId: idSchema.optional(),
  format: formatSchema,
});
export type OpenDivisionQuery = z.input<typeof openDivisionQuerySchema>;

export const openDivisionParamsSchema = z.object({ divisionId: idSchema });

export const openSeasonSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  divisions: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type OpenSeason = z.infer<typeof openSeasonSchema>;

export const openTableRowSchema = z.object({
  rank: z.number().int(),
  teamId: z.string(),
  team: z.string(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  legsWon: z.number().int(),
  legsLost: z.number().int(),
  legDifference: z.number().int(),
  points: z.number().int(),
});
export type OpenTableRow = z.infer<typeof openTableRowSchema>;

export const openFixtureSchema = z.object({
  id: z.string(),
  date: z.string(),
  homeTeamId: z.string(),
  homeTeam: z.string(),
  awayTeamId: z.string(),
  awayTeam: z.string(),
  /** The final score once the card is complete; null before. */
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  postponed: z.boolean(),
  knockout: z.boolean(),
});
export type OpenFixture = z.infer<typeof openFixtureSchema>;

export const openPlayerRowSchema = z.object({
  rank: z.number().int(),
  playerId: z.string(),
  name: z.string(),
  teamId: z.string(),
  team: z.string(),
  played: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
  points: z.number().int(),
  winPercentage: z.number(),
  oneEighties: z.number().int(),
  hiChecks: z.number().int(),
});
export type OpenPlayerRow = z.infer<typeof openPlayerRowSchema>;

export const openTournamentSchema = z.object({
  id: z.string(),
  date: z.string(),
  type: z.string(),
  address: z.string(),
  winner: z.string().nullable(),
});
export type OpenTournament = z.infer<typeof openTournamentSchema>;

/** Every list answer: what it is of, and its rows. */
const listOf = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    season: z.object({ id: z.string(), name: z.string() }),
    division: z.object({ id: z.string(), name: z.string() }),
    rows: z.array(row),
  });

export const openTableSchema = listOf(openTableRowSchema);
export const openFixturesSchema = listOf(openFixtureSchema);
export const openPlayersSchema = listOf(openPlayerRowSchema);
export const openTournamentsSchema = listOf(openTournamentSchema);
export type OpenList<T> = {
  season: { id: string; name: string };
  division: { id: string; name: string };
  rows: T[];
};

/** GET /api/v1/fixtures: fixtures across seasons by team, player, venue (each any part of the name) or dates. */
export const fixtureSearchQuerySchema = z
  .object({
    team: textField('team', 100).optional(),
    player: textField('player', 100).optional(),
    venue: textField('venue', 100).optional(),
    from: calendarDate().optional(),
    to: calendarDate().optional(),
    format: formatSchema,
  })
  .refine((q) => q.team || q.player || q.venue || q.from || q.to, { error: OPEN_DATA_MESSAGES.searchEmpty });
export type FixtureSearchQuery = z.input<typeof fixtureSearchQuerySchema>;

export const foundFixtureSchema = openFixtureSchema.extend({
  seasonId: z.string(),
  season: z.string(),
  divisionId: z.string(),
  division: z.string(),
  venue: z.string(),
});
export type FoundFixture = z.infer<typeof foundFixtureSchema>;

/** The fixtures found, newest first, at most `limit` of them (`more` when there were others). */
export const fixtureSearchSchema = z.object({
  rows: z.array(foundFixtureSchema),
  more: z.boolean(),
});
export type FixtureSearch = z.infer<typeof fixtureSearchSchema>;
