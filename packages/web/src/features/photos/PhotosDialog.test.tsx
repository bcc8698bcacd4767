import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhotoReference } from '@darts/core/contract/fixture';
import { FEATURE_IDS } from '@darts/core/feature/flags';
import type { AccessFlag } from '@darts/core/account/access';
import { access, buildAccount } from '#web/test/builders';
import { envelope, fakeFetch, type FakeHandler } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { useAccount } from '#web/features/account/queries';
import { GAME_PHOTO_ENDPOINTS } from './api';
import { PhotosButton } from './PhotosButton';

const ENTITY_ID = '10000000-0000-4000-8000-000000000001';
const PHOTO_ID = '50000000-0000-4000-8000-000000000001';

const photo = (overrides: Partial<PhotoReference> = {}): PhotoReference => ({
  id: PHOTO_ID,
  author: 'Sally Secretary',
  created: '2025-03-01T10:00:00.000Z',
  contentType: 'image/jpeg',
  fileName: 'team.jpg',
  fileSize: 1536,
  ...overrides,
});

const photosFeature = (value: string) => ({
  id: FEATURE_IDS.photos,
  name: 'PhotosEnabled',
  description: '',
  valueType: 'Boolean',
  defaultValue: 'false',
  configuredValue: value,
});

function Harness() {
  const { account } = useAccount();
  const [photos, setPhotos] = useState<PhotoReference[]>([photo()]);
  return (
    <PhotosButton<{ photos: PhotoReference[] }>
      entityId={ENTITY_ID}
      photos={photos}
      endpoints={GAME_PHOTO_ENDPOINTS}
      account={account}
      onChanged={(entity) => setPhotos(entity.photos)}
    />
  );
}

const pages = [{ path: 'photos', load: async () => Harness }];

function serve(flags: AccessFlag[], enabled = 'true', extra: Record<string, FakeHandler> = {}) {
  return fakeFetch({
    'GET /api/Account': { body: buildAccount({ name: 'Sally Secretary', access: access(...flags) }) },
    'GET /api/Feature': { body: [photosFeature(enabled)] },
    ...extra,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('photos dialog', () => {
  it('offers no Photos button without the rights or with the feature off', async () => {
    serve(['manageScores']);
    const first = renderApp('/photos', { pages });
    await waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Photos' })).toBeNull();
    first.unmount();

    const fake = serve(['uploadPhotos'], 'false');
    renderApp('/photos', { pages });
    await waitFor(() => expect(fake.callsTo('GET', '/api/Feature').length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Photos' })).toBeNull();
  });

  it('lists thumbnails with name, size and author for a viewer, without upload or delete', async () => {
    serve(['viewAnyPhoto']);
    const { user } = renderApp('/photos', { pages });
    await user.click(await screen.findByRole('button', { name: 'Photos' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Photos', { selector: '.modal-title' })).toBeTruthy();
    const img = within(dialog).getByRole('img', { name: 'team.jpg' });
    expect(img.getAttribute('src')).toBe(`/api/Photo/${PHOTO_ID}/50`);
    expect(within(dialog).getByText('team.jpg')).toBeTruthy();
    expect(within(dialog).getByText('1.5 kb by Sally Secretary')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Upload a photo')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Delete team.jpg' })).toBeNull();
  });

  it('uploads a photo as multipart with id and Photo and the X-UI-Url header', async () => {
    const fake = serve(['uploadPhotos'], 'true', {
      'POST /api/Scores/Photo': {
        body: envelope({
          photos: [photo(), photo({ id: 'p2', fileName: 'board.png', fileSize: 3 * 1024 * 1024 })],
        }),
      },
    });
    const { user } = renderApp('/photos', { pages });
    await user.click(await screen.findByRole('button', { name: 'Photos' }));
    const dialog = await screen.findByRole('dialog');
    const file = new File(['x'.repeat(2048)], 'board.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Upload a photo'), file);

    expect(await within(dialog).findByText('3 mb by Sally Secretary')).toBeTruthy();
    const calls = fake.fn.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(calls).toHaveLength(1);
    const init = calls[0]![1]!;
    expect(new Headers(init.headers).get('X-UI-Url')).toBe(window.location.href);
    const form = init.body as FormData;
    expect(form.get('id')).toBe(ENTITY_ID);
    expect((form.get('Photo') as File).name).toBe('board.png');
  });

  it("shows the server's errors when an upload fails", async () => {
    serve(['uploadPhotos'], 'true', {
      'POST /api/Scores/Photo': {
        status: 400,
        body: envelope(null, {
          errors: ['No more photos can be added to this entity, maximum photo count reached: 2'],
        }),
      },
    });
    const { user } = renderApp('/photos', { pages });
    await user.click(await screen.findByRole('button', { name: 'Photos' }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(
      within(dialog).getByLabelText('Upload a photo'),
      new File(['x'], 'a.jpg', { type: 'image/jpeg' }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'No more photos can be added to this entity, maximum photo count reached: 2',
    );
  });

  it('deletes an own photo only after confirming', async () => {
    const fake = serve(['uploadPhotos'], 'true', {
      [`DELETE /api/Scores/Photo/${ENTITY_ID}/${PHOTO_ID}`]: { body: envelope({ photos: [] }) },
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderApp('/photos', { pages });
    await user.click(await screen.findByRole('button', { name: 'Photos' }));
    const dialog = await screen.findByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: 'Delete team.jpg' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this photo?');
    expect(fake.callsTo('DELETE', `/api/Scores/Photo/${ENTITY_ID}/${PHOTO_ID}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete team.jpg' }));
    expect(await within(dialog).findByText('No photos')).toBeTruthy();
    expect(fake.callsTo('DELETE', `/api/Scores/Photo/${ENTITY_ID}/${PHOTO_ID}`)).toHaveLength(1);
  });

  it("offers no delete of another's photo without deleteAnyPhoto, and any with it", async () => {
    const other = (flags: AccessFlag[]) =>
      fakeFetch({
        'GET /api/Account': { body: buildAccount({ name: 'Someone Else', access: access(...flags) }) },
        'GET /api/Feature': { body: [photosFeature('true')] },
      });
    other(['uploadPhotos']);
    const first = renderApp('/photos', { pages });
    await first.user.click(await screen.findByRole('button', { name: 'Photos' }));
    expect(await screen.findByLabelText('Upload a photo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete team.jpg' })).toBeNull();
    first.unmount();

    other(['deleteAnyPhoto', 'viewAnyPhoto']);
    const { user } = renderApp('/photos', { pages });
    await user.click(await screen.findByRole('button', { name: 'Photos' }));
    expect(await screen.findByRole('button', { name: 'Delete team.jpg' })).toBeTruthy();
  });
});
