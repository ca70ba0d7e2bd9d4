import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ShopFilters } from '@contract/shop-products';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import type { Db } from '../db/client';
import { productRows } from '../db/schema';
import type { ProductListContext } from '../products/list-context';
import { listConditions } from '../products/list-filters';
import type { ListedCard } from '../products/list-rows';
import { assortmentEntries } from './assortment-rows';

/**
 * §2 Shop products (docs/decisions/0018, 0051): the cards the network has listed in its shop assortment
 * (§2 shop-management) and that are still visible in it — the products list's own network scope
 * (list-scope.ts) — with the products list's search, category and supplier filters, and the sales status.
 */
export function shopConditions(context: ProductListContext, filters: ShopFilters): SQL | undefined {
  const base = listConditions(context, {
    ...(filters.q === undefined ? {} : { q: filters.q }),
    ...(filters.category_id === undefined ? {} : { category_id: filters.category_id }),
    ...(filters.supplier_id === undefined ? {} : { supplier_id: filters.supplier_id }),
  });
  const listed = sql`${productRows.id} in (select s.product_id from shop_assortment s
    where s.network_code = ${context.user.network_code ?? ''} and s.status = 'listed')`;
  return filters.sales_status === undefined
    ? and(listed, base)
    : and(listed, eq(productRows.salesStatus, Number(filters.sales_status)), base);
}

/** §3 product-in-network identifier: the network's number of each card on the page, from its assortment. */
export async function productNumbers(db: Db, ids: readonly number[], networkCode: string) {
  const entries = await assortmentEntries(db, networkCode, ids);
  return new Map(ids.map((id) => [id, entries.get(id)?.productNumber ?? null] as const));
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
