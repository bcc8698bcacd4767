import { z } from 'zod';
import { requiredId } from './fields';
import { tournamentMatchIdSchema } from './tournamentSayg';
import {
  nullish,
  roundChain,
  score,
  tournamentHiCheckSchema,
  tournamentPlayerSchema,
} from './tournamentInputs';

/* PATCH /api/Tournament/{id}: one match's score and/or one more 180 or hi-check. */

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

/** The legs won in one match of a planned format, by its id there ("W1-2"). */
const patchResultSchema = z.object({
  matchId: tournamentMatchIdSchema,
  scoreA: score,
  scoreB: score,
});

/**
 * PATCH /api/Tournament/{id} (PatchTournamentDto): a score of one match, found by its two side ids
 * in the round reached through `nextRound` (or, in a planned format, by its id in `result`),
 * and/or one more 180 or hi-check. No lastUpdated: each patch applies to the latest tournament.
 */
export const patchTournamentRequestSchema = z.object({
  round: roundChain(nullish(patchRoundSchema)),
  result: nullish(patchResultSchema),
  additional180: nullish(tournamentPlayerSchema),
  additionalOver100Checkout: nullish(tournamentHiCheckSchema),
});
export type PatchTournamentRequest = z.infer<typeof patchTournamentRequestSchema>;
/** What a client sends in a PATCH: each part may be left out. */
export type PatchTournamentBody = Partial<PatchTournamentRequest>;
