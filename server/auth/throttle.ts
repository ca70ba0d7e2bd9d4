import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

export const THROTTLE_WINDOW_MS = 15 * 60_000;

/** One counter of the throttle: attempts under `key` allowed within the window. */
export interface ThrottleKey {
  key: string;
  limit: number;
}

/** An attempt let through, with the rows that count it (forgiven when it turns out to be no failure). */
export type Attempt = { allowed: true; rows: number[] } | { allowed: false; waitMinutes: number };

/**
 * Counts an attempt against every key and decides in one transaction (docs/decisions/0028): the keys are
 * locked (advisory, in one order so two attempts never wait on each other), counted, and the attempt is
 * recorded before the caller checks anything. So of any burst, however concurrent, no more than the limit
 * is let through; the rest are refused without their password being looked at.
 */
export async function countAttempt(db: Db, keys: readonly ThrottleKey[]): Promise<Attempt> {
  const names = [...new Set(keys.map((key) => key.key))].sort();
  return db.transaction(async (tx) => {
    for (const name of names)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
    const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
    const counted = await tx
      .select({
        key: loginFailures.key,
        count: sql<number>`count(*)::int`,
        first: sql<string | Date>`min(${loginFailures.at})`,
      })
      .from(loginFailures)
      .where(and(inArray(loginFailures.key, names), gt(loginFailures.at, since)))
      .groupBy(loginFailures.key);
    let waitMinutes = 0;
    for (const { key, limit } of keys) {
      const row = counted.find((candidate) => candidate.key === key);
      if ((row?.count ?? 0) < limit) continue;
      const free = row === undefined ? Date.now() : new Date(row.first).getTime() + THROTTLE_WINDOW_MS;
      waitMinutes = Math.max(waitMinutes, Math.max(1, Math.ceil((free - Date.now()) / 60_000)));
    }
    if (waitMinutes > 0) return { allowed: false as const, waitMinutes };
    const rows = await tx
      .insert(loginFailures)
      .values(names.map((key) => ({ key })))
      .returning({ id: loginFailures.id });
    return { allowed: true as const, rows: rows.map((row) => row.id) };
  });
}

/** Takes back an attempt that was no failure (a right password), so it does not use up any limit. */
export async function forgiveAttempt(db: Db, attempt: Attempt): Promise<void> {
  if (attempt.allowed) await db.delete(loginFailures).where(inArray(loginFailures.id, attempt.rows));
}

/** Forgets every counted attempt of these keys (a successful login clears its e-mail's failures). */
export async function clearFailures(db: Db, keys: readonly string[]): Promise<void> {
  await db.delete(loginFailures).where(inArray(loginFailures.key, [...keys]));
}
