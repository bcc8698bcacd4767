import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ErrorReport } from '@darts/core/contract/error';
import { buildAccount } from '#web/test/builders';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

describe('error panel', () => {
  it('shows the error, reports it to the server once, and Clear error hides it', async () => {
    const api = fakeFetch({ 'GET /api/Account': { body: buildAccount({ name: 'Sam Smith' }) } });
    const { services, user } = renderApp('/');
    await screen.findByText('Pick a division from the menu to see fixtures and the league tables.');
    await waitFor(() => expect(api.callsTo('GET', '/api/Account')).toHaveLength(1));

    const error = new TypeError('Cannot read the fixture');
    act(() => services.store.setError(error));

    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeTruthy();
    expect(screen.getByText('Cannot read the fixture')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('PUT', '/api/Error')).toHaveLength(1));
    const [report] = api.callsTo('PUT', '/api/Error');
    expect(report?.headers['x-ui-url']).toBe('http://localhost:3000/');
    expect(report?.body).toMatchObject({
      source: 'UI',
      message: 'Cannot read the fixture',
      type: 'TypeError',
      userName: 'Sam Smith',
      userAgent: navigator.userAgent,
      url: 'http://localhost:3000/',
    } satisfies Partial<ErrorReport>);
    expect(Array.isArray((report?.body as ErrorReport).stack)).toBe(true);

    // Showing the same error again (e.g. after a re-render) does not report it again.
    act(() => services.store.setError(error));
    await user.click(screen.getByRole('button', { name: 'Show stack' }));
    expect(screen.getByRole('button', { name: 'Hide stack' }).getAttribute('aria-expanded')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Clear error' }));
    expect(screen.queryByRole('heading', { name: 'An error occurred' })).toBeNull();
    expect(api.callsTo('PUT', '/api/Error')).toHaveLength(1);
  });

  it('Refresh data clears the error and refetches every query, asking caches to revalidate', async () => {
    const api = fakeFetch();
    const { services, user } = renderApp('/');
    await waitFor(() => expect(api.callsTo('GET', '/api/Site')).toHaveLength(1));

    act(() => services.store.setError(new Error('Stale')));
    await user.click(screen.getByRole('button', { name: 'Refresh data' }));

    expect(screen.queryByRole('heading', { name: 'An error occurred' })).toBeNull();
    await waitFor(() => expect(api.callsTo('GET', '/api/Site')).toHaveLength(2));
    expect(api.calls.filter((c) => c.headers['cache-control'] === 'no-cache')).toHaveLength(1);
  });

  it('shows a failed query in the panel', async () => {
    fakeFetch({
      'GET /api/Season/': {
        status: 500,
        body: { success: false, errors: ['Database unavailable'], warnings: [], messages: [], result: null },
      },
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
  });
});
