import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SortOrder } from '@contract/data-table';
import type { CinListSort } from '@contract/cin-panel';
import type { CinChain } from '@domain/cin';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import type { Db } from '../db/client';
import { cinRequests, nameKey, productRows, products, users } from '../db/schema';
import { orderBy } from '../lists/sorting';
import { listNames } from '../products/list-names';
import { listVersion } from '../products/list-rows';

const SORT_COLUMNS: Record<CinListSort, AnyPgColumn | SQL> = {
  id: productRows.id,
  name_to_show: nameKey(productRows.nameToShow),
  gtin: productRows.gtin,
  status: productRows.status,
  updated_at: productRows.updatedAt,
};

const ISO_UTC = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

export interface CinRowsQuery {
  where: SQL | undefined;
  sort: string;
  order: SortOrder;
}

/** The last request of each of the page's cards for the chain (DISTINCT ON by the chain, card, id index). */
async function lastRequests(db: Db, chain: CinChain, ids: number[]) {
  const rows = await db
    .selectDistinctOn([cinRequests.productId], {
      productId: cinRequests.productId,
      status: cinRequests.status,
      requestedAt: sql<string>`to_char(${cinRequests.requestedAt} at time zone 'UTC', ${ISO_UTC})`,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(cinRequests)
    .innerJoin(users, eq(users.id, cinRequests.requestedBy))
    .where(and(eq(cinRequests.chain, chain), inArray(cinRequests.productId, ids)))
    .orderBy(cinRequests.productId, desc(cinRequests.id));
  return new Map(rows.map((row) => [row.productId, row]));
}

/** The chain's product number of each card (§3 availability product_number), for the page only. */
async function chainNumbers(db: Db, chain: CinChain, ids: number[]) {
  const rows = await db
    .select({
      id: products.id,
      number: sql<string | null>`(select btrim(entry ->> 'product_number')
        from jsonb_array_elements(${products.availability}) as entry
        where entry ->> 'code' = ${chain} limit 1)`,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.number ?? '']));
}

/** A page of the panel: list-table rows in index order, names, the chain's numbers and last requests. */
export async function cinListedCards(
  db: Db,
  chain: CinChain,
  query: CinRowsQuery,
  limit: number,
  offset: number,
  language: Language,
) {
  const rows = await db
    .select({
      id: productRows.id,
      nameToShow: productRows.nameToShow,
      gtin: productRows.gtin,
      status: productRows.status,
      updatedAt: sql<string>`to_char(${productRows.updatedAt} at time zone 'UTC', ${ISO_UTC})`,
      categoryId: productRows.categoryId,
      companyId: productRows.companyId,
      version: listVersion,
    })
    .from(productRows)
    .where(query.where)
    .orderBy(...orderBy(SORT_COLUMNS, query.sort, query.order, productRows.id))
    .limit(limit)
    .offset(offset);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [name, requests, numbers] = await Promise.all([
    listNames(
      db,
      {
        category: rows.map((row) => row.categoryId),
        brand: [],
        producer: [],
        supplier: rows.map((row) => row.companyId),
      },
      language,
    ),
    lastRequests(db, chain, ids),
    chainNumbers(db, chain, ids),
  ]);
  return rows.map((row) => ({
    ...row,
    category: name('category', row.categoryId),
    supplier: name('supplier', row.companyId),
    chainNumber: numbers.get(row.id) ?? '',
    request: requests.get(row.id) ?? null,
  }));
}

export type CinListedCard = Awaited<ReturnType<typeof cinListedCards>>[number];

export function cinCells(card: CinListedCard, language: Language): Record<string, string | number | null> {
  const request = card.request;
  return {
    id: card.id,
    name_to_show: card.nameToShow,
    gtin: card.gtin,
    status: translate(language, `status.${card.status}`),
    category: card.category,
    supplier: card.supplier,
    chain_number: card.chainNumber === '' ? null : card.chainNumber,
    cin_status: translate(language, `cinPanel.requestStatus.${request?.status ?? 'none'}`),
    cin_requested_at: request?.requestedAt ?? null,
    cin_requested_by: request === null ? null : `${request.firstName} ${request.lastName}`,
    updated_at: card.updatedAt,
  };
}
