import { z } from 'zod';
import { idSchema, trueOrFalseTextSchema } from './common';
import { isPlanMatchId } from '../tournament/formats/names';
import { ID_MESSAGE } from './userWords';
import { matchOptionInputSchema, nullish } from './tournamentInputs';

/* A tournament match's leg-by-leg record (sayg): adding one and taking it away. */

/**
 * A match: a knockout's by its GUID, a planned format's by its id there ("W1-2", "G1-2-1",
 * tournament/formats/names.ts).
 */
export const tournamentMatchIdSchema = z
  .string({ error: 'Save the tournament first' })
  .transform((text, ctx) => {
    if (isPlanMatchId(text)) return text;
    const id = idSchema.safeParse(text);
    if (id.success) return id.data.toLowerCase();
    ctx.issues.push({ code: 'custom', message: ID_MESSAGE, input: text });
    return z.NEVER;
  });

/** POST /api/Tournament/{id} (CreateTournamentSaygDto). */
export const createTournamentSaygRequestSchema = z.object({
  matchId: tournamentMatchIdSchema,
  matchOptions: nullish(matchOptionInputSchema),
});
export type CreateTournamentSaygRequest = z.infer<typeof createTournamentSaygRequestSchema>;

/** DELETE /api/Tournament/{id}/{saygId}?clearScores=true (the id may be the match's, a planned format's by its id). */
export const deleteTournamentSaygParamsSchema = z.object({ id: idSchema, saygId: tournamentMatchIdSchema });
export const deleteTournamentSaygQuerySchema = z.object({ clearScores: trueOrFalseTextSchema.optional() });
/** DELETE /api/Tournament/{id}/{matchId}/{clearScores}: the original system's form, for its API clients. */
export const deleteTournamentMatchSaygParamsSchema = z.object({
  id: idSchema,
  matchId: idSchema,
  clearScores: trueOrFalseTextSchema,
});
