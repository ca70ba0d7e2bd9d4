import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PRODUCT_STATUS } from '@domain/constants';
import type { Db } from '../db/client';
import { products } from '../db/schema';

/** The list cell that names a draft copy's original; not a column: the name cell shows it. */
export const DRAFT_COPY_CELL = 'draft_copy_of';

const originals = alias(products, 'originals');

/**
 * The draft copies among a page's cards and the current name of the card each copies (docs/decisions/0059),
 * so that the products list marks a copy as one and not as a new card. Only drafts (status 5) with an
 * original of their own company: the copy is that company's, and so is what it names.
 */
export async function draftCopyOriginals(
  db: Db,
  cards: readonly { id: number; status: number }[],
): Promise<Map<number, string>> {
  const drafts = cards.filter((card) => card.status === PRODUCT_STATUS.DRAFT).map((card) => card.id);
  if (drafts.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, original: originals.nameToShow })
    .from(products)
    .innerJoin(
      originals,
      and(eq(originals.id, products.clonedFromId), eq(originals.companyId, products.companyId)),
    )
    .where(and(inArray(products.id, drafts), eq(products.status, PRODUCT_STATUS.DRAFT)));
  return new Map(rows.map((row) => [row.id, row.original]));
}
