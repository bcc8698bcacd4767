import { z } from 'zod';
import { MAX_CHECKOUT } from '../scoring/checkout';
import { HI_CHECK_MIN } from '../scorecard/card';
import { auditSchema, idSchema, lastUpdatedSchema, trueOrFalseTextSchema } from './common';
import { tournamentMatchSchema, tournamentSideSchema } from './divisionData';
import { calendarDate, flag, optionalId, optionalText, requiredId, requiredText, textField } from './fields';
import { matchOptionSchema, notablePlayerSchema, gamePlayerSchema, photoReferenceSchema } from './game';
import { MAX_NUMBER_OF_LEGS, MAX_STARTING_SCORE, MIN_STARTING_SCORE } from './sayg';
import {
  DEFAULT_MATCH_LEGS,
  DEFAULT_TOURNAMENT_BEST_OF,
  MIN_TOURNAMENT_BEST_OF,
} from '../tournament/constants';
import { BEST_OF_INVALID, SIDE_NAME_REQUIRED, SIDE_PLAYS_ITSELF } from '../tournament/validation';

/*
 * Tournaments (TournamentGameDto): knockout brackets and single-round ("superleague") events.
 * Rounds are a chain (`round.nextRound`) from the first round to the final, as the reference keeps
 * them. Requests name their fields in the league's words (spec 3 sections 5 and 8).
 */

/** The name a tournament's messages give it ("Tournament updated"; the league's words, decision 021). */
export const TOURNAMENT_TYPE = 'Tournament';

// Best-of numbers and side texts have one home in core/tournament (constants.ts, validation.ts).
export { MIN_TOURNAMENT_BEST_OF, DEFAULT_TOURNAMENT_BEST_OF };
export { SIDE_NAME_REQUIRED, BEST_OF_INVALID };
export const DEFAULT_TOURNAMENT_MATCH_LEGS = DEFAULT_MATCH_LEGS;
export const SAME_SIDE_TWICE = SIDE_PLAYS_ITSELF;

export const MAX_TOURNAMENT_SIDES = 128;
/** Enough rounds for MAX_TOURNAMENT_SIDES sides plus a preliminary round. */
export const MAX_TOURNAMENT_ROUNDS = 9;
export const MAX_PLAYERS_PER_TOURNAMENT_SIDE = 10;
export const MAX_TOURNAMENT_ACCOLADES = 200;
export const MAX_TOURNAMENT_MATCH_SCORE = 99;
/** A tournament hi-check: a checkout of 100 up to the highest finish there is (170). */
export const TOURNAMENT_HI_CHECK_MAX = MAX_CHECKOUT[3];

/* The texts a user reads (spec 3 sections 5 and 8, and the reference's messages). */
export const SEASON_REQUIRED = 'Select a season first';
/** A tournament that is not there (or deleted), in the spec's words (spec 3 section 8). */
export const TOURNAMENT_NOT_FOUND = 'Tournament could not be found';
/**
 * A save's warning when the date lies outside the season (the web asks first, spec 2): the
 * tournament is kept, but the fixtures tab lists a season's tournaments within its dates only.
 */
export const TOURNAMENT_DATE_OUTSIDE_SEASON =
  "The tournament's date is outside the season's dates: it will not show in the fixtures until the season's dates change";
export const SIDE_NOT_IN_TOURNAMENT = "The side is not one of the tournament's sides";
export const ROUND_NOT_FOUND = "Round doesn't exist";
export const MATCH_NOT_FOUND = 'Match not found';
export const NO_MATCH_DETAILS = 'No match details to update';
export const NO_ROUND_DETAILS = 'No round details to update';
export const NO_TOURNAMENT_DATA = 'No tournament data to update';
export const MATCH_HAS_SAYG = 'Match already has a leg-by-leg record';
export const MATCH_HAS_NO_SAYG = 'Match does not have a leg-by-leg record';
export const MATCH_SIDES_MISSING = 'Match does not have both sides set';
export const DETAILS_NOT_PERMITTED = "Not permitted to change the tournament's details";
export const RESULTS_NOT_PERMITTED = "Not permitted to change the tournament's bracket or scores";
export { SAYG_NOT_PERMITTED } from './sayg';

const whole = (min: number, max: number, message = `must be a whole number from ${min} to ${max}`) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

const nullish = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((v) => (v ?? null) as z.infer<T> | null);

const list = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max, { error: `must have at most ${max} entries` })
    .nullish()
    .transform((v) => (v ?? []) as z.infer<T>[]);

/* ---- what the server sends ---- */

/** A round and the rounds after it. */
export interface TournamentRoundDto {
  id: string | null;
  name: string | null;
  matches: z.infer<typeof tournamentMatchSchema>[];
  matchOptions: (z.infer<typeof matchOptionSchema> | null)[];
  nextRound: TournamentRoundDto | null;
}
export const tournamentRoundSchema: z.ZodType<TournamentRoundDto> = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  matches: z.array(tournamentMatchSchema),
  matchOptions: z.array(matchOptionSchema.nullable()),
  get nextRound() {
    return tournamentRoundSchema.nullable();
  },
});

