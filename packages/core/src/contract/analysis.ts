import { z } from 'zod';
import { DEFAULT_MAX_BREAKDOWN } from '../analysis/breakdowns';
import { idSchema } from './common';

/* POST /api/Sayg/Analyse: breakdowns of tournaments' leg-by-leg records (core analysis/, docs/domain.md "Analysis"). */

export const SELECT_TOURNAMENTS_FIRST = 'Select some tournaments first';
export const MAX_ANALYSED_TOURNAMENTS = 100;
export const MAX_BREAKDOWN = 100;

const breakdownMessage = `Enter a number of rows from 1 to ${MAX_BREAKDOWN}`;

export const analysisRequestSchema = z.object({
  tournamentIds: z
    .array(idSchema, { error: SELECT_TOURNAMENTS_FIRST })
    .min(1, { error: SELECT_TOURNAMENTS_FIRST })
    .max(MAX_ANALYSED_TOURNAMENTS, { error: `must have at most ${MAX_ANALYSED_TOURNAMENTS} tournaments` })
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  maxBreakdown: z.preprocess(
    (v) => (v === null || v === undefined ? DEFAULT_MAX_BREAKDOWN : v),
    z
      .number({ error: breakdownMessage })
      .int({ error: breakdownMessage })
      .min(1, { error: breakdownMessage })
      .max(MAX_BREAKDOWN, { error: breakdownMessage }),
  ),
});
export type AnalysisRequest = z.infer<typeof analysisRequestSchema>;

const scoreRows = z.record(z.string(), z.array(z.object({ score: z.number(), number: z.number() })));

export const analysisResultSchema = z.object({
  MostFrequentThrows: scoreRows,
  HighestScores: scoreRows,
  MostFrequentPlayers: z.record(z.string(), z.array(z.object({ name: z.string(), value: z.number() }))),
});
