import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CardCalls } from '@darts/core/contract/boards';
import type { HomeSummary } from '@darts/core/contract/home';
import { buildData, buildFixture, buildTeam, SEASON, DIVISION } from '#web/features/league/test/builders';
import { GAME_ID } from '#web/features/scorecard/test/fixtures';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

/* /tv shows tonight's fixture nights' call lists along the bottom (decision 054), read in one request. */

beforeAll(async () => {
  await Promise.all([import('./TvSlides'), import('./TvCalls')]);
}, 60_000);
afterEach(() => vi.restoreAllMocks());

const crown = buildTeam({ name: 'Crown', rank: 1, played: 1, points: 2 });
const anchor = buildTeam({ name: 'Anchor', rank: 2, played: 1, points: 0 });
const summary = (): HomeSummary => ({
  today: '2026-11-22',
  season: SEASON,
  divisions: [{ id: DIVISION.id, name: DIVISION.name, teams: [crown, anchor] }],
  tonight: { date: '2026-11-22', fixtures: [{ ...buildFixture(crown, anchor), id: GAME_ID }] },
  next: null,
  latest: null,
});
const since = '2026-11-22T19:30:00.000Z';
/** A card's calls as GET /api/Scores/Calls answers them. */
const called = (fixtureId: string, home: string, away: string, matches: string[]): CardCalls => ({
  fixtureId,
  divisionId: DIVISION.id,
  home,
  away,
  calls: matches.map((match, i) => ({ boardId: `Board ${i + 1}`, matchId: `m${i}`, since, match })),
});

describe('/tv on a fixture night', () => {
  it('shows which match each of tonight’s boards has, all cards read in one request', async () => {
    const fetch = fakeFetch({
      'GET /api/Home/Summary': { body: summary() },
      'GET /api/Division/Data': { body: buildData({ teams: [crown, anchor] }) },
      'GET /api/Scores/Calls': {
        body: [
          called(GAME_ID, 'Crown', 'Anchor', ['Alice v Xavier', 'Bella v Yusuf']),
          // A card of the date the TV does not list (another season's, or narrowed away): not shown.
          called('70000000-0000-4000-8000-000000000009', 'Swan', 'Bell', ['Sid v Bob']),
        ],
      },
    });
    renderApp('/tv');
    const calls = await screen.findByRole('region', { name: 'Called to the boards' });
    expect(
      within(calls)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['Crown v Anchor: Board 1: Alice v Xavier · Board 2: Bella v Yusuf']);
    await waitFor(() => expect(fetch.callsTo('GET', '/api/Scores/Calls')).toHaveLength(1));
    expect(fetch.callsTo('GET', '/api/Scores/Calls')[0]!.search).toBe('?date=2026-11-22');
    expect(fetch.calls.filter((c) => c.path.startsWith('/api/Game/'))).toEqual([]);
  });

  it('shows no call list when none of tonight’s cards has calls', async () => {
    const fetch = fakeFetch({
      'GET /api/Home/Summary': { body: summary() },
      'GET /api/Scores/Calls': { body: [] },
    });
    renderApp('/tv');
    await screen.findByRole('list', { name: /^Tonight/ });
    await waitFor(() => expect(fetch.callsTo('GET', '/api/Scores/Calls')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Called to the boards' })).toBeNull();
  });
});