/** A tournament as read (GET /api/Tournament/{id}, every write's result, and its live updates). */
export const tournamentSchema = auditSchema.extend({
  id: z.string(),
  seasonId: z.string(),
  divisionId: z.string().nullable(),
  date: z.string(),
  address: z.string(),
  type: z.string().nullable(),
  notes: z.string().nullable(),
  bestOf: z.number().int().nullable(),
  host: z.string().nullable(),
  opponent: z.string().nullable(),
  gender: z.string().nullable(),
  singleRound: z.boolean(),
  accoladesCount: z.boolean(),
  excludeFromReports: z.boolean(),
  sides: z.array(tournamentSideSchema),
  round: tournamentRoundSchema.nullable(),
  oneEighties: z.array(gamePlayerSchema),
  over100Checkouts: z.array(notablePlayerSchema),
  photos: z.array(photoReferenceSchema),
});
export type TournamentDto = z.infer<typeof tournamentSchema>;

/* ---- PUT /api/Tournament/ ---- */

const playerInputSchema = z.object({
  id: requiredId('Select a player'),
  name: requiredText('player name', 'Enter the player name'),
  divisionId: optionalId,
});

const sideInputSchema = z.object({
  /** Absent for a new side: the server gives it an id. */
  id: optionalId,
  name: requiredText('side name', SIDE_NAME_REQUIRED),
  teamId: optionalId,
  noShow: flag(false),
  /** Placed so seeded sides meet as late as possible (core/tournament/seeding.ts). */
  seeded: flag(false),
  players: list(playerInputSchema, MAX_PLAYERS_PER_TOURNAMENT_SIDE),
});
export type TournamentSideInput = z.infer<typeof sideInputSchema>;

/** A side as a match names it: its id, or (a side new in this save) its players. */
const sideRefSchema = z.object({
  id: optionalId,
  players: list(z.object({ id: requiredId('Select a player') }), MAX_PLAYERS_PER_TOURNAMENT_SIDE),
});
export type TournamentSideRef = z.infer<typeof sideRefSchema>;

const score = nullish(whole(0, MAX_TOURNAMENT_MATCH_SCORE));

const matchInputSchema = z
  .object({
    /** Absent for a new match: the server gives it an id. */
    id: optionalId,
    sideA: nullish(sideRefSchema),
    sideB: nullish(sideRefSchema),
    scoreA: score,
    scoreB: score,
    /** Kept only for recordScoresAsYouGo; others keep the stored link. */
    saygId: optionalId,
  })
  .refine((m) => !m.sideA?.id || m.sideA.id !== m.sideB?.id, { path: ['sideB'], error: SAME_SIDE_TWICE });
export type TournamentMatchInput = z.infer<typeof matchInputSchema>;

/** A match's options; a missing number takes the default when saved (501; bestOf, else 5 legs). */
export const matchOptionInputSchema = z.object({
  playerCount: nullish(whole(0, MAX_PLAYERS_PER_TOURNAMENT_SIDE)),
  startingScore: nullish(whole(MIN_STARTING_SCORE, MAX_STARTING_SCORE)),
  numberOfLegs: nullish(whole(1, MAX_NUMBER_OF_LEGS, BEST_OF_INVALID)),
});
export type MatchOptionInput = z.infer<typeof matchOptionInputSchema>;

export interface TournamentRoundInput {
  id: string | null;
  name: string;
  matches: TournamentMatchInput[];
  matchOptions: (MatchOptionInput | null)[];
  nextRound: TournamentRoundInput | null;
}
const roundInputSchema: z.ZodType<TournamentRoundInput, unknown> = z.object({
  id: optionalId,
  name: optionalText('round name', 100),
  matches: list(matchInputSchema, MAX_TOURNAMENT_SIDES),
  matchOptions: list(matchOptionInputSchema.nullable(), MAX_TOURNAMENT_SIDES),
  get nextRound() {
    return roundInputSchema.nullish().transform((v) => v ?? null);
  },
});

/** Rounds in a chain starting at `round` (counted without recursion, before the chain is parsed). */
export function roundDepth(round: unknown): number {
  let depth = 0;
  for (let current = round; current && typeof current === 'object'; depth += 1) {
    current = (current as { nextRound?: unknown }).nextRound;
    if (depth > MAX_TOURNAMENT_ROUNDS) break;
  }
  return depth;
}

/**
 * An optional round chain of at most MAX_TOURNAMENT_ROUNDS rounds, counted before the rounds are
 * parsed (so a deep chain is refused without deep recursion); absent reads as null.
 */
const roundChain = <T extends z.ZodType>(schema: T) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      if (roundDepth(value) > MAX_TOURNAMENT_ROUNDS)
        ctx.addIssue({ code: 'custom', message: `must have at most ${MAX_TOURNAMENT_ROUNDS} rounds` });
    })
    .pipe(schema)
    .optional()
    .transform((v) => (v ?? null) as z.infer<T> | null);

