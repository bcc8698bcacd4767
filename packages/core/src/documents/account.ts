import { z } from 'zod';
import { accessSchema } from '../contract/access';
import { DEVICE_ROLES } from '../device/device';
import { id, instant, nullableText, recordedText, text } from './fields';

/* The stored documents of accounts, sessions, configured features and recorded errors. */

export const userDocSchema = z.object({
  name: text,
  givenName: text,
  emailAddress: text,
  passwordHash: text,
  teamId: id.nullable(),
  access: accessSchema,
  /**
   * The squad player (id) whose figures count this account's shared practice, as the account
   * chose (decision 062); absent or null: none.
   */
  practiceCountsFor: id.nullish(),
  /** A device signed in by a code rather than a person (device/device.ts, decision 051). */
  device: z
    .object({
      role: z.enum(DEVICE_ROLES),
      /** Pending until an administrator approves its code. */
      status: z.enum(['pending', 'approved']),
      codeHash: text.nullable(),
      pollHash: text.nullable(),
      /** When a pending code stops waiting. */
      codeExpires: instant.nullable(),
      approvedBy: nullableText,
      approved: instant.nullable(),
      lastSeen: instant.nullable(),
      idleHours: z.number().int().positive(),
    })
    .optional(),
});
export type UserDoc = z.infer<typeof userDocSchema>;

export const sessionDocSchema = z.object({
  userId: id,
  expires: instant,
  userAgent: nullableText,
});
export type SessionDoc = z.infer<typeof sessionDocSchema>;

export const featureDocSchema = z.object({ configuredValue: text });
export type FeatureDoc = z.infer<typeof featureDocSchema>;

export const errorDocSchema = z.object({
  source: z.enum(['UI', 'Api']),
  /** The first time it happened that day. */
  time: instant,
  /** The last time (records stored before repeats were counted have none). */
  lastTime: instant.optional(),
  /** How many times it happened that day (absent: once). */
  count: z.number().int().positive().optional(),
  message: recordedText,
  stack: z.array(recordedText),
  type: recordedText.nullable(),
  userName: recordedText.nullable(),
  userAgent: recordedText.nullable(),
  url: recordedText.nullable(),
});
export type ErrorDoc = z.infer<typeof errorDocSchema>;
