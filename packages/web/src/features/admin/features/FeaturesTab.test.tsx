import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Feature } from '@darts/core/contract/feature';
import { access, buildAccount } from '#web/test/builders';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';

const feature = (overrides: Partial<Feature>): Feature => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Feature',
  description: 'A feature.',
  valueType: 'Boolean',
  defaultValue: 'false',
  configuredValue: null,
  updated: null,
  editor: null,
  ...overrides,
});

const photos = feature({
  id: 'af2ef520-8153-42b0-9ef4-d8419daebc23',
  name: 'PhotosEnabled',
  defaultValue: 'true',
});
const veto = feature({
  id: 'e58da2bc-d82a-48af-ac9d-46ca0b894c01',
  name: 'VetoScores',
  valueType: 'TimeSpan',
  defaultValue: '0.00:00:00',
});

function setup() {
  return fakeFetch({
    'GET /api/Account': { body: buildAccount({ access: access('manageFeatures') }) },
    'GET /api/Feature': { body: [veto, photos] },
    'PUT /api/Feature': (call) => ({ body: envelope({ ...photos, ...(call.body as object) }) }),
  });
}

describe('features tab', () => {
  it('saves a Boolean choice, and "default" as unset', async () => {
    const api = setup();
    const { user } = renderApp('/admin/features');

    const form = await screen.findByRole('form', { name: 'PhotosEnabled' });
    const select = within(form).getByLabelText('PhotosEnabled');
    await user.selectOptions(select, 'false');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Saved')).toBeTruthy();

    await user.selectOptions(select, 'Default (true)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByText('Saved');

    expect(api.callsTo('PUT', '/api/Feature').map((c) => c.body)).toEqual([
      { id: photos.id, configuredValue: 'false' },
      { id: photos.id, configuredValue: null },
    ]);
  });

  it('takes a TimeSpan as days.time and refuses other shapes', async () => {
    const api = setup();
    const { user } = renderApp('/admin/features');

    const form = await screen.findByRole('form', { name: 'VetoScores' });
    const input = within(form).getByLabelText('VetoScores');
    await user.type(input, '2:00');
    expect(within(form).getByText('Enter days.hours:minutes:seconds, e.g. 1.02:00:00')).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);

    await user.clear(input);
    await user.type(input, '1.02:00:00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByText('Saved');
    expect(api.callsTo('PUT', '/api/Feature')[0]?.body).toEqual({
      id: veto.id,
      configuredValue: '1.02:00:00',
    });
  });

  it("shows a refused save inside the feature's form, in the league's words", async () => {
    fakeFetch({
      'GET /api/Account': { body: buildAccount({ access: access('manageFeatures') }) },
      'GET /api/Feature': { body: [veto, photos] },
      'PUT /api/Feature': {
        status: 409,
        body: envelope(null, { errors: ['Someone else has changed this feature'] }),
      },
    });
    const { user } = renderApp('/admin/features');
    const form = await screen.findByRole('form', { name: 'PhotosEnabled' });
    await user.selectOptions(within(form).getByLabelText('PhotosEnabled'), 'false');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Could not save dataSomeone else has changed this feature',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
