import { z } from 'zod';
import { idSchema, trueOrFalseTextSchema } from './common';
import { requiredId } from './fields';
import { matchOptionInputSchema, nullish } from './tournamentInputs';

/* A tournament match's leg-by-leg record (sayg): adding one and taking it away. */

/** POST /api/Tournament/{id} (CreateTournamentSaygDto). */
export const createTournamentSaygRequestSchema = z.object({
  matchId: requiredId('Save the tournament first'),
  matchOptions: nullish(matchOptionInputSchema),
});
export type CreateTournamentSaygRequest = z.infer<typeof createTournamentSaygRequestSchema>;

/** DELETE /api/Tournament/{id}/{saygId}?clearScores=true (the id may be the match's). */
export const deleteTournamentSaygParamsSchema = z.object({ id: idSchema, saygId: idSchema });
export const deleteTournamentSaygQuerySchema = z.object({ clearScores: trueOrFalseTextSchema.optional() });
/** DELETE /api/Tournament/{id}/{matchId}/{clearScores}: the original system's form, for its API clients. */
export const deleteTournamentMatchSaygParamsSchema = z.object({
  id: idSchema,
  matchId: idSchema,
  clearScores: trueOrFalseTextSchema,
});
