import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { SaygUpsertRequest } from '@darts/core/contract/sayg';
import { legsProblems } from '@darts/core/scoring/validation';
import type { Caller } from '../auth/guard';
import type { AppContext } from '../context';
import type { SaygDoc } from '../db/docs';
import type { Stored } from '../db/documents';
import { ApiError, badRequest, notFound, notLoggedIn, notPermitted } from '../errors';

const hash = (token: string) => createHash('sha256').update(token).digest();

function tokenMatches(token: string | undefined, stored: SaygDoc): boolean {
  if (!token || token.length > 200 || !stored.editTokenHash) return false;
  const expected = Buffer.from(stored.editTokenHash, 'hex');
  const given = hash(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Who may change a sayg record: whoever holds its edit token, its signed-in creator, or anyone
 * with recordScoresAsYouGo. A tournament-linked record needs recordScoresAsYouGo (or the token).
 */
export function assertCanEdit(caller: Caller, stored: Stored<SaygDoc>, token: string | undefined): void {
  if (tokenMatches(token, stored.doc)) return;
  if (caller?.doc.access.recordScoresAsYouGo) return;
  if (!stored.doc.tournamentMatchId && caller && stored.doc.ownerId === caller.id) return;
  if (!caller)
    throw notLoggedIn('Not logged in: this sayg session needs its edit token or a signed-in scorer');
  throw notPermitted(
    stored.doc.tournamentMatchId
      ? 'Not permitted to modify tournament sayg sessions'
      : 'Not permitted to modify this sayg session',
  );
}

export interface SaygSaveResult {
  stored: Stored<SaygDoc>;
  /** Handed out once, when the record is created: the creating browser keeps it. */
  editToken: string | null;
  created: boolean;
}

/**
 * Creates or replaces a sayg record. Unknown or missing ids create a new record with a server id;
 * updates need the edit right and the current `lastUpdated` (409 otherwise). Scores are never
 * stored: they are derived from the throws on every read.
 */
export async function upsertSayg(
  ctx: AppContext,
  caller: Caller,
  request: SaygUpsertRequest,
  token: string | undefined,
): Promise<SaygSaveResult> {
  const problems = legsProblems(request.legs);
  if (problems.length) throw badRequest(...problems);
  const existing = request.id ? await ctx.repos.sayg.get(request.id) : null;
  const stamp = { name: caller?.doc.name ?? null, now: ctx.now() };
  const fields = {
    yourName: request.yourName,
    opponentName: request.opponentName ?? null,
    startingScore: request.startingScore,
    numberOfLegs: request.numberOfLegs,
    legs: request.legs,
  };

  if (!existing) {
    if (request.tournamentMatchId && !caller?.doc.access.recordScoresAsYouGo) {
      if (!caller) throw notLoggedIn();
      throw notPermitted('Not permitted to modify tournament sayg sessions');
    }
    const editToken = randomBytes(24).toString('base64url');
    const doc: SaygDoc = {
      ...fields,
      tournamentMatchId: request.tournamentMatchId ?? null,
      editTokenHash: hash(editToken).toString('hex'),
      ownerId: caller?.id ?? null,
    };
    return { stored: await ctx.repos.sayg.insert(randomUUID(), doc, stamp), editToken, created: true };
  }

  assertCanEdit(caller, existing, token);
  const linked = existing.doc.tournamentMatchId;
  if (linked && request.tournamentMatchId === null)
    throw badRequest('tournamentMatchId: Sayg session ids cannot be removed');
  if (linked && request.tournamentMatchId && request.tournamentMatchId !== linked) {
    throw badRequest('tournamentMatchId: Sayg session ids cannot be changed');
  }
  if (!linked && request.tournamentMatchId && !caller?.doc.access.recordScoresAsYouGo) {
    throw notPermitted('Not permitted to modify tournament sayg sessions');
  }
  const doc: SaygDoc = {
    ...existing.doc,
    ...fields,
    tournamentMatchId: linked ?? request.tournamentMatchId ?? null,
  };
  const stored = await ctx.repos.sayg.update(existing, doc, stamp, request.lastUpdated);
  return { stored, editToken: null, created: false };
}

export async function deleteSayg(
  ctx: AppContext,
  caller: Caller,
  id: string,
  token: string | undefined,
): Promise<Stored<SaygDoc>> {
  const existing = await ctx.repos.sayg.get(id);
  if (!existing) {
    if (!caller && !token) throw notLoggedIn();
    throw notFound('RecordedScoreAsYouGo not found');
  }
  assertCanEdit(caller, existing, token);
  if (existing.deleted) throw new ApiError(404, ['RecordedScoreAsYouGo not found']);
  return ctx.repos.sayg.softDelete(existing, { name: caller?.doc.name ?? null, now: ctx.now() });
}
