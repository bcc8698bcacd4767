import { z } from 'zod';
import { id, instant, text } from './fields';

/*
 * An API key for the public read API (decision 058): named, read-only over the whole league or
 * to one division's results, stored as its hash (the key itself is shown once). Not league data:
 * keys stay with the instance and are left out of the export.
 */
export const apiKeyDocSchema = z.object({
  name: text,
  /** Null: every public read; an id: only that division's table, fixtures and players. */
  divisionId: id.nullable(),
  /** The key's first characters, to tell keys apart in the list. */
  prefix: text,
  keyHash: text,
  lastUsed: instant.nullable(),
});
export type ApiKeyDoc = z.infer<typeof apiKeyDocSchema>;
