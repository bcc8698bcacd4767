import { z } from 'zod';
import { auditSchema, lastUpdatedSchema } from './common';
import { divisionSchema, NAME_MAX_LENGTH } from './division';
import { calendarDate, optionalId, requiredId, requiredText } from './fields';
import { isWithin } from '../league/dates';

/** A season as read (GET /api/Season/): its divisions embedded, `isCurrent` computed for today. */
export const seasonSchema = auditSchema.extend({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isCurrent: z.boolean(),
  divisions: z.array(divisionSchema),
});
export type Season = z.infer<typeof seasonSchema>;

/** True when `today` (YYYY-MM-DD) lies within the season's dates. */
export function isCurrentSeason(season: { startDate: string; endDate: string }, today: string): boolean {
  return isWithin(today, season.startDate, season.endDate);
}

export const END_BEFORE_START = 'The end date must not be before the start date';

/**
 * PUT /api/Season/: create or edit. `copyTeamsFromSeasonId` (on create only) registers every team
 * of that season in the new one, in the same division, with its players.
 */
export const editSeasonRequestSchema = z
  .object({
    id: optionalId,
    name: requiredText('season name', 'Enter a season name', NAME_MAX_LENGTH),
    startDate: calendarDate('Enter a start date'),
    endDate: calendarDate('Enter an end date'),
    divisionIds: z.preprocess(
      (v) => (v === null || v === undefined ? [] : v),
      z.array(requiredId(), { error: 'must be a list of ids' }).transform((ids) => [...new Set(ids)]),
    ),
    copyTeamsFromSeasonId: optionalId,
    lastUpdated: lastUpdatedSchema,
  })
  .refine((s) => s.endDate >= s.startDate, { path: ['endDate'], error: END_BEFORE_START });
export type EditSeasonRequest = z.infer<typeof editSeasonRequestSchema>;

const healthResultSchema = z.object({
  success: z.boolean(),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  messages: z.array(z.string()),
});

/** GET /api/Season/{id}/health (SeasonHealthCheckResultDto): the overall result and one per check. */
export const seasonHealthSchema = healthResultSchema.extend({
  checks: z.record(z.string(), healthResultSchema),
});
export type SeasonHealth = z.infer<typeof seasonHealthSchema>;
