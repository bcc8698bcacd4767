import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { access, buildAccount } from '#web/test/builders';
import { envelope, fakeFetch } from '#web/test/fakeFetch';
import { renderApp } from '#web/test/renderApp';
import { browserNavigation } from '#web/routing/browser';

/*
 * A device signed in by a code: /device shows the code and its QR code and asks every two seconds
 * whether it was approved, then goes to its role's page; /device/approve is where an administrator
 * approves it; the admin area lists, edits and signs out devices.
 */

beforeAll(async () => {
  await Promise.all([import('./DevicePage'), import('#web/features/admin/AdminPage')]);
}, 60_000);
afterEach(() => vi.restoreAllMocks());

const DEVICE = {
  id: '00000000-0000-4000-8000-0000000000d1',
  name: 'Board 3',
  role: 'scorer' as const,
  approvedBy: 'Secretary',
  approved: '2026-11-28T19:00:00.000Z',
  lastSeen: null,
  idleHours: 24,
};

describe('the device’s screen', () => {
  it('shows its code and QR code, then goes to its page once approved', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    let approved = false;
    const api = fakeFetch({
      'POST /api/Device/Code': {
        body: { id: DEVICE.id, code: 'ABCD-EFGH', pollToken: 'secret', expires: '2026-11-28T19:10:00.000Z' },
      },
      'POST /api/Device/Claim': () => ({
        body: approved
          ? { status: 'approved', name: 'Bar TV', role: 'display' }
          : { status: 'waiting', name: null, role: null },
      }),
    });
    renderApp('/device');
    expect((await screen.findByLabelText('Sign-in code')).textContent).toBe('ABCD-EFGH');
    const qr = screen.getByRole('figure', { name: 'QR code to approve this device' });
    expect(within(qr).getByTitle(/\/device\/approve\?code=ABCD-EFGH$/)).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST', '/api/Device/Claim').length).toBeGreaterThan(0), {
      timeout: 5000,
    });
    expect(api.callsTo('POST', '/api/Device/Claim')[0]!.body).toEqual({ id: DEVICE.id, pollToken: 'secret' });
    approved = true;
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/tv'), { timeout: 5000 });
  }, 15_000);
});

describe('approving a device', () => {
  it('takes the code from the QR code’s address, a name and a role', async () => {
    const api = fakeFetch({
      'GET /api/Account': { body: buildAccount({ access: access('manageAccess') }) },
      'POST /api/Device/Approve': { body: envelope(DEVICE, { messages: ['Board 3 is signed in'] }) },
    });
    const { user } = renderApp('/device/approve?code=ABCD-EFGH');
    expect(((await screen.findByLabelText('Code the device shows')) as HTMLInputElement).value).toBe(
      'ABCD-EFGH',
    );
    await user.type(screen.getByLabelText('Name'), 'Board 3');
    await user.click(screen.getByLabelText(/board's scorer/));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/Board 3 is signed in/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/Device/Approve')[0]!.body).toEqual({
      code: 'ABCD-EFGH',
      name: 'Board 3',
      role: 'scorer',
    });
  });

  it('says why a code was refused, in the form', async () => {
    fakeFetch({
      'GET /api/Account': { body: buildAccount({ access: access('manageAccess') }) },
      'POST /api/Device/Approve': {
        status: 400,
        body: envelope(null, {
          errors: ['That code is not waiting to be approved: it may have expired or been used'],
        }),
      },
    });
    const { user } = renderApp('/device/approve');
    await user.type(await screen.findByLabelText('Code the device shows'), 'zzzz zzzz');
    await user.type(screen.getByLabelText('Name'), 'Bar TV');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('That code is not waiting to be approved');
  });

  it('is not offered to an account without manageAccess', async () => {
    fakeFetch({ 'GET /api/Account': { body: buildAccount({ access: access('manageTournaments') }) } });
    renderApp('/device/approve?code=ABCD-EFGH');
    expect(await screen.findByText("You're not permitted to use this function")).toBeTruthy();
  });
});

describe('the admin area’s devices', () => {
  it('lists the devices, renames one and signs one out', async () => {
    let devices = [DEVICE];
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = fakeFetch({
      'GET /api/Account': { body: buildAccount({ access: access('manageAccess') }) },
      'GET /api/Device': () => ({ body: devices }),
      [`PATCH /api/Device/${DEVICE.id}`]: (call) => {
        devices = [{ ...DEVICE, ...(call.body as object) }];
        return { body: envelope(devices[0]) };
      },
      [`DELETE /api/Device/${DEVICE.id}`]: () => {
        devices = [];
        return { body: envelope(null, { messages: ['Board 4 is signed out'] }) };
      },
    });
    const { user } = renderApp('/admin/devices');
    const list = await screen.findByRole('region', { name: 'Signed-in devices' });
    expect(await within(list).findByText('Board 3')).toBeTruthy();
    expect(list.textContent).toContain("Board's scorer · last used not yet · approved by Secretary");
    await user.click(within(list).getByRole('button', { name: 'Edit Board 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Board 3' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Board 4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('Board 4')).toBeTruthy();
    expect(api.callsTo('PATCH', `/api/Device/${DEVICE.id}`)[0]!.body).toEqual({
      name: 'Board 4',
      role: 'scorer',
      idleHours: 24,
    });
    await user.click(within(list).getByRole('button', { name: 'Sign out Board 4' }));
    expect(await within(list).findByText('No device is signed in.')).toBeTruthy();
  });
});
