import { and, eq, ne } from 'drizzle-orm';
import { networkReadiness, type ReadinessState } from '@domain/readiness';
import type { Db } from '../db/client';
import { shopAssortment } from '../db/schema';
import { readinessFacts } from '../readiness/facts';

/**
 * The readiness of each card for one network (docs/decisions/0042), by the same facts and rule as the
 * card's readiness panel: four queries by product id whatever the number of cards.
 */
export async function readinessInNetwork(
  db: Db,
  ids: readonly number[],
  network: string,
): Promise<Map<number, ReadinessState>> {
  const facts = await readinessFacts(
    db,
    ids.map((id) => ({ id, networks: [network] })),
  );
  return new Map(
    ids.map((id) => {
      const [own] = facts.get(id) ?? [];
      return [id, own === undefined ? 'todo' : networkReadiness(own).state] as const;
    }),
  );
}

/** §2 shop-management: the readiness of every card on or for sale in the network (delisted ones are off). */
export async function assortmentStates(db: Db, network: string): Promise<ReadinessState[]> {
  const rows = await db
    .select({ id: shopAssortment.productId })
    .from(shopAssortment)
    .where(and(eq(shopAssortment.networkCode, network), ne(shopAssortment.status, 'delisted')));
  const states = await readinessInNetwork(
    db,
    rows.map((row) => row.id),
    network,
  );
  return [...states.values()];
}
