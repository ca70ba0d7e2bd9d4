import type { Context } from 'hono';
import { parse } from 'hono/utils/cookie';
import { requestHeader } from './request-header';

const parsed = new WeakMap<Request, Record<string, string>>();

/**
 * A cookie of the request, its Cookie header parsed once however many middlewares ask (the session, the
 * language, the write mark and the token check each did, on every request: docs/decisions/0068).
 */
export function requestCookie(c: Context, name: string): string | undefined {
  let cookies = parsed.get(c.req.raw);
  if (cookies === undefined) {
    const header = requestHeader(c, 'cookie');
    cookies = header === undefined ? {} : parse(header);
    parsed.set(c.req.raw, cookies);
  }
  return cookies[name];
}
