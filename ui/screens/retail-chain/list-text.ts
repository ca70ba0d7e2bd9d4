import type { TableInfo } from '@domain/table-state';
import type { DataTableColumn, DataTableFilter } from '@kit/data-table/types';

/** Message keys arrive from the server (§3 info); the typed `t` for run-time keys, one cast, here. */
export type Text = (key: string, values?: Record<string, unknown>) => string;
export const textOf = (t: unknown): Text => t as Text;

/** Grid tracks in rem (minimum width, share of spare room) of the offer lists' columns. */
const WIDTHS: Record<string, { minRem: number; grow: number }> = {
  id: { minRem: 5, grow: 0 },
  product_id: { minRem: 5, grow: 0 },
  product: { minRem: 11, grow: 3 },
  gtin: { minRem: 9, grow: 0 },
  supplier: { minRem: 8, grow: 1.5 },
  network: { minRem: 6.5, grow: 0.5 },
  dealer_id: { minRem: 8, grow: 0 },
  name: { minRem: 8, grow: 1.5 },
  date_from: { minRem: 8.5, grow: 0 },
  buyer: { minRem: 8, grow: 1 },
  status: { minRem: 7.5, grow: 0 },
  comment: { minRem: 8, grow: 1.5 },
  created_at: { minRem: 7.5, grow: 0 },
  decided_at: { minRem: 8.5, grow: 0 },
  chain_filled: { minRem: 7.5, grow: 0 },
  chain_completeness: { minRem: 9, grow: 0 },
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
