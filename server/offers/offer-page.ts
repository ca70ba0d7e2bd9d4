import type { Context } from 'hono';
import type { SQL } from 'drizzle-orm';
import type { ListFilter, ListRow } from '@contract/data-table';
import type { AppEnv } from '../app-env';
import { actionsFor, columnsFor, listInfo, type ActionSpec, type ColumnSpec } from '../lists/info';
import { listAnswer } from '../lists/list-answer';
import type { ListQuery } from '../lists/list-query';
import { pageOf } from '../lists/paging';
import type { OfferContext } from './offer-context';
import { countOffers, listedOffers, offerCells, type ListedOffer } from './offer-rows';

/** What one offer list answers beside its rows (columns, actions and filters for the user). */
export interface OfferListParts {
  columns: readonly ColumnSpec<OfferContext>[];
  singleActions: readonly ActionSpec<OfferContext>[];
  filters: ListFilter[];
  /** Extra cells a list computes for its page (the chain's attribute completeness). */
  extraCells?: (rows: readonly ListedOffer[]) => Promise<Map<number, Record<string, string | number | null>>>;
  exclusions?: (rows: readonly ListedOffer[]) => Record<string, string[]>;
}

/**
 * §3 The envelope of an offer list: a page of the offers `where` admits (already narrowed to the user's
 * scope), exactly counted up to the shared cap. Offers are few beside cards, and every scope and filter
 * has an index, so no count cache is needed.
 */
export async function offerListAnswer(
  c: Context<AppEnv>,
  context: OfferContext,
  query: ListQuery<unknown>,
  where: SQL | undefined,
  parts: OfferListParts,
) {
  const { sort, order } = query;
  const page = await pageOf(
    {
      rows: (limit, offset) => listedOffers(context.db, { where, sort, order }, limit, offset),
      count: (limit) => countOffers(context.db, where, limit),
    },
    query.page,
    query.perPage,
  );
  const columns = columnsFor(parts.columns, context);
  const extra = (await parts.extraCells?.(page.rows)) ?? new Map();
  const rows: ListRow[] = page.rows.map((offer) => {
    const cells = { ...offerCells(offer, context.language), ...extra.get(offer.id) };
    return { id: offer.id, cells: Object.fromEntries(columns.map((col) => [col.id, cells[col.id] ?? null])) };
  });
  const info = listInfo({
    columns,
    singleActions: actionsFor(parts.singleActions, context),
    massActions: [],
    filters: parts.filters,
    rowActionExclusions: parts.exclusions?.(page.rows) ?? {},
  });
  return c.json(listAnswer(query, { ...page, rows }, info));
}
