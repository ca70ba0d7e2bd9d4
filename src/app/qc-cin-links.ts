import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { CHUNK_BASE_PATH } from '@domain/constants';
import { ROUTES } from './routes';

const BASE = CHUNK_BASE_PATH.replace(/\/$/, '');
const patterns = ROUTES.map(
  ({ path }) => new RegExp(`^${path.replace(/:[a-z]+/g, '[^/]+').replace('*', '.*')}$`),
);

/**
 * Where a list action's link leads (QC list, Panel CIN): a screen of this app, as a path under the router's
 * /react base, or null for anything the server answers itself (a CIN file).
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

/** Follows a link: inside the app without a reload, or the browser goes to the server's file. */
export function useGo() {
  const [, navigate] = useLocation();
  return useCallback(
    (href: string) => {
      const path = appPathOf(href);
      if (path !== null) navigate(path);
      else window.location.assign(href);
    },
    [navigate],
  );
}
