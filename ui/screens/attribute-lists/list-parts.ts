import { CHUNK_BASE_PATH } from '@domain/constants';
import type { TableInfo } from '@domain/table-state';
import type { DataTableColumn, DataTableFilter } from '@kit/data-table/types';
import { ROUTES } from '@app/routes';

/** Message keys arrive from the server (§3 info): translated here, shown as they are when unknown. */
export type Text = (key: string, values?: Record<string, unknown>) => string;

/** The typed `t` for keys only known at run time (server keys); one cast, here. */
export const textOf = (t: unknown): Text => t as Text;

/** Grid tracks per column id in rem: the narrowest width and the share of spare room. */
export type Widths = Readonly<Record<string, { minRem: number; grow: number }>>;

export function columnsOf(info: TableInfo | null, text: Text, widths: Widths): DataTableColumn[] {
  return (info?.available_columns ?? []).map((column) => ({
    id: column.id,
    header: text(column.label),
    sortable: column.sortable,
    align: column.align,
    ...(widths[column.id] ?? {}),
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

const BASE = CHUNK_BASE_PATH.replace(/\/$/, '');
const patterns = ROUTES.map(
  ({ path }) => new RegExp(`^${path.replace(/:[a-z]+/g, '[^/]+').replace('*', '.*')}$`),
);

/** A link of an action as a path of this app (under the router's /react base), or null for others. */
export function appPathOf(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  const path = url.pathname.startsWith(`${BASE}/`) ? url.pathname.slice(BASE.length) : url.pathname;
  return patterns.some((pattern) => pattern.test(path)) ? `${path}${url.search}` : null;
}
