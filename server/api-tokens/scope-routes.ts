import type { ApiTokenScope } from '@domain/api-token-scopes';

interface ScopeRoute {
  method: string;
  path: RegExp;
  scope: ApiTokenScope;
}

const ID = '[1-9][0-9]{0,9}';

/**
 * The one table of what a token may call (docs/decisions/0046): each call a scope opens. A call that is
 * not here is refused to every token, whatever its scopes: the session, the accounts, the tokens
 * themselves are the people's, not the machines'.
 */
const SCOPE_ROUTES: readonly ScopeRoute[] = [
  { method: 'GET', path: new RegExp(`^/api/p1/product/show/${ID}$`), scope: 'cards.read' },
  { method: 'GET', path: /^\/api\/p1\/search-product-by-ean$/, scope: 'cards.read' },
  { method: 'OPTIONS', path: new RegExp(`^/api/p1/product/schema(/${ID})?$`), scope: 'cards.read' },
  { method: 'POST', path: /^\/api\/p1\/product\/new$/, scope: 'cards.write' },
  { method: 'PUT', path: new RegExp(`^/api/p1/product/${ID}/edit$`), scope: 'cards.write' },
  { method: 'POST', path: /^\/api\/p1\/logistic\/validate(\/ean)?$/, scope: 'cards.write' },
  { method: 'GET', path: /^\/api\/p1\/products$/, scope: 'lists.read' },
  { method: 'GET', path: /^\/api\/p1\/products\/export$/, scope: 'exports.run' },
  { method: 'GET', path: new RegExp(`^/product/${ID}/get-as-xlsx(-metro)?$`), scope: 'exports.run' },
  // A big export runs as a job: its state and its file are part of running the export.
  { method: 'POST', path: new RegExp(`^/api/get-job/${ID}$`), scope: 'exports.run' },
  { method: 'GET', path: new RegExp(`^/api/jobs/${ID}/file$`), scope: 'exports.run' },
];

/** The scope a call needs, or null when no token may make it. */
export function scopeOfCall(method: string, path: string): ApiTokenScope | null {
  const route = SCOPE_ROUTES.find((candidate) => candidate.method === method && candidate.path.test(path));
  return route?.scope ?? null;
}
