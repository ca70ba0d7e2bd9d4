import { and, arrayContains, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AssortmentStatus } from '@domain/shop-assortment';
import type { Db } from '../db/client';
import { productRows, shopAssortment } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * §2 shop-management: the cards of `ids` available to the network (§3 Network availability: visible in
 * it, lists.product_rows.network_codes), which alone may join its assortment.
 */
export async function availableIn(tx: Tx, network: string, ids: readonly number[]): Promise<Set<number>> {
  const rows = await tx
    .select({ id: productRows.id })
    .from(productRows)
    .where(and(inArray(productRows.id, [...ids]), arrayContains(productRows.networkCodes, [network])));
  return new Set(rows.map((row) => row.id));
}

/** Adds the cards as planned; a card already in the assortment keeps its number and status. */
export async function addToAssortment(tx: Tx, network: string, ids: readonly number[], userId: number) {
  const added = await tx
    .insert(shopAssortment)
    .values(ids.map((productId) => ({ networkCode: network, productId, addedBy: userId })))
    .onConflictDoNothing()
    .returning({ id: shopAssortment.productId });
  return added.length;
}

/** The card of the network's assortment that already carries `number`, other than `productId`. */
export async function numberHolder(tx: Tx, network: string, number: string, productId: number) {
  const [row] = await tx
    .select({ productId: shopAssortment.productId })
    .from(shopAssortment)
    .where(
      and(
        eq(shopAssortment.networkCode, network),
        eq(shopAssortment.productNumber, number),
        ne(shopAssortment.productId, productId),
      ),
    )
    .for('update');
  return row?.productId ?? null;
}

export async function updateEntry(
  tx: Tx,
  network: string,
  productId: number,
  values: { productNumber: string | null; status: AssortmentStatus },
) {
  const [row] = await tx
    .update(shopAssortment)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(shopAssortment.networkCode, network), eq(shopAssortment.productId, productId)))
    .returning({
      productId: shopAssortment.productId,
      productNumber: shopAssortment.productNumber,
      status: shopAssortment.status,
    });
  return row ?? null;
}

/** Sets one status on the cards of the assortment among `ids`; answers the ids changed. */
export async function setStatus(tx: Tx, network: string, ids: readonly number[], status: AssortmentStatus) {
  const rows = await tx
    .update(shopAssortment)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(shopAssortment.networkCode, network), inArray(shopAssortment.productId, [...ids])))
    .returning({ id: shopAssortment.productId });
  return new Set(rows.map((row) => row.id));
}

/** Removes the cards among `ids` from the assortment; answers the ids removed. */
export async function removeFromAssortment(tx: Tx, network: string, ids: readonly number[]) {
  const rows = await tx
    .delete(shopAssortment)
    .where(and(eq(shopAssortment.networkCode, network), inArray(shopAssortment.productId, [...ids])))
    .returning({ id: shopAssortment.productId });
  return new Set(rows.map((row) => row.id));
}
