import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_ID } from '#web/api/player';
import { envelope } from '#web/test/fakeFetch';
import { buildData, buildTeam } from '../test/builders';
import { buildDivision } from '#web/test/builders';
import { division, leagueServer, season, show } from '../test/server';

const team = buildTeam({ name: 'Kings Arms' });

describe('the player dialog', () => {
  it('asks for a team and a name', async () => {
    leagueServer(buildData({ teams: [team] }), ['managePlayers']);
    const { user } = show('/division/Premier/players');
    await user.click(await screen.findByRole('button', { name: 'Add player(s)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add player(s)' });
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    expect(within(dialog).getByText('Please select a team')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a name')).toBeTruthy();
  });

  it('adds several players in multiple mode, without email or captain', async () => {
    const api = leagueServer(buildData({ teams: [team] }), ['managePlayers'], {
      [`POST /api/Player/${season.id}/${team.id}/${EMPTY_ID}`]: {
        body: { ...envelope(null), playerDetails: null },
      },
    });
    const { user } = show('/division/Premier/players');
    await user.click(await screen.findByRole('button', { name: 'Add player(s)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add player(s)' });
    await user.selectOptions(within(dialog).getByLabelText('Team'), team.id);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Captain' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Add multiple players' }));
    await user.type(within(dialog).getByLabelText('Names (one per line)'), 'Ann Archer{Enter}{Enter}Al Able');
    await user.click(within(dialog).getByRole('button', { name: 'Add players' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const calls = api.calls.filter((c) => c.method === 'POST');
    expect(calls.map((c) => c.body)).toEqual([
      { name: 'Ann Archer', emailAddress: null, captain: false, newTeamId: null },
      { name: 'Al Able', emailAddress: null, captain: false, newTeamId: null },
    ]);
  });

  it("adds one player with a gender (the finals night's Top Player awards), shown by initials if they ask", async () => {
    const api = leagueServer(buildData({ teams: [team] }), ['managePlayers'], {
      [`POST /api/Player/${season.id}/${team.id}/${EMPTY_ID}`]: {
        body: { ...envelope(null), playerDetails: null },
      },
    });
    const { user } = show('/division/Premier/players');
    await user.click(await screen.findByRole('button', { name: 'Add player(s)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add player(s)' });
    await user.selectOptions(within(dialog).getByLabelText('Team'), team.id);
    await user.type(within(dialog).getByLabelText('Name'), 'Fay Flint');
    await user.selectOptions(within(dialog).getByLabelText('Gender'), 'Female');
    await user.click(within(dialog).getByRole('checkbox', { name: /by initials only/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      {
        name: 'Fay Flint',
        emailAddress: null,
        captain: false,
        gender: 'female',
        initialsOnly: true,
        newTeamId: null,
      },
    ]);
  });

  it("says when the team's division for the season is unknown", async () => {
    const stray = buildTeam({ name: 'Stray', division: null });
    const two = buildDivision({ name: 'Premier Two' });
    leagueServer(buildData({ id: null, teams: [stray] }), ['managePlayers'], {
      'GET /api/Division': { body: [division, two] },
    });
    const { user } = show('/players/2025?division=Premier&division=Premier%20Two');
    await user.click(await screen.findByRole('button', { name: 'Add player(s)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add player(s)' });
    await user.selectOptions(within(dialog).getByLabelText('Team'), stray.id);
    await user.type(within(dialog).getByLabelText('Name'), 'Sam');
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Unable to determine division for newly created player',
    );
  });

  it("shows the server's refusal inside the dialog, in the league's words, not in a second dialog", async () => {
    leagueServer(buildData({ teams: [team] }), ['managePlayers'], {
      [`POST /api/Player/${season.id}/${team.id}/${EMPTY_ID}`]: {
        status: 400,
        body: envelope(null, { errors: ['A player called Sam Smith is already in this team'] }),
      },
    });
    const { user } = show('/division/Premier/players');
    await user.click(await screen.findByRole('button', { name: 'Add player(s)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add player(s)' });
    await user.selectOptions(within(dialog).getByLabelText('Team'), team.id);
    await user.type(within(dialog).getByLabelText('Name'), 'Sam Smith');
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Could not save player details');
    expect(alert.textContent).toContain('A player called Sam Smith is already in this team');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    // The name is kept to correct.
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Sam Smith');
  });
});
