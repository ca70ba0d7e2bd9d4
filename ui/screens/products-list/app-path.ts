import { CHUNK_BASE_PATH } from '@domain/constants';
import { ROUTES } from '@app/routes';

const BASE = CHUNK_BASE_PATH.replace(/\/$/, '');
const patterns = ROUTES.map(
  ({ path }) => new RegExp(`^${path.replace(/:[a-z]+/g, '[^/]+').replace('*', '.*')}$`),
);

/**
 * Where an action's link leads: a screen of this app (navigated to without a reload, under the router's
 * /react base) or anything else the server answers itself (the xlsx of a card, a print page).
 */
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
