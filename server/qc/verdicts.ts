import { and, eq, inArray, sql } from 'drizzle-orm';
import type { QcAnswer } from '@contract/qc-list';
import { QC_CHAINS, type QcChain } from '@domain/qc-chains';
import type { QcStatus } from '@domain/qc-status';
import type { Db } from '../db/client';
import { products, qcChecks } from '../db/schema';
import type { CardRow } from '../products/card';
import { peopleNames } from '../products/card';

/** §7 GET /api/p1/product/qc/{id}: every chain's verdict on the card, and which the user may change. */
export async function qcAnswerOf(db: Db, card: CardRow, changeable: readonly QcChain[]): Promise<QcAnswer> {
  const rows = await db.select().from(qcChecks).where(eq(qcChecks.productId, card.id));
  const names = await peopleNames(
    db,
    rows.map((row) => row.checkedBy),
  );
  const verdicts = QC_CHAINS.map((chain) => {
    const row = rows.find((candidate) => candidate.chain === chain);
    return {
      chain,
      // The card's own verdict is products.qc_status (what the products list shows); the row adds the why.
      status: chain === 'card' ? card.qcStatus : (row?.status ?? 0),
      comment: row?.comment ?? '',
      checked_by: row?.checkedBy == null ? null : (names.get(row.checkedBy) ?? null),
      checked_at: row?.checkedAt.toISOString() ?? null,
      can_change: changeable.includes(chain),
    };
  });
  return { product_id: card.id, name_to_show: card.nameToShow, gtin: card.gtin, verdicts };
}

export interface QcChange {
  chain: QcChain;
  status: QcStatus;
  comment: string;
}

/**
 * Gives one chain's verdict to the cards, inside the caller's transaction. The card's own verdict is also
 * written to products.qc_status (its trigger rewrites the list row); a chain's verdict lives only in
 * qc_checks, so the list rows' change counter is moved by hand: cached totals of the chain filter are
 * then counted again (docs/decisions/0012, 0016). The card's change time stays: QC does not edit it.
 */
export async function writeVerdicts(db: Db, ids: readonly number[], change: QcChange, userId: number) {
  const now = new Date();
  await db
    .insert(qcChecks)
    .values(
      ids.map((productId) => ({
        productId,
        chain: change.chain,
        status: change.status,
        comment: change.comment,
        checkedBy: userId,
        checkedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [qcChecks.productId, qcChecks.chain],
      set: {
        status: change.status,
        comment: change.comment,
        checkedBy: userId,
        checkedAt: now,
      },
    });
  if (change.chain === 'card')
    await db
      .update(products)
      .set({ qcStatus: change.status })
      .where(and(inArray(products.id, [...ids])));
  else await db.execute(sql`select nextval('lists.product_rows_version')`);
}
