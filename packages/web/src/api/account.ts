import type { Account, LoginRequest, SignUpRequest, UpdateAccessRequest } from '@darts/core/contract/account';
import { ACCOUNT_ROUTES } from '@darts/core/contract/routes/account';
import { call, commandTo, urlOf } from './client';

export const accountApi = {
  /** The signed-in account, or null when signed out (204). */
  current: () => call(ACCOUNT_ROUTES.current),
  all: async (): Promise<Account[]> => (await call(ACCOUNT_ROUTES.all)) ?? [],
  updateAccess: (body: UpdateAccessRequest) => commandTo(ACCOUNT_ROUTES.updateAccess, { body }),
  login: (body: LoginRequest) => commandTo(ACCOUNT_ROUTES.login, { body }),
  signUp: (body: SignUpRequest) => commandTo(ACCOUNT_ROUTES.signUp, { body }),
};

/** A browser redirect (a plain link, not a fetch): the server answers with a 302. */
export function loginHref(redirectUrl: string): string {
  return `${urlOf(ACCOUNT_ROUTES.loginPage)}?redirectUrl=${encodeURIComponent(redirectUrl)}`;
}

/** Where a sign-out form posts (a full page load): the server signs out and answers with a 303. */
export function logoutHref(redirectUrl: string): string {
  return `${urlOf(ACCOUNT_ROUTES.logout)}?redirectUrl=${encodeURIComponent(redirectUrl)}`;
}
