import { and, asc, inArray, sql } from 'drizzle-orm';
import type { AssortmentStatus } from '@domain/shop-assortment';
import type { Db } from '../db/client';
import { networks, products, shopAssortment, users } from '../db/schema';
import { seeded } from './clock';

/** Cards per network's assortment: a buyer's range of a few pages, not the whole catalogue. */
const PER_NETWORK = 36;

/** How each network numbers its articles (§3 product-in-network identifier): what its ERP prints. */
const NUMBER_FORMAT: Record<string, (index: number) => string> = {
  selgros: (index) => `SG-${String(410200 + index * 7)}`,
  metro: (index) => `MET/${String(88100 + index * 13)}`,
  penny: (index) => `PN${String(30500 + index * 3)}`,
  carrefour_ro: (index) => `CRF-${String(702000 + index * 11)}`,
  markant: (index) => `MK.${String(5100 + index)}`,
};

/** Most of a range is on sale, some is being introduced, a few cards were taken off sale. */
function statusAt(index: number): AssortmentStatus {
  if (index % 9 === 4) return 'delisted';
  if (index % 4 === 1) return 'planned';
  return 'listed';
}

/**
 * Demo shop assortments (docs/decisions/0051): each network took cards visible in it (two in three, so that
 * others remain to be added), numbered its own way; a planned card now and then still lacks a number.
 */
export async function seedShopAssortment(db: Db): Promise<void> {
  const networkRows = await db.select({ code: networks.code }).from(networks).orderBy(asc(networks.code));
  const buyers = await db
    .select({ id: users.id, network: users.networkCode })
    .from(users)
    .where(and(inArray(users.role, ['network', 'metro', 'cm']), sql`${users.networkCode} is not null`))
    .orderBy(asc(users.id));
  for (const { code } of networkRows) {
    const cards = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          sql`${products.availability} @> ${JSON.stringify([{ code, visibility: true }])}::jsonb`,
          sql`${products.id} % 3 <> 0`,
        ),
      )
      .orderBy(asc(products.id))
      .limit(PER_NETWORK);
    if (cards.length === 0) continue;
    const buyer = buyers.find((candidate) => candidate.network === code)?.id ?? null;
    const format = NUMBER_FORMAT[code] ?? ((index: number) => `${code.toUpperCase()}-${index + 1}`);
    await db.insert(shopAssortment).values(
      cards.map((card, index) => {
        const status = statusAt(index);
        const addedAt = seeded(Date.UTC(2026, 8, 1 + (index % 28), 9 + (index % 8), 30));
        return {
          networkCode: code,
          productId: card.id,
          productNumber: status === 'planned' && index % 8 === 1 ? null : format(index),
          status,
          addedBy: buyer,
          addedAt,
          updatedAt: seeded(Date.UTC(2026, 9, 1 + (index % 28), 10, 0)),
        };
      }),
    );
  }
}
