import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { noAccess } from '@darts/core/account/access';
import {
  DEVICE_MESSAGES,
  type ApproveDeviceRequest,
  type ClaimDeviceAnswer,
  type Device,
  type DeviceCode,
  type UpdateDeviceRequest,
} from '@darts/core/contract/device';
import {
  CODE_LENGTH,
  DEFAULT_DEVICE_IDLE_HOURS,
  DEVICE_CODE_MINUTES,
  codeFromBytes,
  deviceAccess,
  formatCode,
  normaliseCode,
  type DeviceRole,
} from '@darts/core/device/device';
import type { AppContext } from '#server/context';
import type { UserDoc } from '#server/db/docs';
import type { Stored } from '#server/db/documents';
import { badRequest, notFound } from '#server/errors';

/*
 * Devices signed in by a code (decision 051). A device is an account with `device` set and no
 * password or address anyone can sign in with: pending while its code waits, approved (named, with
 * its role's access) once an administrator enters the code. The code and the device's claim token
 * are stored hashed; the code is single-use and waits DEVICE_CODE_MINUTES.
 */

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

function sameHash(text: string, stored: string | null): boolean {
  if (!stored) return false;
  const a = Buffer.from(hash(text), 'hex');
  const b = Buffer.from(stored, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

type DeviceUser = Stored<UserDoc> & { doc: UserDoc & { device: NonNullable<UserDoc['device']> } };
const isDevice = (user: Stored<UserDoc>): user is DeviceUser => user.doc.device !== undefined;

export function presentDevice(user: DeviceUser): Device {
  const d = user.doc.device;
  return {
    id: user.id,
    name: user.doc.name,
    role: d.role,
    approvedBy: d.approvedBy,
    approved: d.approved,
    lastSeen: d.lastSeen,
    idleHours: d.idleHours,
  };
}

/** Forgets pending devices whose codes stopped waiting (no session was ever made for them). */
async function sweepExpired(ctx: AppContext, users: Stored<UserDoc>[]): Promise<void> {
  const now = ctx.now().toISOString();
  for (const user of users) {
    const d = user.doc.device;
    if (d?.status === 'pending' && d.codeExpires !== null && d.codeExpires <= now)
      await ctx.repos.users.hardDelete(user.id, user.doc);
  }
}

/** A new pending device and its code (shown on the device) and claim token (kept by it). */
export async function createDeviceCode(ctx: AppContext): Promise<DeviceCode> {
  await sweepExpired(ctx, await ctx.repos.users.list());
  const id = randomUUID();
  const code = codeFromBytes(randomBytes(CODE_LENGTH));
  const pollToken = randomBytes(32).toString('base64url');
  const expires = new Date(ctx.now().getTime() + DEVICE_CODE_MINUTES * 60_000).toISOString();
  const doc: UserDoc = {
    name: 'New device',
    givenName: 'Device',
    // Not an address anyone can sign in with: there is no password to match.
    emailAddress: `device-${id}@devices.invalid`,
    passwordHash: '',
    teamId: null,
    access: noAccess(),
    device: {
      role: 'display',
      status: 'pending',
      codeHash: hash(code),
      pollHash: hash(pollToken),
      codeExpires: expires,
      approvedBy: null,
      approved: null,
      lastSeen: null,
      idleHours: DEFAULT_DEVICE_IDLE_HOURS,
    },
  };
  await ctx.repos.users.insert(id, doc, { name: null, now: ctx.now() });
  return { id, code: formatCode(code), pollToken, expires };
}

/** Approves the pending device showing `code`: named, given its role; the code cannot be used again. */
export async function approveDevice(
  ctx: AppContext,
  caller: Stored<UserDoc>,
  request: ApproveDeviceRequest,
): Promise<Device> {
  const code = normaliseCode(request.code);
  const now = ctx.now();
  const users = await ctx.repos.users.list();
  const waiting = users.find(
    (u): u is DeviceUser =>
      isDevice(u) &&
      u.doc.device.status === 'pending' &&
      (u.doc.device.codeExpires ?? '') > now.toISOString() &&
      sameHash(code, u.doc.device.codeHash),
  );
  if (!waiting) throw badRequest(`code: ${DEVICE_MESSAGES.codeNotWaiting}`);
  const role: DeviceRole = request.role;
  const doc: UserDoc = {
    ...waiting.doc,
    name: request.name,
    givenName: request.name,
    access: deviceAccess(role),
    device: {
      ...waiting.doc.device,
      role,
      status: 'approved',
      codeHash: null,
      codeExpires: null,
      approvedBy: caller.doc.name,
      approved: now.toISOString(),
    },
  };
  const stored = await ctx.repos.users.replace(waiting, doc, { name: caller.doc.name, now });
  return presentDevice(stored as DeviceUser);
}

/**
 * The device's question: approved yet? Once approved the answer signs it in (the caller sets the
 * session cookie when `signIn` is given) and the claim token is spent.
 */
export async function claimDevice(
  ctx: AppContext,
  id: string,
  pollToken: string,
  signIn: (userId: string) => Promise<void>,
): Promise<ClaimDeviceAnswer> {
  const user = await ctx.repos.users.get(id.toLowerCase());
  const expired: ClaimDeviceAnswer = { status: 'expired', name: null, role: null };
  if (!user || user.deleted || !isDevice(user) || !sameHash(pollToken, user.doc.device.pollHash))
    return expired;
  const d = user.doc.device;
  if (d.status === 'pending') {
    if ((d.codeExpires ?? '') <= ctx.now().toISOString()) return expired;
    return { status: 'waiting', name: null, role: null };
  }
  // Spent before the session is made: a second claim with the same token finds nothing.
  await ctx.repos.users.replace(
    user,
    { ...user.doc, device: { ...d, pollHash: null, lastSeen: ctx.now().toISOString() } },
    { name: user.doc.name, now: ctx.now() },
  );
  await signIn(user.id);
  return { status: 'approved', name: user.doc.name, role: d.role };
}

/** The approved devices, by name. */
export async function listDevices(ctx: AppContext): Promise<Device[]> {
  const users = await ctx.repos.users.list();
  await sweepExpired(ctx, users);
  return users
    .filter((u): u is DeviceUser => isDevice(u) && u.doc.device.status === 'approved')
    .map(presentDevice)
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }));
}

