import { z } from 'zod';
import {
  FORMAT_NAMES,
  MATCH_IDS,
  MAX_DRAW_SEED,
  PLANNED_FORMATS,
  type PlannedFormatId,
} from '../tournament/formats/names';
import { optionalId } from './fields';
import { list, nullish, score, whole } from './tournamentInputs';

/*
 * A tournament's format beyond the knockout (tournament/formats/registry.ts): which, its choices
 * and its results by match id, as PUT /api/Tournament/ takes them and a tournament is read.
 */

/** More than a double elimination of 128 entrants plays (2 x 128 matches). */
export const MAX_PLAN_RESULTS = 512;
export const MAX_GROUPS = 32;

export const FORMAT_MESSAGES = {
  unknownFormat:
    'must be double elimination, groups into a knockout, a knockout with a plate or Swiss rounds',
  resultsWithoutFormat:
    'can only be given for a tournament of double elimination, groups, a plate or Swiss rounds',
  notAMatch: (matchId: string, format: PlannedFormatId) =>
    `names ${matchId}, which is not a match of ${FORMAT_NAMES[format].toLowerCase()}`,
} as const;

export const HANDICAP_KIND_MESSAGE = "must be 'start' (points off the start) or 'legs' (legs in hand)";

export const formatSchema = nullish(z.enum(PLANNED_FORMATS, { error: FORMAT_MESSAGES.unknownFormat }));

export const formatOptionsSchema = nullish(
  z.object({
    reset: z.boolean({ error: 'must be true or false' }).optional(),
    groups: whole(2, MAX_GROUPS).optional(),
    advance: whole(1, 4).optional(),
    drawSeed: whole(0, MAX_DRAW_SEED).optional(),
    handicap: z.enum(['start', 'legs'], { error: HANDICAP_KIND_MESSAGE }).optional(),
  }),
);

export const planResultInputSchema = z.object({
  matchId: z
    .string({ error: 'must name a match' })
    .min(1, { error: 'must name a match' })
    .max(20, { error: 'must name a match' }),
  scoreA: score,
  scoreB: score,
  /** Kept only for recordScoresAsYouGo; others keep the stored link. */
  saygId: optionalId,
});
export type PlanResultInput = z.infer<typeof planResultInputSchema>;

export const planResultsSchema = list(planResultInputSchema, MAX_PLAN_RESULTS);

/** Each result names a match the format has, and results come only with a format. */
export function checkPlanResults(
  format: PlannedFormatId | null,
  results: readonly PlanResultInput[],
  issue: (path: (string | number)[], message: string) => void,
): void {
  if (!results.length) return;
  if (!format) {
    issue(['results'], FORMAT_MESSAGES.resultsWithoutFormat);
    return;
  }
  const ids = MATCH_IDS[format];
  const seen = new Set<string>();
  results.forEach((r, i) => {
    if (!ids.test(r.matchId)) issue(['results', i, 'matchId'], FORMAT_MESSAGES.notAMatch(r.matchId, format));
    else if (seen.has(r.matchId)) issue(['results', i, 'matchId'], `names ${r.matchId} twice`);
    seen.add(r.matchId);
  });
}

/** A planned format's result as read. */
export const planResultSchema = z.object({
  matchId: z.string(),
  scoreA: z.number().int().nullable(),
  scoreB: z.number().int().nullable(),
  saygId: z.string().nullable(),
});

export const formatOptionsReadSchema = z
  .object({
    reset: z.boolean().optional(),
    groups: z.number().int().optional(),
    advance: z.number().int().optional(),
    drawSeed: z.number().int().optional(),
    handicap: z.enum(['start', 'legs']).optional(),
  })
  .nullable();
