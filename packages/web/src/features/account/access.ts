import type { AccessFlag } from '@darts/core/contract/access';
import type { Account } from '@darts/core/contract/account';

/*
 * Zod-free copies of two tiny helpers from contract/access.ts. That module builds zod schemas at
 * load time, which would put all of zod (~40 kB gzip) into the home page's bundle; lazy pages may
 * import it freely. The types keep these in step with the contract.
 */

/** True when the account holds the flag. Anonymous callers hold none. */
export function hasAccess(
  account: { access: Partial<Record<AccessFlag, boolean>> } | null | undefined,
  flag: AccessFlag,
) {
  return account?.access[flag] === true;
}

/** Flags that reveal the Admin link (spec 1 section 6; contract ADMIN_LINK_FLAGS). */
export const ADMIN_LINK_FLAGS = [
  'manageAccess',
  'viewExceptions',
  'importData',
  'exportData',
] as const satisfies readonly AccessFlag[];

export function canSeeAdmin(account: Account | null | undefined): boolean {
  return ADMIN_LINK_FLAGS.some((flag) => hasAccess(account, flag));
}
