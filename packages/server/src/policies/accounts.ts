import type { Caller } from '#server/auth/guard';

/* Who may see an account. */

/** manageAccess sees any account; everyone signed in sees their own. */
export function canSeeAccount(caller: Caller, account: { id: string } | null): boolean {
  if (!caller) return false;
  return account?.id === caller.id || caller.doc.access.manageAccess === true;
}
