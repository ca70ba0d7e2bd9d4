import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { listSearchParams } from '@api/lists';
import { actionHref, rowActions, type TableInfo, type TableQuery, type TableRow } from '@domain/table-state';
import { appPathOf } from './app-path';

/** Which link Enter and the name open: the card's details, or its edit page when details are not offered. */
const OPEN_ORDER = ['details', 'edit'];

/** The links of the rows' navigation actions, and going to one (in the app, or to the server's file). */
export function useRowLinks(info: TableInfo | null) {
  const [, navigate] = useLocation();

  const go = useCallback(
    (href: string) => {
      const path = appPathOf(href);
      if (path !== null) navigate(path);
      else window.location.assign(href);
    },
    [navigate],
  );

  const openHref = useCallback(
    (row: TableRow): string | null => {
      const actions = rowActions(info, row.id);
      for (const id of OPEN_ORDER) {
        const action = actions.find((candidate) => candidate.id === id);
        const href = action === undefined ? null : actionHref(action, row.id);
        if (href !== null) return href;
      }
      return null;
    },
    [info],
  );

  /** The in-app path of the row's default link (for the name's Link), or null. */
  const openPath = useCallback(
    (row: TableRow) => {
      const href = openHref(row);
      return href === null ? null : appPathOf(href);
    },
    [openHref],
  );

  return { go, openHref, openPath };
}

/**
 * A mass action's link completed with the selection: `{ids}` or a trailing `ids=` take the ids comma
 * separated (the bulk editor); a bare address (the export) takes the list's filters and sort and the ids
 * repeated, as the list endpoint reads them.
 */
export function massHref(href: string, ids: readonly number[], query: TableQuery): string {
  if (href.includes('{ids}')) return href.replaceAll('{ids}', ids.join(','));
  if (href.endsWith('=')) return `${href}${ids.join(',')}`;
  const params = listSearchParams(query);
  for (const name of ['page', 'per_page']) params.delete(name);
  for (const id of ids) params.append('ids', String(id));
  return `${href}${href.includes('?') ? '&' : '?'}${params.toString()}`;
}
