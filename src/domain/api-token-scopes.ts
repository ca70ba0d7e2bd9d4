/**
 * §2 api-token-method-config: the methods a company's API token may be limited to. The scope names are
 * ours (the spec names the module only; docs/decisions/0046). Which calls each scope opens is the server's
 * table (server/api-tokens/scope-routes.ts).
 */
export const API_TOKEN_SCOPES = ['cards.read', 'cards.write', 'lists.read', 'exports.run'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export function isApiTokenScope(value: string): value is ApiTokenScope {
  return (API_TOKEN_SCOPES as readonly string[]).includes(value);
}

/** Every secret starts so: a bearer token that does not is not ours (the media-gallery token is another). */
export const API_TOKEN_PREFIX = 'pim_';

/** How many characters of the secret the list shows to tell tokens apart (the `pim_` prefix included). */
export const API_TOKEN_SHOWN_CHARS = 12;

export type ApiTokenStatus = 'active' | 'expired' | 'revoked';

/** §2 api-token-method-config: a revoked token stays revoked; otherwise it is expired from its expiry on. */
export function apiTokenStatus(
  token: { revokedAt: Date | null; expiresAt: Date | null },
  now: Date,
): ApiTokenStatus {
  if (token.revokedAt !== null) return 'revoked';
  if (token.expiresAt !== null && token.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}
