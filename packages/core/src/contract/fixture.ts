import { z } from 'zod';
import { boardCallSchema } from './boards';
import { auditSchema, idSchema, lastUpdatedSchema, trueOrFalseTextSchema } from './common';
import { calendarDate, flag, optionalId, optionalText, requiredId } from './fields';

/*
 * League fixtures, "games" in the API.
 */

/** A player as a fixture records them: id and name only. */
export const fixturePlayerSchema = z.object({ id: z.string(), name: z.string() });
export type FixturePlayer = z.infer<typeof fixturePlayerSchema>;

/** A hi-check: the player and the score checked out (100..120; null when not recorded). */
export const notablePlayerSchema = fixturePlayerSchema.extend({ score: z.number().int().nullable() });
export type NotablePlayer = z.infer<typeof notablePlayerSchema>;

/**
 * A side of the fixture. `manOfTheMatch` is a player id, chosen by that side from the opposing
 * players; it is null unless the caller may see it (manageScores or that team's clerk).
 */
export const fixtureSideSchema = z.object({
  id: z.string(),
  name: z.string(),
  manOfTheMatch: z.string().nullable(),
});
export type FixtureSide = z.infer<typeof fixtureSideSchema>;

/** One of the eight matches: players and legs won per side; `saygId` links a leg-by-leg record. */
export const fixtureMatchSchema = z.object({
  id: z.string(),
  homePlayers: z.array(fixturePlayerSchema),
  awayPlayers: z.array(fixturePlayerSchema),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  saygId: z.string().nullable(),
});
export type FixtureMatch = z.infer<typeof fixtureMatchSchema>;

export const matchOptionSchema = z.object({
  playerCount: z.number().int(),
  startingScore: z.number().int(),
  numberOfLegs: z.number().int(),
});
export type MatchOption = z.infer<typeof matchOptionSchema>;

/** A photo attached to a fixture (metadata only; the bytes are served by the photo endpoint). */
export const photoReferenceSchema = z.object({
  id: z.string(),
  author: z.string().nullable(),
  created: z.string(),
  contentType: z.string(),
  fileName: z.string().nullable(),
  fileSize: z.number().int(),
});
export type PhotoReference = z.infer<typeof photoReferenceSchema>;

/** A team clerk's submission of the results: a copy of the scorecard with its own audit fields. */
export const fixtureSubmissionSchema = z.object({
  home: fixtureSideSchema,
  away: fixtureSideSchema,
  matches: z.array(fixtureMatchSchema),
  matchOptions: z.array(matchOptionSchema.nullable()),
  oneEighties: z.array(fixturePlayerSchema),
  over100Checkouts: z.array(notablePlayerSchema),
  created: z.string().nullable(),
  author: z.string().nullable(),
  updated: z.string().nullable(),
  editor: z.string().nullable(),
});
export type FixtureSubmission = z.infer<typeof fixtureSubmissionSchema>;

/**
 * A fixture as read (GameDto). `resultsPublished` is true once some match has a score above 0 on
 * both sides. Submissions are null unless the caller has manageScores or clerks for that side.
 */
export const fixtureSchema = auditSchema.extend({
  id: z.string(),
  seasonId: z.string(),
  divisionId: z.string(),
  date: z.string(),
  address: z.string(),
  postponed: z.boolean(),
  isKnockout: z.boolean(),
  accoladesCount: z.boolean(),
  home: fixtureSideSchema,
  away: fixtureSideSchema,
  matches: z.array(fixtureMatchSchema),
  matchOptions: z.array(matchOptionSchema.nullable()),
  resultsPublished: z.boolean(),
  oneEighties: z.array(fixturePlayerSchema),
  over100Checkouts: z.array(notablePlayerSchema),
  homeSubmission: fixtureSubmissionSchema.nullable(),
  awaySubmission: fixtureSubmissionSchema.nullable(),
  /**
   * Where the two teams' submissions differ ('Match 1', '180s', ...: `fixtureSubmissionDifferences`),
   * before the results are published, for manageScores and both teams' clerks; else empty.
   */
  submissionDifferences: z.array(z.string()),
  photos: z.array(photoReferenceSchema),
  /**
   * The venue's boards that night by name, shared by every fixture there, and this card's matches
   * called to them (scorecard/calls.ts); absent without boards.
   */
  boards: z.array(z.string()).optional(),
  calls: z.array(boardCallSchema).optional(),
  /** The venue's boards another fixture's match holds, by that fixture ("Crown v Anchor"). */
  boardsTaken: z.array(z.object({ boardId: z.string(), by: z.string() })).optional(),
});
export type Fixture = z.infer<typeof fixtureSchema>;

export const FIXTURE_DATE_OUTSIDE_SEASON = "Fixture date must lie between the season's start and end date";
export const SAME_HOME_AND_AWAY = 'Unable to update a game where the home team and away team are the same';

/**
 * PUT /api/Game/: create (no id, or an unknown one) or edit the details of a fixture with
 * `lastUpdated`. The date must lie within the season; teams not yet in the season join it in the
 * fixture's division. An empty address means the home team's address.
 */
export const editFixtureRequestSchema = z
  .object({
    id: optionalId,
    address: optionalText('address', 300),
    divisionId: requiredId('Select a division'),
    seasonId: requiredId('Season must be provided'),
    homeTeamId: requiredId('Select the home team'),
    awayTeamId: requiredId('Select the away team'),
    date: calendarDate('Enter the fixture date'),
    isKnockout: flag(false),
    postponed: flag(false),
    accoladesCount: flag(true),
    lastUpdated: lastUpdatedSchema,
  })
  .refine((g) => g.homeTeamId !== g.awayTeamId, { path: ['awayTeamId'], error: SAME_HOME_AND_AWAY });
export type EditFixtureRequest = z.infer<typeof editFixtureRequestSchema>;

/**
 * Path of the bulk delete of a season's unplayed league fixtures:
 * `DELETE /api/Game/{seasonId}/UnplayedLeagueFixtures/{executeDelete}` carries both the season and
 * the dry-run flag.
 */
export const unplayedFixturesParamsSchema = z.object({
  seasonId: idSchema,
  executeDelete: trueOrFalseTextSchema,
});
