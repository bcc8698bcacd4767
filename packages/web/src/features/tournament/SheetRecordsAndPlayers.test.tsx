import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessFlag } from '@darts/core/account/access';
import { proposedVenueRow } from '@darts/core/tournament/rows';
import { CLEAR_MATCH_SCORE_QUESTION } from '@darts/core/tournament/validation';
import type { TournamentDto } from '#web/api/tournament';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { access, buildAccount } from '#web/test/builders';
import { envelope, fakeFetch, type FakeHandler } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { buildTournament } from './test/builders';

beforeEach(() => setLiveConnectionForTests(new FakeLiveConnection()));
afterEach(() => {
  setLiveConnectionForTests(null);
  vi.restoreAllMocks();
});

beforeAll(async () => {
  await Promise.all([import('./TournamentPage'), import('./dialogs/SideDialog')]);
}, 60_000);

const SAYG = '00000000-0000-4000-a000-000000000001';
const DIVISION = '00000000-0000-4000-a000-000000000002';

/** Two sides, their match played 2-1 and scored leg by leg. */
function scoredTournament(): TournamentDto {
  const t = buildTournament(2, { divisionId: DIVISION });
  const [a, b] = t.sides;
  return {
    ...t,
    round: {
      id: null,
      name: null,
      matches: [{ id: 'm1', sideA: a!, sideB: b!, scoreA: 2, scoreB: 1, saygId: SAYG }],
      matchOptions: [null],
      nextRound: null,
    },
  };
}

function serve(tournament: TournamentDto, flags: AccessFlag[], more: Record<string, FakeHandler> = {}) {
  let current = tournament;
  return fakeFetch({
    'GET /api/Account': { body: buildAccount({ access: access(...flags) }) },
    [`GET /api/Tournament/${tournament.id}`]: () => ({ body: current }),
    [`DELETE /api/Tournament/${tournament.id}/${SAYG}`]: (call) => {
      const clear = call.search === '?clearScores=true';
      const round = current.round!;
      const match = { ...round.matches[0]!, saygId: null, ...(clear ? { scoreA: null, scoreB: null } : {}) };
      current = { ...current, round: { ...round, matches: [match] } };
      return { body: envelope(current) };
    },
    ...more,
  });
}

