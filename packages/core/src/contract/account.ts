import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../account/redirect';
import { accessInputSchema, accessSchema } from './access';

export { PASSWORD_MIN_LENGTH, safeRedirectPath } from '../account/redirect';

export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  givenName: z.string(),
  emailAddress: z.string(),
  teamId: z.string().nullable(),
  access: accessSchema,
});
export type Account = z.infer<typeof accountSchema>;

export const emailSchema = z.email({ message: 'must be an email address' }).max(254);

export const loginRequestSchema = z.object({
  emailAddress: z.string().trim().toLowerCase().pipe(emailSchema),
  password: z.string().min(1, { message: 'is required' }).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const signUpRequestSchema = z.object({
  emailAddress: z.string().trim().toLowerCase().pipe(emailSchema),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { message: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .max(200),
  name: z.string().trim().min(1, { message: 'is required' }).max(100),
  givenName: z.string().trim().max(100).optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const updateAccessRequestSchema = z.object({
  emailAddress: z.string().trim().toLowerCase().pipe(emailSchema),
  access: accessInputSchema,
  teamId: z.uuid({ message: 'must be a GUID' }).nullish(),
});
export type UpdateAccessRequest = z.infer<typeof updateAccessRequestSchema>;

export const redirectQuerySchema = z.object({ redirectUrl: z.string().max(2000).optional() });
