import { z } from 'zod';
import { ID_MESSAGE } from './userWords';

/** What a malformed id is told, after the field's name (userWords.ts rephrases it for a person). */
export { ID_MESSAGE };

/** The all-zero GUID: an empty id. */
export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Any GUID written 8-4-4-4-12 in hex digits of either case, as .NET makes and imports carry them.
 * Patterns carry no flags: the OpenAPI document keeps a pattern's text only (http/docs.test.ts).
 */
export const GUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** Control characters (NUL, escapes, tabs, line breaks...): never part of a stored text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** Control characters but for tabs and line breaks, which a multi-line text may hold. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTER_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** An id as .NET writes it, in either case; read in lower case, as ids are stored. */
export const idSchema = z
  .string({ error: ID_MESSAGE })
  .regex(GUID_PATTERN, { error: ID_MESSAGE })
  .toLowerCase();

/** `true` or `false` in the address, in any case (a flag such as `executeDelete`). */
export const trueOrFalseTextSchema = z
  .string()
  .regex(/^([tT][rR][uU][eE]|[fF][aA][lL][sS][eE])$/, { error: 'must be true or false' })
  .transform((v) => v.toLowerCase() === 'true');

/** Ids in paths are GUIDs; an invalid one is a 400 naming the parameter. */
export const idParamsSchema = z.object({ id: idSchema });

/** Audit fields emitted on every stored aggregate. */
export const auditSchema = z.object({
  created: z.string().nullable(),
  author: z.string().nullable(),
  updated: z.string().nullable(),
  editor: z.string().nullable(),
  deleted: z.string().nullable(),
  remover: z.string().nullable(),
});
export type Audit = z.infer<typeof auditSchema>;

/** The optimistic concurrency token a write carries: the `updated` it last read. */
export const lastUpdatedSchema = z
  .string({ error: 'must be the updated time it last read' })
  .max(100, { error: 'must be the updated time it last read' })
  .refine((s) => !CONTROL_CHARACTER.test(s), { error: 'must be the updated time it last read' })
  .nullish();

/** A date sent by the client as `YYYY-MM-DD` or `YYYY-MM-DDT00:00:00`; kept as `YYYY-MM-DD`. */
export const dateOnlySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T00:00:00(\.0+)?Z?)?$/, { message: 'must be a date (YYYY-MM-DD)' })
  .transform((s) => s.slice(0, 10));
