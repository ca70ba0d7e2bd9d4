import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SortOrder } from '@contract/data-table';
import type { QcListSort } from '@contract/qc-list';
import type { Language } from '@domain/constants';
import type { QcChain } from '@domain/qc-chains';
import { translate } from '@i18n/translate';
import type { Db } from '../db/client';
import { nameKey, productRows, qcChecks } from '../db/schema';
import { orderBy } from '../lists/sorting';
import { listNames } from '../products/list-names';
import { listVersion } from '../products/list-rows';

const SORT_COLUMNS: Record<QcListSort, AnyPgColumn | SQL> = {
  id: productRows.id,
  name_to_show: nameKey(productRows.nameToShow),
  gtin: productRows.gtin,
  status: productRows.status,
  qc_status: productRows.qcStatus,
  updated_at: productRows.updatedAt,
};

const ISO_UTC = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

export interface QcRowsQuery {
  where: SQL | undefined;
  sort: string;
  order: SortOrder;
}

/** Every chain's verdict of the page's cards, one small query by the (product, chain) index. */
async function verdictsOf(db: Db, ids: number[]) {
  const rows = await db
    .select({
      productId: qcChecks.productId,
      chain: qcChecks.chain,
      status: qcChecks.status,
      checkedAt: sql<string>`to_char(${qcChecks.checkedAt} at time zone 'UTC', ${ISO_UTC})`,
    })
    .from(qcChecks)
    .where(and(inArray(qcChecks.productId, ids)));
  const byCard = new Map<number, Partial<Record<QcChain, { status: number; checkedAt: string }>>>();
  for (const row of rows) {
    const entry = byCard.get(row.productId) ?? {};
    entry[row.chain] = { status: row.status, checkedAt: row.checkedAt };
    byCard.set(row.productId, entry);
  }
  return byCard;
}

/** A page of the QC list from the list table, with the names and the chains' verdicts of its cards. */
export async function qcListedCards(
  db: Db,
  query: QcRowsQuery,
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
      qcStatus: productRows.qcStatus,
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
  const [name, verdicts] = await Promise.all([
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
    verdictsOf(db, ids),
  ]);
  return rows.map((row) => ({
    ...row,
    category: name('category', row.categoryId),
    supplier: name('supplier', row.companyId),
    verdicts: verdicts.get(row.id) ?? {},
  }));
}

export type QcListedCard = Awaited<ReturnType<typeof qcListedCards>>[number];

/** The cells by column id: statuses as labels in the user's language, times as ISO 8601. */
export function qcCells(card: QcListedCard, language: Language): Record<string, string | number | null> {
  const label = (status: number) => translate(language, `productList.qcStatus.${status}`);
  return {
    id: card.id,
    name_to_show: card.nameToShow,
    gtin: card.gtin,
    status: translate(language, `status.${card.status}`),
    category: card.category,
    supplier: card.supplier,
    qc_status: label(card.qcStatus),
    qc_selgros: label(card.verdicts.selgros?.status ?? 0),
    qc_markant: label(card.verdicts.markant?.status ?? 0),
    qc_checked_at: card.verdicts.card?.checkedAt ?? null,
    updated_at: card.updatedAt,
  };
}
