import type { DataTable } from './tables';

/*
 * Secrets the data browser never shows (docs/decisions/027, "Secrets"): Browse and View answer
 * HIDDEN_VALUE in their place, for everyone. Exports still carry them, so a restore signs people in.
 * Sessions hold no secret: a session's id is the hash of its cookie's token (server auth/sessions.ts),
 * which signs nobody in.
 */

/** What Browse and View answer in place of a secret. */
export const HIDDEN_VALUE = '(hidden)';

/** The stored document's fields that are secrets, by table. */
export const SECRET_FIELDS: Partial<Record<DataTable, readonly string[]>> = {
  user: ['passwordHash'],
};

/** The document with each of its table's secrets replaced by HIDDEN_VALUE (a copy; others as they are). */
export function withSecretsHidden(table: DataTable, doc: Record<string, unknown>): Record<string, unknown> {
  const secrets = SECRET_FIELDS[table];
  if (!secrets) return doc;
  const copy = { ...doc };
  for (const field of secrets) if (field in copy) copy[field] = HIDDEN_VALUE;
  return copy;
}
