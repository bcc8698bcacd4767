import { z } from 'zod';
import type { AuditFields } from '../league/types';
import { CONTROL_CHARACTER_BUT_LINE_BREAKS } from '../contract/common';
import { isCalendarDate } from '../contract/fields';

/*
 * Field schemas shared by the stored documents' schemas. A stored document is the `doc` column
 * of its table: ids and audit stamps of the aggregate itself live in their own columns.
 */

/** The stored body of an aggregate: the core type without its id and audit stamps. */
export type DocumentBody<T> = Omit<T, 'id' | keyof AuditFields>;

/**
 * A stored text: anything but control characters (tabs and line breaks aside, as a multi-line
 * text holds them), which no request can store either (contract/fields.ts); an import is refused
 * them too, on either database.
 */
export const text = z.string().refine((s) => !CONTROL_CHARACTER_BUT_LINE_BREAKS.test(s), {
  message: 'must not contain control characters',
});
export const nullableText = text.nullable();
/** Text recorded as it was sent or thrown (an error record's message), kept whatever it holds. */
export const recordedText = z.string();
export const id = z.string().min(1, { message: 'must not be empty' });
export const count = z.number().int();
export const nullableCount = z.number().int().nullable();
/** `YYYY-MM-DD` (a `T00:00:00` suffix is tolerated, as readers cut dates to 10 characters). */
export const calendarDate = z.string().refine(isCalendarDate, { message: 'must be a date (YYYY-MM-DD)' });
/** An instant as `Date.toISOString()` writes it. */
export const instant = z.iso.datetime({ offset: true, message: 'must be an ISO date and time' });

/** Audit stamps of an object nested in an aggregate; absent on objects stored before they were kept. */
export const nestedAudit = {
  created: nullableText.optional(),
  author: nullableText.optional(),
  updated: nullableText.optional(),
  editor: nullableText.optional(),
  remover: nullableText.optional(),
};
