import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token of 32 bytes. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed, so the database never holds a usable session or link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
