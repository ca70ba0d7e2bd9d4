import { and, asc, eq, gt, max, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '@server/db/client';
import { auditEntries } from '@server/db/schema';

export type Entry = typeof auditEntries.$inferSelect;

/** The last entry id: what a test reads entries after. */
export async function lastEntryId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(auditEntries.id) }).from(auditEntries);
  return Number(row?.id ?? 0);
}

/** Entries written after `afterId`, oldest first, optionally only those matching `where`. */
export async function entriesAfter(db: Db, afterId: number, where?: SQL): Promise<Entry[]> {
  const condition =
    where === undefined ? gt(auditEntries.id, afterId) : and(gt(auditEntries.id, afterId), where);
  return db.select().from(auditEntries).where(condition).orderBy(asc(auditEntries.id));
}

/** The entries of one entity written after `afterId`. */
export function entityEntries(db: Db, afterId: number, entity: string): Promise<Entry[]> {
  return entriesAfter(db, afterId, eq(auditEntries.entity, entity));
}

/** The one entry of `entity` written after `since`: a write path that left none or several fails here. */
export async function onlyEntry(db: Db, since: number, entity: string): Promise<Entry> {
  const entries = await entityEntries(db, since, entity);
  expect(entries, entity).toHaveLength(1);
  return entries[0]!;
}