describe("a match's leg-by-leg record on the sheet", () => {
  it('is deleted after confirmation, and the score is cleared when asked', async () => {
    const tournament = scoredTournament();
    const api = serve(tournament, ['recordScoresAsYouGo', 'enterTournamentResults']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    const remove = await screen.findByRole('button', { name: 'Delete the leg-by-leg record of M1' });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(remove);
    expect(confirm.mock.calls.map((c) => c[0])).toEqual([
      'Are you sure you want to delete the leg-by-leg record of M1?',
      CLEAR_MATCH_SCORE_QUESTION,
    ]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Watch M1' })).toBeNull());
    const [call] = api.callsTo('DELETE', `/api/Tournament/${tournament.id}/${SAYG}`);
    expect(call!.search).toBe('?clearScores=true');
    // Not played any more: no venue winner.
    expect(screen.getByTestId('venue-winner').textContent).toBe('-');
  });

  it('keeps the score when the second question is declined, and does nothing when the first is', async () => {
    const tournament = scoredTournament();
    const api = serve(tournament, ['recordScoresAsYouGo', 'enterTournamentResults']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    const remove = await screen.findByRole('button', { name: 'Delete the leg-by-leg record of M1' });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(remove);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(api.callsTo('DELETE', `/api/Tournament/${tournament.id}/${SAYG}`)).toHaveLength(0);
    confirm.mockReturnValueOnce(true).mockReturnValueOnce(false);
    await user.click(remove);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Watch M1' })).toBeNull());
    expect(api.callsTo('DELETE', `/api/Tournament/${tournament.id}/${SAYG}`)[0]!.search).toBe('');
    expect(screen.getByTestId('venue-winner').textContent).toBe('Player 1');
  });

  it('is offered only to scorers, and a scorer without results rights is not asked to clear the score', async () => {
    const tournament = scoredTournament();
    serve(tournament, ['enterTournamentResults']);
    const first = renderApp(`/tournament/${tournament.id}`);
    await screen.findByRole('button', { name: 'Edit M1' });
    expect(screen.queryByRole('button', { name: /Delete the leg-by-leg record/ })).toBeNull();
    first.unmount();

    const api = serve(tournament, ['recordScoresAsYouGo']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(await screen.findByRole('button', { name: 'Delete the leg-by-leg record of M1' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(api.callsTo('DELETE', `/api/Tournament/${tournament.id}/${SAYG}`)).toHaveLength(1),
    );
    expect(api.callsTo('DELETE', `/api/Tournament/${tournament.id}/${SAYG}`)[0]!.search).toBe('');
  });
});

const audit = { created: null, author: null, updated: null, editor: null, deleted: null, remover: null };
const player = (id: string, name: string) => ({ id, name, captain: false, emailAddress: null, ...audit });

/** The Kings Head's squad in the tournament's season: Ann, Bea and Cat. */
function kingsHead(seasonId: string) {
  return {
    id: 'team-1',
    name: 'Kings Head',
    address: 'Kings Head',
    ...audit,
    seasons: [
      {
        id: 'ts-1',
        seasonId,
        divisionId: DIVISION,
        players: [player('p-ann', 'Ann'), player('p-bea', 'Bea'), player('p-cat', 'Cat')],
        ...audit,
      },
    ],
  };
}

describe('the side dialog', () => {
  it('offers a team or players, never both; disables players of other sides; individuals for 2 or more', async () => {
    const ann = { id: 'p-ann', name: 'Ann', divisionId: DIVISION };
    const tournament = buildTournament(0, {
      divisionId: DIVISION,
      sides: [{ id: 'side-ann', name: 'Ann', teamId: null, noShow: false, players: [ann] }],
    });
    serve(tournament, ['enterTournamentResults'], {
      [`GET /api/Team/${DIVISION}/${tournament.seasonId}`]: { body: [kingsHead(tournament.seasonId)] },
      'GET /api/Division/Data': { body: { fixtures: [] } },
    });
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Add side' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add side' });
    const annBox = (await within(dialog).findByLabelText('Ann (Kings Head)')) as HTMLInputElement;
    expect(annBox.disabled).toBe(true);
    expect(within(dialog).getByText('Selected in Ann')).toBeTruthy();
    expect(within(dialog).getByLabelText('Team')).toBeTruthy();
    // The list is 250 high and filters by player or team name.
    expect((annBox.closest('.overflow-auto') as HTMLElement).style.height).toBe('250px');
    await user.type(within(dialog).getByLabelText('Filter by player or team'), 'cat');
    expect(within(dialog).queryByLabelText('Bea (Kings Head)')).toBeNull();
    await user.clear(within(dialog).getByLabelText('Filter by player or team'));

    await user.click(within(dialog).getByLabelText('Bea (Kings Head)'));
    expect(within(dialog).queryByLabelText('Team')).toBeNull();
    expect(within(dialog).queryByRole('switch', { name: 'Add as individuals' })).toBeNull();
    await user.click(within(dialog).getByLabelText('Cat (Kings Head)'));
    expect(within(dialog).getByRole('switch', { name: 'Add as individuals' })).toBeTruthy();
    await user.click(within(dialog).getByLabelText('Bea (Kings Head)'));
    await user.click(within(dialog).getByLabelText('Cat (Kings Head)'));
    await user.selectOptions(within(dialog).getByLabelText('Team'), 'Kings Head');
    expect(within(dialog).queryByLabelText('Bea (Kings Head)')).toBeNull();
  });

  it('warns beside a player already playing in another tournament on the date', async () => {
    const tournament = buildTournament(2, { divisionId: DIVISION });
    const team = kingsHead(tournament.seasonId);
    const other = {
      ...proposedVenueRow('The Bell', tournament.date),
      id: 'other-tournament',
      proposed: false,
      type: 'Pairs',
      players: ['p-bea'],
    };
    const day = {
      fixtures: [{ date: tournament.date, fixtures: [], tournamentFixtures: [other], notes: [] }],
    };
    const api = serve(tournament, ['enterTournamentResults'], {
      [`GET /api/Team/${DIVISION}/${tournament.seasonId}`]: { body: [team] },
      'GET /api/Division/Data': { body: day },
    });
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Add side' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add side' });
    expect(
      await within(dialog).findByText('Also playing in the pairs at The Bell on this date'),
    ).toBeTruthy();
    // The warning is beside Bea only; she may still be chosen.
    expect(within(dialog).getAllByText(/Also playing/)).toHaveLength(1);
    const bea = within(dialog).getByLabelText('Bea (Kings Head)') as HTMLInputElement;
    expect(bea.disabled).toBe(false);
    const [call] = api.callsTo('GET', '/api/Division/Data');
    expect(new URLSearchParams(call!.search).get('date')).toBe(tournament.date);
    expect(new URLSearchParams(call!.search).get('seasonId')).toBe(tournament.seasonId);
  });
});
