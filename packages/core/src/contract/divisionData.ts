import { z } from 'zod';
import { GUID_PATTERN, ID_MESSAGE } from './common';
import { isCalendarDate } from './fields';

/*
 * GET /api/Division/Data: the query and the response. Every field is always present; absent values are
 * null. Dates are `YYYY-MM-DD`.
 */

// Response

/** A division as embedded in rows (DivisionDto). */
export const divisionRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  superleague: z.boolean(),
  updated: z.string().nullable(),
});
export type DivisionRef = z.infer<typeof divisionRefSchema>;

/** A data-quality finding; ids point at the fixture, tournament, team or player concerned. */
export const dataErrorSchema = z.object({
  message: z.string(),
  gameId: z.string().nullable(),
  tournamentId: z.string().nullable(),
  teamId: z.string().nullable(),
  playerId: z.string().nullable(),
});
export type DataError = z.infer<typeof dataErrorSchema>;

/** A league table row (DivisionTeamDto). winRate/lossRate are legs won/lost; difference = winRate - lossRate. */
export const divisionTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  played: z.number().int(),
  points: z.number().int(),
  fixturesWon: z.number().int(),
  fixturesLost: z.number().int(),
  fixturesDrawn: z.number().int(),
  matchesWon: z.number().int(),
  matchesLost: z.number().int(),
  winRate: z.number().int(),
  lossRate: z.number().int(),
  difference: z.number().int(),
  rank: z.number().int(),
  division: divisionRefSchema.nullable(),
  updated: z.string().nullable(),
});
export type DivisionTeam = z.infer<typeof divisionTeamSchema>;

/**
 * One player's record for matches of one player count (PlayerPerformanceDto). winRate/lossRate are
 * the legs the player's side won/lost; teamWinRate/teamLossRate the same counted once per match.
 */
export const playerPerformanceSchema = z.object({
  matchesPlayed: z.number().int(),
  matchesWon: z.number().int(),
  matchesLost: z.number().int(),
  winRate: z.number().int(),
  lossRate: z.number().int(),
  teamWinRate: z.number().int(),
  teamLossRate: z.number().int(),
});
export type PlayerPerformance = z.infer<typeof playerPerformanceSchema>;

/** A player table row (DivisionPlayerDto). `fixtures` maps a date to the league fixture id. */
export const divisionPlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  team: z.string(),
  teamId: z.string(),
  captain: z.boolean(),
  points: z.number().int(),
  winPercentage: z.number(),
  oneEighties: z.number().int(),
  over100Checkouts: z.number().int(),
  singles: playerPerformanceSchema,
  pairs: playerPerformanceSchema,
  triples: playerPerformanceSchema,
  fixtures: z.record(z.string(), z.string()),
  rank: z.number().int(),
  division: divisionRefSchema.nullable(),
  updated: z.string().nullable(),
});
export type DivisionPlayer = z.infer<typeof divisionPlayerSchema>;

export const fixtureTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
});
export type FixtureTeam = z.infer<typeof fixtureTeamSchema>;

/** A fixture of another division played at the same address (clash warning). */
export const otherDivisionFixtureSchema = z.object({
  id: z.string(),
  divisionId: z.string(),
  home: z.object({ id: z.string(), name: z.string() }),
  away: z.object({ id: z.string(), name: z.string() }),
});
export type OtherDivisionFixture = z.infer<typeof otherDivisionFixtureSchema>;

/**
 * A fixture row (DivisionFixtureDto). A placeholder row for a team without a fixture on the date
 * has `id === homeTeam.id` and `awayTeam === null`. `homeScore` and `awayScore` are the final
 * score, set only once the card is complete; `runningScore` is set instead while the card is in
 * progress (docs/domain.md, "Complete and in-progress cards").
 */
export const divisionFixtureSchema = z.object({
  id: z.string(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  runningScore: z.object({ homeScore: z.number().int(), awayScore: z.number().int() }).nullable().optional(),
  homeTeam: fixtureTeamSchema,
  awayTeam: fixtureTeamSchema.nullable(),
  proposal: z.boolean(),
  postponed: z.boolean(),
  isKnockout: z.boolean(),
  accoladesCount: z.boolean(),
  fixturesUsingAddress: z.array(otherDivisionFixtureSchema),
  homeDivision: divisionRefSchema.nullable(),
  awayDivision: divisionRefSchema.nullable(),
  updated: z.string().nullable(),
});
export type DivisionFixture = z.infer<typeof divisionFixtureSchema>;

export const tournamentPlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  divisionId: z.string().nullable(),
});
export type TournamentPlayer = z.infer<typeof tournamentPlayerSchema>;

export const tournamentSideSchema = z.object({
  id: z.string(),
  name: z.string(),
  teamId: z.string().nullable(),
  noShow: z.boolean(),
  seeded: z.boolean().optional(),
  handicap: z.number().int().optional(),
  players: z.array(tournamentPlayerSchema),
});
export type TournamentSide = z.infer<typeof tournamentSideSchema>;

