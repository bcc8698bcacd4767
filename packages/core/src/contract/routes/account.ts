import type { Account } from '../account';
import { route } from './route';

/**
 * Accounts and sessions (packages/server/src/routes/account): what every page may call. The
 * sign-in and sign-up pages' posts are in accountSignIn.ts and the access editor's routes in
 * accountManage.ts, apart, so the first page does not load them.
 */
export const ACCOUNT_ROUTES = {
  /** The signed-in account, or 204 when signed out. */
  current: route<Account>()('GET', '/api/Account'),
  /** A browser link (302 to the sign-in page); `redirectUrl` in the query. */
  loginPage: route<never>()('GET', '/api/Account/Login/', '/api/Account/Login'),
  /** A form's post (303 to `redirectUrl`). */
  logout: route<never, { redirectUrl?: string | null } | null>()(
    'POST',
    '/api/Account/Logout/',
    '/api/Account/Logout',
  ),
  /** A browser link (302 to the sign-out page, whose button posts `logout`). */
  logoutPage: route<never>()('GET', '/api/Account/Logout/', '/api/Account/Logout'),
} as const;
