import type { ApiKey, CreateApiKeyRequest, CreatedApiKey } from '../apiKey';
import type { Envelope } from '../envelope';
import { route } from './route';

/** API keys for the public read API (packages/server/src/routes/apiKey, decision 058): manageAccess. */
export const API_KEY_MANAGE_ROUTES = {
  list: route<ApiKey[]>()('GET', '/api/ApiKey'),
  /** A new key: the key itself is in this answer only. */
  create: route<Envelope<CreatedApiKey>, CreateApiKeyRequest>()('POST', '/api/ApiKey'),
  /** Revokes the key at once. */
  revoke: route<Envelope<null>>()('DELETE', '/api/ApiKey/:id'),
} as const;
