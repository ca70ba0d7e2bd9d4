import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { cinMissing, type CinChain, type CinMissing } from '@domain/cin';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import { cinRequests, products } from '../db/schema';
import { visibleProducts } from '../products/scope';

/** The cards the user sees that are visible in the chain (the panel's scope), with what the file needs. */
export async function chainCards(db: Db, user: CurrentUser, chain: CinChain, ids: readonly number[]) {
  const inChain = sql`${products.availability} @> ${JSON.stringify([{ code: chain, visibility: true }])}::jsonb`;
  return db
    .select({
      id: products.id,
      status: products.status,
      gtin: products.gtin,
      nameToShow: products.nameToShow,
      brandId: products.brandId,
      categoryId: products.categoryId,
      chainNumber: sql<string | null>`(select btrim(entry ->> 'product_number')
        from jsonb_array_elements(${products.availability}) as entry
        where entry ->> 'code' = ${chain} limit 1)`,
    })
    .from(products)
    .where(and(inArray(products.id, [...ids]), visibleProducts(user), inChain));
}

export interface CinOutcome {
  id: number;
  status: 'ready' | 'incomplete';
  missing: CinMissing[];
}

/**
 * §7 send-get-cin-file: logs one request per card (in the order asked) with its outcome, inside the
 * caller's transaction, and moves the list rows' change counter (the panel's request filter counts again).
 */
export async function logRequests(
  db: Db,
  user: CurrentUser,
  chain: CinChain,
  cards: Awaited<ReturnType<typeof chainCards>>,
  order: readonly number[],
): Promise<CinOutcome[]> {
  const byId = new Map(cards.map((card) => [card.id, card]));
  const outcomes = order.map((id) => {
    const card = byId.get(id)!;
    const missing = cinMissing({ ...card, chainNumber: card.chainNumber ?? '' });
    return { id, status: missing.length === 0 ? ('ready' as const) : ('incomplete' as const), missing };
  });
  await db.insert(cinRequests).values(
    outcomes.map((outcome) => ({
      productId: outcome.id,
      chain,
      requestedBy: user.id,
      status: outcome.status,
      missing: outcome.missing,
    })),
  );
  await db.execute(sql`select nextval('lists.product_rows_version')`);
  return outcomes;
}

/** The last request of a card for a chain, or null. */
export async function lastRequest(db: Db, productId: number, chain: CinChain) {
  const [row] = await db
    .select()
    .from(cinRequests)
    .where(and(eq(cinRequests.productId, productId), eq(cinRequests.chain, chain)))
    .orderBy(desc(cinRequests.id))
    .limit(1);
  return row ?? null;
}

/** Notes the download on the request it answered. */
export async function markDownloaded(db: Db, requestId: number) {
  await db.update(cinRequests).set({ downloadedAt: new Date() }).where(eq(cinRequests.id, requestId));
}
