import { z } from 'zod';
import { auditSchema, lastUpdatedSchema } from './common';
import { flag, optionalId, requiredText } from './fields';

/*
 * The division as an entity: GET /api/Division answers it, PUT /api/Division creates or edits it.
 * What a division's page shows (tables, fixtures) is the division data contract (divisionData.ts).
 */

/** A division as an entity (GET /api/Division, embedded in seasons). */
export const divisionSchema = auditSchema.extend({
  id: z.string(),
  name: z.string(),
  superleague: z.boolean(),
});
export type Division = z.infer<typeof divisionSchema>;

/** Maximum length of a division or season name. */
export const NAME_MAX_LENGTH = 100;

/** PUT /api/Division: create (no id, or an unknown one) or edit (with the `updated` it last read). */
export const editDivisionRequestSchema = z.object({
  id: optionalId,
  name: requiredText('division name', 'Enter a division name', NAME_MAX_LENGTH),
  superleague: flag(false),
  lastUpdated: lastUpdatedSchema,
});
export type EditDivisionRequest = z.infer<typeof editDivisionRequestSchema>;
