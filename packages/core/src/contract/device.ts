import { z } from 'zod';
import { DEVICE_ROLES, MAX_DEVICE_IDLE_HOURS, CODE_LENGTH, normaliseCode } from '../device/device';
import { idSchema } from './common';
import { requiredText } from './fields';

/* Device sign-in (decision 051): POST /api/Device/Code, /Claim, /Approve; GET, PATCH, DELETE /api/Device. */

export const DEVICE_MESSAGES = {
  codeNotWaiting:
    'That code is not waiting to be approved: it may have expired or been used. Ask the device for its new code',
  notFound: 'Device not found',
  nameRequired: 'Give the device a name, such as Board 3 or Bar TV',
  approved: (name: string) => `${name} is signed in`,
  revoked: (name: string) => `${name} is signed out`,
  boardOnly: (name: string) =>
    `${name} scores only the match the call list gives ${name}: ask the organiser to call this match to it`,
  notBoard: 'Only a board’s scorer device has a board: sign this device in with the code on /device',
} as const;

const roleSchema = z.enum(DEVICE_ROLES, { error: "must be 'scorer' or 'display'" });
const nameSchema = requiredText('device name', DEVICE_MESSAGES.nameRequired, 100);
const idleHoursSchema = z
  .number({ error: 'must be a number of hours' })
  .int({ error: 'must be a whole number of hours' })
  .min(1, { error: `must be from 1 to ${MAX_DEVICE_IDLE_HOURS} hours` })
  .max(MAX_DEVICE_IDLE_HOURS, { error: `must be from 1 to ${MAX_DEVICE_IDLE_HOURS} hours` });

/** What a device is given to show and to claim its sign-in with. */
export const deviceCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** Secret: only the device that asked holds it; its claim proves it is that device. */
  pollToken: z.string(),
  expires: z.string(),
});
export type DeviceCode = z.infer<typeof deviceCodeSchema>;

export const claimDeviceRequestSchema = z.object({
  id: idSchema,
  pollToken: z
    .string({ error: 'is required' })
    .min(1, { error: 'is required' })
    .max(200, { error: 'is too long' }),
});
export type ClaimDeviceRequest = z.infer<typeof claimDeviceRequestSchema>;

export const claimDeviceAnswerSchema = z.object({
  status: z.enum(['waiting', 'approved', 'expired']),
  name: z.string().nullable(),
  role: z.enum(DEVICE_ROLES).nullable(),
});
export type ClaimDeviceAnswer = z.infer<typeof claimDeviceAnswerSchema>;

export const approveDeviceRequestSchema = z.object({
  code: z
    .string({ error: 'is required' })
    .max(40, { error: DEVICE_MESSAGES.codeNotWaiting })
    .transform(normaliseCode)
    .refine((c) => c.length === CODE_LENGTH, {
      error: `must be the ${CODE_LENGTH} letters and digits the device shows`,
    }),
  name: nameSchema,
  role: roleSchema,
});
export type ApproveDeviceRequest = z.input<typeof approveDeviceRequestSchema>;

export const deviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(DEVICE_ROLES),
  approvedBy: z.string().nullable(),
  approved: z.string().nullable(),
  lastSeen: z.string().nullable(),
  idleHours: z.number().int(),
});
export type Device = z.infer<typeof deviceSchema>;

export const updateDeviceRequestSchema = z.object({
  name: nameSchema.optional(),
  role: roleSchema.optional(),
  idleHours: idleHoursSchema.optional(),
});
export type UpdateDeviceRequest = z.infer<typeof updateDeviceRequestSchema>;

/** A match called to a board: its tournament or fixture night, its id there and since when. */
const calledMatchSchema = z.object({
  /** The tournament of a tournament's call; null for a fixture night's. */
  tournamentId: z.string().nullable(),
  /** The fixture of a fixture night's call (its card's match); null for a tournament's. */
  fixtureId: z.string().nullable(),
  /** The match's id: a knockout match's GUID, a planned format's "W1-2", a card's match's GUID. */
  matchId: z.string(),
  since: z.string(),
});

/** GET /api/Device/Board: the board a scorer device scores and the match called to it, if any. */
export const boardAnswerSchema = z.object({ board: z.string(), call: calledMatchSchema.nullable() });
export type BoardAnswer = z.infer<typeof boardAnswerSchema>;

/** GET /api/Board/{name}: the match a board is called to now, for a stream's overlay (public, as the call list is). */
export const boardCallSchema = z.object({
  board: z.string(),
  call: calledMatchSchema
    .extend({
      /** The match's leg-by-leg record, once its scorer started it. */
      saygId: z.string().nullable(),
    })
    .nullable(),
});
export type BoardCallAnswer = z.infer<typeof boardCallSchema>;
export const boardParamsSchema = z.object({
  name: requiredText('board', 'Name the board, such as Board 3', 100),
});
