import { z } from 'zod';
import {
  CONTROL_CHARACTER,
  CONTROL_CHARACTER_BUT_LINE_BREAKS,
  EMPTY_ID,
  ID_MESSAGE,
  idSchema,
} from './common';

/*
 * Field schemas shared by the league's edit requests. Each error message is what the API answers
 * after the field name, e.g. `name: Enter a division name`.
 */

const capitalised = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** What a text field holding a control character is told, naming it as the league does. */
export function controlCharacterMessage(label: string, multiline = false): string {
  return multiline
    ? `${capitalised(label)} cannot contain control characters`
    : `${capitalised(label)} cannot contain tabs, line breaks or other control characters`;
}

/**
 * The one text field of every request: trimmed, at most `max` characters, and free of control
 * characters (a multi-line text may hold line breaks and tabs). `label` is what the league calls
 * the field, e.g. 'team name'. Add `.nullish()` etc. for optional forms.
 */
export const textField = (
  label: string,
  max: number,
  options: { multiline?: boolean; notText?: string } = {},
) => {
  const control = options.multiline ? CONTROL_CHARACTER_BUT_LINE_BREAKS : CONTROL_CHARACTER;
  return z
    .string({ error: options.notText ?? 'must be text' })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .refine((s) => !control.test(s), { error: controlCharacterMessage(label, options.multiline) });
};

/** Required text, trimmed; missing or blank gives `message`. */
export const requiredText = (
  label: string,
  message: string,
  max = 200,
  options: { multiline?: boolean } = {},
) => textField(label, max, { ...options, notText: message }).refine((s) => s.length > 0, { error: message });

/** Optional text, trimmed; missing or null is ''. */
export const optionalText = (label: string, max = 500) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), textField(label, max));

/** A required GUID; a missing one gives `missing`. */
export const requiredId = (missing = ID_MESSAGE) =>
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
