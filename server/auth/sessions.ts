import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { hashToken, newToken } from './tokens';

export const SESSION_COOKIE = 'pim_session';

export interface CreatedSession {
  token: string;
  csrfToken: string;
  expiresAt: Date;
}

/** Stores a new session row; the cookie carries the token, the row only its hash. */
export async function createSession(db: Db, userId: number, lengthMs: number): Promise<CreatedSession> {
  const token = newToken();
  const csrfToken = newToken();
  const expiresAt = new Date(Date.now() + lengthMs);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, csrfToken, expiresAt });
  return { token, csrfToken, expiresAt };
}

/** §7 keep-alive: pushes the expiry forward by one session length. */
export async function extendSession(db: Db, tokenHash: string, lengthMs: number): Promise<Date> {
  const expiresAt = new Date(Date.now() + lengthMs);
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
  return expiresAt;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
