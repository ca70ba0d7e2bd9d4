import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { networks, sessions, users } from '../db/schema';
import { currentUserFromRow } from '../users/current-user';

/** Looks up a cookie's session and its user by the token's hash; null when there is none or it expired. */
export type SessionLookup = ReturnType<typeof sessionLookup>;

/**
 * The session of a cookie's token hash and its user in one prepared statement, built once per app: every
 * request asks for it, and building and mapping a drizzle query on each one took about a sixth of an
 * authenticated request's server time (docs/decisions/0066). Only the columns the current user needs are
 * read. What it finds may be kept for read requests until the database announces the session's or the
 * user's change (docs/decisions/0068, server/auth/session-middleware.ts).
 */
export function sessionLookup(db: Db) {
  const query = db
    .select({
      tokenHash: sessions.tokenHash,
      csrfToken: sessions.csrfToken,
      expiresAt: sessions.expiresAt,
      actingAsUserId: sessions.actingAsUserId,
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      extraFlags: users.extraFlags,
      companyId: users.companyId,
      networkCode: users.networkCode,
      isActive: users.isActive,
      mediaGalleryToken: users.mediaGalleryToken,
      networkName: networks.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(networks, eq(networks.code, users.networkCode))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        // The server's clock decides, as when the session was given its expiry.
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .limit(1)
    .prepare('pim_session_user_by_token');
  return async (tokenHash: string) => {
    const [row] = await query.execute({ tokenHash, now: new Date().toISOString() });
    if (row === undefined) return null;
    const session = {
      tokenHash: row.tokenHash,
      csrfToken: row.csrfToken,
      expiresAt: row.expiresAt,
      actingAsUserId: row.actingAsUserId,
    };
    return { session, user: currentUserFromRow(row, row.networkName) };
  };
}
