import { eq } from 'drizzle-orm';
import { revokeLinks } from '../auth/email-links';
import type { Db } from '../db/client';
import { companies, networks, sessions, users } from '../db/schema';

/** The PostgreSQL error code of a failed statement (or of the driver error it wraps). */
export function pgCode(error: unknown): string | null {
  let cause = error;
  while (typeof cause === 'object' && cause !== null) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return null;
}

/** Why a change of one account was refused: a message key, or null when it was done. */
export type Refused =
  'accountsList.errors.self' | 'accountsList.errors.notFound' | 'accountsList.errors.hasHistory';

/**
 * Activates or deactivates one account. An admin cannot deactivate themself (they would lock the door
 * behind them); deactivating ends the account's open sessions and mailed links, so it is blocked at once
 * (§3 is_blocked).
 */
export async function changeActive(
  tx: Db,
  selfId: number,
  id: number,
  active: boolean,
): Promise<Refused | null> {
  if (id === selfId && !active) return 'accountsList.errors.self';
  const done = await tx
    .update(users)
    .set({ isActive: active })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  if (done.length === 0) return 'accountsList.errors.notFound';
  if (!active) {
    await tx.delete(sessions).where(eq(sessions.userId, id));
    // A link mailed before stays void even when the account is activated again (docs/decisions/0028).
    await revokeLinks(tx, id, ['confirm', 'reset']);
  }
  return null;
}

/**
 * Deletes one account, in a savepoint: an account that authored cards, photos, issues or remarks is kept
 * (their history names it) and the admin is told to deactivate it instead.
 */
export async function deleteAccount(tx: Db, selfId: number, id: number): Promise<Refused | null> {
  if (id === selfId) return 'accountsList.errors.self';
  try {
    return await tx.transaction(async (savepoint) => {
      const done = await savepoint.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return done.length === 0 ? 'accountsList.errors.notFound' : null;
    });
  } catch (error) {
    if (pgCode(error) === '23503') return 'accountsList.errors.hasHistory';
    throw error;
  }
}

/** The company and, for a retail network's company, its network code (§3 network_code), or null. */
export async function companyWithNetwork(db: Db, companyId: number) {
  const [row] = await db
    .select({ id: companies.id, kind: companies.kind, networkCode: networks.code })
    .from(companies)
    .leftJoin(networks, eq(networks.companyId, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}
