import type { TableInfo } from '@domain/table-state';
import type { DataTableColumn, DataTableFilter } from '@kit/data-table/types';

/** Message keys arrive from the server (§3 info); the typed `t` for run-time keys, one cast, here. */
export type Text = (key: string, values?: Record<string, unknown>) => string;
export const textOf = (t: unknown): Text => t as Text;

/** Grid tracks in rem per column id: the narrowest a column gets and its share of spare room. */
export type ColumnWidths = Readonly<Record<string, { minRem: number; grow: number }>>;

/** §3 info.available_columns as the kit table's columns, headed in the user's language. */
export function columnsOf(info: TableInfo | null, text: Text, widths: ColumnWidths): DataTableColumn[] {
  return (info?.available_columns ?? []).map((column) => ({
    id: column.id,
    header: text(column.label),
    sortable: column.sortable,
    align: column.align,
    ...(widths[column.id] ?? {}),
  }));
}

/** §3 filters as the kit table's filters; option labels are message keys where the list says so. */
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
