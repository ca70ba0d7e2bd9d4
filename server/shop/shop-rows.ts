import { eq, inArray, and, type SQL } from 'drizzle-orm';
import type { ShopFilters } from '@contract/shop-products';
import { PRODUCT_STATUS, type Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import type { Db } from '../db/client';
import { productRows, products } from '../db/schema';
import type { ProductListContext } from '../products/list-context';
import { listConditions } from '../products/list-filters';
import type { ListedCard } from '../products/list-rows';

/**
 * §2 Shop products (docs/decisions/0018): the ready cards visible in the user's network — the products
 * list's own network scope (list-scope.ts, the GIN index on network_codes) narrowed to status ready — with
 * the products list's search, category and supplier filters, and the sales status.
 */
export function shopConditions(context: ProductListContext, filters: ShopFilters): SQL | undefined {
  const base = listConditions(context, {
    status: [String(PRODUCT_STATUS.READY)],
    ...(filters.q === undefined ? {} : { q: filters.q }),
    ...(filters.category_id === undefined ? {} : { category_id: filters.category_id }),
    ...(filters.supplier_id === undefined ? {} : { supplier_id: filters.supplier_id }),
  });
  return filters.sales_status === undefined
    ? base
    : and(eq(productRows.salesStatus, Number(filters.sales_status)), base);
}

interface AvailabilityEntry {
  code?: unknown;
  product_number?: unknown;
}

/**
 * §3 Network availability: the network's product number of each card on the page, read from the cards'
 * availability by primary key (50 rows, not the list): the list table does not carry it.
 */
export async function productNumbers(db: Db, ids: readonly number[], networkCode: string) {
  if (ids.length === 0) return new Map<number, string | null>();
  const rows = await db
    .select({ id: products.id, availability: products.availability })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(
    rows.map((row) => {
      const entry = (row.availability as AvailabilityEntry[]).find(
        (candidate) => candidate.code === networkCode,
      );
      const number =
        typeof entry?.product_number === 'string' && entry.product_number !== ''
          ? entry.product_number
          : null;
      return [row.id, number] as const;
    }),
  );
}

export function shopCells(card: ListedCard, productNumber: string | null, language: Language) {
  return {
    id: card.id,
    product_number: productNumber,
    name_to_show: card.nameToShow,
    gtin: card.gtin,
    category: card.category,
    brand: card.brand,
    supplier: card.supplier,
    sales_status: translate(language, `productList.salesStatus.${card.salesStatus}`),
    updated_at: card.updatedAt,
  };
}
