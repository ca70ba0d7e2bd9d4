import type { TableInfo } from '@domain/table-state';
import type { DataTableColumn, DataTableFilter } from '@kit/data-table/types';

/** Message keys arrive from the server (§3 info): translated here, shown as they are when unknown. */
export type Text = (key: string, values?: Record<string, unknown>) => string;

/** The typed `t` for keys only known at run time (server keys, statuses); one cast, here. */
export const textOf = (t: unknown): Text => t as Text;

/**
 * Grid tracks of the products columns in rem: minimum width and share of the spare room. The defaults of
 * the widest role (admin: eight columns) fit the dashboard's 69rem content width; more columns scroll.
 */
const WIDTHS: Record<string, { minRem: number; grow: number }> = {
  id: { minRem: 4.5, grow: 0 },
  name_to_show: { minRem: 10.5, grow: 3 },
  gtin: { minRem: 9, grow: 0 },
  status: { minRem: 7.25, grow: 0 },
  category: { minRem: 7.25, grow: 1.5 },
  brand: { minRem: 6.5, grow: 1 },
  producer: { minRem: 7.5, grow: 1 },
  supplier: { minRem: 7.5, grow: 1 },
  completeness: { minRem: 8.75, grow: 0 },
  qc_status: { minRem: 8, grow: 0 },
  sales_status: { minRem: 8, grow: 0 },
  updated_at: { minRem: 7, grow: 0 },
};

export function columnsOf(info: TableInfo | null, text: Text): DataTableColumn[] {
  return (info?.available_columns ?? []).map((column) => ({
    id: column.id,
    header: text(column.label),
    sortable: column.sortable,
    align: column.align,
    ...(WIDTHS[column.id] ?? {}),
  }));
}

export function filtersOf(info: TableInfo | null, text: Text): DataTableFilter[] {
  return (info?.filters ?? []).map((filter) => ({
    name: filter.name,
    label: text(filter.label),
    kind: filter.kind,
    options: filter.options.map((option) => ({
      value: option.value,
      label: filter.translate ? text(option.label) : option.label,
    })),
  }));
}
