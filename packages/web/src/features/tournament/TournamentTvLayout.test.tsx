import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { buildTournament } from './test/builders';

/* The sheet's widescreen layout on a television browser (a TV browser, or widescreen=true). */

const TV_BROWSER =
  'Mozilla/5.0 (Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0 TV Safari/537.36';

beforeEach(() => setLiveConnectionForTests(new FakeLiveConnection()));
afterEach(() => {
  setLiveConnectionForTests(null);
  vi.restoreAllMocks();
});
beforeAll(async () => {
  await import('./TournamentPage');
}, 60_000);

describe('the tournament sheet on a television', () => {
  it('opens in the TV layout and goes back to the standard layout with widescreen=false', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(TV_BROWSER);
    const tournament = buildTournament(2);
    fakeFetch({
      'GET /api/Account': { status: 204 },
      [`GET /api/Tournament/${tournament.id}`]: { body: tournament },
    });
    const { user } = renderApp(`/tournament/${tournament.id}`);
    const back = await screen.findByRole('link', { name: 'Standard layout' });
    expect(document.querySelector('.tournament-sheet.tournament-tv')).not.toBeNull();
    expect(back.getAttribute('href')).toBe(`/tournament/${tournament.id}?widescreen=false`);
    await user.click(back);
    await waitFor(() => expect(document.querySelector('.tournament-tv')).toBeNull());
    await user.click(screen.getByRole('link', { name: 'TV layout' }));
    await waitFor(() => expect(document.querySelector('.tournament-sheet.tournament-tv')).not.toBeNull());
  });
});
