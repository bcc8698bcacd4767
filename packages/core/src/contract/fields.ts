import { z } from 'zod';
import { EMPTY_ID, idSchema } from './common';

/*
 * Field schemas shared by the league's edit requests. Each error message is what the API answers
 * after the field name, e.g. `name: Enter a division name`.
 */

/** Required text, trimmed; missing or blank gives `message`. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `must be at most ${max} characters` });

/** Optional text, trimmed; missing or null is ''. */
export const optionalText = (max = 500) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string({ error: 'must be text' })
      .trim()
      .max(max, { error: `must be at most ${max} characters` }),
  );

/** A required GUID; a missing one gives `missing`. */
export const requiredId = (missing = 'must be a GUID') =>
  z
    .string({ error: missing })
    .pipe(idSchema)
    .transform((s) => s.toLowerCase());

/** An optional GUID: absent, null, '' and the empty GUID all read as null. */
export const optionalId = z.preprocess(
  (v) => (v === '' || v === undefined || (typeof v === 'string' && v === EMPTY_ID) ? null : v),
  idSchema.nullable().transform((s) => (s === null ? null : s.toLowerCase())),
);

/** A calendar date sent as `YYYY-MM-DD` or `YYYY-MM-DDT00:00:00`, kept as `YYYY-MM-DD`. */
export const calendarDate = (missing = 'must be a date (YYYY-MM-DD)') =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing, abort: true })
    .refine(isCalendarDate, { error: 'must be a date (YYYY-MM-DD)' })
    .transform((s) => s.slice(0, 10));

/** A boolean flag; absent or null reads as `fallback`. */
export const flag = (fallback: boolean) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? fallback : v),
    z.boolean({ error: 'must be true or false' }),
  );

/** Path parameters naming a season. */
export const seasonIdParamsSchema = z.object({ seasonId: idSchema });

const DATE = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00(\.0+)?Z?)?$/;

/** True for a real calendar date written `YYYY-MM-DD` (optionally followed by `T00:00:00`). */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}
