import type { SortOrder, TableFilters, TableMeta } from './table-state';

/**
 * §3 Table state in the address bar, so a list can be bookmarked and shared and back/forward walk through
 * what the user did. Paging and sorting use the API's own names (`page`, `per_page`, `sort`, `order`),
 * filters their own names (`q`, `status`…); a multi filter repeats its name. Only what differs from the
 * defaults is written, in a fixed order, so one state always has one address. Columns are not in the
 * URL: they are the user's own preference and live in the columns cookie (§4 Tables).
 */

/** The part of the state the URL carries. */
export interface UrlTableState {
  filters: TableFilters;
  meta: Pick<TableMeta, 'currentPage' | 'perPage' | 'sortColumn' | 'sortOrder' | 'view'>;
}

const RESERVED = new Set(['page', 'per_page', 'sort', 'order', 'view']);
const NAME = /^[a-z][a-z0-9_]{0,39}$/;
const VIEW = /^[a-z][a-z0-9_-]{0,19}$/;
/** Longer values are not a search anyone typed; they are cut rather than sent on. */
const MAX_VALUE = 200;
const MAX_PAGE = 1_000_000;

/** The search string (without `?`) of a state; empty for the defaults. */
export function tableStateToSearch(state: UrlTableState, defaultPerPage: number): string {
  const params = new URLSearchParams();
  const { meta } = state;
  if (meta.currentPage !== 1) params.set('page', String(meta.currentPage));
  if (meta.perPage !== defaultPerPage) params.set('per_page', String(meta.perPage));
  if (meta.sortColumn !== null) {
    params.set('sort', meta.sortColumn);
    params.set('order', meta.sortOrder);
  }
  if (meta.view !== null) params.set('view', meta.view);
  for (const name of Object.keys(state.filters).sort()) {
    const value = state.filters[name];
    if (value === undefined) continue;
    for (const one of typeof value === 'string' ? [value] : value) {
      if (one.trim() !== '') params.append(name, one);
    }
  }
  return params.toString();
}

function pageOf(raw: string | null): number {
  if (raw === null || !/^\d{1,7}$/.test(raw)) return 1;
  return Math.min(MAX_PAGE, Math.max(1, Number(raw)));
}

function perPageOf(raw: string | null, sizes: readonly number[], fallback: number): number {
  const size = raw !== null && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  return sizes.includes(size) ? size : fallback;
}

function filtersOf(params: URLSearchParams): TableFilters {
  const filters: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    if (RESERVED.has(name) || !NAME.test(name)) continue;
    const values = params
      .getAll(name)
      .map((value) => value.slice(0, MAX_VALUE))
      .filter((value) => value.trim() !== '');
    if (values.length === 1) filters[name] = values[0]!;
    else if (values.length > 1) filters[name] = [...new Set(values)];
  }
  return filters;
}

/**
 * The state a shared or bookmarked address asks for. Whatever is malformed (a negative page, a size the
 * lists do not offer, a sort name that is not a column name) falls back to the default instead of failing.
 */
export function tableStateFromSearch(
  search: string,
  sizes: readonly number[],
  defaultPerPage: number,
): UrlTableState {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const sort = params.get('sort');
  const sortColumn = sort !== null && NAME.test(sort) ? sort : null;
  const order: SortOrder = params.get('order') === 'desc' ? 'desc' : 'asc';
  const view = params.get('view');
  return {
    filters: filtersOf(params),
    meta: {
      currentPage: pageOf(params.get('page')),
      perPage: perPageOf(params.get('per_page'), sizes, defaultPerPage),
      sortColumn,
      sortOrder: sortColumn === null ? 'asc' : order,
      view: view !== null && VIEW.test(view) ? view : null,
    },
  };
}
