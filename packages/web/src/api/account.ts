import { ACCOUNT_ROUTES } from '@darts/core/contract/routes/account';
import { call, urlOf } from './client';

/**
 * The signed-in account. Signing in and up are in accountSignIn.ts, the access editor's calls in
 * accountManage.ts: only their pages load them.
 */
export const accountApi = {
  /** The signed-in account, or null when signed out (204). */
  current: () => call(ACCOUNT_ROUTES.current),
};

/** A browser redirect (a plain link, not a fetch): the server answers with a 302. */
export function loginHref(redirectUrl: string): string {
  return `${urlOf(ACCOUNT_ROUTES.loginPage)}?redirectUrl=${encodeURIComponent(redirectUrl)}`;
}

/** Where a sign-out form posts (a full page load): the server signs out and answers with a 303. */
export function logoutHref(redirectUrl: string): string {
  return `${urlOf(ACCOUNT_ROUTES.logout)}?redirectUrl=${encodeURIComponent(redirectUrl)}`;
}
