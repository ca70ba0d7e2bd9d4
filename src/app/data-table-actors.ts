import { fromPromise } from 'xstate';
import { DEFAULT_PER_PAGE, PER_PAGE_SIZES } from '@contract/data-table';
import { toRefusal } from '@api/auth';
import { HTTPError } from '@api/client';
import { fetchList } from '@api/lists';
import type { Download } from '@api/product-actions';
import type { TablePage, TableQuery } from '@domain/table-state';
import { columnsCookie, readColumnsCookie } from '@domain/table-state-cookie';
import { tableStateFromSearch, tableStateToSearch, type UrlTableState } from '@domain/table-state-url';
import type { DataTableContext } from '@machines/data-table.machine';

/** The real side effects of the dataTable machine: the list call, the columns cookie, the address bar. */

/** §3 One page of the list at `path` (GET with the state's query; a newer query aborts it). */
export const fetchPageActor = (path: string) =>
  fromPromise<TablePage, { query: TableQuery }>(async ({ input, signal }) => {
    try {
      return await fetchList(path, input.query, signal);
    } catch (error) {
      // A refused query (a search of punctuation only) says why; anything else is the generic failure.
      throw error instanceof HTTPError && error.response.status === 400 ? toRefusal(error, '') : error;
    }
  });

/** The state a list opens with: the address (bookmark, shared link) and the columns cookie. */
export function initialTableState(namespace: string): UrlTableState & { columns: string[] | null } {
  return {
    ...tableStateFromSearch(window.location.search, PER_PAGE_SIZES, DEFAULT_PER_PAGE),
    columns: readColumnsCookie(document.cookie, namespace),
  };
}

/** The state as the browser reads it back on back/forward. */
export const tableStateOfAddress = (): UrlTableState =>
  tableStateFromSearch(window.location.search, PER_PAGE_SIZES, DEFAULT_PER_PAGE);

/** §4 Tables: the column choice into the cookie named by the namespace plus `columns`. */
export function saveColumns(context: DataTableContext): void {
  document.cookie = columnsCookie(context.namespace, context.meta.selectedColumns, new Date());
}

/**
 * The table state into the address: a user's change is a new history entry (back returns to the state
 * before it), the server's correction of it (a page past the end) replaces the entry. An address that is
 * already right is left alone, so back/forward and reloads add nothing.
 */
export function writeAddress(context: DataTableContext, mode: 'push' | 'replace'): void {
  const search = tableStateToSearch({ filters: context.filters, meta: context.meta }, DEFAULT_PER_PAGE);
  const { pathname, hash } = window.location;
  const next = `${pathname}${search ? `?${search}` : ''}${hash}`;
  if (next === `${pathname}${window.location.search}${hash}`) return;
  if (mode === 'push') window.history.pushState(window.history.state, '', next);
  else window.history.replaceState(window.history.state, '', next);
}

/** Saves a downloaded file under its name (the xlsx export). */
export function saveDownload({ blob, filename }: Download): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
