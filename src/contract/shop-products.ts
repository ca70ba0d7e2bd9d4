import { z } from 'zod/mini';
import { SALES_STATUS } from '@domain/constants';
import { queryEnum, queryId, querySearch } from './list-params';

/**
 * §2 Shop products (`{app}/shop`), `GET /api/shop/products`: a retail network's assortment, the cards it
 * listed (§2 shop-management) and still visible in it, with the network's own product number (§3
 * product-in-network identifier), docs/decisions/0018 and 0051.
 */

export const SHOP_COLUMNS = [
  'id',
  'product_number',
  'name_to_show',
  'gtin',
  'category',
  'brand',
  'supplier',
  'sales_status',
  'updated_at',
] as const;
export type ShopColumn = (typeof SHOP_COLUMNS)[number];

/** Served by the indexes of lists.product_rows; the product number lives in the card's jsonb. */
export const SHOP_SORTABLE = [
  'id',
  'name_to_show',
  'gtin',
  'sales_status',
  'updated_at',
] as const satisfies readonly ShopColumn[];
export type ShopSort = (typeof SHOP_SORTABLE)[number];

export const SHOP_SALES_STATUSES = [SALES_STATUS.AVAILABLE, SALES_STATUS.WITHDRAWN] as const;

export const shopFiltersSchema = z.object({
  q: querySearch,
  sales_status: z.optional(queryEnum(SHOP_SALES_STATUSES)),
  category_id: z.optional(queryId),
  supplier_id: z.optional(queryId),
});
export type ShopFilters = z.infer<typeof shopFiltersSchema>;
