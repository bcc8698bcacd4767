import { z } from 'zod';
import { requiredText } from './fields';
import { tournamentMatchIdSchema } from './tournamentSayg';

/*
 * PUT /api/Tournament/{id}/Call: the secretary moves a match to a board (core venue/moveCall.ts).
 * The board's match, if any, swaps to the moved match's old board or waits for the next free one.
 */
export const moveCallRequestSchema = z.object({
  matchId: tournamentMatchIdSchema,
  boardId: requiredText('board', 'Choose a board', 100),
});
export type MoveCallRequest = z.infer<typeof moveCallRequestSchema>;