export const tournamentMatchSchema = z.object({
  id: z.string(),
  sideA: tournamentSideSchema.nullable(),
  sideB: tournamentSideSchema.nullable(),
  scoreA: z.number().int().nullable(),
  scoreB: z.number().int().nullable(),
  saygId: z.string().nullable(),
});
export type TournamentMatch = z.infer<typeof tournamentMatchSchema>;

/**
 * A tournament row on a date (DivisionTournamentFixtureDetailsDto). A proposed row (a venue a
 * manager could use) has `proposed: true`, `id: null` and only `address` and `date` filled in.
 */
export const divisionTournamentFixtureSchema = z.object({
  id: z.string().nullable(),
  date: z.string(),
  address: z.string(),
  type: z.string().nullable(),
  notes: z.string().nullable(),
  seasonId: z.string().nullable(),
  divisionId: z.string().nullable(),
  host: z.string().nullable(),
  opponent: z.string().nullable(),
  proposed: z.boolean(),
  singleRound: z.boolean(),
  players: z.array(z.string()),
  sides: z.array(tournamentSideSchema),
  winningSide: tournamentSideSchema.nullable(),
  firstRoundMatches: z.array(tournamentMatchSchema),
  updated: z.string().nullable(),
});
export type DivisionTournamentFixture = z.infer<typeof divisionTournamentFixtureSchema>;

/** A fixture-date note (FixtureDateNoteDto); `divisionId: null` means every division. */
export const fixtureDateNoteSchema = z.object({
  id: z.string(),
  date: z.string(),
  note: z.string(),
  seasonId: z.string(),
  divisionId: z.string().nullable(),
  created: z.string().nullable(),
  author: z.string().nullable(),
  updated: z.string().nullable(),
  editor: z.string().nullable(),
});
export type FixtureDateNote = z.infer<typeof fixtureDateNoteSchema>;

export const divisionFixtureDateSchema = z.object({
  date: z.string(),
  fixtures: z.array(divisionFixtureSchema),
  tournamentFixtures: z.array(divisionTournamentFixtureSchema),
  notes: z.array(fixtureDateNoteSchema),
});
export type DivisionFixtureDate = z.infer<typeof divisionFixtureDateSchema>;

export const divisionDataSeasonSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  divisionIds: z.array(z.string()),
});
export type DivisionDataSeason = z.infer<typeof divisionDataSeasonSchema>;

/** The response of GET /api/Division/Data (DivisionDataDto). */
export const divisionDataSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  updated: z.string().nullable(),
  superleague: z.boolean(),
  season: divisionDataSeasonSchema.nullable(),
  teams: z.array(divisionTeamSchema),
  players: z.array(divisionPlayerSchema),
  fixtures: z.array(divisionFixtureDateSchema),
  dataErrors: z.array(dataErrorSchema),
});
export type DivisionData = z.infer<typeof divisionDataSchema>;

// Query

/** The last value of a repeated parameter, trimmed; a blank value is null. */
const single = (v: unknown) => {
  const value = Array.isArray(v) ? v[v.length - 1] : v;
  if (typeof value !== 'string') return value ?? null;
  return value.trim() === '' ? null : value.trim();
};

/** A GUID, kept in lower case. */
const guid = () =>
  z
    .string({ message: ID_MESSAGE })
    .regex(GUID_PATTERN, { message: ID_MESSAGE })
    .transform((s) => s.toLowerCase());

const flag = () =>
  z.preprocess(
    (v) => {
      const value = single(v);
      if (value === null) return false;
      return typeof value === 'string' && /^(true|false)$/i.test(value)
        ? value.toLowerCase() === 'true'
        : value;
    },
    z.boolean({ message: 'must be true or false' }),
  );

/**
 * The query of GET /api/Division/Data. `divisionId` may repeat and each value may be a
 * comma-separated list; blanks are ignored and duplicates removed. Invalid GUIDs and dates are
 * rejected with a message naming the field.
 */
export const divisionDataQuerySchema = z.object({
  divisionId: z.preprocess(
    (v) => {
      const values = v === undefined || v === null ? [] : Array.isArray(v) ? v : [v];
      if (!values.every((x) => typeof x === 'string')) return v;
      return (values as string[])
        .flatMap((x) => x.split(','))
        .map((x) => x.trim())
        .filter((x) => x !== '');
    },
    z
      .array(guid(), { message: 'must be an id or a comma-separated list of ids' })
      .transform((ids) => [...new Set(ids)]),
  ),
  seasonId: z.preprocess(single, guid().nullable()),
  teamId: z.preprocess(single, guid().nullable()),
  date: z.preprocess(
    single,
    z
      .string({ message: 'must be a date (YYYY-MM-DD)' })
      .refine(isCalendarDate, { message: 'must be a date (YYYY-MM-DD)' })
      .transform((s) => s.slice(0, 10))
      .nullable(),
  ),
  excludeProposals: flag(),
  ignoreDates: flag(),
});
export type DivisionDataQuery = z.infer<typeof divisionDataQuerySchema>;