async function approvedDevice(ctx: AppContext, id: string): Promise<DeviceUser> {
  const user = await ctx.repos.users.get(id.toLowerCase());
  if (!user || user.deleted || !isDevice(user) || user.doc.device.status !== 'approved')
    throw notFound(DEVICE_MESSAGES.notFound);
  return user;
}

export async function updateDevice(
  ctx: AppContext,
  caller: Stored<UserDoc>,
  id: string,
  request: UpdateDeviceRequest,
): Promise<Device> {
  const device = await approvedDevice(ctx, id);
  const role = request.role ?? device.doc.device.role;
  const name = request.name ?? device.doc.name;
  const doc: UserDoc = {
    ...device.doc,
    name,
    givenName: name,
    access: deviceAccess(role),
    device: { ...device.doc.device, role, idleHours: request.idleHours ?? device.doc.device.idleHours },
  };
  return presentDevice(
    (await ctx.repos.users.replace(device, doc, { name: caller.doc.name, now: ctx.now() })) as DeviceUser,
  );
}

/** Signs the device out at once (every session of it ended: its next request is a visitor's) and forgets it. */
export async function revokeDevice(ctx: AppContext, id: string): Promise<string> {
  const device = await approvedDevice(ctx, id);
  await ctx.sessions.endAll(device.id);
  await ctx.repos.users.hardDelete(device.id, device.doc);
  return device.doc.name;
}
