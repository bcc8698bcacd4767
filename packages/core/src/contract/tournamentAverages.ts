import { z } from 'zod';

/*
 * GET /api/Tournament/{id}/Averages: each side's rolling 3-dart average over its player's latest
 * legs recorded leg by leg in the tournament's season (reports/rollingAverages.ts), the basis of a
 * handicap worked out from averages (tournament/handicap.ts). Singles sides only: a pair's is null.
 */
export const sideAverageSchema = z.object({
  sideId: z.string(),
  average: z.number().nullable(),
  legs: z.number().int(),
});
export type SideAverage = z.infer<typeof sideAverageSchema>;

export const tournamentAveragesSchema = z.object({ sides: z.array(sideAverageSchema) });
export type TournamentAverages = z.infer<typeof tournamentAveragesSchema>;
