import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  type ApiKey,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '@darts/core/contract/apiKey';
import type { AppContext } from '#server/context';
import type { ApiKeyDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { badRequest, notFound } from '#server/errors';
import type { Caller } from '#server/auth/guard';
import { stampOf } from './league';

/*
 * API keys for the public read API (decision 058). A key is `dl_` and 32 random bytes; only its
 * SHA-256 is stored, so it is shown once, when made. A revoked key is deleted: it stops at once.
 */

const KEY_PREFIX = 'dl_';
/** Characters of a key kept to tell keys apart (the prefix and the first 6 of its random part). */
const SHOWN = KEY_PREFIX.length + 6;
/** A key's last use is written at most this often. */
const LAST_USED_EVERY_MS = 60_000;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

async function divisionNames(ctx: AppContext): Promise<Map<string, string>> {
  return new Map((await ctx.repos.divisions.list()).map((d) => [d.id, d.doc.name]));
}

function present(stored: Stored<ApiKeyDoc>, names: Map<string, string>): ApiKey {
  const { divisionId } = stored.doc;
  return {
    id: stored.id,
    name: stored.doc.name,
    divisionId,
    divisionName: divisionId ? (names.get(divisionId) ?? null) : null,
    prefix: stored.doc.prefix,
    created: stored.created,
    author: stored.author,
    lastUsed: stored.doc.lastUsed,
  };
}

export async function listApiKeys(ctx: AppContext): Promise<ApiKey[]> {
  const [keys, names] = await Promise.all([ctx.repos.apiKeys.list(), divisionNames(ctx)]);
  return keys.sort((a, b) => (a.created < b.created ? 1 : -1)).map((k) => present(k, names));
}

export async function createApiKey(
  ctx: AppContext,
  caller: Caller,
  request: CreateApiKeyRequest,
): Promise<CreatedApiKey> {
  const names = await divisionNames(ctx);
  if (request.divisionId && !names.has(request.divisionId))
    throw badRequest('divisionId: Division not found');
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const doc: ApiKeyDoc = {
    name: request.name,
    divisionId: request.divisionId ?? null,
    prefix: key.slice(0, SHOWN),
    keyHash: hashOf(key),
    lastUsed: null,
  };
  const stored = await ctx.repos.apiKeys.insert(randomUUID(), doc, stampOf(ctx, caller));
  return { ...present(stored, names), key };
}

export async function revokeApiKey(ctx: AppContext, id: string): Promise<void> {
  const stored = await ctx.repos.apiKeys.get(id);
  if (!stored) throw notFound(API_KEY_MESSAGES.notFound);
  await ctx.repos.apiKeys.hardDelete(id, stored.doc);
}

/** The key a request names, or null when it names none; `'unknown'` for a key not (or no longer) ours. */
export async function resolveApiKey(
  ctx: AppContext,
  key: string | null,
): Promise<Stored<ApiKeyDoc> | null | 'unknown'> {
  if (!key) return null;
  const [stored] = await ctx.repos.apiKeys.list({ column: 'key_hash', value: hashOf(key) });
  if (!stored) return 'unknown';
  const now = ctx.now();
  const last = stored.doc.lastUsed ? Date.parse(stored.doc.lastUsed) : 0;
  if (now.getTime() - last >= LAST_USED_EVERY_MS) {
    const doc = { ...stored.doc, lastUsed: now.toISOString() };
    // A use is not an edit: the last use is kept without touching who changed the key.
    await ctx.repos.apiKeys.replace(stored, doc, { name: stored.editor, now }).catch(() => undefined);
  }
  return stored;
}
