import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { access, buildAccount } from '#web/test/builders';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

describe('admin area', () => {
  it('shows the not-permitted screen, with Home and Login, to a user without any admin flag', async () => {
    fakeFetch({ 'GET /api/Account': { body: buildAccount({ access: access('manageScores') }) } });
    renderApp('/admin/user?x=1');

    expect(
      await screen.findByRole('heading', { name: "You're not permitted to use this function" }),
    ).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(main).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe(
      '/api/Account/Login/?redirectUrl=%2Fadmin%2Fuser%3Fx%3D1',
    );
  });

  it('shows the not-permitted screen to a signed-out visitor', async () => {
    fakeFetch();
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { name: "You're not permitted to use this function" }),
    ).toBeTruthy();
  });

  it('shows only the tabs the account may use, and refuses a tab it may not', async () => {
    fakeFetch({
      'GET /api/Account': { body: buildAccount({ access: access('exportData', 'manageFeatures') }) },
      'GET /api/Feature': { body: [] },
      'GET /api/Data/Tables': { body: [] },
    });
    renderApp('/admin');

    const tabs = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Export', 'Data browser', 'Features']);
    // /admin opens the first permitted tab.
    expect(await screen.findByRole('form', { name: 'Export data' })).toBeTruthy();
  });

  it('refuses a tab the account may not use', async () => {
    fakeFetch({ 'GET /api/Account': { body: buildAccount({ access: access('exportData') }) } });
    renderApp('/admin/user');
    expect(
      await screen.findByRole('heading', { name: "You're not permitted to use this function" }),
    ).toBeTruthy();
  });
});
