import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '#web/test/fakeFetch';
import { DIVISION_NOT_FOUND, SEASON_NOT_FOUND } from './TeamSeasons';
import { buildData, buildTeam } from '../test/builders';
import { division, leagueServer, season, show } from '../test/server';

describe('the team dialog', () => {
  it('needs a name, and adds the team to the division for the season', async () => {
    const api = leagueServer(buildData(), ['manageTeams'], { 'PUT /api/Team/': { body: envelope(null) } });
    const { user } = show('/division/Premier');
    await user.click(await screen.findByRole('button', { name: 'Add team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add team' });
    expect((within(dialog).getByLabelText('Division') as HTMLSelectElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Add team' }));
    expect(within(dialog).getByText('You must enter a team name')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'The Plough');
    await user.type(within(dialog).getByLabelText('Address'), 'Church Lane');
    await user.click(within(dialog).getByRole('button', { name: 'Add team' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/Team/')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/Team/')[0]!.body).toEqual({
      id: null,
      name: 'The Plough',
      address: 'Church Lane',
      divisionId: division.id,
      seasonId: season.id,
      newDivisionId: null,
      lastUpdated: null,
    });
    // Teams, divisions and seasons are loaded again.
    await waitFor(() => expect(api.callsTo('GET', '/api/Division/Data').length).toBeGreaterThan(1));
    expect(api.callsTo('GET', '/api/Season/').length).toBeGreaterThan(1);
  });

  it("shows the league's refusal of a name another team has in the season, and stays open", async () => {
    const refusal = 'A team called The Crown is already in the Winter season: choose another name';
    leagueServer(buildData(), ['manageTeams'], {
      'PUT /api/Team/': { status: 400, body: envelope(null, { errors: [refusal] }) },
    });
    const { user } = show('/division/Premier');
    await user.click(await screen.findByRole('button', { name: 'Add team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add team' });
    await user.type(within(dialog).getByLabelText('Name'), 'the crown');
    await user.click(within(dialog).getByRole('button', { name: 'Add team' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(refusal);
    expect(screen.getByRole('dialog', { name: 'Add team' })).toBeTruthy();
  });

  it('asks before associating a season and needs one chosen', async () => {
    const team = buildTeam({ name: 'The Plough' });
    const audit = {
      created: null,
      author: null,
      updated: '2025-01-01',
      editor: null,
      deleted: null,
      remover: null,
    };
    leagueServer(buildData({ teams: [team] }), ['manageTeams'], {
      [`GET /api/Team/${team.id}`]: {
        body: { ...audit, id: team.id, name: team.name, address: 'Church Lane', seasons: [] },
      },
    });
    const { user } = show('/division/Premier');
    await user.click(await screen.findByRole('button', { name: 'Edit The Plough' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit The Plough' });
    await user.click(await within(dialog).findByRole('button', { name: 'Associate season' }));
    expect(within(dialog).getByText('Select a season first')).toBeTruthy();
  });

  it("names a registration's missing season and division", async () => {
    const team = buildTeam({ name: 'The Plough' });
    const gone = '00000000-0000-4000-a000-0000000000ff';
    const audit = {
      created: null,
      author: null,
      updated: '2025-01-01',
      editor: null,
      deleted: null,
      remover: null,
    };
    leagueServer(buildData({ teams: [team] }), ['manageTeams'], {
      [`GET /api/Team/${team.id}`]: {
        body: {
          ...audit,
          id: team.id,
          name: team.name,
          address: 'Church Lane',
          seasons: [{ ...audit, id: 'ts1', seasonId: gone, divisionId: gone, players: [] }],
        },
      },
    });
    const { user } = show('/division/Premier');
    await user.click(await screen.findByRole('button', { name: 'Edit The Plough' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit The Plough' });
    expect(await within(dialog).findByText(`${SEASON_NOT_FOUND} (${DIVISION_NOT_FOUND})`)).toBeTruthy();
  });

  it('says the team was not found when it cannot be read', async () => {
    const team = buildTeam({ name: 'The Plough' });
    leagueServer(buildData({ teams: [team] }), ['manageTeams'], {
      [`GET /api/Team/${team.id}`]: { status: 204 },
    });
    const { user } = show('/division/Premier');
    await user.click(await screen.findByRole('button', { name: 'Edit The Plough' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit The Plough' });
    expect(within(dialog).getByRole('alert').textContent).toBe(`Team not found: The Plough (${team.id})`);
    expect(within(dialog).queryByRole('button', { name: 'Associate season' })).toBeNull();
  });
});
