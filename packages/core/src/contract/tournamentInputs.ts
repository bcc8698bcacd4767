import { z } from 'zod';
import { HI_CHECK_MIN } from '../scorecard/scorecard';
import { requiredId, requiredText } from './fields';
import { MAX_NUMBER_OF_LEGS, MAX_STARTING_SCORE, MIN_STARTING_SCORE } from './sayg';
import {
  MAX_PLAYERS_PER_TOURNAMENT_SIDE,
  MAX_TOURNAMENT_MATCH_SCORE,
  MAX_TOURNAMENT_ROUNDS,
  roundDepth,
  TOURNAMENT_HI_CHECK_MAX,
} from './tournamentLimits';
import { BEST_OF_INVALID } from './tournamentMessages';

/*
 * The parts the tournament requests share (PUT, PATCH and a match's sayg): whole numbers, lists
 * with a limit, a match score, a player, a hi-check, a match's options and a round chain.
 */

export const whole = (min: number, max: number, message = `must be a whole number from ${min} to ${max}`) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** Absent, null or the value: null when absent. */
export const nullish = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((v) => (v ?? null) as z.infer<T> | null);

/** At most `max` items; absent reads as none. */
export const list = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max, { error: `must have at most ${max} entries` })
    .nullish()
    .transform((v) => (v ?? []) as z.infer<T>[]);

/** A side's legs won in a match. */
export const score = nullish(whole(0, MAX_TOURNAMENT_MATCH_SCORE));

/** A player of a 180. */
export const tournamentPlayerSchema = z.object({
  id: requiredId('Select a player'),
  name: requiredText('player name', 'Enter the player name'),
});

/** A hi-check of a tournament: the player and a checkout from 100 to 170. */
export const tournamentHiCheckSchema = tournamentPlayerSchema.extend({
  score: whole(
    HI_CHECK_MIN,
    TOURNAMENT_HI_CHECK_MAX,
    `must be between ${HI_CHECK_MIN} and ${TOURNAMENT_HI_CHECK_MAX}`,
  ),
});

/** A match's options; a missing number takes the default when saved (501; bestOf, else 5 legs). */
export const matchOptionInputSchema = z.object({
  playerCount: nullish(whole(0, MAX_PLAYERS_PER_TOURNAMENT_SIDE)),
  startingScore: nullish(whole(MIN_STARTING_SCORE, MAX_STARTING_SCORE)),
  numberOfLegs: nullish(whole(1, MAX_NUMBER_OF_LEGS, BEST_OF_INVALID)),
});
export type MatchOptionInput = z.infer<typeof matchOptionInputSchema>;

/**
 * An optional round chain of at most MAX_TOURNAMENT_ROUNDS rounds, counted before the rounds are
 * parsed (so a deep chain is refused without deep recursion); absent reads as null.
 */
export const roundChain = <T extends z.ZodType>(schema: T) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      if (roundDepth(value) > MAX_TOURNAMENT_ROUNDS)
        ctx.addIssue({ code: 'custom', message: `must have at most ${MAX_TOURNAMENT_ROUNDS} rounds` });
    })
    .pipe(schema)
    .optional()
    .transform((v) => (v ?? null) as z.infer<T> | null);
