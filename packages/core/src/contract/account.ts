import { z } from 'zod';
import { passwordProblem } from '../account/password';
import { accessInputSchema, accessSchema } from './access';
import { idSchema } from './common';
import { requiredText, textField } from './fields';

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
    .string({ error: 'is required' })
    .max(200, { error: 'must be at most 200 characters' })
    .superRefine((password, ctx) => {
      const problem = passwordProblem(password);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  name: requiredText('name', 'is required', 100),
  givenName: textField('given name', 100).optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const updateAccessRequestSchema = z.object({
  emailAddress: z.string().trim().toLowerCase().pipe(emailSchema),
  access: accessInputSchema,
  teamId: idSchema.nullish(),
});
export type UpdateAccessRequest = z.infer<typeof updateAccessRequestSchema>;

export const redirectQuerySchema = z.object({ redirectUrl: textField('return address', 2000).optional() });
