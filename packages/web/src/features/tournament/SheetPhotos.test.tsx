import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccessFlag } from '@darts/core/account/access';
import { FEATURE_IDS } from '@darts/core/feature/flags';
import type { TournamentDto } from '#web/api/tournament';
import { FakeLiveConnection, setLiveConnectionForTests } from '#web/features/live/test/fakeLiveConnection';
import { access, buildAccount } from '#web/test/builders';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { buildTournament } from './test/builders';

/* The sheet's Photos button: the feature and the rights, an upload through the tournament's photo call. */

beforeEach(() => setLiveConnectionForTests(new FakeLiveConnection()));
afterEach(() => setLiveConnectionForTests(null));
beforeAll(async () => {
  await Promise.all([import('./TournamentPage'), import('./dialogs/TournamentPhotos')]);
}, 60_000);

const photosFeature = (on: boolean) => ({
  id: FEATURE_IDS.photos,
  name: 'PhotosEnabled',
  description: '',
  valueType: 'Boolean',
  defaultValue: String(on),
  configuredValue: null,
});

function serve(tournament: TournamentDto, flags: AccessFlag[], photosOn: boolean) {
  const uploaded: TournamentDto = {
    ...tournament,
    updated: '2025-03-01T11:00:00.000Z',
    photos: [
      {
        id: 'photo-1',
        author: 'Organiser',
        created: '2025-03-01T11:00:00.000Z',
        contentType: 'image/png',
        fileName: 'final.png',
        fileSize: 3072,
      },
    ],
  };
  return fakeFetch({
    'GET /api/Account': { body: buildAccount({ access: access(...flags) }) },
    'GET /api/Feature': { body: [photosFeature(photosOn)] },
    'GET /api/Season/': { body: [{ id: tournament.seasonId, name: '2025', deleted: null }] },
    [`GET /api/Tournament/${tournament.id}`]: { body: tournament },
    'POST /api/Tournament/Photo': { body: envelope(uploaded) },
  });
}

describe('the Photos button of the sheet', () => {
  it('uploads a photo of the tournament and shows it', async () => {
    const tournament = buildTournament(2);
    const api = serve(tournament, ['uploadPhotos'], true);
    const { user } = renderApp(`/tournament/${tournament.id}`);
    await user.click(await screen.findByRole('button', { name: 'Photos' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(
      within(dialog).getByLabelText('Upload a photo'),
      new File(['x'], 'final.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByText('final.png')).toBeTruthy();
    expect(within(dialog).getByText('3 kb by Organiser')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST', '/api/Tournament/Photo')).toHaveLength(1));
  });

  it('is not there when the feature is off, nor without the rights', async () => {
    const tournament = buildTournament(2);
    const api = serve(tournament, ['uploadPhotos', 'viewAnyPhoto'], false);
    const first = renderApp(`/tournament/${tournament.id}`);
    expect(await screen.findByRole('button', { name: 'Print' })).toBeTruthy();
    // The button's feature check has been answered (off) before its absence is asserted.
    await waitFor(() => expect(api.callsTo('GET', '/api/Feature')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Photos' })).toBeNull();
    first.unmount();
    serve(tournament, ['manageTournaments'], true);
    renderApp(`/tournament/${tournament.id}`);
    expect(await screen.findByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Photos' })).toBeNull();
  });
});
