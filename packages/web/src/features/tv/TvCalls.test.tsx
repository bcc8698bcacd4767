import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HomeSummary } from '@darts/core/contract/home';
import { buildData, buildFixture, buildTeam, SEASON, DIVISION } from '#web/features/league/test/builders';
import { GAME_ID, awayPlayers, buildGame, homePlayers, match } from '#web/features/scorecard/test/fixtures';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

/* /tv shows tonight's fixture nights' call lists along the bottom (decision 054). */

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
const singles = (i: number) =>
  match({ id: `m${i}`, homePlayers: [homePlayers[i]!], awayPlayers: [awayPlayers[i]!] });

describe('/tv on a fixture night', () => {
  it('shows which match each of tonight’s boards has', async () => {
    const since = '2026-11-22T19:30:00.000Z';
    fakeFetch({
      'GET /api/Home/Summary': { body: summary() },
      'GET /api/Division/Data': { body: buildData({ teams: [crown, anchor] }) },
      [`GET /api/Game/${GAME_ID}`]: {
        body: buildGame({
          matches: [singles(0), singles(1)],
          boards: ['Board 1', 'Board 2'],
          calls: [
            { boardId: 'Board 1', matchId: 'm0', since },
            { boardId: 'Board 2', matchId: 'm1', since },
          ],
        }),
      },
    });
    renderApp('/tv');
    const calls = await screen.findByRole('region', { name: 'Called to the boards' });
    expect(within(calls).getByRole('paragraph').textContent).toBe(
      'Crown v Anchor: Board 1: Alice v Xavier · Board 2: Bella v Yusuf',
    );
  });

  it('shows no call list for cards without boards', async () => {
    fakeFetch({
      'GET /api/Home/Summary': { body: summary() },
      [`GET /api/Game/${GAME_ID}`]: { body: buildGame({ matches: [singles(0)] }) },
    });
    renderApp('/tv');
    await screen.findByRole('list', { name: /^Tonight/ });
    expect(screen.queryByRole('region', { name: 'Called to the boards' })).toBeNull();
  });
});
