import { z } from 'zod';
import {
  DEFAULT_NUMBER_OF_LEGS,
  DEFAULT_STARTING_SCORE,
  MAX_LEGS,
  MAX_NUMBER_OF_LEGS,
  MAX_STARTING_SCORE,
  MAX_THROWS_PER_SIDE,
  MAX_VISIT_SCORE,
  MIN_STARTING_SCORE,
} from '../scoring/limits';

export * from '../scoring/limits';
import { MATCHES_PER_FIXTURE } from '../league/matchOptions';
import { auditSchema, idSchema, lastUpdatedSchema } from './common';
import { requiredText, textField } from './fields';

/**
 * Sayg ("score as you go"): a match recorded leg by leg, visit by visit.
 * Legs are an object keyed "0", "1", ... (not an array).
 * Side `score` and `noOfDarts` are always recomputed from the throws (see scoring/visit.ts);
 * a request's values are accepted and ignored.
 */

/* What people read about a leg-by-leg record (the league's words, decision 021). */
export const SAYG_TYPE = 'Leg-by-leg record';
export const SAYG_NOT_FOUND = 'Leg-by-leg record not found';
export const SAYG_NOT_LOGGED_IN =
  'Not logged in: only the browser that started this leg-by-leg record, or a signed-in scorer, may change it';
export const SAYG_EDIT_NOT_PERMITTED = 'Not permitted to change this leg-by-leg record';
export const SAYG_NOT_PERMITTED = "Not permitted to change tournament matches' leg-by-leg records";
/** A scorer deleting a match's record another scorer started (docs/domain.md, "Who may do what"). */
export const MATCH_SAYG_DELETE_NOT_PERMITTED =
  "Only the scorer who started this match's leg-by-leg record, or whoever keeps the tournament's results, may delete it";
export const SAYG_FIXTURE_NOT_FOUND = 'the fixture this match belongs to was not found';
export const SAYG_MATCH_CANNOT_BE_REMOVED = 'A leg-by-leg record cannot be taken off its tournament match';
export const SAYG_MATCH_CANNOT_BE_CHANGED = 'A leg-by-leg record cannot be moved to another tournament match';
export const SAYG_UPDATED = 'Leg-by-leg record updated';

const whole = (message: string) => z.number({ error: 'must be a number' }).int({ message: message });

const between = (min: number, max: number) => {
  const message = `must be between ${min} and ${max}`;
  return whole(message).min(min, { message }).max(max, { message });
};

export const sideKeySchema = z.enum(['home', 'away'], { error: "must be 'home' or 'away'" });
export type SideKey = z.infer<typeof sideKeySchema>;

const noOfDartsMessage = 'must be 1, 2 or 3';

/**
 * One visit: its total and the darts used (3, or 1-3 for a checkout), and, where the league asks
 * (AskDartsAtDouble, scoring/doubles.ts), how many of them went at a double. Optional: the
 * original system's client neither sends nor expects it.
 */
export const throwSchema = z.object({
  score: between(0, MAX_VISIT_SCORE),
  noOfDarts: whole(noOfDartsMessage)
    .min(1, { message: noOfDartsMessage })
    .max(3, { message: noOfDartsMessage }),
  dartsAtDouble: between(0, 3).optional(),
});
export type Throw = z.infer<typeof throwSchema>;

/** A side in a leg as the server sends it: score and darts derived from the throws. */
export const legSideSchema = z.object({
  score: whole('must be a whole number').min(0),
  noOfDarts: whole('must be a whole number').min(0),
  throws: z.array(throwSchema),
});
export type LegSide = z.infer<typeof legSideSchema>;

/** A side in a leg as a client sends it: only the throws matter. */
export const legSideInputSchema = z.object({
  score: z.number().nullish(),
  noOfDarts: z.number().nullish(),
  throws: z
    .array(throwSchema)
    .max(MAX_THROWS_PER_SIDE, { message: `must have at most ${MAX_THROWS_PER_SIDE} throws` })
    .default([]),
});
export type LegSideInput = z.infer<typeof legSideInputSchema>;

export const playerSequenceEntrySchema = z.object({
  value: sideKeySchema,
  text: textField('player name', 200).default(''),
});
export type PlayerSequenceEntry = z.infer<typeof playerSequenceEntrySchema>;

const playerSequenceSchema = z
  .array(playerSequenceEntrySchema)
  .max(2, { message: 'must have at most 2 players' });

const startingScoreSchema = between(MIN_STARTING_SCORE, MAX_STARTING_SCORE);

/**
 * A handicapped match (scoring/handicap.ts): each side's own start ("501 against 441"), on the
 * record and on each leg, and the legs each side has in hand. Absent: both start at the game's
 * score with no legs in hand.
 */
