import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessFlag } from '@darts/core/account/access';
import { REMOVE_MATCH_QUESTION, SELECT_SIDE_FIRST } from '@darts/core/tournament/validation';
import { FINISH_PREVIOUS_ROUNDS } from '@darts/core/tournament/rounds';
import type { TournamentDto } from '#web/api/tournament';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { access, buildAccount } from '#web/test/builders';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { NO_SEASONS_FOUND, SEASON_NOT_FOUND, seasonProblem } from './SeasonCheck';
import { buildTournament } from './test/builders';

let live: FakeLiveConnection;
beforeEach(() => {
  live = new FakeLiveConnection();
  setLiveConnectionForTests(live);
});
afterEach(() => setLiveConnectionForTests(null));

// The dialogs are lazy chunks: compile them once up front rather than inside a findBy wait.
beforeAll(async () => {
  await Promise.all([
    import('./TournamentPage'),
    import('./dialogs/EditMatchDialog'),
    import('./dialogs/SideDialog'),
  ]);
}, 60_000);

/** A server holding `tournament`, signed in with `flags` (none: a visitor); PUT echoes the body saved. */
function serve(tournament: TournamentDto, flags: AccessFlag[] | null) {
  let current = tournament;
  return fakeFetch({
    'GET /api/Account': flags ? { body: buildAccount({ access: access(...flags) }) } : { status: 204 },
    'GET /api/Season/': { body: [{ id: tournament.seasonId, name: '2025', deleted: null }] },
    [`GET /api/Tournament/${tournament.id}`]: () => ({ body: current }),
    'PUT /api/Tournament/': (call) => {
      const { lastUpdated: _, ...body } = call.body as TournamentDto & { lastUpdated: string };
      current = { ...current, ...body, updated: new Date().toISOString() };
      return { body: envelope(current) };
    },
  });
}

