import { and, asc, eq, sql } from 'drizzle-orm';
import { cinMissing } from '@domain/cin';
import type { Db } from '../db/client';
import { cinRequests, products, users } from '../db/schema';
import { seeded } from './clock';

const CHAIN = 'selgros';
/** Cards of the demo's request log: a page of answered rows; the cards between them were never asked. */
const REQUESTED = 30;

/**
 * Demo CIN requests (docs/decisions/0016): the Selgros România interface user (cm@demo.pim) asked for the
 * item-creation file of the first cards visible in Selgros; the outcome is computed by the same
 * rule as a real request, so some are ready and some incomplete.
 */
export async function seedCinRequests(db: Db): Promise<void> {
  const [requester] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'cm@demo.pim'));
  if (requester === undefined) return;
  const cards = await db
    .select({
      id: products.id,
      status: products.status,
      gtin: products.gtin,
      nameToShow: products.nameToShow,
      brandId: products.brandId,
      categoryId: products.categoryId,
      chainNumber: sql<string | null>`(select btrim(entry ->> 'product_number')
        from jsonb_array_elements(${products.availability}) as entry where entry ->> 'code' = ${CHAIN} limit 1)`,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(
      and(
        sql`${products.availability} @> ${JSON.stringify([{ code: CHAIN, visibility: true }])}::jsonb`,
        // Every other card: the panel shows asked and never-asked cards side by side.
        sql`${products.id} % 2 = 0`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(REQUESTED);
  if (cards.length === 0) return;
  await db.insert(cinRequests).values(
    cards.map((card, index) => {
      const missing = cinMissing({ ...card, chainNumber: card.chainNumber ?? '' });
      return {
        productId: card.id,
        chain: CHAIN as typeof CHAIN,
        requestedBy: requester.id,
        requestedAt: seeded(Date.UTC(2026, 10, 1 + (index % 20), 8 + (index % 9), 15)),
        status: missing.length === 0 ? ('ready' as const) : ('incomplete' as const),
        missing,
      };
    }),
  );
}
