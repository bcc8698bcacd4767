import { z } from 'zod';
import { MAX_BOARDS } from '../venue/boards';
import { lastUpdatedSchema } from './common';
import { divisionDataQuerySchema } from './divisionData';
import { calendarDate, requiredId, requiredText } from './fields';

/*
 * A venue's boards and its call list as the API carries them (core venue/boards.ts): a tournament's
 * and a fixture night's alike (docs/decisions/054).
 */

/** A match called to a board, since when. */
export const boardCallSchema = z.object({ boardId: z.string(), matchId: z.string(), since: z.string() });

/** The venue's boards by name ("Board 1"): each named once, at most MAX_BOARDS. */
export const boardNamesSchema = z
  .array(requiredText('board name', 'Name each board, such as Board 1', 40), {
    error: 'must be a list of names',
  })
  .max(MAX_BOARDS, { error: `must be at most ${MAX_BOARDS} boards` })
  .refine((names) => new Set(names.map((n) => n.toLowerCase())).size === names.length, {
    error: 'must name each board once',
  });

/**
 * PUT /api/Scores/{id}/Call: whoever keeps the card's results moves one of its matches to a board
 * (core venue/moveCall.ts), with the card's `lastUpdated` (409 when someone saved it since).
 */
export const moveCardCallRequestSchema = z.object({
  matchId: requiredId('Choose a match'),
  boardId: requiredText('board', 'Choose a board', 100),
  lastUpdated: lastUpdatedSchema,
});
export type MoveCardCallRequest = z.infer<typeof moveCardCallRequestSchema>;
export type MoveCardCallInput = z.input<typeof moveCardCallRequestSchema>;

/**
 * GET /api/Scores/Calls: one date's fixture nights with calls (the TV's call strip), of the
 * divisions named (`divisionId` repeated or comma-separated; all when absent).
 */
export const nightCallsQuerySchema = z.object({
  date: calendarDate(),
  divisionId: divisionDataQuerySchema.shape.divisionId,
});
export type NightCallsQuery = z.input<typeof nightCallsQuerySchema>;

/** A card's calls as its card shows them to the caller, each with its match named ("Smith v Jones"). */
export const cardCallsSchema = z.object({
  fixtureId: z.string(),
  divisionId: z.string(),
  home: z.string(),
  away: z.string(),
  calls: z.array(boardCallSchema.extend({ match: z.string() })),
});
export type CardCalls = z.infer<typeof cardCallsSchema>;
