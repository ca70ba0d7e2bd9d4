/**
 * §3 Table state and §4 Tables: the shape every data-table list shares, and the pure rules over it
 * (selection, visible columns, the query a state asks the server for). The wire shape of the answer is
 * src/contract/data-table.ts; these types are structurally the same, so a parsed answer is a TablePage
 * without the domain importing the contract.
 */

export type SortOrder = 'asc' | 'desc';
/** One filter's value: free text or one option (`text`, `select`) or several options (`multi`). */
export type FilterValue = string | readonly string[];
export type TableFilters = Readonly<Record<string, FilterValue>>;
export type CellValue = string | number | boolean | null;

/** §3 meta: what the user chose. `selectedColumns` null means "the list's default columns". */
export interface TableMeta {
  currentPage: number;
  perPage: number;
  sortColumn: string | null;
  sortOrder: SortOrder;
  selectedColumns: readonly string[] | null;
  /** A list's display variant (table, grid…); carried in the URL, not sent to the server. */
  view: string | null;
}

export interface TableColumn {
  id: string;
  label: string;
  sortable: boolean;
  default: boolean;
  align: 'start' | 'end';
}

export interface TableAction {
  id: string;
  label: string;
  href?: string | undefined;
  confirm?: string | undefined;
  danger: boolean;
}

export interface TableFilterDef {
  name: string;
  label: string;
  kind: 'text' | 'select' | 'multi';
  options: readonly { value: string; label: string }[];
  translate: boolean;
}

/** §3 info, as the server answers it for the current user. */
export interface TableInfo {
  available_columns: readonly TableColumn[];
  per_page_sizes: readonly number[];
  single_actions: readonly TableAction[];
  mass_actions: readonly TableAction[];
  disabled_rows: readonly number[];
  filters: readonly TableFilterDef[];
  row_action_exclusions: Readonly<Record<string, readonly string[]>>;
}

export interface TableRow {
  id: number;
  cells: Readonly<Record<string, CellValue>>;
}

/** One answered page of a list. */
export interface TablePage {
  rows: readonly TableRow[];
  total: number;
  /** The server stopped counting at its cap: `total` is a lower bound ("10 000+"). */
  total_capped?: boolean | undefined;
  page: number;
  per_page: number;
  sort: string | null;
  order: SortOrder;
  info: TableInfo;
}

/** The query of one request: paging and sorting next to the list's own filter parameters. */
export interface TableQuery {
  page: number;
  per_page: number;
  sort?: string;
  order: SortOrder;
  filters: Readonly<Record<string, FilterValue>>;
}

/** The per-page size a list starts with (the contract's DEFAULT_PER_PAGE). */
export const DEFAULT_PER_PAGE = 50;
/** Typing in a list's search waits this long after the last key before asking the server. */
export const TABLE_SEARCH_DELAY_MS = 300;
/** Pages longer than this render only the rows in view (§2 Data-table lists, 200-row pages). */
export const VIRTUALIZE_AFTER_ROWS = 100;

export const initialMeta = (overrides: Partial<TableMeta> = {}): TableMeta => ({
  currentPage: 1,
  perPage: DEFAULT_PER_PAGE,
  sortColumn: null,
  sortOrder: 'asc',
  selectedColumns: null,
  view: null,
  ...overrides,
});

/** An empty text, an empty choice or no options at all: the filter is not set. */
export function isEmptyFilter(value: FilterValue | undefined): boolean {
  if (value === undefined) return true;
  return typeof value === 'string' ? value.trim() === '' : value.length === 0;
}

/** The filters with one value changed; an empty value removes the filter. */
export function withFilter(filters: TableFilters, name: string, value: FilterValue): TableFilters {
  const { [name]: _removed, ...rest } = filters;
  return isEmptyFilter(value) ? rest : { ...rest, [name]: value };
}

export function hasFilters(filters: TableFilters): boolean {
  return Object.values(filters).some((value) => !isEmptyFilter(value));
}

/**
 * The request for a state. Before the list has answered once every filter of the URL is sent; after, only
 * the filters the list offers the user (§6: a role never filters by what it was not given).
 */
export function queryOf(filters: TableFilters, meta: TableMeta, info: TableInfo | null): TableQuery {
  const offered = info === null ? null : new Set(info.filters.map((filter) => filter.name));
  const sent = Object.fromEntries(
    Object.entries(filters).filter(
      ([name, value]) => !isEmptyFilter(value) && (offered === null || offered.has(name)),
    ),
  );
  return {
    page: meta.currentPage,
    per_page: meta.perPage,
    ...(meta.sortColumn === null ? {} : { sort: meta.sortColumn }),
    order: meta.sortOrder,
    filters: sent,
  };
}

/** The columns shown, in the list's own order: the user's choice, or the list's defaults. */
export function visibleColumns(info: TableInfo | null, selected: readonly string[] | null): TableColumn[] {
  if (info === null) return [];
  const chosen = selected === null ? null : new Set(selected);
  const shown = info.available_columns.filter((column) =>
    chosen === null ? column.default : chosen.has(column.id),
  );
  // A cookie naming only columns this list no longer has would leave an empty table: fall back.
  return shown.length > 0 ? shown : info.available_columns.filter((column) => column.default);
}

/** Rows of the page the user may select (§3 disabledRows are seen, not selected). */
export function selectableIds(rows: readonly TableRow[], info: TableInfo | null): number[] {
  const disabled = new Set(info?.disabled_rows ?? []);
  return rows.map((row) => row.id).filter((id) => !disabled.has(id));
}

/** Toggles one row; a row not on the page or disabled leaves the selection as it is. */
export function toggleRow(
  selected: readonly number[],
  id: number,
  rows: readonly TableRow[],
  info: TableInfo | null,
): number[] {
  if (!selectableIds(rows, info).includes(id)) return [...selected];
  return selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id];
}

/** "Select all on page": selects every selectable row, or clears them when all were selected already. */
export function togglePage(
  selected: readonly number[],
  rows: readonly TableRow[],
  info: TableInfo | null,
): number[] {
  const selectable = selectableIds(rows, info);
  const all = selectable.length > 0 && selectable.every((id) => selected.includes(id));
  return all ? [] : selectable;
}

/** The selection still valid for a newly answered page (rows gone or now disabled drop out). */
export function keepSelection(selected: readonly number[], page: TablePage): number[] {
  const selectable = new Set(selectableIds(page.rows, page.info));
  return selected.filter((id) => selectable.has(id));
}

/** The single actions that apply to one row (`row_action_exclusions` removes some per row). */
export function rowActions(info: TableInfo | null, rowId: number): TableAction[] {
  if (info === null) return [];
  const excluded = new Set(info.row_action_exclusions[String(rowId)] ?? []);
  return info.single_actions.filter((action) => !excluded.has(action.id));
}

/** A navigation action's link for one row: `{id}` in the pattern replaced. */
export function actionHref(action: TableAction, rowId: number): string | null {
  return action.href === undefined ? null : action.href.replaceAll('{id}', String(rowId));
}

/** §9 'Wyników: {results} z {total}': results is the range of this page (51–100); null when empty. */
export function resultRange(
  page: number,
  perPage: number,
  rowsOnPage: number,
): { first: number; last: number } | null {
  if (rowsOnPage === 0) return null;
  const first = (page - 1) * perPage + 1;
  return { first, last: first + rowsOnPage - 1 };
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}
