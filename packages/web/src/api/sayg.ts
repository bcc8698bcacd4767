import type { SaygUpsertInput } from '@darts/core/contract/sayg';
import { SAYG_ROUTES } from '@darts/core/contract/routes/sayg';
import { call, commandTo, type ResultOf } from './client';

/** The header carrying the edit token the server handed to the browser that created a record. */
export const SAYG_TOKEN_HEADER = 'X-Sayg-Token';

/** Sent on creates: a create repeated after a lost answer gets the same record back. */
export const CREATE_KEY_HEADER = 'Idempotency-Key';

/** What `POST /api/Sayg` answers: the saved record, and its edit token when it was just created. */
export type SavedSayg = ResultOf<typeof SAYG_ROUTES.save>;

export const saygApi = {
  /** A leg-by-leg record, or null when there is none (204). */
  get: (id: string) => call(SAYG_ROUTES.get, { params: { id } }),
  /**
   * Creates (no id) or replaces a record; updates need the edit token and the last `updated`. A
   * create may carry a key of its own so that repeating it answers the record it made.
   */
  save: async (
    body: SaygUpsertInput,
    editToken: string | null,
    createKey: string | null = null,
  ): Promise<SavedSayg> => {
    const headers: Record<string, string> = {};
    if (editToken) headers[SAYG_TOKEN_HEADER] = editToken;
    if (createKey) headers[CREATE_KEY_HEADER] = createKey;
    const envelope = await commandTo(SAYG_ROUTES.save, { body, headers });
    if (!envelope.result) throw new Error('The server did not return the saved record');
    return envelope.result;
  },
};
