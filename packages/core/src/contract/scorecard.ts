import { z } from 'zod';
import { ENTER_SCORE_FIRST, HI_CHECK_MAX, HI_CHECK_MIN, HI_CHECK_RANGE } from '../scorecard/scorecard';
import { boardNamesSchema } from './boards';
import { lastUpdatedSchema } from './common';
import { calendarDate, optionalId, requiredId, requiredText, textField } from './fields';
import { MAX_LEGS, legInputSchema, legKeySchema } from './sayg';

/*
 * PUT /api/Scores/{id}: a fixture's scorecard (RecordScoresDto). The client sends the fixture as it
 * read it (GET /api/Game/{id}), with `lastUpdated` set to its `updated`; fields this schema does
 * not name are ignored.
 */

export const MAX_MATCHES = 8;
export const MAX_PLAYERS_PER_SIDE = 3;
export const MAX_MATCH_SCORE = 99;
export const MAX_ACCOLADES = 100;

export const GAME_DELETED = 'Cannot edit a game that has been deleted';
export const SCORES_NOT_PERMITTED = 'Game cannot be updated, not permitted';
export const SUBMISSIONS_CLOSED = 'Submissions cannot be accepted, scores have been published';
export const MATCH_SAYG_NOT_FOUND = 'the leg-by-leg record could not be found';
export const MATCH_SAYG_TOURNAMENT = 'the leg-by-leg record belongs to a tournament match';
export const MAN_OF_THE_MATCH_OPPONENT = "Man of the match must be one of the opposing team's players";

const whole = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
};

/** A player as a scorecard names them: the team player's id and name. */
export const scorePlayerSchema = z.object({
  id: requiredId('Select a player'),
  name: requiredText('player name', 'is required', 200),
});
export type ScorePlayer = z.infer<typeof scorePlayerSchema>;

/** A hi-check: the player and a score from 100 to 120. */
export const scoreHiCheckSchema = scorePlayerSchema.extend({
  score: z
    .number({ error: ENTER_SCORE_FIRST })
    .int({ error: HI_CHECK_RANGE })
    .min(HI_CHECK_MIN, { error: HI_CHECK_RANGE })
    .max(HI_CHECK_MAX, { error: HI_CHECK_RANGE }),
});

const score = whole(0, MAX_MATCH_SCORE)
  .nullish()
  .transform((v) => v ?? null);

const sidePlayers = z
  .array(scorePlayerSchema)
  .max(MAX_PLAYERS_PER_SIDE, { error: `must have at most ${MAX_PLAYERS_PER_SIDE} players` })
  .nullish()
  .transform((v) => v ?? []);

/** A match's leg-by-leg record sent with the scorecard (kept only for recordScoresAsYouGo). */
export const matchSaygSchema = z.object({
  legs: z
    .record(legKeySchema, legInputSchema)
    .refine((legs) => Object.keys(legs).length <= MAX_LEGS, { error: `must have at most ${MAX_LEGS} legs` }),
});

export const scoreMatchSchema = z.object({
  homePlayers: sidePlayers,
  awayPlayers: sidePlayers,
  homeScore: score,
  awayScore: score,
  sayg: matchSaygSchema.nullish().transform((v) => v ?? null),
  /**
   * The leg-by-leg record the match links to (recordScoresAsYouGo only): absent keeps the stored
   * link, null removes it, an id links a record the scorer created (`POST /api/Sayg`) for the match.
   */
  saygId: optionalId.optional(),
});
export type ScoreMatch = z.infer<typeof scoreMatchSchema>;

export const scoreMatchOptionSchema = z.object({
  playerCount: whole(0, MAX_PLAYERS_PER_SIDE),
  startingScore: whole(0, 1001),
  numberOfLegs: whole(0, 99),
});

const manOfTheMatchSchema = z
  .object({ manOfTheMatch: optionalId })
  .nullish()
  .transform((v) => v?.manOfTheMatch ?? null);

const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .max(MAX_ACCOLADES, { error: `must have at most ${MAX_ACCOLADES} entries` })
    .nullish()
    .transform((v) => (v ?? []) as z.infer<T>[]);

export const recordScoresRequestSchema = z.object({
  /** Only `manOfTheMatch` is read from each side: the id of a player of the other team. */
  home: manOfTheMatchSchema,
  away: manOfTheMatchSchema,
  matches: z
    .array(scoreMatchSchema)
    .max(MAX_MATCHES, { error: `must have at most ${MAX_MATCHES} matches` })
    .nullish()
    .transform((v) => v ?? []),
  oneEighties: list(scorePlayerSchema),
  over100Checkouts: list(scoreHiCheckSchema),
  /** Fixture details, applied for manageGames only; null or absent keeps the stored value. */
  matchOptions: z.array(scoreMatchOptionSchema.nullable()).max(MAX_MATCHES).nullish(),
  address: textField('address', 300).nullish(),
  postponed: z.boolean({ error: 'must be true or false' }).nullish(),
  isKnockout: z.boolean({ error: 'must be true or false' }).nullish(),
  accoladesCount: z.boolean({ error: 'must be true or false' }).nullish(),
  date: calendarDate().nullish(),
  /** A fixture night's boards by name ("Board 1"), a detail; absent keeps them. The calls are the server's. */
  boards: boardNamesSchema.nullish(),
  lastUpdated: lastUpdatedSchema,
});
/** The parsed request: absent lists are empty, absent scores null. */
export type RecordScoresRequest = z.infer<typeof recordScoresRequestSchema>;
/** What a client may send. */
export type RecordScoresInput = z.input<typeof recordScoresRequestSchema>;

/** GET /api/Scores/Disagreements: fixtures whose two submissions differ, of one season or every one. */
export const disagreementsQuerySchema = z.object({ seasonId: optionalId });
export type DisagreementsQuery = z.infer<typeof disagreementsQuerySchema>;

/** A fixture whose two teams' submissions differ, and where (`fixtureSubmissionDifferences`). */
export const submissionDisagreementSchema = z.object({
  id: z.string(),
  seasonId: z.string(),
  divisionId: z.string(),
  date: z.string(),
  home: z.string(),
  away: z.string(),
  differences: z.array(z.string()),
});
export type SubmissionDisagreement = z.infer<typeof submissionDisagreementSchema>;
