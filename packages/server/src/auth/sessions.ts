import { createHash, randomBytes } from 'node:crypto';
import { deviceIdleTooLong } from '@darts/core/device/device';
import type { Repositories } from '#server/db/repositories';
import type { Stored } from '#server/db/documents';
import type { UserDoc } from '#server/db/docs';

export const SESSION_COOKIE = 'darts_session';
export const SESSION_DAYS = 30;
/** A device's last use is noted at most once a minute. */
const LAST_SEEN_STEP_MS = 60_000;

/** Session ids are stored hashed: a leaked database does not hand out live sessions. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionUser {
  sessionId: string;
  user: Stored<UserDoc>;
}

export class SessionStore {
  private readonly repos: Repositories;

  constructor(repos: Repositories) {
    this.repos = repos;
  }

  /** Starts a session for the user; returns the token to put in the cookie. */
  async create(
    userId: string,
    userAgent: string | null,
    now: Date,
  ): Promise<{ token: string; expires: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expires = new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000);
    await this.repos.sessions.insert(
      hashToken(token),
      { userId, expires: expires.toISOString(), userAgent: userAgent?.slice(0, 500) ?? null },
      { name: null, now },
    );
    return { token, expires };
  }

  /** The signed-in user for a cookie token, or null when missing, expired or ended. */
  async resolve(token: string | undefined, now: Date): Promise<SessionUser | null> {
    if (!token || token.length > 200) return null;
    const session = await this.repos.sessions.get(hashToken(token));
    if (!session || session.deleted) return null;
    if (session.doc.expires <= now.toISOString()) {
      await this.repos.sessions.hardDelete(session.id);
      return null;
    }
    const user = await this.repos.users.get(session.doc.userId);
    if (!user || user.deleted) return null;
    if (user.doc.device) return this.resolveDevice(session.id, user, now);
    return { sessionId: session.id, user };
  }

  /**
   * A device's session: only once approved, and ended when the device has been idle longer than
   * its idle time; its last use is kept to the minute (decision 051).
   */
  private async resolveDevice(
    sessionId: string,
    user: Stored<UserDoc>,
    now: Date,
  ): Promise<SessionUser | null> {
    const device = user.doc.device!;
    if (device.status !== 'approved' || deviceIdleTooLong(device.lastSeen, device.idleHours, now)) {
      await this.repos.sessions.hardDelete(sessionId);
      return null;
    }
    if (!device.lastSeen || now.getTime() - Date.parse(device.lastSeen) > LAST_SEEN_STEP_MS) {
      const doc = { ...user.doc, device: { ...device, lastSeen: now.toISOString() } };
      try {
        return { sessionId, user: await this.repos.users.replace(user, doc, { name: null, now }) };
      } catch {
        // Another request of the device's noted it first.
      }
    }
    return { sessionId, user };
  }

  /** The stored id of a cookie token's session (whether or not it exists). */
  idOf(token: string): string {
    return hashToken(token);
  }

  /** Ends every session of a user (a device revoked). */
  async endAll(userId: string): Promise<void> {
    for (const session of await this.repos.sessions.list({ column: 'user_id', value: userId }))
      await this.repos.sessions.hardDelete(session.id, session.doc);
  }

  async end(token: string | undefined): Promise<void> {
    if (!token || token.length > 200) return;
    await this.repos.sessions.hardDelete(hashToken(token));
  }
}
