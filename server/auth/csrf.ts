import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { errorAnswer } from '../http/answers';
import { isSafeMethod } from '../http/safe-methods';

export const CSRF_HEADER = 'x-csrf-token';

/**
 * CSRF defence on unsafe methods: a cross-site request (by Origin or Sec-Fetch-Site) is refused, and a
 * request made with a session must carry that session's token in a header a foreign page cannot set.
 * (OPTIONS is the spec's schema read, §7, and is safe.)
 */
export function csrfMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isSafeMethod(c.req.method)) return next();
    // A token call carries its credential in a header no foreign page can make a browser send, and no
    // cookie (server/api-tokens/bearer.ts refuses one): nothing to forge (docs/decisions/0046).
    if (c.get('apiToken') !== null) return next();
    const site = c.req.header('sec-fetch-site');
    if (site !== undefined && site !== 'same-origin' && site !== 'none')
      return errorAnswer(c, 403, 'errors.csrf');
    // "null" is the origin of a sandboxed frame or a data: page: never this app's own pages, which send
    // their origin, so it is foreign too (a login CSRF from such a page, in a browser without Sec-Fetch-Site).
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== new URL(c.req.url).origin) {
      return errorAnswer(c, 403, 'errors.csrf');
    }
    const session = c.get('session');
    if (session !== null && c.req.header(CSRF_HEADER) !== session.csrfToken) {
      return errorAnswer(c, 403, 'errors.csrf');
    }
    return next();
  };
}
