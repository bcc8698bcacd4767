import { createHash, randomBytes } from 'node:crypto';
import type { Repositories } from '#server/db/repositories';
import type { Stored } from '#server/db/documents';
import type { UserDoc } from '#server/db/docs';

export const SESSION_COOKIE = 'darts_session';
export const SESSION_DAYS = 30;

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
    return { sessionId: session.id, user };
  }

  /** The stored id of a cookie token's session (whether or not it exists). */
  idOf(token: string): string {
    return hashToken(token);
  }

  async end(token: string | undefined): Promise<void> {
    if (!token || token.length > 200) return;
    await this.repos.sessions.hardDelete(hashToken(token));
  }
}
