import type { TableInfo } from '@domain/table-state';
import type { DataTableColumn, DataTableFilter } from '@kit/data-table/types';

/** Message keys arrive from the server (§3 info); the typed `t` for run-time keys, one cast, here. */
export type Text = (key: string, values?: Record<string, unknown>) => string;
export const textOf = (t: unknown): Text => t as Text;

/** Grid tracks in rem (minimum width, share of spare room): the defaults fit the 69rem content width. */
const WIDTHS: Record<string, { minRem: number; grow: number }> = {
  id: { minRem: 4.5, grow: 0 },
  name_to_show: { minRem: 11, grow: 3 },
  gtin: { minRem: 9, grow: 0 },
  status: { minRem: 7, grow: 0 },
  category: { minRem: 7.5, grow: 1 },
  supplier: { minRem: 8, grow: 1.5 },
  chain_number: { minRem: 7.5, grow: 0 },
  cin_status: { minRem: 7.5, grow: 0 },
  cin_requested_at: { minRem: 7.5, grow: 0 },
  cin_requested_by: { minRem: 8, grow: 1 },
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
