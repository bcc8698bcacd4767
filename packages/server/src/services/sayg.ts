import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  MATCH_SAYG_DELETE_NOT_PERMITTED,
  SAYG_EDIT_NOT_PERMITTED,
  SAYG_FIXTURE_NOT_FOUND,
  SAYG_MATCH_CANNOT_BE_CHANGED,
  SAYG_MATCH_CANNOT_BE_REMOVED,
  SAYG_NOT_FOUND,
  SAYG_NOT_LOGGED_IN,
  SAYG_NOT_PERMITTED,
  type SaygFixtureMatch,
  type SaygUpsertRequest,
} from '@darts/core/contract/sayg';
import { legsProblems } from '@darts/core/scoring/validation';
import { legsWithStarts } from '@darts/core/scoring/handicap';
import type { Caller } from '#server/auth/guard';
import type { AppContext } from '#server/context';
import type { SaygDoc } from '#server/db/docs';
import type { Stamp, Stored } from '#server/db/documents';
import { ApiError, badRequest, notFound, notLoggedIn, notPermitted } from '#server/errors';
import { canEditSayg, canRecordAnySayg } from '#server/policies/sayg';
import { canRecordScores } from '#server/policies/scorecard';
import { SCORES_NOT_PERMITTED } from '@darts/core/contract/scorecard';
import { canDeleteTournamentSayg } from '#server/policies/tournaments';
import { presentSayg } from '#server/presenters/sayg';
import { boardMatchOf, isBoardDevice } from './boardDevice';
import { fixtureMatchKey } from '@darts/core/scorecard/boardCard';
import { derivedId } from './derivedId';

const hash = (token: string) => createHash('sha256').update(token).digest();

