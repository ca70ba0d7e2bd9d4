import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SortOrder } from '@contract/data-table';
import type { ProductListSort } from '@contract/product-list';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import type { Db } from '../db/client';
import { nameKey, productRows } from '../db/schema';
import { orderBy } from '../lists/sorting';
import { listNames } from './list-names';

/** Sort keys of the contract and the list-table columns that serve them (each has an index). */
const SORT_COLUMNS: Record<ProductListSort, AnyPgColumn | SQL> = {
  id: productRows.id,
  name_to_show: nameKey(productRows.nameToShow),
  gtin: productRows.gtin,
  status: productRows.status,
  completeness: productRows.completeness,
  qc_status: productRows.qcStatus,
  sales_status: productRows.salesStatus,
  updated_at: productRows.updatedAt,
};

/** ISO 8601 in UTC with milliseconds, as Date.prototype.toISOString writes it. */
const ISO_UTC = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/** The list query: who sees what and which filters apply (list-filters.ts), in which order. */
export interface RowsQuery {
  where: SQL | undefined;
  sort: string;
  order: SortOrder;
}

/** One page row as the JSON object the query builds (PAGE_ROW). */
interface PageRow {
  id: number;
  nameToShow: string;
  gtin: string | null;
  status: number;
  completeness: number;
  qcStatus: number;
  salesStatus: number;
  updatedAt: string;
  inNetwork: boolean;
  categoryId: number | null;
  brandId: number | null;
  producerId: number | null;
  companyId: number;
}

const PAGE_FIELDS: Record<keyof PageRow, AnyPgColumn | SQL> = {
  id: productRows.id,
  nameToShow: productRows.nameToShow,
  gtin: productRows.gtin,
  status: productRows.status,
  completeness: productRows.completeness,
  qcStatus: productRows.qcStatus,
  salesStatus: productRows.salesStatus,
  // Text the answer sends as it is: no Date to parse per row, in a page read many times.
  updatedAt: sql`to_char(${productRows.updatedAt} at time zone 'UTC', ${ISO_UTC})`,
  inNetwork: sql`cardinality(${productRows.networkCodes}) > 0`,
  categoryId: productRows.categoryId,
  brandId: productRows.brandId,
  producerId: productRows.producerId,
  companyId: productRows.companyId,
};

/** `json_build_object('id', id, 'nameToShow', name_to_show, ...)` as text. */
const PAGE_ROW = sql<string>`json_build_object(${sql.join(
  Object.entries(PAGE_FIELDS).map(([key, field]) => sql`${sql.raw(`'${key}'`)}, ${field}`),
  sql`, `,
)})::text`;

/**
 * The rows of one page, in the list's order, from the list table alone. Each row comes as one JSON object
 * (text) instead of thirteen columns: PGlite's protocol reader copies every field into a buffer of its own
 * and parses it apart, 650 fields a page. As one field a row, the page query of a supplier's list sorted by
 * name took 2.4 ms instead of 3.3 at the median (docs/decisions/0026). The database builds the JSON from
 * the typed columns above, so it is read without a schema.
 */
async function pageRows(db: Db, query: RowsQuery, limit: number, offset: number) {
  const rows = await db
    .select({
      row: PAGE_ROW,
      // The change counter of the list rows, read with the page rather than in a query of its own.
      version: listVersion,
    })
    .from(productRows)
    .where(query.where)
    .orderBy(...orderBy(SORT_COLUMNS, query.sort, query.order, productRows.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ row, version }) => ({ ...(JSON.parse(row) as PageRow), version }));
}

/**
 * A page of the list: the narrow list rows (lists.product_rows) walked in index order, with the names of
 * their category, brand, producer and supplier in the user's language.
 */
export async function listedCards(
  db: Db,
  query: RowsQuery,
  limit: number,
  offset: number,
  language: Language,
) {
  const rows = await pageRows(db, query, limit, offset);
  if (rows.length === 0) return [];
  const name = await listNames(
    db,
    {
      category: rows.map((row) => row.categoryId),
      brand: rows.map((row) => row.brandId),
      producer: rows.map((row) => row.producerId),
      supplier: rows.map((row) => row.companyId),
    },
    language,
  );
  return rows.map((row) => ({
    ...row,
    category: name('category', row.categoryId),
    brand: name('brand', row.brandId),
    producer: name('producer', row.producerId),
    supplier: name('supplier', row.companyId),
  }));
}

/** One row of the list as stored, with the names of what it refers to. */
export type ListedCard = Awaited<ReturnType<typeof listedCards>>[number];

/** The change counter of the list rows (migration 0003): the same number, the same rows. */
export const listVersion = sql<string>`(select last_value::text from lists.product_rows_version)`;

export async function currentListVersion(db: Db): Promise<string> {
  const [row] = await db.select({ version: listVersion }).from(sql`(select 1) as one`);
  return row!.version;
}

/**
 * The ids of every matching row in the list's order, in one short index-ordered query: long work (the list
 * export) then reads its rows in batches by id, each batch a primary-key lookup, instead of one query per
 * batch that walks past every row before it (OFFSET) or a cursor held open across batches.
 */
export async function orderedCardIds(db: Db, query: RowsQuery): Promise<number[]> {
  const rows = await db
    .select({ id: productRows.id })
    .from(productRows)
    .where(query.where)
    .orderBy(...orderBy(SORT_COLUMNS, query.sort, query.order, productRows.id));
  return rows.map((row) => row.id);
}

/** Matching rows, counted no further than `limit` (the list's count cap). */
export async function countCards(db: Db, where: SQL | undefined, limit: number): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(productRows)
    .where(where)
    .limit(limit)
    .as('capped');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  return row?.count ?? 0;
}

/**
 * The cells of a row by column id, formatted where the server knows best: names and status labels in the
 * user's language, completeness in percent, the change time as ISO 8601 (the screen formats dates).
 */
export function cardCells(card: ListedCard, language: Language) {
  return {
    id: card.id,
    name_to_show: card.nameToShow,
    gtin: card.gtin,
    status: translate(language, `status.${card.status}`),
    category: card.category,
    brand: card.brand,
    producer: card.producer,
    supplier: card.supplier,
    completeness: card.completeness,
    qc_status: translate(language, `productList.qcStatus.${card.qcStatus}`),
    sales_status: translate(language, `productList.salesStatus.${card.salesStatus}`),
    updated_at: card.updatedAt,
  };
}
