import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAccount } from '#web/test/builders';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

describe('sign-out page', () => {
  it('offers a button that posts the sign-out with the redirectUrl, and signs nobody out by itself', async () => {
    const api = fakeFetch({ 'GET /api/Account': { body: buildAccount({ name: 'Sam Scorer' }) } });
    renderApp('/logout?redirectUrl=%2Fabout');

    expect(await screen.findByRole('heading', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByText('You are signed in as Sam Scorer.')).toBeTruthy();
    const form = screen.getByRole('button', { name: 'Sign out' }).closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/Account/Logout/?redirectUrl=%2Fabout');
    expect(screen.getByRole('link', { name: 'Stay signed in' }).getAttribute('href')).toBe('/about');
    expect(api.calls.filter((c) => c.path.includes('Logout'))).toEqual([]);
  });

  it('never sends anyone off-site', async () => {
    fakeFetch({ 'GET /api/Account': { body: buildAccount() } });
    renderApp('/logout?redirectUrl=https%3A%2F%2Fevil.example%2F');
    const form = (await screen.findByRole('button', { name: 'Sign out' })).closest('form')!;
    expect(form.getAttribute('action')).toBe('/api/Account/Logout/?redirectUrl=%2F');
  });

  it('says so when already signed out', async () => {
    fakeFetch();
    renderApp('/logout?redirectUrl=%2Fabout');
    expect(await screen.findByText(/You are signed out/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});
