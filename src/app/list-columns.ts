import type { TableInfo } from '@domain/table-state';
import type { DataTableColumn, DataTableFilter } from '@kit/data-table/types';

/** Message keys arrive from the server (§3 info); the typed `t` for run-time keys, one cast, here. */
export type Text = (key: string, values?: Record<string, unknown>) => string;
export const textOf = (t: unknown): Text => t as Text;

/**
 * A page of rows asks for the same few words (status labels, row action labels) hundreds of times, and
 * i18next resolves each ask anew. The words are kept per translation function, which changes with the
 * language. Only for words without values.
 */
const rememberedTexts = new WeakMap<Text, (key: string) => string>();
export function remembered(text: Text): (key: string) => string {
  const known = rememberedTexts.get(text);
  if (known !== undefined) return known;
  const words = new Map<string, string>();
  const lookUp = (key: string) => {
    let word = words.get(key);
    if (word === undefined) {
      word = text(key);
      words.set(key, word);
    }
    return word;
  };
  rememberedTexts.set(text, lookUp);
  return lookUp;
}

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
