import { z } from 'zod';
import { idSchema } from './common';
import { readsFixtureFilter } from '../league/fixtureFilter';
import { calendarDate, textField } from './fields';
import {
  FIXTURE_SEARCH_EXAMPLE,
  OPEN_FIXTURES_EXAMPLE,
  OPEN_PLAYERS_EXAMPLE,
  OPEN_SEASONS_EXAMPLE,
  OPEN_TABLE_EXAMPLE,
  OPEN_TOURNAMENTS_EXAMPLE,
  PLAYER_FIGURES_EXAMPLE,
} from './openDataExamples';
import { playerFiguresSchema } from './playerFigures';

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

const FILTER_WORDS = {
  date: 'must be past, future, last+next, today, yesterday, tomorrow, last-week, next-week, or months (YYYY-MM) or days (YYYY-MM-DD) separated by commas',
  type: 'must be league, qualifier or tournament',
  notes: 'must be only-with-fixtures, or words separated by semicolons',
} as const;

/** One of the Fixtures tab's filters (league/fixtureFilter.ts): blank is no filter, as on the tab. */
const fixtureFilterField = (name: keyof typeof FILTER_WORDS, description: string) =>
  textField(name, 200)
    .refine((v) => v === '' || readsFixtureFilter(name, v), { error: FILTER_WORDS[name] })
    .optional()
    .describe(description);
const teamFilterField = (description: string) => textField('team', 200).optional().describe(description);

/**
 * A division's fixtures or tournaments with the Fixtures tab's filters (the tab's address's
 * `date`, `type`, `team` and `notes`, combined with AND): the rows a visitor sees with them.
 */
export const openFixturesQuerySchema = openDivisionQuerySchema.extend({
  date: fixtureFilterField(
    'date',
    'past, future, last+next, today, yesterday, tomorrow, last-week, next-week (from today, UTC), or YYYY-MM months / YYYY-MM-DD days separated by commas',
  ),
  type: fixtureFilterField('type', 'league (not knockout), qualifier (knockout) or tournament'),
  team: teamFilterField(
    "A team's id or name (any case): the fixtures it plays, the tournaments it has a side in",
  ),
  notes: fixtureFilterField(
    'notes',
    "only-with-fixtures, or words separated by ';': the dates whose notes hold any of them",
  ),
});
export type OpenFixturesQuery = z.input<typeof openFixturesQuerySchema>;

/** A division's players, or one team's as its team page shows them (`team`). */
export const openPlayersQuerySchema = openDivisionQuerySchema.extend({
  team: teamFilterField(
    "A team's id or name (any case): its players with results in rank order, then the rest of its squad by name with nothing played",
  ),
});
export type OpenPlayersQuery = z.input<typeof openPlayersQuerySchema>;

export const openDivisionParamsSchema = z.object({ divisionId: idSchema });

export const openSeasonSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  divisions: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type OpenSeason = z.infer<typeof openSeasonSchema>;
export const openSeasonsSchema = z.array(openSeasonSchema).meta({ example: OPEN_SEASONS_EXAMPLE });

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

export const openTableSchema = listOf(openTableRowSchema).meta({ example: OPEN_TABLE_EXAMPLE });
export const openFixturesSchema = listOf(openFixtureSchema).meta({ example: OPEN_FIXTURES_EXAMPLE });
export const openPlayersSchema = listOf(openPlayerRowSchema).meta({ example: OPEN_PLAYERS_EXAMPLE });
export const openTournamentsSchema = listOf(openTournamentSchema).meta({ example: OPEN_TOURNAMENTS_EXAMPLE });
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
export const fixtureSearchSchema = z
  .object({
    rows: z.array(foundFixtureSchema),
    more: z.boolean(),
  })
  .meta({ example: FIXTURE_SEARCH_EXAMPLE });
export type FixtureSearch = z.infer<typeof fixtureSearchSchema>;

/** GET /api/v1/players/{id}: the figures page's own answer, with its example. */
export const openPlayerFiguresSchema = playerFiguresSchema.meta({ example: PLAYER_FIGURES_EXAMPLE });
