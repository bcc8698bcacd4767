import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessFlag } from '@darts/core/account/access';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { access, buildAccount } from '#web/test/builders';
import { envelope, fakeFetch, type FakeHandler } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { buildSide, buildTournament } from './test/builders';
import { catchDownloads } from '#web/test/downloads';

beforeEach(() => setLiveConnectionForTests(new FakeLiveConnection()));
afterEach(() => {
  setLiveConnectionForTests(null);
  vi.restoreAllMocks();
});
beforeAll(async () => {
  await Promise.all([import('./TournamentPage'), import('#web/features/admin/ExportDataButton')]);
}, 60_000);

const tournament = buildTournament(0, {
  divisionId: 'd1',
  sides: [buildSide('The Crown', { teamId: 'team1' }), buildSide('Ann')],
  round: {
    id: null,
    name: null,
    matches: [
      { id: 'm1', sideA: null, sideB: null, scoreA: 2, scoreB: 1, saygId: 'sayg1' },
      { id: 'm2', sideA: null, sideB: null, scoreA: null, scoreB: null, saygId: null },
    ],
    matchOptions: [],
    nextRound: null,
  },
});

function serve(
  flags: AccessFlag[] | null,
  exported: FakeHandler = { body: envelope({ zip: btoa('PK'), tables: { tournament: 1 } }) },
) {
  return fakeFetch({
    'GET /api/Account': flags ? { body: buildAccount({ access: access(...flags) }) } : { status: 204 },
    'GET /api/Season/': { body: [{ id: tournament.seasonId, name: '2025', deleted: null }] },
    [`GET /api/Tournament/${tournament.id}`]: { body: tournament },
    'POST /api/Data/Export': exported,
  });
}

describe("the tournament's export button", () => {
  it('exports the tournament, its season, division, teams and leg-by-leg records as a file', async () => {
    const downloads = catchDownloads();
    const fake = serve(['exportData']);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Export' }));

    const file = await downloads.file(0, { timeout: 5000 });
    expect(fake.callsTo('POST', '/api/Data/Export')[0]!.body).toEqual({
      password: '',
      includeDeletedEntries: false,
      tables: {
        tournament: [tournament.id],
        season: [tournament.seasonId],
        division: ['d1'],
        team: ['team1'],
        sayg: ['sayg1'],
      },
    });
    expect(file.name).toMatch(/^darts-tournament-.*\.zip$/);
  });

  it('says "Unable to export data" when the answer has no zip, and the server\'s refusal otherwise', async () => {
    serve(['exportData'], { body: envelope({ zip: '', tables: {} }) });
    const first = renderApp(`/tournament/${tournament.id}`);
    await first.user.click(await screen.findByRole('button', { name: 'Export' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to export data');
    first.unmount();

    serve(['exportData'], {
      status: 403,
      body: envelope(null, { errors: ['Not permitted to export sayg'] }),
    });
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not export data: Not permitted to export sayg',
    );
  });

  it('is not there without exportData', async () => {
    serve(['manageTournaments']);
    renderApp(`/tournament/${tournament.id}`);
    expect(await screen.findByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
