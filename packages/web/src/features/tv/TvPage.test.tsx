import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomeSummary } from '@darts/core/contract/home';
import type { WatchableData } from '@darts/core/contract/live';
import type { SaygRecord } from '@darts/core/contract/sayg';
import { buildRecord, play } from '#web/features/scoring/test/records';
import { buildData, buildFixture, buildTeam, DIVISION, SEASON } from '#web/features/league/test/builders';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { publicLiveScores } from '#web/features/live/test/features';
import { TV_TIMINGS } from '#web/features/live/tvRotation';
import { buildSide, buildTournament } from '#web/features/tournament/test/builders';
import { browserNavigation } from '#web/routing/browser';
import { fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

const uuid = (n: number) => `11111111-2222-4333-8444-${String(n).padStart(12, '0')}`;

const watched = (id: string, dataType: 'Sayg' | 'Tournament' = 'Sayg'): WatchableData => ({
  id,
  dataType,
  publicationMode: 'WebSocket',
  lastUpdate: new Date(Date.now() - 60_000).toISOString(),
  relativeUrl: `/live/match/${id}`,
  absoluteUrl: null,
  userName: null,
  eventDetails: { type: null, venue: null, opponents: [] },
});

const record = (id: string, names: [string, string], ...visits: number[]): SaygRecord =>
  ({
    ...play(buildRecord({ yourName: names[0], opponentName: names[1] }), 'home', ...visits),
    id,
    updated: `t${visits.length}`,
  }) as SaygRecord;

/** The league's default: visitors follow live scores (PublicLiveScores). */
const publicLive = { 'GET /api/Feature': { body: [publicLiveScores(null)] } };

let connection: FakeLiveConnection;
beforeAll(async () => {
  // The boards and slides are lazy chunks: loaded up front so the timers below drive only the page.
  await Promise.all([
    import('#web/features/live/TvBoards'),
    import('#web/features/live/FollowSayg'),
    import('./TvSlides'),
  ]);
}, 60_000);
beforeEach(() => {
  connection = new FakeLiveConnection();
  setLiveConnectionForTests(connection);
});
afterEach(() => {
  setLiveConnectionForTests(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/tv with matches live', () => {
  it('shows the live board without a click and follows every throw', async () => {
    const id = uuid(1);
    fakeFetch({
      ...publicLive,
      'GET /api/Live/Watch': { body: [watched(id)] },
      [`GET /api/Sayg/${id}`]: { body: record(id, ['Alice Archer', 'Bob Bowman'], 100) },
    });
    renderApp('/tv');
    const board = await screen.findByRole('article', { name: 'Alice Archer vs Bob Bowman' });
    expect((await within(board).findByLabelText('Alice remaining')).textContent).toBe('401');
    await waitFor(() => expect(connection.active()).toEqual([`Sayg:${id}`]));
    act(() => connection.update(id, record(id, ['Alice Archer', 'Bob Bowman'], 100, 140)));
    expect((await within(board).findByLabelText('Bob remaining')).textContent).toBe('361');
    expect(screen.getByRole('heading', { level: 1, name: 'Live now' })).toBeTruthy();
  });

  it('pages through the boards on a timer when more are live than fit, following only those shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ids = [1, 2, 3, 4, 5, 6].map(uuid);
    const answers = Object.fromEntries(
      ids.map((id, i) => [`GET /api/Sayg/${id}`, { body: record(id, [`Home${i + 1}`, `Away${i + 1}`]) }]),
    );
    fakeFetch({ ...publicLive, 'GET /api/Live/Watch': { body: ids.map((id) => watched(id)) }, ...answers });
    renderApp('/tv');
    expect(await screen.findByRole('article', { name: 'Home4 vs Away4' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByLabelText('Page').textContent).toBe('1 / 2');

    await act(() => vi.advanceTimersByTimeAsync(TV_TIMINGS.boardPageMs));
    expect(await screen.findByRole('article', { name: 'Home6 vs Away6' })).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Home5 vs Away5',
      'Home6 vs Away6',
    ]);
    await waitFor(() => expect(connection.active()).toEqual([`Sayg:${ids[4]}`, `Sayg:${ids[5]}`]));

    await act(() => vi.advanceTimersByTimeAsync(TV_TIMINGS.boardPageMs));
    expect(await screen.findByRole('article', { name: 'Home1 vs Away1' })).toBeTruthy();
  });

  it('keeps each board in its place when another is updated (the watch list puts the latest first)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const [a, b] = [uuid(11), uuid(12)];
    let order = [watched(a), watched(b)];
    fakeFetch({
      ...publicLive,
      'GET /api/Live/Watch': () => ({ body: order }),
      [`GET /api/Sayg/${a}`]: { body: record(a, ['Ann', 'Amy']) },
      [`GET /api/Sayg/${b}`]: { body: record(b, ['Ben', 'Bob']) },
    });
    renderApp('/tv');
    expect(await screen.findByRole('article', { name: 'Ben vs Bob' })).toBeTruthy();
    const names = () => screen.getAllByRole('article').map((e) => e.getAttribute('aria-label'));
    expect(names()).toEqual(['Ann vs Amy', 'Ben vs Bob']);

    order = [watched(b), watched(a)];
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(names()).toEqual(['Ann vs Amy', 'Ben vs Bob']);
  });

  it("shows a superleague night on one board, not its matches again, and ?division= keeps only the division's", async () => {
    const saygId = uuid(7);
    const other = uuid(8);
    const tournament = buildTournament(0, {
      host: 'Crown',
      opponent: 'Bell',
      singleRound: true,
      divisionId: DIVISION.id,
      round: {
        id: null,
        name: null,
        matches: [
          {
            id: 'm1',
            sideA: buildSide('John Smith'),
            sideB: buildSide('Bob Jones'),
            scoreA: null,
            scoreB: null,
            saygId,
          },
        ],
        matchOptions: [],
        nextRound: null,
      },
    });
    const elsewhere = { ...tournament, id: uuid(9), host: 'Swan', opponent: 'Anchor', divisionId: uuid(10) };
    fakeFetch({
      ...publicLive,
      'GET /api/Live/Watch': {
        body: [watched(tournament.id, 'Tournament'), watched(elsewhere.id, 'Tournament'), watched(saygId)],
      },
      'GET /api/Home/Summary': {
        body: { ...summary, divisions: [...summary.divisions, { id: uuid(10), name: 'Second', teams: [] }] },
      },
      [`GET /api/Tournament/${tournament.id}`]: { body: tournament },
      [`GET /api/Tournament/${elsewhere.id}`]: { body: elsewhere },
      [`GET /api/Sayg/${saygId}`]: { body: record(saygId, ['John Smith', 'Bob Jones'], 100) },
      [`GET /api/Sayg/${other}`]: { body: record(other, ['A', 'B']) },
    });
    renderApp(`/tv?division=${encodeURIComponent(DIVISION.name)}`);
    const board = await screen.findByRole('region', { name: 'Crown vs Bell' });
    expect(await within(board).findByLabelText('J Smith needs 401')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Swan v Anchor' })).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: `Live now · ${DIVISION.name}` })).toBeTruthy();
  });
});

const ash = buildTeam({ name: 'Ash Arms', rank: 1, played: 4, points: 8 });
const bay = buildTeam({ name: 'Bay Horse', rank: 2, played: 4, points: 6 });
const cob = buildTeam({ name: 'Cobblers Rest', rank: 3, played: 4, points: 2 });
const dun = buildTeam({ name: 'Dun Cow', rank: 4, played: 4, points: 0 });
const summary: HomeSummary = {
  today: '2026-11-22',
  season: SEASON,
  divisions: [{ id: DIVISION.id, name: DIVISION.name, teams: [ash, bay, cob] }],
  tonight: { date: '2026-11-22', fixtures: [buildFixture(ash, bay, { homeScore: 3, awayScore: 1 })] },
  next: null,
  latest: { date: '2026-11-15', fixtures: [buildFixture(cob, dun, { homeScore: 5, awayScore: 3 })] },
};

describe('/tv with nothing live', () => {
  it("rotates tonight's fixtures with their scores, the latest results and each whole table", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeFetch({
      'GET /api/Home/Summary': { body: summary },
      'GET /api/Division/Data': { body: buildData({ teams: [ash, bay, cob, dun] }) },
    });
    renderApp('/tv');
    expect(await screen.findByRole('heading', { level: 1, name: SEASON.name })).toBeTruthy();
    const tonight = await screen.findByRole('list', { name: /^Tonight/ });
    expect(within(tonight).getByRole('link').textContent).toBe('Ash Arms 3 - 1 Bay Horse');

    await act(() => vi.advanceTimersByTimeAsync(TV_TIMINGS.slideMs));
    const latest = await screen.findByRole('list', { name: /^Latest results/ });
    expect(within(latest).getByRole('link').textContent).toBe('Cobblers Rest 5 - 3 Dun Cow');

    await act(() => vi.advanceTimersByTimeAsync(TV_TIMINGS.slideMs));
    const table = await screen.findByRole('table', { name: DIVISION.name });
    // The whole table, not the home page's top three, and no link to follow nor file to download.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    expect(screen.queryByRole('link', { name: /table$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^CSV/ })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(TV_TIMINGS.slideMs));
    expect(await screen.findByRole('list', { name: /^Tonight/ })).toBeTruthy();
  });

  it('says so when there is nothing to show', async () => {
    fakeFetch();
    renderApp('/tv');
    expect(await screen.findByText('Nothing is being played live, and no fixtures tonight.')).toBeTruthy();
  });

  it('loads afresh once the server answers again after it could not be reached', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reload = vi.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    let down = true;
    fakeFetch({
      'GET /api/Home/Summary': { body: summary },
      'GET /api/Live/Watch': () => (down ? { status: 502, body: 'Bad gateway' } : { body: [] }),
    });
    renderApp('/tv');
    expect(await screen.findByRole('list', { name: /^Tonight/ })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(reload).not.toHaveBeenCalled();

    down = false;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
