import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { access, buildAccount } from '#web/test/builders';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

/** Every page names itself in the browser's tab: "{page} – {of what} – {site name}". */
describe('page titles', () => {
  it.each([
    ['/', 'Home – Test League'],
    ['/about', 'About – Test League'],
    ['/login', 'Sign in – Test League'],
    ['/signup', 'Sign up – Test League'],
    ['/practice', 'Practice – Test League'],
    ['/live', 'Live – Test League'],
    ['/tv', 'TV – Test League'],
    ['/no-such-page', 'Page not found – Test League'],
  ])(
    '%s is titled "%s"',
    async (path, title) => {
      fakeFetch({ 'GET /api/Live/Matches': { body: [] } });
      renderApp(path);
      // A page's code loads on first visit: slow on a busy machine.
      await waitFor(() => expect(document.title).toBe(title), { timeout: 10_000 });
    },
    20_000,
  );

  it('names the admin tab and the admin area', async () => {
    fakeFetch({
      'GET /api/Account': { body: buildAccount({ access: access('manageAccess') }) },
      'GET /api/Account/All': { body: [] },
    });
    renderApp('/admin/user');
    await waitFor(() => expect(document.title).toBe('Users – Admin – Test League'), { timeout: 10_000 });
  }, 20_000);
});
