import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '#web/routing/browser';
import { buildAccount } from '#web/test/builders';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

async function signIn(
  user: ReturnType<typeof renderApp>['user'],
  email = 'sam@example.com',
  password = 'secret-pass',
) {
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  it('posts the email and password as JSON and then loads the redirect page', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const api = fakeFetch({ 'POST /api/Account/Login': { body: envelope(buildAccount()) } });
    const { user } = renderApp('/login?redirectUrl=%2Fteams%2F2025%2F%3Fdivision%3DPremier');

    await signIn(user, '  Sam@Example.com ');

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/teams/2025/?division=Premier'));
    const [call] = api.callsTo('POST', '/api/Account/Login');
    expect(call?.body).toEqual({ emailAddress: 'sam@example.com', password: 'secret-pass' });
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers['x-ui-url']).toBe(window.location.href);
    expect(call?.credentials).toBe('include');
  });

  it.each([
    ['https://evil.example/steal', '/'],
    ['//evil.example/steal', '/'],
    ['/\\evil.example', '/'],
    ['', '/'],
  ])('only returns to same-origin paths (redirectUrl %s goes to %s)', async (redirectUrl, expected) => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    fakeFetch({ 'POST /api/Account/Login': { body: envelope(buildAccount()) } });
    const { user } = renderApp(`/login?redirectUrl=${encodeURIComponent(redirectUrl)}`);
    await signIn(user);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expected));
  });

  it("shows the server's message when the password is wrong (401)", async () => {
    const assign = vi.spyOn(browserNavigation, 'assign');
    fakeFetch({
      'POST /api/Account/Login': {
        status: 401,
        body: envelope(null, { errors: ['Email address or password is incorrect'] }),
      },
    });
    const { user } = renderApp('/login');
    await signIn(user);

    expect((await screen.findByRole('alert')).textContent).toBe('Email address or password is incorrect');
    expect(assign).not.toHaveBeenCalled();
    // The form's failure is not an app error.
    expect(screen.queryByRole('heading', { name: 'An error occurred' })).toBeNull();
  });

  it('asks to wait after too many attempts (429)', async () => {
    fakeFetch({
      'POST /api/Account/Login': {
        status: 429,
        body: { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' },
      },
    });
    const { user } = renderApp('/login');
    await signIn(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many sign-in attempts, try again in a minute',
    );
  });

  it('checks the form before posting', async () => {
    const api = fakeFetch();
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Email address must be an email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/Account/Login')).toHaveLength(0);
  });

  it('links to sign-up, keeping the redirect', async () => {
    fakeFetch();
    renderApp('/login?redirectUrl=%2Fabout');
    expect((await screen.findByRole('link', { name: 'Sign up' })).getAttribute('href')).toBe(
      '/signup?redirectUrl=%2Fabout',
    );
  });
});
