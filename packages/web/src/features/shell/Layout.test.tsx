import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation } from '#web/routing/location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSite } from '#web/test/builders';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

describe('page shell', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the header, the home text and the title', async () => {
    fakeFetch({
      'GET /api/Site': {
        body: buildSite({ name: 'Riverside League', facebook: 'riverside', twitter: '@riverside' }),
      },
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Riverside League' })).toBeTruthy();
    expect(
      await screen.findByText('Pick a division from the menu to see fixtures and the league tables.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'league@example.com' }).getAttribute('href')).toBe(
      'mailto:league@example.com',
    );
    expect(screen.getByRole('link', { name: /Facebook/ }).getAttribute('href')).toBe(
      'https://www.facebook.com/riverside',
    );
    expect(screen.getByRole('link', { name: /Twitter/ }).getAttribute('href')).toBe(
      'https://twitter.com/riverside',
    );
    await waitFor(() => expect(document.title).toBe('Home – Riverside League'));
  });

  it('shows a build badge for non-release builds that reveals branch, version and PR', async () => {
    fakeFetch({
      'GET /api/Site': {
        body: buildSite({
          build: {
            branch: 'feature/keypad',
            version: '0123456789abcdef',
            date: '2025-03-04T05:06:00',
            prName: 'Faster keypad',
            prNumber: '12',
          },
        }),
      },
    });
    const { user } = renderApp('/');

    const badge = await screen.findByRole('button', { name: '2025-03-04@05:06' });
    await user.click(badge);
    expect(screen.getByText(/Branch: feature\/keypad · Version: 01234567 · PR: Faster keypad/)).toBeTruthy();
  });

  it('hides the badge for release builds', async () => {
    fakeFetch({
      'GET /api/Site': {
        body: buildSite({
          build: {
            branch: 'release',
            version: 'abc',
            date: '2025-03-04T05:06:00',
            prName: null,
            prNumber: null,
          },
        }),
      },
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Test League' });
    expect(screen.queryByRole('button', { name: /2025-03-04/ })).toBeNull();
  });

  it('embed=true shows only the content and the error panel', async () => {
    fakeFetch();
    renderApp('/?embed=true');
    await screen.findByText('Pick a division from the menu to see fixtures and the league tables.');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('reports the content height to the parent page in embed mode, only when it changes', async () => {
    fakeFetch();
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    let height = 400;
    vi.spyOn(document.body, 'scrollHeight', 'get').mockImplementation(() => height);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp('/?embed=true');

    await vi.waitFor(() => expect(parent.postMessage).toHaveBeenCalledWith({ height: 425 }, '*'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(parent.postMessage).toHaveBeenCalledTimes(1);

    height = 600;
    await vi.advanceTimersByTimeAsync(250);
    expect(parent.postMessage).toHaveBeenLastCalledWith({ height: 625 }, '*');
    expect(parent.postMessage).toHaveBeenCalledTimes(2);
  });

  it('shows "Page not found" with a Home link for unknown routes', async () => {
    fakeFetch();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    // The shell stays around the page.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('shows "Unexpected Application Error!" inside the shell when a page throws, and reports it', async () => {
    const api = fakeFetch();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('Bracket layout failed');
    }
    const { router } = renderApp('/broken', {
      pages: [
        { path: 'broken', load: async () => Broken },
        { path: 'about', load: async () => (await import('#web/features/about/AboutPage')).AboutPage },
      ],
    });

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Bracket layout failed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(api.callsTo('PUT', '/api/Error')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/Error')[0]?.body).toMatchObject({ message: 'Bracket layout failed' });

    // The shell stays usable, and moving to another page clears the error.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Login' })).toBeTruthy();
    act(() => router.navigate('/about'));
    expect(await screen.findByRole('heading', { name: 'About' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
  });

  it('keeps a page mounted when moving between routes that show it', async () => {
    fakeFetch();
    let mounts = 0;
    function Shared() {
      const { pathname } = useLocation();
      useEffect(() => {
        mounts += 1;
      }, []);
      return <h2>Shared at {pathname}</h2>;
    }
    const load = async () => Shared;
    const { router } = renderApp('/first', {
      pages: [
        { path: 'first', load },
        { path: 'second/:id?', load },
      ],
    });

    expect(await screen.findByRole('heading', { name: 'Shared at /first' })).toBeTruthy();
    act(() => router.navigate('/second/2'));
    expect(await screen.findByRole('heading', { name: 'Shared at /second/2' })).toBeTruthy();
    // StrictMode is not used in tests, so one mount means the page was never remounted.
    expect(mounts).toBe(1);
  });

  it('shows the spinner inside the shell while a page loads', async () => {
    fakeFetch();
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderApp('/slow', {
      pages: [
        {
          path: 'slow',
          load: async () => {
            await loaded;
            return function Slow() {
              return <h2>Slow page</h2>;
            };
          },
        },
      ],
    });

    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('Loading page')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    act(() => release());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeTruthy();
    expect(screen.queryByText('Loading page')).toBeNull();
  });
});
