import { z } from 'zod';

/*
 * GET /api/Tournament/{id}/Unsaved and GET /api/Scores/{id}/Unsaved: matches whose leg-by-leg
 * record was won a minute ago and more while the sheet or card still holds another score
 * (venue/unsaved.ts): the secretary is told. `scoreA` is the home side's (a card's homeScore).
 */
export const unsavedResultSchema = z.object({
  matchId: z.string(),
  scoreA: z.number().int(),
  scoreB: z.number().int(),
  /** When the record was last saved: the last leg. */
  finished: z.string(),
});
export type UnsavedResult = z.infer<typeof unsavedResultSchema>;

export const unsavedResultsSchema = z.object({ results: z.array(unsavedResultSchema) });
export type UnsavedResults = z.infer<typeof unsavedResultsSchema>;
