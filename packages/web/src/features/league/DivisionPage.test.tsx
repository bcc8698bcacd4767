import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '#web/test/fakeFetch';
import { buildData, buildDate, buildFixture, buildPlayer, buildTeam, performance } from './test/builders';
import { division, leagueServer, season, show } from './test/server';
import { catchDownloads } from '#web/test/downloads';

describe('division routes', () => {
  it('accepts the division and season by name in any case and asks for them by id', async () => {
    const api = leagueServer(buildData({ teams: [buildTeam({ name: 'Kings Arms' })] }));
    show('/division/PREMIER/teams/2025');
    expect(await screen.findByRole('link', { name: 'Kings Arms' })).toBeTruthy();
    const [call] = api.callsTo('GET', '/api/Division/Data');
    expect(new URLSearchParams(call!.search).getAll('divisionId')).toEqual([division.id]);
    expect(new URLSearchParams(call!.search).get('seasonId')).toBe(season.id);
  });

  it('accepts ids, and the list form with repeated ?division=', async () => {
    const api = leagueServer(buildData());
    show(`/fixtures/${season.id}/?division=premier`);
    expect(await screen.findByText('No fixtures, yet')).toBeTruthy();
    expect(new URLSearchParams(api.callsTo('GET', '/api/Division/Data')[0]!.search).get('seasonId')).toBe(
      season.id,
    );
  });

  it.each(['/teams', '/fixtures', '/players'])(
    "%s without a division shows the current season's divisions",
    async (path) => {
      const kings = buildTeam({ name: 'Kings Arms' });
      const swan = buildTeam({ name: 'The Swan' });
      const data = buildData({
        teams: [kings, swan],
        players: [buildPlayer(kings, { name: 'Darren Pike', singles: performance(1, 1) })],
        fixtures: [buildDate('2025-02-01', [buildFixture(kings, swan, { homeScore: 5, awayScore: 3 })])],
      });
      const api = leagueServer(data);
      show(path);
      const shown = path === '/players' ? 'Darren Pike' : 'Kings Arms';
      expect((await screen.findAllByRole('link', { name: shown })).length).toBeGreaterThan(0);
      const query = new URLSearchParams(api.callsTo('GET', '/api/Division/Data')[0]!.search);
      expect(query.getAll('divisionId')).toEqual([division.id]);
      expect(query.get('seasonId')).toBe(season.id);
      expect(screen.queryByText(/<0 divisions>/)).toBeNull();
    },
  );

  it('says which name matched nothing', async () => {
    leagueServer(buildData());
    show('/division/Nowhere');
    expect(await screen.findByText('Division not found: Nowhere')).toBeTruthy();
  });

  it('reports a failed load with its status, and data for another season', async () => {
    fakeFetch({
      'GET /api/Season/': { body: [season] },
      'GET /api/Division': { body: [division] },
      'GET /api/Feature': { body: [] },
      'GET /api/Division/Data': {
        status: 500,
        body: { success: false, errors: ['Boom'], warnings: [], messages: [], result: null },
      },
    });
    show('/division/Premier');
    expect(await screen.findByText('Error accessing division: Code: 500')).toBeTruthy();
    expect(screen.getByText('Boom')).toBeTruthy();
  });

  it('lists data errors with links and hides them', async () => {
    const data = buildData({
      dataErrors: [{ message: 'Bad score', gameId: 'g-1', tournamentId: null, teamId: null, playerId: null }],
    });
    leagueServer(data);
    const { user } = show('/division/Premier');
    const errors = await screen.findByRole('region', { name: 'Errors in division data' });
    expect(within(errors).getByRole('link', { name: 'Bad score' }).getAttribute('href')).toBe('/score/g-1');
    await user.click(within(errors).getByRole('button', { name: 'Hide errors' }));
    expect(screen.queryByText('Bad score')).toBeNull();
  });
});

