import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FixtureSearch } from '@darts/core/contract/openData';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

/* /search: fixtures of every season by team, player, venue or dates, reached from the menu. */

const found: FixtureSearch = {
  more: false,
  rows: [
    {
      id: '00000000-0000-4000-8000-0000000000f1',
      date: '2026-10-01',
      homeTeamId: 'h',
      homeTeam: 'Crown',
      awayTeamId: 'a',
      awayTeam: 'Anchor',
      homeScore: 5,
      awayScore: 3,
      postponed: false,
      knockout: false,
      seasonId: 's',
      season: 'Winter 2026',
      divisionId: 'd',
      division: 'Premier',
      venue: 'Crown Inn',
    },
  ],
};

describe('fixture search', () => {
  it('searches from the menu by team and player, keeping the search in the address', async () => {
    const api = fakeFetch({ 'GET /api/v1/fixtures': { body: found } });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Search' }));
    const form = await screen.findByRole('search', { name: 'Fixtures' });
    await user.type(within(form).getByLabelText('Team'), 'crown');
    await user.type(within(form).getByLabelText('Player'), 'Cy 1');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('region', { name: 'Fixtures found' });
    expect(within(results).getByRole('status').textContent).toContain('1 fixture found.');
    expect(within(results).getByRole('link', { name: 'Crown 5 - 3 Anchor' }).getAttribute('href')).toBe(
      `/score/${found.rows[0]!.id}`,
    );
    expect(within(results).getByText(/Crown Inn · Premier, Winter 2026/)).toBeTruthy();
    expect(within(results).getByRole('link', { name: 'CSV' }).getAttribute('href')).toBe(
      '/api/v1/fixtures?team=crown&player=Cy+1&format=csv',
    );
    const call = api.calls.find((c) => c.path === '/api/v1/fixtures')!;
    expect(call.search).toBe('?team=crown&player=Cy+1');
    expect(window.location.search).toBe('?team=crown&player=Cy+1');
  });

  it('says so when nothing matches, and shows the refusal in the league’s words', async () => {
    fakeFetch({
      'GET /api/v1/fixtures': (call) =>
        call.search.includes('from=')
          ? {
              status: 400,
              body: {
                success: false,
                errors: ['From must be a date (YYYY-MM-DD)'],
                warnings: [],
                messages: [],
                result: null,
              },
            }
          : { body: { rows: [], more: false } },
    });
    const { unmount } = renderApp('/search?team=nobody');
    const results = await screen.findByRole('region', { name: 'Fixtures found' });
    expect(within(results).getByRole('status').textContent).toContain('No fixture matches your search.');
    expect(within(results).queryByRole('link', { name: 'CSV' })).toBeNull();
    unmount();
    renderApp('/search?from=yesterday');
    expect((await screen.findByRole('alert')).textContent).toContain('From must be a date (YYYY-MM-DD)');
  });
});
