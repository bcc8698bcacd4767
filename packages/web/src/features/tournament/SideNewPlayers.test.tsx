import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccessFlag } from '@darts/core/account/access';
import { EMPTY_ID } from '#web/api/player';
import type { TournamentDto } from '#web/api/tournament';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { access, buildAccount } from '#web/test/builders';
import { envelope, fakeFetch, type FakeHandler } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { buildTournament } from './test/builders';

/* The side dialog's 'New player/s' (managePlayers, sides without a team). */

const DIVISION = '00000000-0000-4000-a000-000000000002';
const TEAM = '00000000-0000-4000-a000-000000000003';
const audit = { created: null, author: null, updated: null, editor: null, deleted: null, remover: null };

beforeEach(() => setLiveConnectionForTests(new FakeLiveConnection()));
afterEach(() => setLiveConnectionForTests(null));
beforeAll(async () => {
  await Promise.all([import('./TournamentPage'), import('./dialogs/SideDialog')]);
}, 60_000);

/** The Kings Head, whose squad grows with every player the server is asked to create. */
function serve(tournament: TournamentDto, flags: AccessFlag[]) {
  const squad: { id: string; name: string }[] = [];
  const kingsHead = () => ({
    id: TEAM,
    name: 'Kings Head',
    address: 'Kings Head',
    ...audit,
    seasons: [
      {
        id: 'ts-1',
        seasonId: tournament.seasonId,
        divisionId: DIVISION,
        players: squad.map((p) => ({ ...p, captain: false, emailAddress: null, ...audit })),
        ...audit,
      },
    ],
  });
  const created: FakeHandler = (call) => {
    const { name } = call.body as { name: string };
    const player = { id: `00000000-0000-4000-b000-00000000000${squad.length + 1}`, name };
    squad.push(player);
    return { body: { ...envelope(kingsHead()), playerDetails: player } };
  };
  let current = tournament;
  return fakeFetch({
    'GET /api/Account': { body: buildAccount({ access: access(...flags) }) },
    [`GET /api/Tournament/${tournament.id}`]: () => ({ body: current }),
    [`GET /api/Team/${DIVISION}/${tournament.seasonId}`]: () => ({ body: [kingsHead()] }),
    'GET /api/Division/Data': { body: { fixtures: [] } },
    [`POST /api/Player/${tournament.seasonId}/${TEAM}/${EMPTY_ID}`]: created,
    'PUT /api/Tournament/': (call) => {
      current = { ...current, ...(call.body as TournamentDto) };
      return { body: envelope(current) };
    },
  });
}

describe("the side dialog's New player/s", () => {
  it('adds several players, one name per line, to the squad and to the side', async () => {
    const tournament = buildTournament(0, { divisionId: DIVISION });
    const api = serve(tournament, ['enterTournamentResults', 'managePlayers']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Add side' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add side' });
    await user.click(within(dialog).getByRole('button', { name: 'New player/s' }));
    const form = within(dialog).getByRole('group', { name: 'Add a player' });
    await user.click(within(form).getByRole('switch', { name: 'Add multiple players' }));
    await user.click(within(form).getByRole('button', { name: 'Add players' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please enter a nameSelect a team');

    await user.type(within(form).getByLabelText("New players' names (one per line)"), ' Dee \n\nEve\n');
    await user.selectOptions(within(form).getByLabelText("New player's team"), 'Kings Head');
    await user.click(within(form).getByRole('button', { name: 'Add players' }));

    // Both are in the side: the dialog becomes 'Add players' and offers them as individuals.
    await screen.findByRole('dialog', { name: 'Add players' });
    expect(within(dialog).queryByRole('group', { name: 'Add a player' })).toBeNull();
    const calls = api.callsTo('POST', `/api/Player/${tournament.seasonId}/${TEAM}/${EMPTY_ID}`);
    expect(calls.map((c) => (c.body as { name: string }).name)).toEqual(['Dee', 'Eve']);
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Dee, Eve');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/Tournament/')).toHaveLength(1));
    const saved = api.callsTo('PUT', '/api/Tournament/')[0]!.body as TournamentDto;
    expect(saved.sides.map((s) => [s.name, s.players.map((p) => [p.name, p.divisionId])])).toEqual([
      [
        'Dee, Eve',
        [
          ['Dee', DIVISION],
          ['Eve', DIVISION],
        ],
      ],
    ]);
  });

  it('is only for managePlayers, and only while the side has no team', async () => {
    const tournament = buildTournament(0, { divisionId: DIVISION });
    serve(tournament, ['enterTournamentResults']);
    const first = renderApp(`/tournament/${tournament.id}`);
    await first.user.click(await screen.findByRole('button', { name: 'Add side' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add side' });
    await within(dialog).findByLabelText('Team');
    expect(within(dialog).queryByRole('button', { name: 'New player/s' })).toBeNull();
    first.unmount();

    serve(tournament, ['enterTournamentResults', 'managePlayers']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Add side' }));
    const again = await screen.findByRole('dialog', { name: 'Add side' });
    await user.selectOptions(await within(again).findByLabelText('Team'), 'Kings Head');
    expect(within(again).queryByRole('button', { name: 'New player/s' })).toBeNull();
  });
});
