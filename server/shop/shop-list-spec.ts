import {
  SHOP_SALES_STATUSES,
  SHOP_SORTABLE,
  shopFiltersSchema,
  type ShopColumn,
} from '@contract/shop-products';
import type { ActionSpec, ColumnSpec } from '../lists/info';
import type { ListQuerySpec } from '../lists/list-query';
import type { ProductListContext } from '../products/list-context';

/** §2 Shop products query: by name, as a shop's assortment is read. */
export const SHOP_LIST_QUERY = {
  namespace: 'shop_products',
  filters: shopFiltersSchema,
  multi: [],
  sortable: SHOP_SORTABLE,
  defaultSort: { sort: 'name_to_show', order: 'asc' },
} satisfies ListQuerySpec<typeof shopFiltersSchema>;

const column = (
  id: ShopColumn,
  options: { sortable?: boolean; default?: boolean; align?: 'start' | 'end' } = {},
): ColumnSpec<ProductListContext> => ({
  id,
  label: `shopProducts.columns.${id}`,
  sortable: options.sortable ?? false,
  default: options.default ?? false,
  align: options.align ?? 'start',
});

/** The network's number first: it is what a shop orders and shelves by (docs/decisions/0018). */
export const SHOP_COLUMNS_SPEC: readonly ColumnSpec<ProductListContext>[] = [
  column('id', { sortable: true, align: 'end' }),
  column('product_number', { default: true }),
  column('name_to_show', { sortable: true, default: true }),
  column('gtin', { sortable: true, default: true }),
  column('category', { default: true }),
  column('brand'),
  column('supplier', { default: true }),
  column('sales_status', { sortable: true, default: true }),
  column('updated_at', { sortable: true, align: 'end' }),
];

/** A network reads its assortment: the card's details and its xlsx; the export of the list as a whole. */
export const SHOP_SINGLE_ACTIONS: readonly ActionSpec<ProductListContext>[] = [
  { id: 'details', label: 'productList.actions.details', href: '/react/product/{id}/details' },
  { id: 'xlsx', label: 'productList.actions.xlsx', href: '/product/{id}/get-as-xlsx' },
];

/** The selected cards as an xlsx: the products list's export (same endpoint, same network scope). */
export const SHOP_MASS_ACTIONS: readonly ActionSpec<ProductListContext>[] = [
  { id: 'export', label: 'productList.actions.export' },
];

export const SALES_STATUS_FILTER_OPTIONS = SHOP_SALES_STATUSES.map((status) => ({
  value: String(status),
  label: `productList.salesStatus.${status}`,
}));
