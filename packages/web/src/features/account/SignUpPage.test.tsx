import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '#web/routing/browser';
import { SIGN_UP_ANSWER } from '@darts/core/account/signUp';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

async function fillIn(user: ReturnType<typeof renderApp>['user'], password = 'long-enough') {
  await user.type(await screen.findByLabelText('Name'), 'Sam Smith');
  await user.type(screen.getByLabelText('Given name'), 'Sam');
  await user.type(screen.getByLabelText('Email address'), 'sam@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('sign-up page', () => {
  it('shows the password minimum, posts the account and says what to do next, keeping the redirect', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    // The server answers a new address and a registered one alike (docs/decisions/041).
    const api = fakeFetch({
      'POST /api/Account/SignUp': { body: envelope(null, { messages: [SIGN_UP_ANSWER] }) },
    });
    const { user } = renderApp('/signup?redirectUrl=%2Fabout');

    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
    await fillIn(user);

    expect((await screen.findByRole('status')).textContent).toBe(
      'If no account had this email address, one has been made with your details: sign in with it',
    );
    const signIn = screen.getAllByRole('link', { name: 'Sign in' });
    expect(signIn.map((link) => link.getAttribute('href'))).toContain('/login?redirectUrl=%2Fabout');
    expect(screen.getByRole('button', { name: 'Sign up' })).toHaveProperty('disabled', true);
    expect(assign).not.toHaveBeenCalled();
    expect(api.callsTo('POST', '/api/Account/SignUp')[0]?.body).toEqual({
      emailAddress: 'sam@example.com',
      password: 'long-enough',
      name: 'Sam Smith',
      givenName: 'Sam',
    });
  });

  it("shows the server's field errors next to the fields (400)", async () => {
    fakeFetch({
      'POST /api/Account/SignUp': {
        status: 400,
        body: envelope(null, { errors: ['Password must be at least 8 characters', 'Something else'] }),
      },
    });
    const { user } = renderApp('/signup');
    await fillIn(user);

    const message = await screen.findByText('Password must be at least 8 characters');
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toContain(
      message.parentElement?.id,
    );
    expect(screen.getByRole('alert').textContent).toBe('Something else');
  });

  it('refuses a short password before posting', async () => {
    const api = fakeFetch();
    const { user } = renderApp('/signup');
    await fillIn(user, 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Account/SignUp')).toHaveLength(0);
  });
});
