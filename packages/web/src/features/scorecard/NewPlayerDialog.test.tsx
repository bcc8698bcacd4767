import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_ID } from '#web/api/player';
import { access, buildAccount } from '#web/test/builders';
import { envelope, type FakeHandler } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { NO_UPDATED_TEAM_SEASON } from './NewPlayerDialog';
import { GAME_ID, HOME_ID, SEASON_ID, admin, buildGame, homePlayers, serve, team } from './test/fixtures';

/* Adding a newcomer to a squad from the scorecard's player choice (managePlayers). */

const NEW_ID = '50000000-0000-4000-8000-000000000009';
const createPath = `POST /api/Player/${SEASON_ID}/${HOME_ID}/${EMPTY_ID}`;
const playersAdmin = () => buildAccount({ access: access('manageScores', 'managePlayers') });

/** The server's answer: the home team with the new player in the season's squad. */
const created: FakeHandler = (call) => {
  const { name } = call.body as { name: string };
  const updated = team(HOME_ID, 'Crown', [...homePlayers, { id: NEW_ID, name }]);
  return { body: { ...envelope(updated), playerDetails: updated.seasons[0]!.players.at(-1) } };
};

afterEach(() => vi.unstubAllGlobals());

describe('adding a player from the scorecard', () => {
  it('adds the player to the squad and picks them for the match', async () => {
    const fake = serve(buildGame(), playersAdmin(), { [createPath]: created });
    const { user } = renderApp(`/score/${GAME_ID}`);

    const choice = await screen.findByRole('combobox', { name: 'Match 1 home player' });
    await user.selectOptions(choice, 'Add a player...');
    const dialog = await screen.findByRole('dialog', { name: 'Add a player to Crown' });
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    expect(within(dialog).getByText('Please enter a name')).toBeTruthy();
    expect(fake.callsTo('POST', createPath.slice(5))).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Dora Newcomer ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Captain' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.callsTo('POST', createPath.slice(5))[0]!.body).toEqual({
      name: 'Dora Newcomer',
      emailAddress: null,
      captain: true,
      newTeamId: null,
    });
    expect((screen.getByRole('combobox', { name: 'Match 1 home player' }) as HTMLSelectElement).value).toBe(
      NEW_ID,
    );
  });

  it("says when the new player is not in the answer's squad for the season", async () => {
    serve(buildGame(), playersAdmin(), {
      [createPath]: {
        body: { ...envelope({ ...team(HOME_ID, 'Crown', homePlayers), seasons: [] }), playerDetails: null },
      },
    });
    const { user } = renderApp(`/score/${GAME_ID}`);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Match 1 home player' }),
      'Add a player...',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add a player to Crown' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Dora');
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(NO_UPDATED_TEAM_SEASON);
    expect((screen.getByRole('combobox', { name: 'Match 1 home player' }) as HTMLSelectElement).value).toBe(
      '',
    );
  });

  it('offers no new players without managePlayers', async () => {
    serve(buildGame(), admin());
    renderApp(`/score/${GAME_ID}`);
    const choice = await screen.findByRole('combobox', { name: 'Match 1 home player' });
    expect(within(choice).queryByRole('option', { name: 'Add a player...' })).toBeNull();
  });
});
