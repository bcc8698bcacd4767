import type { FastifyRequest } from 'fastify';
import type { AccessFlag } from '@darts/core/contract/access';
import type { Stored } from '#server/db/documents';
import type { UserDoc } from '#server/db/docs';
import { notLoggedIn, notPermitted } from '#server/errors';

/** The caller, resolved from the session cookie for every API request (null when anonymous). */
export type Caller = Stored<UserDoc> | null;

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyContextConfig {
    /** Answer 401 before validating input when nobody is signed in. */
    signedIn?: boolean;
  }
}

/** The signed-in caller, or a 401. */
export function requireCaller(request: FastifyRequest): Stored<UserDoc> {
  if (!request.caller) throw notLoggedIn();
  return request.caller;
}

/** The signed-in caller holding `flag` (401 when anonymous, 403 without the flag). */
export function requireAccess(request: FastifyRequest, flag: AccessFlag): Stored<UserDoc> {
  const caller = requireCaller(request);
  if (caller.doc.access[flag] !== true) throw notPermitted();
  return caller;
}

/** The signed-in caller holding any of `flags`. */
export function requireAnyAccess(request: FastifyRequest, flags: readonly AccessFlag[]): Stored<UserDoc> {
  const caller = requireCaller(request);
  if (!flags.some((flag) => caller.doc.access[flag] === true)) throw notPermitted();
  return caller;
}

export function callerHas(request: FastifyRequest, flag: AccessFlag): boolean {
  return request.caller?.doc.access[flag] === true;
}

/** The name stamped into audit columns. */
export function callerName(request: FastifyRequest): string | null {
  return request.caller?.doc.name ?? null;
}
