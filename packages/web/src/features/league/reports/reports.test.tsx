import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { envelope } from '#web/test/fakeFetch';
import { buildData, buildTeam, DIVISION, SEASON } from '../test/builders';
import { buildDivision } from '#web/test/builders';
import { leagueServer, season, show } from '../test/server';

const collection = {
  divisionId: DIVISION.id,
  seasonId: SEASON.id,
  messages: ['4 games inspected'],
  reports: [
    {
      name: 'Most 180s',
      description: 'The top 15 most 180s',
      columns: ['Team', 'Player', '180s'],
      thisDivisionOnly: true,
      rows: [
        {
          cells: [
            { text: 'Crown', teamId: 't1', teamName: 'Crown' },
            { text: 'Carl', playerId: 'p1', playerName: 'Carl', teamName: 'Crown', teamId: 't1' },
            { text: '2' },
          ],
        },
      ],
    },
    {
      name: 'Finals night',
      description: 'The awards of the season',
      columns: ['Award', 'Goes to', 'Value/s'],
      thisDivisionOnly: false,
      rows: [
        {
          cells: [
            { text: 'Singles winner' },
            { text: 'Cup night', tournamentId: '40000000-0000-4000-8000-000000000001' },
            { text: '' },
          ],
        },
      ],
    },
    {
      name: 'Best checkout %',
      description: 'At least 3 matches',
      columns: ['Player'],
      rows: [],
      thisDivisionOnly: true,
    },
  ],
};

describe('Reports tab', () => {
  beforeAll(async () => {
    await import('./ReportsTab');
  }, 60_000);

  it('gets the top N records, then shows the chosen report with links, and "No rows"', async () => {
    const api = leagueServer(buildData({ teams: [buildTeam()] }), ['runReports'], {
      'POST /api/Report': { body: envelope(collection) },
    });
    const { user } = show('/division/Premier/reports');
    const top = await screen.findByLabelText('Return top N records');
    expect((top as HTMLInputElement).value).toBe('15');
    await user.clear(top);
    await user.type(top, '101');
    expect(screen.getByRole('button', { name: 'Get reports...' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Enter a number of records from 1 to 100')).toBeTruthy();
    await user.clear(top);
    await user.type(top, '5');
    await user.click(screen.getByRole('button', { name: 'Get reports...' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Report')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Report')[0]!.body).toEqual({
      divisionId: DIVISION.id,
      seasonId: SEASON.id,
      topCount: 5,
    });

    expect(await screen.findByText('4 games inspected')).toBeTruthy();
    expect(screen.getByTestId('report-scope').textContent).toBe('Covers Premier only');
    const csv = screen.getByRole('link', { name: /^CSV/ });
    expect(csv.getAttribute('href')).toBe(
      `/api/Report/Csv?divisionId=${DIVISION.id}&seasonId=${SEASON.id}&topCount=5&report=${encodeURIComponent(collection.reports[0]!.name).replace(/%20/g, '+')}`,
    );
    expect(csv.hasAttribute('download')).toBe(true);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: 'Carl' }).getAttribute('href')).toBe(
      '/division/Premier/player:Carl@Crown/2025',
    );
    expect(within(table).getByRole('link', { name: 'Crown' }).getAttribute('href')).toBe(
      '/division/Premier/team:Crown/2025',
    );

    const chooser = screen.getByLabelText('Report');
    await user.selectOptions(chooser, 'Finals night');
    expect(screen.getByTestId('report-scope').textContent).toBe('Covers every division of the 2025 season');
    expect(screen.getByRole('link', { name: 'Cup night' }).getAttribute('href')).toBe(
      '/tournament/40000000-0000-4000-8000-000000000001',
    );
    await user.selectOptions(chooser, 'Best checkout %');
    expect(screen.getByText('No rows')).toBeTruthy();

    // Printable: the button prints the page; the form and the chooser stay off the paper.
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(top.closest('form')!.classList.contains('d-print-none')).toBe(true);
    expect(chooser.closest('.d-print-none')).toBeTruthy();
    expect(screen.getByRole('table').closest('.d-print-none')).toBeNull();
    print.mockRestore();
  });

  it('drops the reports of one division when another division is opened', async () => {
    const other = buildDivision({ name: 'Second' });
    const api = leagueServer(buildData({ teams: [buildTeam()] }), ['runReports'], {
      'POST /api/Report': { body: envelope(collection) },
      'GET /api/Season/': { body: [{ ...season, divisions: [...season.divisions, other] }] },
      'GET /api/Division': { body: [...season.divisions, other] },
      'GET /api/Division/Data': (call) => ({
        body: call.search.includes(other.id)
          ? buildData({ id: other.id, name: 'Second' })
          : buildData({ teams: [buildTeam()] }),
      }),
    });
    const { user, router } = show('/division/Premier/reports');
    await user.click(await screen.findByRole('button', { name: 'Get reports...' }));
    expect(await screen.findByText('4 games inspected')).toBeTruthy();
    act(() => router.navigate('/division/Second/reports'));
    expect(await screen.findByRole('heading', { name: 'Second: Reports' })).toBeTruthy();
    expect(screen.queryByText('4 games inspected')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Get reports...' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Report')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/Report')[1]!.body).toMatchObject({ divisionId: other.id });
  });

  it("shows the server's message when the reports cannot be made", async () => {
    leagueServer(buildData({ teams: [buildTeam()] }), ['runReports'], {
      'POST /api/Report': { status: 400, body: envelope(null, { errors: ['seasonId: Season not found'] }) },
    });
    const { user } = show('/division/Premier/reports');
    await user.click(await screen.findByRole('button', { name: 'Get reports...' }));
    expect(await screen.findByText('seasonId: Season not found')).toBeTruthy();
  });

  it('shows the not-permitted screen when opened by its address without runReports', async () => {
    leagueServer(buildData({ teams: [buildTeam()] }), ['runHealthChecks']);
    show('/division/Premier/reports');
    expect(
      await screen.findByRole('heading', { name: "You're not permitted to use this function" }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get reports...' })).toBeNull();
  });
});
