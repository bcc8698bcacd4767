import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { access, buildAccount, buildDivision, buildSeason, buildSite } from '#web/test/builders';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('top navigation', () => {
  it('shows Login, linking to the server with the current path, when signed out', async () => {
    fakeFetch();
    renderApp('/?division=x');

    const login = await within(nav()).findByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/api/Account/Login/?redirectUrl=%2F%3Fdivision%3Dx');
    expect(within(nav()).queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it("keeps the sign-in page's own redirectUrl rather than nesting it", async () => {
    fakeFetch();
    renderApp('/login?redirectUrl=%2Fabout');
    const login = await within(nav()).findByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe('/api/Account/Login/?redirectUrl=%2Fabout');
  });

  it('shows Logout with the given name and the Admin entry for an administrator', async () => {
    fakeFetch({
      'GET /api/Account': {
        body: buildAccount({ name: 'Given Person', givenName: 'Given', access: access('manageAccess') }),
      },
    });
    renderApp('/');

    // Signing out is a form's POST, never a link another site could make the browser follow.
    const logout = await within(nav()).findByRole('button', { name: 'Logout (Given)' });
    const form = logout.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/Account/Logout/?redirectUrl=%2F');
    expect(within(nav()).queryByRole('link', { name: 'Logout (Given)' })).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    expect(within(nav()).queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('falls back to the name and hides Admin without an admin flag', async () => {
    fakeFetch({
      'GET /api/Account': {
        body: buildAccount({ name: 'Pat', givenName: '', access: access('manageScores') }),
      },
    });
    renderApp('/');

    await within(nav()).findByRole('button', { name: 'Logout (Pat)' });
    expect(within(nav()).queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('links a division in exactly one current season to its teams view, others to the division page', async () => {
    const premier = buildDivision({ name: 'Premier' });
    const shared = buildDivision({ name: 'Division One' });
    fakeFetch({
      'GET /api/Season/': {
        body: [
          buildSeason({ name: 'Winter 2025', divisions: [premier, shared] }),
          buildSeason({ name: 'Cup 2025', divisions: [shared] }),
          buildSeason({ name: 'Old', isCurrent: false, divisions: [buildDivision({ name: 'Gone' })] }),
        ],
      },
    });
    renderApp('/');

    const premierLink = await within(nav()).findByRole('link', { name: 'Premier' });
    expect(premierLink.getAttribute('href')).toBe('/teams/Winter%202025/?division=Premier');
    expect(within(nav()).getByRole('link', { name: 'Division One' }).getAttribute('href')).toBe(
      '/division/Division%20One',
    );
    expect(within(nav()).queryByRole('link', { name: 'Gone' })).toBeNull();
  });

  it('places configured menu items before and after the divisions and hides the brand in kiosk mode', async () => {
    fakeFetch({
      'GET /api/Site': {
        body: buildSite({
          menu: {
            beforeDivisions: [{ text: 'News', url: 'https://example.com/news' }],
            afterDivisions: [{ text: 'Practice', url: '/practice' }],
          },
        }),
      },
      'GET /api/Division': { body: [buildDivision({ name: 'Premier' })] },
      'GET /api/Account': {
        body: buildAccount({ givenName: 'Kim', access: access('kioskMode', 'manageAccess') }),
      },
    });
    renderApp('/');

    await within(nav()).findByRole('link', { name: 'Premier' });
    // Kiosk mode hides the header, footer and brand label only: every navigation item stays.
    expect(await within(nav()).findByRole('button', { name: 'Logout (Kim)' })).toBeTruthy();
    expect(within(nav()).getByRole('link', { name: 'Admin' })).toBeTruthy();
    expect(within(nav()).getByRole('button', { name: 'Toggle menu' })).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    const names = within(nav())
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(names.slice(0, 3)).toEqual(['News', 'Premier', 'Practice']);
    expect(within(nav()).queryByText('Menu')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows the brand label, header and footer when not in kiosk mode', async () => {
    fakeFetch();
    renderApp('/');
    expect(await within(nav()).findByText('Menu')).toBeTruthy();
    expect(await screen.findByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('toggles with a real button tied to the menu, and Escape closes it', async () => {
    fakeFetch();
    const { user } = renderApp('/');
    const toggle = within(nav()).getByRole('button', { name: 'Toggle menu' });
    const menu = document.getElementById('main-menu');
    expect(toggle.getAttribute('type')).toBe('button');
    expect(toggle.getAttribute('aria-controls')).toBe('main-menu');
    expect(menu?.className).not.toContain('show');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(menu?.className).toContain('show');

    // Escape from inside the open menu closes it and puts focus back on the toggler.
    (await within(nav()).findByRole('link', { name: 'Login' })).focus();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu?.className).not.toContain('show');
    expect(document.activeElement).toBe(toggle);
  });

  it('collapses the menu on every route change', async () => {
    fakeFetch({ 'GET /api/Division': { body: [buildDivision({ name: 'Premier' })] } });
    // A stand-in division page keeps this test about the menu, not the league feature.
    const { user, router } = renderApp('/', {
      pages: [{ path: 'division/:division', load: async () => () => <h2>Division page</h2> }],
    });
    const toggle = within(nav()).getByRole('button', { name: 'Toggle menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.getElementById('main-menu')?.className).toContain('show'));

    await user.click(await within(nav()).findByRole('link', { name: 'Premier' }));
    await waitFor(() => expect(router.location.pathname).toBe('/division/Premier'));
    expect(await screen.findByRole('heading', { name: 'Division page' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('main-menu')?.className).not.toContain('show');
  });
});
