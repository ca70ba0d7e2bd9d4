import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * Secure when this request came over https, or when the server's public address is https: behind a proxy
 * that ends TLS the request itself reads http, yet the browser only ever talks https.
 */
export function secureCookies(c: Context<AppEnv>): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.get('config').publicUrl.startsWith('https:');
}
