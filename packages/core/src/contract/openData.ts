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

const SEASON_EXAMPLE = { id: '2f0c5a4e-1b7d-4c2a-9e51-3d6b8a0f7c21', name: 'Winter 2026' };
const DIVISION_EXAMPLE = { id: '7a1e9c3b-5d2f-4e8a-b6c4-0f9d2e1a3b57', name: 'Premier' };

export const openTableSchema = listOf(openTableRowSchema).meta({
  example: {
    season: SEASON_EXAMPLE,
    division: DIVISION_EXAMPLE,
    rows: [
      {
        rank: 1,
        teamId: 'c3d4e5f6-0718-4293-a4b5-c6d7e8f90a1b',
        team: 'The Crown',
        played: 10,
        won: 8,
        drawn: 1,
        lost: 1,
        legsWon: 170,
        legsLost: 92,
        legDifference: 78,
        points: 17,
      },
    ],
  },
});
export const openFixturesSchema = listOf(openFixtureSchema).meta({
  example: {
    season: SEASON_EXAMPLE,
    division: DIVISION_EXAMPLE,
    rows: [
      {
        id: '9b8a7c6d-5e4f-4321-8a0b-1c2d3e4f5a6b',
        date: '2026-10-01',
        homeTeamId: 'c3d4e5f6-0718-4293-a4b5-c6d7e8f90a1b',
        homeTeam: 'The Crown',
        awayTeamId: 'd4e5f6a7-1829-43a4-b5c6-d7e8f90a1b2c',
        awayTeam: 'Royal Oak',
        homeScore: 5,
        awayScore: 3,
        postponed: false,
        knockout: false,
      },
    ],
  },
});
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
