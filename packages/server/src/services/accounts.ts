import { randomUUID } from 'node:crypto';
import { fullAccess, normaliseAccess, type Access, type AccessFlag } from '@darts/core/contract/access';
import { accessChangeProblems } from '@darts/core/account/accessChange';
import { holdsEveryFlag } from '@darts/core/account/dataAccess';
import type { SignUpRequest, UpdateAccessRequest } from '@darts/core/contract/account';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '#server/auth/passwords';
import type { AppContext } from '#server/context';
import type { UserDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { ApiError, badRequest, notFound } from '#server/errors';

export const BAD_CREDENTIALS = 'Email address or password is incorrect';

export async function findUserByEmail(ctx: AppContext, email: string): Promise<Stored<UserDoc> | null> {
  const row = await ctx.db.kysely
    .selectFrom('user')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row ? ctx.repos.users.get(row.id) : null;
}

/** Checks an email and password; the same 401 whether the account is unknown or the password wrong. */
export async function authenticate(
  ctx: AppContext,
  email: string,
  password: string,
): Promise<Stored<UserDoc>> {
  const user = await findUserByEmail(ctx, email);
  const valid = await verifyPassword(
    password,
    user && !user.deleted ? user.doc.passwordHash : await DUMMY_HASH_PROMISE,
  );
  if (!user || user.deleted || !valid) throw new ApiError(401, [BAD_CREDENTIALS]);
  return user;
}

/**
 * Creates an account with no access flags (the sign-up page) unless the address is registered,
 * when nothing changes. The caller answers both alike (docs/decisions/041): the password is hashed
 * either way, and two sign-ups of one new address at once make one account.
 */
export async function signUp(ctx: AppContext, request: SignUpRequest): Promise<void> {
  const passwordHash = await hashPassword(request.password);
  if (await findUserByEmail(ctx, request.emailAddress)) return;
  const doc: UserDoc = {
    name: request.name,
    givenName: request.givenName || request.name.split(' ')[0] || request.name,
    emailAddress: request.emailAddress,
    passwordHash,
    teamId: null,
    access: normaliseAccess({}),
  };
  try {
    await ctx.repos.users.insert(randomUUID(), doc, { name: doc.name, now: ctx.now() });
  } catch (error) {
    // The unique address: another sign-up of it saved first.
    if (!(await findUserByEmail(ctx, request.emailAddress))) throw error;
  }
}

export interface EnsureUserInput {
  email: string;
  password: string;
  name: string;
  givenName?: string | undefined;
  access: Access;
  /** The team a clerk records results for (kept as it is when absent). */
  teamId?: string | null;
}

/** Creates or updates an account with the given password and flags (start-up admin and the CLI). */
export async function ensureUser(
  ctx: AppContext,
  input: EnsureUserInput,
): Promise<{ user: Stored<UserDoc>; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(ctx, email);
  const stamp = { name: 'system', now: ctx.now() };
  const givenName = input.givenName || input.name.split(' ')[0] || input.name;
  if (existing) {
    const doc: UserDoc = {
      ...existing.doc,
      name: input.name,
      givenName,
      passwordHash,
      access: input.access,
      teamId: input.teamId === undefined ? existing.doc.teamId : input.teamId,
    };
    return { user: await ctx.repos.users.replace(existing, doc, stamp), created: false };
  }
  const doc: UserDoc = {
    name: input.name,
    givenName,
    emailAddress: email,
    passwordHash,
    teamId: input.teamId ?? null,
    access: input.access,
  };
  return { user: await ctx.repos.users.insert(randomUUID(), doc, stamp), created: true };
}

/** Parses `flag,flag` for the CLI; `all` grants every flag. */
export function parseAccessList(list: string | undefined): Access {
  if (!list) return normaliseAccess({});
  if (list.trim() === 'all') return fullAccess();
  const flags = list
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const access = normaliseAccess({});
  for (const flag of flags) {
    if (!(flag in access)) throw badRequest(`access: unknown flag "${flag}"`);
    access[flag as AccessFlag] = true;
  }
  return access;
}

/**
 * Replaces an account's flags (and team). Nobody removes their own manageAccess, gives or takes
 * away a permission they do not hold, or leaves the league without an account holding every
 * permission (core account/accessChange.ts).
 */
export async function updateAccess(
  ctx: AppContext,
  caller: Stored<UserDoc>,
  request: UpdateAccessRequest,
): Promise<Stored<UserDoc>> {
  const email = request.emailAddress.trim().toLowerCase();
  // One change at a time: two administrators demoting each other at once would each see the other still full.
  return ctx.repos.transaction(
    async (repos) => {
      const users = (await repos.users.list()).filter((user) => !user.doc.device);
      const target = users.find((user) => user.doc.emailAddress.toLowerCase() === email);
      if (!target) throw notFound(`No account with email address ${request.emailAddress}`);
      const access = normaliseAccess(request.access);
      if (target.id === caller.id && !access.manageAccess) {
        throw badRequest('Cannot remove your own user access');
      }
      const problems = accessChangeProblems({
        caller: caller.doc.access,
        before: target.doc.access,
        after: access,
        otherFullAdministrators: users.filter(
          (user) => user.id !== target.id && holdsEveryFlag(user.doc.access),
        ).length,
      });
      if (problems.length > 0) throw badRequest(...problems);
      const teamId = request.teamId === undefined ? target.doc.teamId : request.teamId;
      return repos.users.replace(
        target,
        { ...target.doc, access, teamId },
        { name: caller.doc.name, now: ctx.now() },
      );
    },
    { exclusive: 'access' },
  );
}

/** The people's accounts (devices are listed apart: services/devices.ts). */
export async function listUsers(ctx: AppContext): Promise<Stored<UserDoc>[]> {
  const users = (await ctx.repos.users.list()).filter((user) => !user.doc.device);
  return users.sort((a, b) => a.doc.name.localeCompare(b.doc.name, undefined, { sensitivity: 'base' }));
}
