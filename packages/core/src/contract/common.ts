import { z } from 'zod';

/** The all-zero GUID: an empty id. */
export const EMPTY_ID = '00000000-0000-0000-0000-000000000000';

export const idSchema = z.uuid({ message: 'must be a GUID' });

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
export const lastUpdatedSchema = z.string().nullish();

/** A date sent by the client as `YYYY-MM-DD` or `YYYY-MM-DDT00:00:00`; kept as `YYYY-MM-DD`. */
export const dateOnlySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T00:00:00(\.0+)?Z?)?$/, { message: 'must be a date (YYYY-MM-DD)' })
  .transform((s) => s.slice(0, 10));