function hashMatches(secret: string | undefined, storedHash: string | undefined): boolean {
  if (!secret || secret.length > 200 || !storedHash) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const given = hash(secret);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const tokenMatches = (token: string | undefined, stored: SaygDoc) => hashMatches(token, stored.editTokenHash);

const newEditToken = () => randomBytes(24).toString('base64url');

/**
 * The id a create with an idempotency key gets: derived from the key (an RFC 9562 version 8
 * UUID), so a repeated create finds the record by id without an index. The id reveals nothing of
 * the key, and nobody can pick a key that lands on a given id.
 */
export function createKeyId(key: string): string {
  return derivedId(`sayg-create-key:${key}`);
}

/**
 * The edit token of a create with an idempotency key: derived from the key, so every answer to
 * the same create (repeated, or sent several times at once) hands out the same, working token.
 * Holding the key already proves it is the creator; the token reveals nothing of the key.
 */
const keyedEditToken = (key: string) =>
  createHash('sha256').update(`sayg-edit-token:${key}`).digest().subarray(0, 24).toString('base64url');

/** Throws unless the caller may change the record (the rule is policies/sayg.ts). */
export function assertCanEdit(
  caller: Caller,
  stored: Stored<SaygDoc>,
  token: string | undefined,
  boardMatchKey: string | null = null,
): void {
  if (canEditSayg(caller, stored, tokenMatches(token, stored.doc), boardMatchKey)) return;
  if (!caller) throw notLoggedIn(SAYG_NOT_LOGGED_IN);
  throw notPermitted(stored.doc.tournamentMatchId ? SAYG_NOT_PERMITTED : SAYG_EDIT_NOT_PERMITTED);
}

export interface SaygSaveResult {
  stored: Stored<SaygDoc>;
  /** Handed out once, when the record is created: the creating browser keeps it. */
  editToken: string | null;
  created: boolean;
}

/**
 * Creates or replaces a sayg record. Unknown or missing ids create a new record with a server id;
 * updates need the edit right and the current `lastUpdated` (409 otherwise). A create carrying an
 * idempotency key already used by a record answers that record (see `repeatCreate`) instead of
 * creating another. Scores are never stored: they are derived from the throws on every read.
 */
export async function upsertSayg(
  ctx: AppContext,
  caller: Caller,
  request: SaygUpsertRequest,
  options: SaygSaveOptions = {},
): Promise<SaygSaveResult> {
  const result = await saveSayg(ctx, caller, request, options.token, options.createKey);
  await publishSayg(ctx, result.stored, caller, options.referrer ?? null);
  return result;
}

export interface SaygSaveOptions {
  /** The edit token handed out at creation (X-Sayg-Token). */
  token?: string | undefined;
  /** The `Idempotency-Key` of a create (ignored on updates). */
  createKey?: string | undefined;
  /** The page the save came from (X-UI-Url), shown to whoever lists the live sockets. */
  referrer?: string | null;
}

/** The last step of every saved record: its spectators get it (after the commit), on every instance. */
export async function publishSayg(
  ctx: AppContext,
  stored: Stored<SaygDoc>,
  caller: Caller,
  referrer: string | null = null,
): Promise<void> {
  const record = presentSayg(stored);
  await ctx.live.publish('Sayg', record.id, record, {
    socketId: null,
    mode: 'Polling',
    userName: caller?.doc.name ?? null,
    referrer,
  });
}

async function saveSayg(
  ctx: AppContext,
  caller: Caller,
  request: SaygUpsertRequest,
  token: string | undefined,
  createKey: string | undefined,
): Promise<SaygSaveResult> {
  const existing = request.id ? await ctx.repos.sayg.get(request.id) : null;
  // A handicap left out of a request (a client that knows none) stays as stored; null clears it.
  const starts = request.starts !== undefined ? request.starts : existing?.doc.starts;
  const legsInHand = request.legsInHand !== undefined ? request.legsInHand : existing?.doc.legsInHand;
  const fields = {
    yourName: request.yourName,
    opponentName: request.opponentName ?? null,
    startingScore: request.startingScore,
    numberOfLegs: request.numberOfLegs,
    legs: legsWithStarts(request.legs, starts),
    ...(starts ? { starts } : {}),
    ...(legsInHand ? { legsInHand } : {}),
  };
  const problems = legsProblems(fields.legs);
  if (problems.length) throw badRequest(...problems);
  const stamp = { name: caller?.doc.name ?? null, now: ctx.now() };

  const fixtureMatch = request.fixtureMatch
    ? await checkedFixtureMatch(ctx, caller, request.fixtureMatch)
    : null;

  if (!existing) {
    if (request.tournamentMatchId && !canRecordAnySayg(caller)) {
      if (!caller) throw notLoggedIn();
      throw notPermitted(SAYG_NOT_PERMITTED);
    }
    const editToken = createKey ? keyedEditToken(createKey) : newEditToken();
    const doc: SaygDoc = {
      ...fields,
      tournamentMatchId: request.tournamentMatchId ?? null,
      ...(fixtureMatch ? { fixtureMatch } : {}),
      editTokenHash: hash(editToken).toString('hex'),
      ownerId: caller?.id ?? null,
    };
    if (!createKey) {
      return { stored: await ctx.repos.sayg.insert(randomUUID(), doc, stamp), editToken, created: true };
    }
    const id = createKeyId(createKey);
    const keyed = { ...doc, createKeyHash: hash(createKey).toString('hex') };
    const earlier = await ctx.repos.sayg.get(id);
    if (!earlier) {
      try {
        return { stored: await ctx.repos.sayg.insert(id, keyed, stamp), editToken, created: true };
      } catch (error) {
        // The same create ran at the same time (a retry overtaking a slow first attempt).
        const raced = await ctx.repos.sayg.get(id);
        if (!raced || !hashMatches(createKey, raced.doc.createKeyHash)) throw error;
        return repeatCreate(ctx, raced, fields, stamp, editToken);
      }
    }
    if (hashMatches(createKey, earlier.doc.createKeyHash))
      return repeatCreate(ctx, earlier, fields, stamp, editToken);
    // Not reachable short of a SHA-256 collision: a plain create rather than a failure.
    return { stored: await ctx.repos.sayg.insert(randomUUID(), doc, stamp), editToken, created: true };
  }

  assertCanEdit(caller, existing, token, (await boardMatchOf(ctx, caller))?.matchKey ?? null);
  const linked = existing.doc.tournamentMatchId;
  if (linked && request.tournamentMatchId === null)
    throw badRequest(`tournamentMatchId: ${SAYG_MATCH_CANNOT_BE_REMOVED}`);
  if (linked && request.tournamentMatchId && request.tournamentMatchId !== linked) {
    throw badRequest(`tournamentMatchId: ${SAYG_MATCH_CANNOT_BE_CHANGED}`);
  }
  if (!linked && request.tournamentMatchId && !canRecordAnySayg(caller)) {
    throw notPermitted(SAYG_NOT_PERMITTED);
  }
  const { starts: _starts, legsInHand: _inHand, ...unhandicapped } = existing.doc;
  const doc: SaygDoc = {
    ...unhandicapped,
    ...fields,
    tournamentMatchId: linked ?? request.tournamentMatchId ?? null,
    ...(fixtureMatch ? { fixtureMatch } : {}),
  };
  const stored = await ctx.repos.sayg.update(existing, doc, stamp, request.lastUpdated);
  return { stored, editToken: null, created: false };
}

/**
 * The scorecard match a record says it scores: the fixture must exist and the caller may record its
 * scores (ManageScores or a clerk of either team), as on the scorecard the dialog is opened from, or
 * is the board's device the match is called to (decision 055).
 */
async function checkedFixtureMatch(
  ctx: AppContext,
  caller: Caller,
  link: SaygFixtureMatch,
): Promise<SaygFixtureMatch> {
  const fixtureId = link.fixtureId.toLowerCase();
  const fixture = await ctx.repos.games.get(fixtureId);
  if (!fixture || fixture.deleted) throw badRequest(`fixtureMatch: ${SAYG_FIXTURE_NOT_FOUND}`);
  if (!caller) throw notLoggedIn();
  const key = fixtureMatchKey(fixtureId, link.index);
  const boards = isBoardDevice(caller) && (await boardMatchOf(ctx, caller))?.matchKey === key;
  if (!boards && !canRecordScores(caller, fixture.doc)) throw notPermitted(SCORES_NOT_PERMITTED);
  return { fixtureId, index: link.index };
}

/**
 * A create repeated with the key of an earlier one (its answer never arrived, or it was sent
 * several times at once): the same record takes the request's state (the creator's latest) and
 * answers with the same edit token. Holding the key proves it is the same creator. A deleted
 * record stays deleted (409).
 */
async function repeatCreate(
  ctx: AppContext,
  earlier: Stored<SaygDoc>,
  fields: Pick<
    SaygDoc,
    'yourName' | 'opponentName' | 'startingScore' | 'numberOfLegs' | 'legs' | 'starts' | 'legsInHand'
  >,
  stamp: Stamp,
  editToken: string,
): Promise<SaygSaveResult> {
  for (let attempt = 0, current = earlier; ; attempt += 1) {
    const doc: SaygDoc = { ...current.doc, ...fields, editTokenHash: hash(editToken).toString('hex') };
    try {
      const stored = await ctx.repos.sayg.update(current, doc, stamp, current.updated);
      return { stored, editToken, created: false };
    } catch (error) {
      // Another repeat of the same create saved first: apply this one over it.
      const latest = await ctx.repos.sayg.get(earlier.id);
      if (attempt >= 10 || !latest || latest.deleted || latest.updated === current.updated) throw error;
      current = latest;
    }
  }
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
    throw notFound(SAYG_NOT_FOUND);
  }
  assertCanEdit(caller, existing, token);
  if (existing.doc.tournamentMatchId && !canDeleteTournamentSayg(caller, existing))
    throw notPermitted(MATCH_SAYG_DELETE_NOT_PERMITTED);
  if (existing.deleted) throw new ApiError(404, [SAYG_NOT_FOUND]);
  return ctx.repos.sayg.softDelete(existing, { name: caller?.doc.name ?? null, now: ctx.now() });
}
