import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SaygRecord } from '@darts/core/contract/sayg';
import { access, buildAccount } from '#web/test/builders';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { buildRecord, play } from '#web/features/scoring/test/records';
import { buildSide, buildTournament } from '#web/features/tournament/test/builders';
import { setLiveConnectionForTests } from '../connection/shared';
import { publicLiveScores } from '../test/features';
import { FakeLiveConnection } from '../test/fakeLiveConnection';

const DATE = '2026-03-05';
const SEASON = {
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  name: '2025/26',
  startDate: '2025-09-01',
  endDate: '2026-05-31',
};
const SUPER = {
  id: 'bbbbbbbb-0000-4000-8000-000000000001',
  name: 'Superleague',
  superleague: true,
  updated: null,
};
const PREMIER = {
  id: 'bbbbbbbb-0000-4000-8000-000000000002',
  name: 'Premier',
  superleague: false,
  updated: null,
};
const SAYG = 'cccccccc-0000-4000-8000-000000000001';

const liveAccount = { body: buildAccount({ access: access('useWebSockets') }) };
let connection: FakeLiveConnection;
// A board's followers are lazy chunks: load them up front, so they subscribe in the order the
// board renders them rather than in the order their modules happen to compile.
beforeAll(async () => {
  await Promise.all([import('../FollowTournament'), import('../FollowSayg')]);
}, 60_000);
beforeEach(() => {
  connection = new FakeLiveConnection();
  setLiveConnectionForTests(connection);
});
afterEach(() => setLiveConnectionForTests(null));

function divisionData(tournamentIds: string[]) {
  return {
    body: {
      id: SUPER.id,
      name: SUPER.name,
      superleague: true,
      fixtures: [
        {
          date: DATE,
          fixtures: [],
          notes: [],
          tournamentFixtures: tournamentIds.map((id) => ({ id, proposed: false, date: DATE })),
        },
      ],
    },
  };
}

describe('/live/superleague without ids', () => {
  it("finds the date's superleague tournaments and redirects to their ids", async () => {
    const fetched = fakeFetch({
      'GET /api/Division': { body: [PREMIER, SUPER] },
      'GET /api/Season/': { body: [SEASON] },
      'GET /api/Division/Data': divisionData(['t-1', 't-2']),
    });
    const { router } = renderApp(`/live/superleague?date=${DATE}`);
    await waitFor(() => expect(router.location.search).toBe(`?date=${DATE}&id=t-1&id=t-2`));
    const data = fetched.calls.find((c) => c.path === '/api/Division/Data')!;
    expect(new URLSearchParams(data.search).getAll('divisionId')).toEqual([SUPER.id]);
    expect(new URLSearchParams(data.search).get('seasonId')).toBe(SEASON.id);
  });

  it('finds the tournaments of every season holding the date when seasons overlap', async () => {
    const spring = { ...SEASON, id: 'aaaaaaaa-0000-4000-8000-000000000002', name: 'Spring 2026' };
    const autumn = { ...SEASON, id: 'aaaaaaaa-0000-4000-8000-000000000003', name: 'Autumn 2026' };
    const fetched = fakeFetch({
      'GET /api/Division': { body: [SUPER] },
      'GET /api/Season/': { body: [SEASON, { ...spring, startDate: '2026-02-01' }, autumn] },
      'GET /api/Division/Data': (call) => {
        const seasonId = new URLSearchParams(call.search).get('seasonId');
        // The third season (the same dates as the first) holds the first's tournament too.
        return divisionData(seasonId === spring.id ? ['t-spring'] : ['t-1']);
      },
    });
    const { router } = renderApp(`/live/superleague?date=${DATE}`);
    await waitFor(() => expect(router.location.search).toContain('&id='));
    const ids = new URLSearchParams(router.location.search).getAll('id');
    expect(ids.sort()).toEqual(['t-1', 't-spring']);
    const asked = fetched.calls
      .filter((c) => c.path === '/api/Division/Data')
      .map((c) => new URLSearchParams(c.search).get('seasonId'));
    expect(asked.sort()).toEqual([SEASON.id, spring.id, autumn.id].sort());
  });

  it('looks only in the divisions the address names (?division=, an id or a name)', async () => {
    const other = { ...SUPER, id: 'bbbbbbbb-0000-4000-8000-000000000003', name: 'Superleague B' };
    const fetched = fakeFetch({
      'GET /api/Division': { body: [PREMIER, SUPER, other] },
      'GET /api/Season/': { body: [SEASON] },
      'GET /api/Division/Data': divisionData(['t-1']),
    });
    const { router } = renderApp(`/live/superleague?date=${DATE}&division=superleague%20b`);
    await waitFor(() => expect(router.location.search).toBe(`?date=${DATE}&id=t-1`));
    const data = fetched.calls.find((c) => c.path === '/api/Division/Data')!;
    expect(new URLSearchParams(data.search).getAll('divisionId')).toEqual([other.id]);
  });

  it('says so when the named division is not a superleague division', async () => {
    fakeFetch({ 'GET /api/Division': { body: [PREMIER, SUPER] } });
    renderApp(`/live/superleague?date=${DATE}&division=Premier`);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not find any superleague divisions');
  });

  it('says when there are no superleague divisions, or no tournaments on the date', async () => {
    fakeFetch({ 'GET /api/Division': { body: [PREMIER] } });
    renderApp(`/live/superleague?date=${DATE}`);
    expect(screen.getByRole('status').textContent).toBe(`Finding superleague tournaments on ${DATE}...`);
    expect((await screen.findByRole('alert')).textContent).toBe('Could not find any superleague divisions');
  });

  it('says when the date has no superleague tournaments', async () => {
    fakeFetch({
      'GET /api/Division': { body: [SUPER] },
      'GET /api/Division/Data': divisionData([]),
    });
    renderApp(`/live/superleague?date=${DATE}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Could not find any superleague tournaments on ${DATE}`,
    );
  });
});

