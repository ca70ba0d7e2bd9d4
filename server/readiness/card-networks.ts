import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { offers, productRows } from '../db/schema';
import type { ReadinessCard } from './facts';

/**
 * The networks a card's readiness covers (docs/decisions/0042): those it is visible in (the list row's
 * network_codes) and those it was offered to, whose answer the supplier must see even where the card is
 * not (or no longer) visible.
 */
export async function cardNetworks(db: Db, ids: readonly number[]): Promise<ReadinessCard[]> {
  if (ids.length === 0) return [];
  const [visible, offered] = await Promise.all([
    db
      .select({ id: productRows.id, networks: productRows.networkCodes })
      .from(productRows)
      .where(inArray(productRows.id, [...ids])),
    db
      .selectDistinct({ id: offers.productId, network: offers.networkCode })
      .from(offers)
      .where(inArray(offers.productId, [...ids])),
  ]);
  const networks = new Map(ids.map((id) => [id, new Set<string>()]));
  for (const row of visible) for (const network of row.networks) networks.get(row.id)?.add(network);
  for (const row of offered) networks.get(row.id)?.add(row.network);
  return ids.map((id) => ({ id, networks: [...(networks.get(id) ?? [])].sort() }));
}
