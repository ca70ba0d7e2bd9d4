import { CHUNK_BASE_PATH } from '@domain/constants';
import { ROUTES } from '@app/routes';

export { columnsOf, filtersOf, textOf, type ColumnWidths as Widths, type Text } from '@app/list-columns';

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
