import type { ColumnWidths } from '@app/list-columns';

export { filtersOf, remembered, textOf, type Text } from '@app/list-columns';

/**
 * Grid tracks of the products columns in rem: minimum width and share of the spare room. The defaults of
 * the widest role (admin: eight columns) fit the dashboard's 69rem content width; more columns scroll.
 */
export const PRODUCT_WIDTHS: ColumnWidths = {
  id: { minRem: 4.5, grow: 0 },
  // Names first: the trade name gets the room a whole name needs before codes and states get spare room.
  name_to_show: { minRem: 16, grow: 3 },
  gtin: { minRem: 9, grow: 0 },
  status: { minRem: 7.25, grow: 0 },
  category: { minRem: 7.25, grow: 1.5 },
  brand: { minRem: 6.5, grow: 1 },
  producer: { minRem: 7.5, grow: 1 },
  supplier: { minRem: 7.5, grow: 1 },
  completeness: { minRem: 8.75, grow: 0 },
  readiness: { minRem: 10, grow: 1.5 },
  qc_status: { minRem: 8, grow: 0 },
  network_qc: { minRem: 11, grow: 1.5 },
  sales_status: { minRem: 8, grow: 0 },
  updated_at: { minRem: 7, grow: 0 },
};
