import type { MiddlewareHandler } from 'hono';

/**
 * The security headers of every answer: hono/secure-headers' defaults without Cross-Origin-Embedder-Policy
 * (the app's pages embed the media gallery's images), written out so that an answer can also be built with
 * them whole (a kept card show, docs/decisions/0068). Content-Security-Policy comes from content-security.ts.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

const ENTRIES = Object.entries(SECURITY_HEADERS);

/** Answers built with every header already in place: the middlewares after them leave them as they are. */
const whole = new WeakSet<Response>();

/** Marks an answer whose headers are all there (security, policy, request id, type). */
export function wholeAnswer(response: Response): Response {
  whole.add(response);
  return response;
}

export function isWholeAnswer(response: Response): boolean {
  return whole.has(response);
}

/** Sets the security headers on every answer, over whatever a route set. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (whole.has(c.res)) return;
    const headers = c.res.headers;
    for (const [name, value] of ENTRIES) headers.set(name, value);
    headers.delete('X-Powered-By');
  };
}
