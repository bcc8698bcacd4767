import { z } from 'zod';
import type { AuditFields } from '../league/types';
import { isCalendarDate } from '../contract/fields';

/*
 * Field schemas shared by the stored documents' schemas. A stored document is the `doc` column
 * of its table: ids and audit stamps of the aggregate itself live in their own columns.
 */

/** The stored body of an aggregate: the core type without its id and audit stamps. */
export type DocumentBody<T> = Omit<T, 'id' | keyof AuditFields>;

export const text = z.string();
export const nullableText = z.string().nullable();
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
