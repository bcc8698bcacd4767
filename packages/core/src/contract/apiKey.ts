import { z } from 'zod';
import { optionalId, requiredText } from './fields';

/* API keys for the public read API (decision 058): GET, POST /api/ApiKey and DELETE /api/ApiKey/{id}. */

export const API_KEY_MESSAGES = {
  unknown: 'This API key is not known or was revoked',
  otherDivision: "This API key reads only its own division's results",
  notFound: 'API key not found',
} as const;

/** How a key is sent: `Authorization: Bearer <key>` or this header. */
export const API_KEY_HEADER = 'x-api-key';

export const createApiKeyRequestSchema = z.object({
  name: requiredText('name', 'Please name the key (the club or site using it)', 100),
  /** Left out: the key reads everything public; given: only that division's results. */
  divisionId: optionalId,
});
export type CreateApiKeyRequest = z.infer<typeof createApiKeyRequestSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  divisionId: z.string().nullable(),
  divisionName: z.string().nullable(),
  prefix: z.string(),
  created: z.string(),
  author: z.string().nullable(),
  lastUsed: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** A new key: the key itself, shown this once. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
