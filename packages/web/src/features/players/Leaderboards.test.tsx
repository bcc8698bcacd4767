import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

/* /player: the leaderboards over a season or every season, each row a player, each board as CSV. */

beforeAll(async () => {
  await import('./PlayerPage');
}, 60_000);

const ANN = '00000000-0000-4000-8000-00000000000a';
const SEASON = '00000000-0000-4000-8000-0000000000c1';
const row = (value: number, legs = 8) => ({ playerId: ANN, name: 'Ann', value, legs });
const answer = (seasonId: string | null) => ({
  seasonId,
  seasonName: seasonId ? 'Winter' : null,
  previousSeasonName: seasonId ? 'Summer' : null,
  minLegs: 6,
  boards: {
    average: [row(93.3157)],
    oneEighties: [row(4)],
    highestCheckout: [row(141)],
    bestLeg: [row(9)],
    mostImproved: [],
  },
});

describe('the leaderboards', () => {
  it('ranks every season, links each player and offers each board as CSV; a season is picked', async () => {
    const api = fakeFetch({
      'GET /api/Season/': { body: [{ id: SEASON, name: 'Winter', deleted: null }] },
      'GET /api/Leaderboard': (call) => ({
        body: answer(new URLSearchParams(call.search).get('seasonId')),
      }),
    });
    const { user } = renderApp('/player');
    const averages = await screen.findByRole('table', { name: '3-dart average' });
    expect(within(averages).getByRole('link', { name: 'Ann' }).getAttribute('href')).toBe(`/player/${ANN}`);
    expect(within(averages).getAllByRole('row')[1]!.textContent).toBe('1Ann93.328');
    expect(screen.getByRole('link', { name: 'Download 3-dart average as CSV' }).getAttribute('href')).toBe(
      '/api/Leaderboard/Csv?board=average',
    );
    expect(screen.getByRole('region', { name: 'Most improved' }).textContent).toContain('Nobody yet.');
    await user.selectOptions(screen.getByLabelText('Season'), 'Winter');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Download Best legs as CSV' }).getAttribute('href')).toBe(
        `/api/Leaderboard/Csv?board=bestLeg&seasonId=${SEASON}`,
      ),
    );
    expect(api.callsTo('GET', '/api/Leaderboard').some((c) => c.search.includes(`seasonId=${SEASON}`))).toBe(
      true,
    );
    expect(await screen.findByText('on Summer')).toBeTruthy();
  });
});
