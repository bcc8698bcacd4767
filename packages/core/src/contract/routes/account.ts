import type { Account, LoginRequest, SignUpRequest, UpdateAccessRequest } from '../account';
import type { Envelope } from '../envelope';
import { route } from './route';

/** Accounts and sessions (packages/server/src/routes/account). */
export const ACCOUNT_ROUTES = {
  /** The signed-in account, or 204 when signed out. */
  current: route<Account>()('GET', '/api/Account'),
  all: route<Account[]>()('GET', '/api/Account/All'),
  get: route<Account>()('GET', '/api/Account/:id'),
  updateAccess: route<Envelope<Account>, UpdateAccessRequest>()('POST', '/api/Account/Access'),
  /** A browser link (302 to the sign-in page); `redirectUrl` in the query. */
  loginPage: route<never>()('GET', '/api/Account/Login/', '/api/Account/Login'),
  login: route<Envelope<Account>, LoginRequest>()('POST', '/api/Account/Login'),
  signUp: route<Envelope<Account>, SignUpRequest>()('POST', '/api/Account/SignUp'),
  /** A form's post (303 to `redirectUrl`). */
  logout: route<never, { redirectUrl?: string | null } | null>()(
    'POST',
    '/api/Account/Logout/',
    '/api/Account/Logout',
  ),
  /** A browser link (302 to the sign-out page, whose button posts `logout`). */
  logoutPage: route<never>()('GET', '/api/Account/Logout/', '/api/Account/Logout'),
} as const;
