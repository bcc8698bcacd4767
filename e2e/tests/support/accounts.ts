import { expect, type APIRequestContext } from '@playwright/test';

export interface TestAccount {
  email: string;
  password: string;
  name: string;
  givenName: string;
}

/** A fresh account description; emails are unique so a retried test never collides. */
export function newAccount(givenName: string): TestAccount {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `${givenName.toLowerCase()}.${unique}@e2e.example`,
    password: 'e2e-player-pass',
    name: `${givenName} Tester`,
    givenName,
  };
}

/**
 * Creates the account through `POST /api/Account/SignUp`, then signs that request context in
 * with it (sign-up itself signs nobody in: docs/decisions/041). Pass `page.request` to sign the
 * browser in as the new account, or the `request` fixture to leave the browser as it is.
 */
export async function signUp(
  request: APIRequestContext,
  account: TestAccount,
  baseURL: string,
): Promise<void> {
  const response = await request.post('/api/Account/SignUp', {
    headers: { 'X-UI-Url': `${baseURL}/signup` },
    data: {
      emailAddress: account.email,
      password: account.password,
      name: account.name,
      givenName: account.givenName,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const signedIn = await request.post('/api/Account/Login', {
    headers: { 'X-UI-Url': `${baseURL}/login` },
    data: { emailAddress: account.email, password: account.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
}

interface AccountView {
  emailAddress: string;
  access: Record<string, boolean>;
}

/** `GET /api/Account/All` as whoever the request context is signed in as (manageAccess). */
export async function allAccounts(request: APIRequestContext): Promise<AccountView[]> {
  const response = await request.get('/api/Account/All');
  expect(response.status()).toBe(200);
  return (await response.json()) as AccountView[];
}
