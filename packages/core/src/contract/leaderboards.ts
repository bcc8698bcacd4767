import { z } from 'zod';
import { DEFAULT_MIN_LEGS, LEADERBOARDS } from '../reports/leaderboards';
import { idSchema } from './common';

/* GET /api/Leaderboard and GET /api/Leaderboard/Csv (issue 28, reports/leaderboards.ts). */

export const leaderboardQuerySchema = z.object({
  /** The season ranked; left out, every season. */
  seasonId: idSchema.optional(),
  minLegs: z.coerce
    .number({ error: 'must be a number of legs' })
    .int({ error: 'must be a whole number of legs' })
    .min(1, { error: 'must be from 1 to 100 legs' })
    .max(100, { error: 'must be from 1 to 100 legs' })
    .optional()
    .default(DEFAULT_MIN_LEGS),
});
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;

export const leaderboardCsvQuerySchema = leaderboardQuerySchema.extend({
  board: z.enum(LEADERBOARDS, { error: `must be one of ${LEADERBOARDS.join(', ')}` }),
});

const rowSchema = z.object({
  playerId: z.string(),
  name: z.string(),
  value: z.number(),
  legs: z.number().int(),
});

export const leaderboardsSchema = z.object({
  seasonId: z.string().nullable(),
  seasonName: z.string().nullable(),
  previousSeasonName: z.string().nullable(),
  minLegs: z.number().int(),
  boards: z.object(
    Object.fromEntries(LEADERBOARDS.map((b) => [b, z.array(rowSchema)])) as Record<
      (typeof LEADERBOARDS)[number],
      z.ZodArray<typeof rowSchema>
    >,
  ),
});
export type LeaderboardsDto = z.infer<typeof leaderboardsSchema>;
