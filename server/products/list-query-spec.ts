import { z } from 'zod/mini';
import {
  PRODUCT_LIST_MULTI_FILTERS,
  PRODUCT_LIST_SORTABLE,
  productExportIdsSchema,
  productListFiltersSchema,
} from '@contract/product-list';
import type { ListQuerySpec } from '../lists/list-query';

/** §2 Products list query: its filters, sort keys, and newest changes first by default. */
export const PRODUCT_LIST_QUERY = {
  namespace: 'product_list',
  filters: productListFiltersSchema,
  multi: PRODUCT_LIST_MULTI_FILTERS,
  sortable: PRODUCT_LIST_SORTABLE,
  defaultSort: { sort: 'updated_at', order: 'desc' },
} satisfies ListQuerySpec<typeof productListFiltersSchema>;

const exportFiltersSchema = z.extend(productListFiltersSchema, { ids: productExportIdsSchema });

/** The export takes the list's query plus `ids` (repeated) to export only the selected rows. */
export const PRODUCT_EXPORT_QUERY = {
  ...PRODUCT_LIST_QUERY,
  filters: exportFiltersSchema,
  multi: [...PRODUCT_LIST_MULTI_FILTERS, 'ids'],
} satisfies ListQuerySpec<typeof exportFiltersSchema>;