const bestOfSchema = nullish(
  z
    .number({ error: BEST_OF_INVALID })
    .int({ error: BEST_OF_INVALID })
    .min(MIN_TOURNAMENT_BEST_OF, { error: `Best of must be ${MIN_TOURNAMENT_BEST_OF} or more` })
    .max(MAX_NUMBER_OF_LEGS, { error: BEST_OF_INVALID }),
);

const tournamentPlayerSchema = z.object({
  id: requiredId('Select a player'),
  name: requiredText('player name', 'Enter the player name'),
});

/** A hi-check of a tournament: the player and a checkout from 100 to 170. */
const tournamentHiCheckSchema = tournamentPlayerSchema.extend({
  score: whole(
    HI_CHECK_MIN,
    TOURNAMENT_HI_CHECK_MAX,
    `must be between ${HI_CHECK_MIN} and ${TOURNAMENT_HI_CHECK_MAX}`,
  ),
});

const optionalTextOrNull = (label: string, max: number, options: { multiline?: boolean } = {}) =>
  textField(label, max, options)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * PUT /api/Tournament/: the whole tournament with the `lastUpdated` it read; an absent or unknown
 * id creates one. New sides, rounds and matches get server ids. Fields this schema does not name
 * (photos, audit fields) are ignored.
 */
export const editTournamentRequestSchema = z.object({
  id: optionalId,
  seasonId: requiredId(SEASON_REQUIRED),
  divisionId: optionalId,
  date: calendarDate('Enter the tournament date'),
  address: optionalText('address', 300),
  type: optionalTextOrNull('type', 100),
  notes: optionalTextOrNull('notes', 2000, { multiline: true }),
  bestOf: bestOfSchema,
  host: optionalTextOrNull('host', 200),
  opponent: optionalTextOrNull('opponent', 200),
  gender: nullish(z.enum(['men', 'women'], { error: "must be 'men' or 'women'" })),
  singleRound: flag(false),
  accoladesCount: flag(true),
  excludeFromReports: flag(false),
  sides: list(sideInputSchema, MAX_TOURNAMENT_SIDES),
  round: roundChain(nullish(roundInputSchema)),
  oneEighties: list(tournamentPlayerSchema, MAX_TOURNAMENT_ACCOLADES),
  over100Checkouts: list(tournamentHiCheckSchema, MAX_TOURNAMENT_ACCOLADES),
  lastUpdated: lastUpdatedSchema,
});
export type EditTournamentRequest = z.infer<typeof editTournamentRequestSchema>;

/* ---- PATCH /api/Tournament/{id} ---- */

const patchMatchSchema = z.object({
  sideA: requiredId('Select a side first'),
  sideB: requiredId('Select a side first'),
  scoreA: z.optional(score),
  scoreB: z.optional(score),
});

export interface PatchTournamentRound {
  match: z.infer<typeof patchMatchSchema> | null;
  nextRound: PatchTournamentRound | null;
}
const patchRoundSchema: z.ZodType<PatchTournamentRound, unknown> = z.object({
  match: nullish(patchMatchSchema),
  get nextRound() {
    return patchRoundSchema.nullish().transform((v) => v ?? null);
  },
});

/**
 * PATCH /api/Tournament/{id} (PatchTournamentDto): a score of one match, found by its two side ids
 * in the round reached through `nextRound`, and/or one more 180 or hi-check. No lastUpdated: each
 * patch applies to the latest tournament.
 */
export const patchTournamentRequestSchema = z.object({
  round: roundChain(nullish(patchRoundSchema)),
  additional180: nullish(tournamentPlayerSchema),
  additionalOver100Checkout: nullish(tournamentHiCheckSchema),
});
export type PatchTournamentRequest = z.infer<typeof patchTournamentRequestSchema>;
/** What a client sends in a PATCH: each part may be left out. */
export type PatchTournamentBody = Partial<PatchTournamentRequest>;

/* ---- sayg of a match ---- */

/** POST /api/Tournament/{id} (CreateTournamentSaygDto). */
export const createTournamentSaygRequestSchema = z.object({
  matchId: requiredId('Save the tournament first'),
  matchOptions: nullish(matchOptionInputSchema),
});
export type CreateTournamentSaygRequest = z.infer<typeof createTournamentSaygRequestSchema>;

/** DELETE /api/Tournament/{id}/{saygId}?clearScores=true (the spec's path; the id may be the match's). */
export const deleteTournamentSaygParamsSchema = z.object({ id: idSchema, saygId: idSchema });
export const deleteTournamentSaygQuerySchema = z.object({ clearScores: trueOrFalseTextSchema.optional() });
/** DELETE /api/Tournament/{id}/{matchId}/{clearScores} (the reference's path). */
export const deleteTournamentMatchSaygParamsSchema = z.object({
  id: idSchema,
  matchId: idSchema,
  clearScores: trueOrFalseTextSchema,
});
