import { and, eq, inArray, sql } from 'drizzle-orm';
import { BULK_STATUS } from '@domain/constants';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import { bulkEditCards, bulkEdits, products } from '../db/schema';
import { visibleProducts } from '../products/scope';

export type BulkEditRow = typeof bulkEdits.$inferSelect;

/** Ids above PostgreSQL's integer range cannot name a session (and would fail the query). */
const MAX_ID = 2_147_483_647;

/** The session when it belongs to the user's company (§6: a supplier works on its own company's cards). */
export async function findSession(db: Db, user: CurrentUser, id: number): Promise<BulkEditRow | null> {
  if (user.company_id === null || !Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
  const [row] = await db
    .select()
    .from(bulkEdits)
    .where(and(eq(bulkEdits.id, id), eq(bulkEdits.companyId, user.company_id)))
    .limit(1);
  return row ?? null;
}

/** The ids (of those asked for) the user may not edit: another company's, or no card at all. */
export async function refusedIds(db: Db, user: CurrentUser, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, [...ids]), visibleProducts(user)));
  const allowed = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !allowed.has(id));
}

/**
 * §4 created 1: a session of the user's company over the given cards (in the order given, once each),
 * each with the version it had now, so that the save keeps the card's conflict rule (§4 Saving): a card
 * written by anyone after this read is refused by the save, never overwritten (docs/decisions/0027).
 */
export async function createSession(db: Db, user: CurrentUser, ids: readonly number[]): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const [session] = await tx
      .insert(bulkEdits)
      .values({ companyId: user.company_id!, userId: user.id, status: BULK_STATUS.CREATED })
      .returning({ id: bulkEdits.id });
    const rows = await tx
      .select({ id: products.id, updatedAt: products.updatedAt, version: products.version })
      .from(products)
      .where(inArray(products.id, unique));
    const read = new Map(rows.map((row) => [row.id, row]));
    await tx.insert(bulkEditCards).values(
      unique.map((productId, position) => ({
        bulkEditId: session!.id,
        productId,
        position,
        baseUpdatedAt: read.get(productId)!.updatedAt,
        baseVersion: read.get(productId)!.version,
      })),
    );
    return session!.id;
  });
}

/**
 * Moves the session from one of the statuses `from` to `to`; false when it was not in one of them
 * (another tab moved it meanwhile). The condition is in the statement, so two requests cannot both pass.
 */
export async function moveStatus(
  db: Db,
  id: number,
  from: readonly number[],
  to: number,
  extra: Partial<Pick<BulkEditRow, 'saveMode' | 'jobId'>> = {},
): Promise<boolean> {
  const moved = await db
    .update(bulkEdits)
    .set({ status: to, updatedAt: sql`now()`, ...extra })
    .where(and(eq(bulkEdits.id, id), inArray(bulkEdits.status, [...from])))
    .returning({ id: bulkEdits.id });
  return moved.length > 0;
}
