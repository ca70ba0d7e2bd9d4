import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

export const THROTTLE_WINDOW_MS = 15 * 60_000;

/** Minutes until the next login is allowed, or 0 when the key is under the limit. */
export async function throttledFor(db: Db, key: string, limit: number): Promise<number> {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const rows = await db
    .select({ count: sql<number>`count(*)::int`, first: sql<Date>`min(${loginFailures.at})` })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.at, since)));
  const row = rows[0];
  if (row === undefined || row.count < limit) return 0;
  const first = new Date(row.first).getTime();
  return Math.max(1, Math.ceil((first + THROTTLE_WINDOW_MS - Date.now()) / 60_000));
}

export async function recordFailure(db: Db, key: string): Promise<void> {
  await db.insert(loginFailures).values({ key });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
