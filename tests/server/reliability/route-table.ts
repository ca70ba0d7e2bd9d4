import type { App } from '@server/app';

/** One route of the server: the method and the path pattern as Hono registered it. */
export interface RouteKey {
  method: string;
  path: string;
}

/** `METHOD path`, the key of a route in the expectation tables. */
export const keyOf = (route: RouteKey) => `${route.method} ${route.path}`;

/**
 * Every route of the app, from its route table (`app.routes`), once per method and path. Middleware
 * (`app.use`) is registered with the method ALL; no handler of this server uses ALL, so those rows are
 * middleware and left out.
 */
export function serverRoutes(app: App): RouteKey[] {
  const seen = new Map<string, RouteKey>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    const key = keyOf(route);
    if (!seen.has(key)) seen.set(key, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

/** The methods that change something. */
export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A concrete path for a pattern: each `:param` (with or without its `{regex}`) and each `*` gets the value
 * of `values` by name, else the fallback; a `{a|b}` alternative takes its first choice.
 */
export function fillPath(
  pattern: string,
  values: Record<string, string | number> = {},
  fallback: string | number = 999999,
): string {
  return pattern
    .replace(/:(\w+)(\{([^}]*)\})?/g, (_all, name: string, _group: string | undefined, regex?: string) => {
      const value = values[name];
      if (value !== undefined) return String(value);
      if (regex !== undefined && /^[a-z|]+$/.test(regex)) return regex.split('|')[0]!;
      return String(fallback);
    })
    .replace(/\*/g, String(values['*'] ?? 'x'));
}
