import type { Account, LoginRequest, SignUpRequest } from '../account';
import type { Envelope } from '../envelope';
import { route } from './route';

/** Signing in and signing up, posted by their pages (packages/server/src/routes/account). */
export const ACCOUNT_SIGN_IN_ROUTES = {
  login: route<Envelope<Account>, LoginRequest>()('POST', '/api/Account/Login'),
  /** The same answer for a new address and a registered one (docs/decisions/041); signs nobody in. */
  signUp: route<Envelope<null>, SignUpRequest>()('POST', '/api/Account/SignUp'),
} as const;
