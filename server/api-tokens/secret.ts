import { API_TOKEN_PREFIX, API_TOKEN_SHOWN_CHARS } from '@domain/api-token-scopes';
import { hashToken, newToken } from '../auth/tokens';

/**
 * A new secret: `pim_` and 32 random bytes. Stored as SHA-256 only (docs/decisions/0046): a secret with
 * 256 bits of chance cannot be guessed from its hash, so a slow hash (scrypt) would buy nothing and cost
 * every call.
 */
export function newApiSecret(): { secret: string; hash: string; prefix: string } {
  const secret = `${API_TOKEN_PREFIX}${newToken()}`;
  return { secret, hash: hashToken(secret), prefix: secret.slice(0, API_TOKEN_SHOWN_CHARS) };
}

/** The secret of an `Authorization: Bearer pim_…` header, or null for any other header (or none). */
export function bearerSecret(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const secret = match?.[1];
  return secret !== undefined && secret.startsWith(API_TOKEN_PREFIX) && secret.length <= 200 ? secret : null;
}
