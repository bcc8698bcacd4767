import { z } from 'zod';

import { ACCESS_FLAGS, type AccessFlag } from '../account/access';

export * from '../account/access';

export const accessFlagSchema = z.enum(ACCESS_FLAGS);

export const accessSchema = z.object(
  Object.fromEntries(ACCESS_FLAGS.map((f) => [f, z.boolean()])) as Record<AccessFlag, z.ZodBoolean>,
);

/** An access update may name only some flags; the rest are false. */
export const accessInputSchema = z
  .object(
    Object.fromEntries(ACCESS_FLAGS.map((f) => [f, z.boolean().optional()])) as Record<
      AccessFlag,
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .strict();