export const sideStartsSchema = z.object({ home: startingScoreSchema, away: startingScoreSchema });
export type SideStarts = z.infer<typeof sideStartsSchema>;
const inHand = between(0, Math.floor(MAX_NUMBER_OF_LEGS / 2));
export const legsInHandSchema = z.object({ home: inHand, away: inHand });
export type LegsInHand = z.infer<typeof legsInHandSchema>;

/** A leg as the server sends it. `away` null means a single-player leg. */
export const legSchema = z.object({
  startingScore: startingScoreSchema,
  currentThrow: sideKeySchema.nullable(),
  playerSequence: playerSequenceSchema,
  isLastLeg: z.boolean().optional(),
  starts: sideStartsSchema.optional(),
  home: legSideSchema,
  away: legSideSchema.nullable().default(null),
});
export type Leg = z.infer<typeof legSchema>;

/** A leg as a client sends it. */
export const legInputSchema = z.object({
  startingScore: startingScoreSchema,
  currentThrow: sideKeySchema.nullish().transform((v) => v ?? null),
  playerSequence: playerSequenceSchema.default([]),
  isLastLeg: z.boolean().optional(),
  starts: sideStartsSchema.nullish(),
  home: legSideInputSchema,
  away: legSideInputSchema.nullish().transform((v) => v ?? null),
});
export type LegInput = z.infer<typeof legInputSchema>;

/** Leg keys are the leg numbers "0" to "98" (no leading zeros). */
export const legKeySchema = z
  .string()
  .regex(/^(0|[1-9]\d?)$/, { message: 'must be a leg number from 0 to 98' });

const legsInputSchema = z.record(z.string(), legInputSchema).superRefine((legs, ctx) => {
  const keys = Object.keys(legs);
  if (keys.length > MAX_LEGS) {
    ctx.addIssue({ code: 'custom', message: `must have at most ${MAX_LEGS} legs` });
  }
  for (const key of keys) {
    if (!legKeySchema.safeParse(key).success) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'must be a leg number from 0 to 98' });
    }
  }
});

/** A stored sayg record as the server sends it (GET /api/Sayg/{id}, upsert result, live data). */
/**
 * The scorecard match a record scores (a fixture's match `index`, from 0): sent by the scorecard's
 * scoring dialog so that Live now can name the fixture before the card is saved.
 */
export const saygFixtureMatchSchema = z.object({
  fixtureId: idSchema,
  index: z
    .number()
    .int({ message: 'must be a match of the scorecard' })
    .min(0, { message: 'must be a match of the scorecard' })
    .max(MATCHES_PER_FIXTURE - 1, { message: 'must be a match of the scorecard' }),
});
export type SaygFixtureMatch = z.infer<typeof saygFixtureMatchSchema>;

export const saygRecordSchema = z
  .object({
    id: z.string(),
    yourName: z.string(),
    opponentName: z.string().nullable(),
    startingScore: whole('must be a whole number'),
    numberOfLegs: whole('must be a whole number'),
    homeScore: whole('must be a whole number').min(0),
    awayScore: whole('must be a whole number').min(0),
    tournamentMatchId: z.string().nullable(),
    fixtureMatch: saygFixtureMatchSchema.nullish(),
    starts: sideStartsSchema.nullish(),
    legsInHand: legsInHandSchema.nullish(),
    legs: z.record(z.string(), legSchema),
  })
  .extend(auditSchema.shape);
export type SaygRecord = z.infer<typeof saygRecordSchema>;

/** POST /api/Sayg: create (no or unknown id) or replace a sayg record. */
export const saygUpsertRequestSchema = z.object({
  id: idSchema.nullish(),
  yourName: requiredText('your name', 'is required', 100),
  opponentName: textField("opponent's name", 100)
    .nullish()
    .transform((v) => (v ? v : null)),
  startingScore: startingScoreSchema.default(DEFAULT_STARTING_SCORE),
  numberOfLegs: between(1, MAX_NUMBER_OF_LEGS).default(DEFAULT_NUMBER_OF_LEGS),
  legs: legsInputSchema.default({}),
  starts: sideStartsSchema.nullish(),
  legsInHand: legsInHandSchema.nullish(),
  tournamentMatchId: idSchema.nullish(),
  fixtureMatch: saygFixtureMatchSchema.nullish(),
  lastUpdated: lastUpdatedSchema,
});
/** The parsed request (defaults applied, names trimmed, empty opponent as null). */
export type SaygUpsertRequest = z.infer<typeof saygUpsertRequestSchema>;
/** What a client may send. */
export type SaygUpsertInput = z.input<typeof saygUpsertRequestSchema>;
