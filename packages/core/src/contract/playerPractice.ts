import { z } from 'zod';

/*
 * Whether a player's own figures count their shared practice (issue 28, docs/decisions/062):
 * GET and PUT /api/Player/{id}/Practice, for the signed-in account that plays as the player (its
 * e-mail address is the player's in a squad) and no one else.
 */

export const PLAYER_PRACTICE_MESSAGES = {
  notOwnPlayer: 'Only the player’s own account (the e-mail address in their squad) may choose this',
  counted: 'Your shared practice now counts in your figures, as Practice',
  notCounted: 'Your shared practice no longer counts in your figures',
} as const;

export const practiceChoiceSchema = z.object({
  counted: z.boolean({ error: 'must be true or false' }),
});
export type PracticeChoice = z.infer<typeof practiceChoiceSchema>;

/** `linked`: the caller's account plays as the player; `counted`: its shared practice counts in their figures. */
export const practiceStateSchema = z.object({ linked: z.boolean(), counted: z.boolean() });
export type PracticeState = z.infer<typeof practiceStateSchema>;
