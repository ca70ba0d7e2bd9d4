import type { ProductListColumn } from '@contract/product-list';
import type { ColumnSpec } from '../lists/info';
import { holds, type ProductListContext } from './list-context';

const label = (id: ProductListColumn) => `productList.columns.${id}`;

const column = (
  id: ProductListColumn,
  options: Partial<Omit<ColumnSpec<ProductListContext>, 'id' | 'label'>> = {},
): ColumnSpec<ProductListContext> => ({
  id,
  label: label(id),
  sortable: options.sortable ?? false,
  default: options.default ?? false,
  ...options,
});

/**
 * §2 Products list columns (docs/decisions/0012). The supplier column only for users who see several
 * companies (the same rule as the supplier filter, §6); the QC column with the QC filter (supplier, admin).
 */
export const PRODUCT_COLUMNS: readonly ColumnSpec<ProductListContext>[] = [
  column('id', { sortable: true, align: 'end' }),
  column('name_to_show', { sortable: true, default: true }),
  column('gtin', { sortable: true, default: true }),
  column('status', { sortable: true, default: true }),
  column('category', { default: true }),
  column('brand', { default: true }),
  column('producer'),
  column('supplier', { default: true, when: holds('products.filter.supplier') }),
  column('completeness', { sortable: true, default: true, align: 'end' }),
  // Readiness per network and each network's QC verdict (docs/decisions/0042), shown from the start.
  column('readiness', { default: true }),
  column('qc_status', { sortable: true, default: true, when: holds('products.filter.qc') }),
  column('network_qc', { default: true }),
  column('sales_status', { sortable: true }),
  column('updated_at', { sortable: true, default: true, align: 'end' }),
];
