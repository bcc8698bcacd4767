import type { Account, LoginRequest, SignUpRequest, UpdateAccessRequest } from '@darts/core/contract/account';
import { command, http } from './client';

export const accountApi = {
  /** The signed-in account, or null when signed out (204). */
  current: () => http.get<Account>('/api/Account'),
  all: async () => (await http.get<Account[]>('/api/Account/All')) ?? [],
  updateAccess: (request: UpdateAccessRequest) => command<Account>('POST', '/api/Account/Access', request),
  login: (request: LoginRequest) => command<Account>('POST', '/api/Account/Login', request),
  signUp: (request: SignUpRequest) => command<Account>('POST', '/api/Account/SignUp', request),
};

/** A browser redirect (a plain link, not a fetch): the server answers with a 302. */
export function loginHref(redirectUrl: string): string {
  return `/api/Account/Login/?redirectUrl=${encodeURIComponent(redirectUrl)}`;
}

/** Where a sign-out form posts (a full page load): the server signs out and answers with a 303. */
export function logoutHref(redirectUrl: string): string {
  return `/api/Account/Logout/?redirectUrl=${encodeURIComponent(redirectUrl)}`;
}
