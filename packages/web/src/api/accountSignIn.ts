import type { LoginRequest, SignUpRequest } from '@darts/core/contract/account';
import { ACCOUNT_SIGN_IN_ROUTES } from '@darts/core/contract/routes/accountSignIn';
import { commandTo } from './client';

/** Signing in and signing up (their pages): apart from accountApi, so the first page does not load them. */
export const accountSignInApi = {
  login: (body: LoginRequest) => commandTo(ACCOUNT_SIGN_IN_ROUTES.login, { body }),
  signUp: (body: SignUpRequest) => commandTo(ACCOUNT_SIGN_IN_ROUTES.signUp, { body }),
};
