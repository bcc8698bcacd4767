import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildData, buildTeam, SEASON } from '../test/builders';
import { leagueServer, show } from '../test/server';

const check = (errors: string[] = [], warnings: string[] = [], messages: string[] = []) => ({
  success: errors.length === 0 && warnings.length === 0,
  errors,
  warnings,
  messages,
});

describe('Health tab', () => {
  beforeAll(async () => {
    await import('./HealthTab');
  }, 60_000);

  it("shows Unhealthy with every check's errors, warnings and messages", async () => {
    leagueServer(buildData({ teams: [buildTeam()] }), ['runHealthChecks'], {
      [`GET /api/Season/${SEASON.id}/health`]: {
        body: {
          success: false,
          errors: ['Data error in a fixture'],
          warnings: [],
          messages: [],
          checks: {
            'All fixtures on or after start date': check(),
            'Teams have both legs defined': check([], ['Premier: Missing fixture for Alpha vs Bravo']),
            "Teams aren't configured to play against themselves": check(
              ['Found Alpha playing against themselves on 3 Feb'],
              [],
              ['Checked 12 fixtures'],
            ),
          },
        },
      },
    });
    const { user } = show('/division/Premier/teams');
    await user.click(await screen.findByRole('link', { name: 'Health' }));
    expect(await screen.findByRole('heading', { name: 'Unhealthy' })).toBeTruthy();
    expect(screen.getByText('Data error in a fixture')).toBeTruthy();
    expect(screen.getByText('Premier: Missing fixture for Alpha vs Bravo')).toBeTruthy();
    expect(screen.getByText('Found Alpha playing against themselves on 3 Feb')).toBeTruthy();
    expect(screen.getByText('Checked 12 fixtures')).toBeTruthy();
    expect(screen.getByText('All fixtures on or after start date').parentElement!.textContent).toContain(
      '(passed)',
    );
    expect(screen.getByText('Teams have both legs defined').parentElement!.textContent).toContain('(failed)');
  });

  it('shows Healthy when every check passes', async () => {
    leagueServer(buildData({ teams: [buildTeam()] }), ['runHealthChecks'], {
      [`GET /api/Season/${SEASON.id}/health`]: {
        body: { success: true, errors: [], warnings: [], messages: [], checks: { 'One check': check() } },
      },
    });
    show('/division/Premier/health');
    expect(await screen.findByRole('heading', { name: 'Healthy' })).toBeTruthy();
  });

  it('says so when there is no result', async () => {
    leagueServer(buildData({ teams: [buildTeam()] }), ['runHealthChecks'], {
      [`GET /api/Season/${SEASON.id}/health`]: { status: 204 },
    });
    show('/division/Premier/health');
    expect(await screen.findByText('No health check result')).toBeTruthy();
  });

  it('is offered only with runHealthChecks', async () => {
    leagueServer(buildData({ teams: [buildTeam()] }), ['runReports']);
    show('/division/Premier/teams');
    await screen.findByRole('link', { name: 'Reports' });
    expect(screen.queryByRole('link', { name: 'Health' })).toBeNull();
  });

  it('is not offered, nor Reports, for a superleague division', async () => {
    leagueServer(buildData({ superleague: true, teams: [buildTeam()] }), ['runHealthChecks', 'runReports']);
    show('/division/Premier/teams');
    await screen.findByRole('link', { name: 'Fixtures' });
    expect(screen.queryByRole('link', { name: 'Health' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Reports' })).toBeNull();
  });

  it('shows the not-permitted screen when opened by its address without runHealthChecks', async () => {
    leagueServer(buildData({ teams: [buildTeam()] }), ['runReports']);
    show('/division/Premier/health');
    expect(
      await screen.findByRole('heading', { name: "You're not permitted to use this function" }),
    ).toBeTruthy();
    expect(screen.queryByText('No health check result')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