describe('the tournament sheet', () => {
  it('shows the title, the rounds side by side and the Playing list', async () => {
    const tournament = buildTournament(12);
    serve(tournament, null);
    renderApp(`/tournament/${tournament.id}`);
    expect(await screen.findByRole('heading', { name: /Singles at The Crown - / })).toBeTruthy();
    const names = [...document.querySelectorAll('.bracket-round-name')].map((h) => h.textContent);
    expect(names).toEqual(['Preliminary round', 'Quarter-Final', 'Semi-Final', 'Final']);
    expect(screen.getByText('winner(M1)')).toBeTruthy();
    const playing = screen.getByRole('region', { name: 'Playing' });
    expect(within(playing).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByTestId('venue-winner').textContent).toBe('-');
  });

  it('names a tournament without a type "tournament" and says when one is missing', async () => {
    const tournament = buildTournament(2, { type: null });
    fakeFetch({
      [`GET /api/Tournament/${tournament.id}`]: { body: tournament },
      'GET /api/Tournament/x': { status: 204 },
    });
    const first = renderApp(`/tournament/${tournament.id}`);
    expect(await screen.findByRole('heading', { name: /^Tournament at The Crown/ })).toBeTruthy();
    first.unmount();
    renderApp('/tournament/x');
    expect(await screen.findByText('Tournament not found')).toBeTruthy();
  });

  it('says "Tournament not found" for a deleted tournament', async () => {
    const tournament = buildTournament(2, { deleted: '2025-03-02T10:00:00.000Z', remover: 'Organiser' });
    serve(tournament, ['manageTournaments']);
    renderApp(`/tournament/${tournament.id}`);
    expect(await screen.findByText('Tournament not found')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Playing' })).toBeNull();
  });

  it("says when the tournament's season is missing, and still shows the sheet", async () => {
    const tournament = buildTournament(2);
    const season = { id: tournament.seasonId, name: '2025', deleted: null };
    fakeFetch({
      'GET /api/Account': { status: 204 },
      'GET /api/Season/': { body: [{ ...season, id: 'another-season' }] },
      [`GET /api/Tournament/${tournament.id}`]: { body: tournament },
    });
    const view = renderApp(`/tournament/${tournament.id}`);
    expect(await screen.findByText(SEASON_NOT_FOUND)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Playing' })).toBeTruthy();
    view.unmount();
    fakeFetch({
      'GET /api/Account': { status: 204 },
      'GET /api/Season/': { body: [] },
      [`GET /api/Tournament/${tournament.id}`]: { body: tournament },
    });
    renderApp(`/tournament/${tournament.id}`);
    expect(await screen.findByText(NO_SEASONS_FOUND)).toBeTruthy();
  });

  it('says nothing of the season when it is there', () => {
    expect(seasonProblem([{ id: 's1', deleted: null }], 's1')).toBeNull();
    expect(seasonProblem([{ id: 's1', deleted: '2025-01-01' }], 's1')).toBe(NO_SEASONS_FOUND);
  });

  it('is read-only for visitors: no edit buttons, sides are links', async () => {
    const tournament = buildTournament(4, { divisionId: '00000000-0000-4000-8000-00000000aaaa' });
    serve(tournament, null);
    renderApp(`/tournament/${tournament.id}`);
    await screen.findByRole('region', { name: 'Playing' });
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit tournament' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Draw' })).toBeNull();
    const playing = screen.getByRole('region', { name: 'Playing' });
    expect(within(playing).getAllByRole('link')).toHaveLength(4);
  });

  it("enters results round by round to a venue winner, with the sheet's messages", async () => {
    const tournament = buildTournament(4);
    const api = serve(tournament, ['enterTournamentResults']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    // The final cannot be edited before the semi-finals have data.
    await user.click(await screen.findByRole('button', { name: 'Edit M3' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit match M3' });
    expect(within(dialog).getByText(FINISH_PREVIOUS_ROUNDS)).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // M1: the drawn sides are offered; clearing both asks for a side.
    await user.click(screen.getByRole('button', { name: 'Edit M1' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit match M1' });
    await user.selectOptions(within(dialog).getByLabelText('Side A'), '');
    await user.selectOptions(within(dialog).getByLabelText('Side B'), '');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(SELECT_SIDE_FIRST)).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Side A'), 'Player 1');
    await user.selectOptions(within(dialog).getByLabelText('Side B'), 'Player 2');
    await user.selectOptions(within(dialog).getByLabelText('Side A score'), '2');
    await user.selectOptions(within(dialog).getByLabelText('Side B score'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/Tournament/')).toHaveLength(1));
    const saved = api.callsTo('PUT', '/api/Tournament/')[0]!.body as TournamentDto & { lastUpdated: string };
    expect(saved.lastUpdated).toBe(tournament.updated);
    expect(saved.round?.matches.map((m) => [m.sideA?.name, m.scoreA, m.sideB?.name, m.scoreB])).toEqual([
      ['Player 1', 2, 'Player 2', 1],
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Edit M2' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit match M2' });
    await user.selectOptions(within(dialog).getByLabelText('Side B score'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Edit M3' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit match M3' });
    // The winners of the semi-finals are in the final already.
    expect((within(dialog).getByLabelText('Side A') as HTMLSelectElement).selectedOptions[0]!.text).toBe(
      'Player 1',
    );
    expect((within(dialog).getByLabelText('Side B') as HTMLSelectElement).selectedOptions[0]!.text).toBe(
      'Player 4',
    );
    await user.selectOptions(within(dialog).getByLabelText('Side B score'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('venue-winner').textContent).toBe('Player 4'));
  });

  it('asks before removing a match', async () => {
    const tournament = buildTournament(2);
    const api = serve(tournament, ['enterTournamentResults']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit M1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit match M1' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/Tournament/')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Edit M1' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit match M1' });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(confirm).toHaveBeenCalledWith(REMOVE_MATCH_QUESTION);
    expect(api.callsTo('PUT', '/api/Tournament/')).toHaveLength(1);
    confirm.mockRestore();
  });

  it('adds a side and refuses one without a name', async () => {
    const tournament = buildTournament(2);
    const api = serve(tournament, ['enterTournamentResults']);
    api.fn.mockClear();
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Add side' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add side' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Please enter a name for this side')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/Tournament/')).toHaveLength(0);
  });

  it('draws the sides and undoes the draw before the first result', async () => {
    const tournament = buildTournament(4);
    const api = serve(tournament, ['enterTournamentResults']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Draw' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/Tournament/')).toHaveLength(1));
    expect(await screen.findByText(/^Drawn order: A /)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo draw' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/Tournament/')).toHaveLength(2));
    const undone = api.callsTo('PUT', '/api/Tournament/')[1]!.body as TournamentDto;
    expect(undone.sides.map((s) => s.name)).toEqual(['Player 1', 'Player 2', 'Player 3', 'Player 4']);
  });

  it('shows results arriving live without a reload', async () => {
    const tournament = buildTournament(2);
    serve(tournament, null);
    renderApp(`/tournament/${tournament.id}`);
    await screen.findByRole('region', { name: 'Playing' });
    expect(live.active()).toEqual([`Tournament:${tournament.id}`]);
    const [a, b] = tournament.sides;
    act(() =>
      live.update(tournament.id, {
        ...tournament,
        round: {
          matches: [{ id: 'm1', sideA: a, sideB: b, scoreA: 2, scoreB: 0, saygId: null }],
          matchOptions: [null],
          nextRound: null,
        },
      }),
    );
    await waitFor(() => expect(screen.getByTestId('venue-winner').textContent).toBe('Player 1'));
  });
});
