import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROUTE_DIALECTS,
  UNKNOWN_ID,
  envelopeErrors,
  startServer,
  type ApiClient,
  type TestServer,
} from '#server-test/support';

/*
 * A device signed in by a code: it asks for a code and claims it; an administrator approves the
 * code with a name and a role; the device is signed in without typing anything, listed, renamed,
 * signed out at once when revoked, and signed out when idle too long.
 */
describe.each(ROUTE_DIALECTS)('Devices on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  let stranger: ApiClient;
  let clock = new Date('2026-11-28T19:00:00Z');
  beforeAll(async () => {
    server = await startServer(dialect, { now: () => clock, config: { DEVICE_CODES_PER_TEN_MINUTES: '40' } });
    admin = await server.signedIn(['manageAccess'], { name: 'Secretary' });
    stranger = await server.signedIn(['manageTournaments']);
  });
  afterAll(async () => server.close());

  /** A device asking for its code: the browser (own cookies) and what it was given. */
  const newDevice = async () => {
    const device = server.client();
    const asked = await device.post('/api/Device/Code');
    expect(asked.status).toBe(200);
    return { device, ...(asked.body as { id: string; code: string; pollToken: string; expires: string }) };
  };
  const approve = (code: string, name = 'Board 3', role = 'scorer') =>
    admin.post('/api/Device/Approve', { code, name, role });

  it('gives a device a short code, waiting 10 minutes, and its claim waits until approved', async () => {
    const { device, id, code, pollToken, expires } = await newDevice();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(Date.parse(expires) - clock.getTime()).toBe(10 * 60_000);
    const claim = await device.post('/api/Device/Claim', { id, pollToken });
    expect(claim.body).toEqual({ status: 'waiting', name: null, role: null });
    expect((await device.get('/api/Account')).status).toBe(204);
    const wrong = await device.post('/api/Device/Claim', { id, pollToken: 'guessed' });
    expect(wrong.body.status).toBe('expired');
    const bad = await device.post('/api/Device/Claim', { id: 'nope', pollToken });
    expect(bad.status).toBe(400);
  });

  it('answers approval 401 signed out, 403 without manageAccess, 400 for a code not waiting or no name', async () => {
    const { code } = await newDevice();
    expect(
      (await server.client().post('/api/Device/Approve', { code, name: 'Bar TV', role: 'display' })).status,
    ).toBe(401);
    expect(
      (await stranger.post('/api/Device/Approve', { code, name: 'Bar TV', role: 'display' })).status,
    ).toBe(403);
    const unknown = await approve('ABCD-EFGH');
    expect(unknown.status).toBe(400);
    expect(envelopeErrors(unknown.body)).toEqual([
      'That code is not waiting to be approved: it may have expired or been used. Ask the device for its new code',
    ]);
    const nameless = await approve(code, ' ', 'display');
    expect(envelopeErrors(nameless.body)).toEqual(['Give the device a name, such as Board 3 or Bar TV']);
    const role = await approve(code, 'Bar TV', 'owner');
    expect(envelopeErrors(role.body)).toEqual(["Role must be 'scorer' or 'display'"]);
  });

  it('signs the device in on its next claim once approved by its code, typed any way, and only once', async () => {
    const { device, id, code, pollToken } = await newDevice();
    const approved = await approve(code.toLowerCase().replace('-', ' '), 'Board 3', 'scorer');
    expect(approved.status).toBe(200);
    expect(approved.body.messages).toEqual(['Board 3 is signed in']);
    expect(approved.body.result).toMatchObject({ name: 'Board 3', role: 'scorer', approvedBy: 'Secretary' });
    const claim = await device.post('/api/Device/Claim', { id, pollToken });
    expect(claim.body).toEqual({ status: 'approved', name: 'Board 3', role: 'scorer' });
    const account = await device.get('/api/Account');
    expect(account.body.name).toBe('Board 3');
    expect(account.body.access.recordScoresAsYouGo).toBe(true);
    expect(account.body.access.manageAccess).toBe(false);
    // Single use: the code and the claim token are spent.
    expect((await approve(code)).status).toBe(400);
    const again = server.client();
    expect((await again.post('/api/Device/Claim', { id, pollToken })).body.status).toBe('expired');
    expect((await again.get('/api/Account')).status).toBe(204);
  });

  it('makes a display read-only, in kiosk mode', async () => {
    const { device, id, code, pollToken } = await newDevice();
    await approve(code, 'Bar TV', 'display');
    await device.post('/api/Device/Claim', { id, pollToken });
    const { access } = (await device.get('/api/Account')).body;
    expect(Object.entries(access).filter(([, on]) => on)).toEqual([['kioskMode', true]]);
    expect((await device.get('/api/Device')).status).toBe(403);
    expect((await device.get('/api/Account/All')).status).toBe(403);
  });

  it('refuses a code once it has waited 10 minutes', async () => {
    const { device, id, code, pollToken } = await newDevice();
    clock = new Date(clock.getTime() + 10 * 60_000 + 1);
    expect((await approve(code)).status).toBe(400);
    expect((await device.post('/api/Device/Claim', { id, pollToken })).body.status).toBe('expired');
  });

  it('lists, renames and revokes devices (manageAccess), the revoked device signed out at once', async () => {
    const { device, id, code, pollToken } = await newDevice();
    await approve(code, 'Board 10', 'scorer');
    await device.post('/api/Device/Claim', { id, pollToken });
    expect((await server.client().get('/api/Device')).status).toBe(401);
    expect((await stranger.get('/api/Device')).status).toBe(403);
    const list = await admin.get('/api/Device');
    expect(list.status).toBe(200);
    expect(list.body.find((d: { id: string }) => d.id === id)).toMatchObject({
      name: 'Board 10',
      role: 'scorer',
    });
    // Devices are not people: the access editor does not list them.
    const users = await admin.get('/api/Account/All');
    expect(users.status).toBe(200);
    expect(JSON.stringify(users.body)).not.toContain('Board 10');

    expect((await stranger.patch(`/api/Device/${id}`, { name: 'Board 11' })).status).toBe(403);
    const badHours = await admin.patch(`/api/Device/${id}`, { idleHours: 0 });
    expect(envelopeErrors(badHours.body)).toEqual(['Idle hours must be from 1 to 2160 hours']);
    expect((await admin.patch(`/api/Device/${UNKNOWN_ID}`, { name: 'X' })).status).toBe(404);
    const renamed = await admin.patch(`/api/Device/${id}`, { name: 'Board 11', role: 'display' });
    expect(renamed.body.result).toMatchObject({ name: 'Board 11', role: 'display' });
    expect((await device.get('/api/Account')).body.access.recordScoresAsYouGo).toBe(false);

    expect((await server.client().delete(`/api/Device/${id}`)).status).toBe(401);
    expect((await stranger.delete(`/api/Device/${id}`)).status).toBe(403);
    const revoked = await admin.delete(`/api/Device/${id}`);
    expect(revoked.body.messages).toEqual(['Board 11 is signed out']);
    expect((await device.get('/api/Account')).status).toBe(204);
    expect((await admin.delete(`/api/Device/${id}`)).status).toBe(404);
  });

  it('signs a device out once idle longer than its idle hours', async () => {
    const { device, id, code, pollToken } = await newDevice();
    const approved = await approve(code, 'Board 12', 'scorer');
    await admin.patch(`/api/Device/${approved.body.result.id}`, { idleHours: 2 });
    await device.post('/api/Device/Claim', { id, pollToken });
    clock = new Date(clock.getTime() + 90 * 60_000);
    expect((await device.get('/api/Account')).status).toBe(200);
    clock = new Date(clock.getTime() + 119 * 60_000);
    expect((await device.get('/api/Account')).status).toBe(200);
    clock = new Date(clock.getTime() + 2 * 60 * 60_000 + 1);
    expect((await device.get('/api/Account')).status).toBe(204);
  });
});

describe('Device codes from one address', () => {
  it('are limited: a few every 10 minutes, then 429', async () => {
    const server = await startServer('sqlite', { config: { DEVICE_CODES_PER_TEN_MINUTES: '2' } });
    try {
      const device = server.client();
      expect((await device.post('/api/Device/Code')).status).toBe(200);
      expect((await device.post('/api/Device/Code')).status).toBe(200);
      expect((await device.post('/api/Device/Code')).status).toBe(429);
    } finally {
      await server.close();
    }
  });
});
