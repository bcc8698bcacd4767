import { z } from 'zod';
import { auditSchema } from './common';

/** A division as an entity (GET /api/Division, embedded in seasons). */
export const divisionSchema = auditSchema.extend({
  id: z.string(),
  name: z.string(),
  superleague: z.boolean(),
});
export type Division = z.infer<typeof divisionSchema>;

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
  return season.startDate.slice(0, 10) <= today && today <= season.endDate.slice(0, 10);
}