describe('teams tab', () => {
  it('orders the league table by rank and titles the page', async () => {
    const teams = [
      buildTeam({ name: 'Third', rank: 3, points: 2 }),
      buildTeam({ name: 'First', rank: 1, points: 8, played: 4, fixturesWon: 4, difference: 12 }),
      buildTeam({ name: 'Second', rank: 2, points: 4 }),
    ];
    leagueServer(buildData({ teams }));
    show('/division/Premier');
    const table = await screen.findByRole('table', { name: 'Premier: Teams' });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual(['First', 'Second', 'Third']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Venue', 'Played', 'Points', 'Won', 'Lost', 'Drawn', '+/-']);
    expect(within(table).getByRole('link', { name: 'First' }).getAttribute('href')).toBe(
      '/division/Premier/team:First',
    );
    await waitFor(() => expect(document.title).toBe('Teams – Premier – Test League'));
    expect(screen.queryByRole('button', { name: 'Add team' })).toBeNull();
  });

  it('offers Add team to team managers, and tabs only with controls', async () => {
    leagueServer(buildData(), ['manageTeams']);
    const first = show('/division/Premier');
    expect(await screen.findByRole('button', { name: 'Add team' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fixtures' })).toBeTruthy();
    first.unmount();
    leagueServer(buildData(), ['manageTeams']);
    show('/division/Premier?controls=false');
    await screen.findByRole('table', { name: 'Premier: Teams' });
    expect(screen.queryByRole('link', { name: 'Fixtures' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add team' })).toBeNull();
  });
});

describe('players tab', () => {
  const team = buildTeam({ name: 'Kings Arms' });
  const active = buildPlayer(team, { name: 'Active', singles: performance(2, 1), captain: true, rank: 1 });
  const idle = buildPlayer(team, { name: 'Idle', rank: 2 });
  const data = buildData({ teams: [team], players: [idle, active] });

  it('hides players without singles, 180s or hi-checks from visitors', async () => {
    leagueServer(data);
    show('/division/Premier/players');
    const table = await screen.findByRole('table', { name: 'Premier: Players' });
    expect(within(table).getByRole('link', { name: 'Active' }).getAttribute('href')).toBe(
      '/division/Premier/player:Active@Kings%20Arms',
    );
    expect(within(table).getByRole('img', { name: 'captain' })).toBeTruthy();
    expect(within(table).queryByText('Idle')).toBeNull();
    expect(screen.getByRole('link', { name: 'Leaderboards' }).getAttribute('href')).toMatch(
      /^\/player(\?season=.+)?$/,
    );
  });

  it('shows every player, with edit and delete, to player managers', async () => {
    leagueServer(data, ['managePlayers']);
    show('/division/Premier/players');
    const table = await screen.findByRole('table', { name: 'Premier: Players' });
    expect(within(table).getByText('Idle')).toBeTruthy();
    // A manager's row buttons load with their code (players/PlayerActions.tsx).
    expect(await within(table).findByRole('button', { name: 'Edit Idle' })).toBeTruthy();
    expect(await within(table).findByRole('button', { name: 'Delete Active' })).toBeTruthy();
  });
});

describe('team and player pages', () => {
  const home = buildTeam({ name: 'Kings Arms', address: '44 Market Place' });
  const away = buildTeam({ name: 'The Swan' });
  const fixture = buildFixture(home, away, { homeScore: 5, awayScore: 3 });
  const player = buildPlayer(home, {
    name: 'Darren Pike',
    singles: performance(1, 1),
    fixtures: { '2025-02-01': fixture.id },
  });
  const data = buildData({
    teams: [home, away],
    players: [player],
    fixtures: [buildDate('2025-02-01', [fixture])],
  });
  const audit = { created: null, author: null, updated: null, editor: null, deleted: null, remover: null };
  const newcomer = {
    ...audit,
    id: '10000000-0000-4000-8000-00000000ffff',
    name: 'New Comer',
    captain: true,
    emailAddress: null,
  };
  const stored = {
    ...audit,
    id: home.id,
    name: home.name,
    address: home.address,
    seasons: [{ ...audit, id: 'ts-1', seasonId: season.id, divisionId: division.id, players: [newcomer] }],
  };
  const squad = { [`GET /api/Team/${home.id}`]: { body: stored } };

  it('shows a team by name with its fixtures and players', async () => {
    leagueServer(data, [], squad);
    show('/division/Premier/team:kings%20arms/2025');
    expect(await screen.findByRole('heading', { name: 'Kings Arms' })).toBeTruthy();
    expect(screen.getByText('44 Market Place')).toBeTruthy();
    const fixtures = screen.getByRole('table', { name: 'Fixtures of Kings Arms' });
    expect(within(fixtures).getByRole('link', { name: 'The Swan' }).getAttribute('href')).toBe(
      `/score/${fixture.id}`,
    );
    expect(screen.getByRole('link', { name: 'Team Details' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Darren Pike' })).toBeTruthy();
    // Squad members without results are listed too.
    expect((await screen.findByRole('link', { name: 'New Comer' })).getAttribute('href')).toBe(
      '/division/Premier/player:New%20Comer@Kings%20Arms/2025',
    );
    // Each table downloads as CSV: the read API's, for this team (decision 058).
    const csv = (name: string) =>
      screen.getByRole('link', { name: new RegExp(`^CSV ?of Kings Arms ${name}$`) });
    expect(csv('fixtures').getAttribute('href')).toBe(
      `/api/v1/divisions/${division.id}/fixtures?team=${home.id}&seasonId=${season.id}&format=csv`,
    );
    expect(csv('players').getAttribute('href')).toBe(
      `/api/v1/divisions/${division.id}/players?team=${home.id}&seasonId=${season.id}&format=csv`,
    );
    expect(csv('players').hasAttribute('download')).toBe(true);
  });

  it('shows a squad member without results on the player page', async () => {
    leagueServer(data, [], squad);
    show('/division/Premier/player:new comer@kings arms/2025');
    expect(await screen.findByRole('heading', { name: /^New Comer/ })).toBeTruthy();
    expect(screen.getByText('No fixtures, yet')).toBeTruthy();
  });

  it('says when a team or player cannot be found', async () => {
    leagueServer(data);
    const first = show('/division/Premier/team:Nobody');
    expect(await screen.findByText('Team could not be found')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Teams' }).length).toBeGreaterThan(0);
    first.unmount();
    leagueServer(data, [], squad);
    show('/division/Premier/player:Ghost@Kings Arms');
    expect(await screen.findByText('Ghost could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kings Arms' })).toBeTruthy();
  });

  it('shows a player with the fixtures they played', async () => {
    leagueServer(data);
    show('/division/Premier/player:Darren Pike@Kings Arms/2025');
    expect(await screen.findByRole('heading', { name: 'Darren Pike' })).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Fixtures of Darren Pike' })).getByText('Sat 1 Feb 2025'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Darren Pike' })).toBeTruthy();
  });

  it("downloads the player's tables as CSV as they show", async () => {
    const downloads = catchDownloads();
    leagueServer(data);
    show('/division/Premier/player:Darren Pike@Kings Arms/2025');
    // The accessible name joins "CSV" and its hidden words as jsdom reads them (no space between).
    const csv = (name: string) =>
      screen.getByRole('button', { name: new RegExp(`^CSV ?of ${name} of Darren Pike$`) });
    await screen.findByRole('heading', { name: 'Darren Pike' });
    fireEvent.click(csv('Fixtures'));
    const fixtures = await downloads.file(0);
    expect(fixtures.name).toBe('fixtures-of-darren-pike.csv');
    expect(fixtures.text).toContain('Sat 1 Feb 2025,Kings Arms,5,vs,3,The Swan');

    fireEvent.click(csv('Statistics'));
    const statistics = await downloads.file(1);
    expect(statistics.text).toBe('Matches,Played,Won,Lost\nSingles,1,1,0\nPairs,0,0,0\nTriples,0,0,0\n');
  });
});
