import { count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SortOrder } from '@contract/data-table';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import type { Db } from '../db/client';
import { companies, networks, offers, products } from '../db/schema';
import { orderBy } from '../lists/sorting';

/** The sortable columns of every offer list, each served by an index ending in id (schema.ts). */
const sortColumns = (
  table: Record<'id' | 'dateFrom' | 'status' | 'createdAt' | 'decidedAt', AnyPgColumn>,
) => ({
  id: table.id,
  date_from: table.dateFrom,
  status: table.status,
  created_at: table.createdAt,
  decided_at: table.decidedAt,
});

/** One offer as the lists show it, with its card's and companies' names. */
export interface ListedOffer {
  id: number;
  productId: number;
  product: string;
  gtin: string | null;
  supplier: string;
  network: string;
  networkCode: string;
  dealerId: string;
  name: string;
  dateFrom: string;
  buyer: string;
  status: number;
  comment: string;
  createdAt: Date;
  decidedAt: Date | null;
}

/**
 * A page of offers in the list's order. The page is taken from `offers` alone (the scope-first index
 * walks it and stops after `limit` rows); names are joined to those rows only, by primary key.
 */
export async function listedOffers(
  db: Db,
  query: { where: SQL | undefined; sort: string; order: SortOrder },
  limit: number,
  offset: number,
): Promise<ListedOffer[]> {
  const page = db
    .select()
    .from(offers)
    .where(query.where)
    .orderBy(...orderBy(sortColumns(offers), query.sort, query.order, offers.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await db
    .select({
      id: page.id,
      productId: page.productId,
      product: products.nameToShow,
      gtin: products.gtin,
      supplier: companies.name,
      network: networks.name,
      networkCode: page.networkCode,
      dealerId: page.dealerId,
      name: page.name,
      dateFrom: page.dateFrom,
      buyer: page.buyer,
      status: page.status,
      comment: page.comment,
      createdAt: page.createdAt,
      decidedAt: page.decidedAt,
    })
    .from(page)
    .innerJoin(products, eq(products.id, page.productId))
    .innerJoin(companies, eq(companies.id, page.companyId))
    .innerJoin(networks, eq(networks.code, page.networkCode))
    // The page's own order again: a join does not keep the order of its input.
    .orderBy(...orderBy(sortColumns(page), query.sort, query.order, page.id));
  return rows;
}

/** The number of matching offers, counting no further than `limit`. */
export async function countOffers(db: Db, where: SQL | undefined, limit: number): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(offers)
    .where(where)
    .limit(limit)
    .as('capped');
  const [row] = await db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}

/** The status condition of a `status` filter (repeated values), or nothing without one. */
export function statusIn(values: readonly string[] | undefined): SQL | undefined {
  return values === undefined || values.length === 0 ? undefined : inArray(offers.status, values.map(Number));
}

/** Cells every offer list shares; each list keeps those of its columns only. */
export function offerCells(offer: ListedOffer, language: Language): Record<string, string | number | null> {
  return {
    id: offer.id,
    product_id: offer.productId,
    product: offer.product,
    gtin: offer.gtin,
    supplier: offer.supplier,
    network: offer.network,
    dealer_id: offer.dealerId,
    name: offer.name,
    date_from: offer.dateFrom,
    buyer: offer.buyer,
    status: translate(language, `offers.status.${offer.status}`),
    comment: offer.comment,
    created_at: offer.createdAt.toISOString(),
    decided_at: offer.decidedAt?.toISOString() ?? null,
  };
}