describe('/live/superleague with ids', () => {
  const record = (...visits: number[]): SaygRecord =>
    ({ ...play(buildRecord({ numberOfLegs: 7 }), 'home', ...visits), id: SAYG, updated: 't1' }) as SaygRecord;

  it('shows the current match with abbreviated names, remaining scores, the side to throw, and follows throws live', async () => {
    const tournament = buildTournament(0, {
      host: 'Crown',
      opponent: 'Bell',
      singleRound: true,
      bestOf: 7,
      round: {
        id: null,
        name: null,
        matches: [
          {
            id: 'm1',
            sideA: buildSide('John Peter Smith'),
            sideB: buildSide('Bob Jones'),
            scoreA: null,
            scoreB: null,
            saygId: SAYG,
          },
        ],
        matchOptions: [],
        nextRound: null,
      },
    });
    fakeFetch({
      'GET /api/Account': liveAccount,
      [`GET /api/Tournament/${tournament.id}`]: { body: tournament },
      [`GET /api/Sayg/${SAYG}`]: { body: record(100) },
    });
    renderApp(`/live/superleague?id=${tournament.id}`);
    const board = await screen.findByRole('region', { name: 'Crown vs Bell' });
    expect((await within(board).findByLabelText('J P Smith needs 401')).textContent).toBe('401');
    expect(within(board).getByLabelText('B Jones needs 501')).toBeTruthy();
    expect(within(board).getByText('Match 1, leg 1')).toBeTruthy();
    // Home threw: away is to throw, and flashes.
    expect(within(board).getByText('to throw').closest('.superleague-side')?.textContent).toContain(
      'B Jones',
    );
    await waitFor(() => expect(connection.active()).toEqual([`Tournament:${tournament.id}`, `Sayg:${SAYG}`]));
    act(() => connection.update(SAYG, record(100, 140)));
    expect(await within(board).findByLabelText('B Jones needs 361')).toBeTruthy();
    expect(within(board).getByText('to throw').closest('.superleague-side')?.textContent).toContain(
      'J P Smith',
    );
  });

  it('subscribes the boards one at a time: the next once the one before has live data', async () => {
    const [first, second] = [
      buildTournament(0, { host: 'Crown', opponent: 'Bell', singleRound: true }),
      buildTournament(0, { host: 'Anchor', opponent: 'Swan', singleRound: true }),
    ] as const;
    fakeFetch({
      'GET /api/Account': liveAccount,
      [`GET /api/Tournament/${first.id}`]: { body: first },
      [`GET /api/Tournament/${second.id}`]: { body: second },
    });
    renderApp(`/live/superleague?id=${first.id}&id=${second.id}`);
    expect(await screen.findByRole('region', { name: 'Anchor vs Swan' })).toBeTruthy();
    await waitFor(() => expect(connection.active()).toEqual([`Tournament:${first.id}`]));
    act(() => connection.update(first.id, { ...first, type: 'Men' }));
    await waitFor(() =>
      expect(connection.active()).toEqual([`Tournament:${first.id}`, `Tournament:${second.id}`]),
    );
    expect(within(screen.getByRole('region', { name: 'Crown vs Bell' })).getByText('Men')).toBeTruthy();
  });

  it('says when live updates are off, follows nothing, and Refresh reloads the tournaments', async () => {
    const tournament = buildTournament(0, { host: 'Crown', opponent: 'Bell', singleRound: true });
    const api = fakeFetch({
      'GET /api/Feature': { body: [publicLiveScores('false')] },
      [`GET /api/Tournament/${tournament.id}`]: { body: tournament },
    });
    const { user } = renderApp(`/live/superleague?id=${tournament.id}`);
    expect(await screen.findByRole('region', { name: 'Crown vs Bell' })).toBeTruthy();
    expect(await screen.findByText('Live updates are off')).toBeTruthy();
    expect(connection.subscriptions).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.callsTo('GET', `/api/Tournament/${tournament.id}`)).toHaveLength(2));
  });
});
