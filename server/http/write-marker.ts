import type { Context, MiddlewareHandler } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { requestCookie } from './request-cookies';
import { secureCookies } from './secure-cookies';
import { isSafeMethod } from './safe-methods';

/** When this browser last sent a write (the server's clock, ms): docs/decisions/0068. */
export const WROTE_COOKIE = 'pim_wrote';

/**
 * For this long after a browser's write, its reads go to the database on every server: the notice of its
 * change may not have reached the server that answers next. A notice takes milliseconds; the margin covers
 * a loaded machine and clocks of several machines that differ a little.
 */
export const RECENT_WRITE_MS = 3_000;

/** Every answer to a write that went through tells the browser to remember when it wrote. */
export function writeMarker(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    // A refused write changed nothing, and sets nothing (a refused login, for one, sets no cookie at all).
    if (isSafeMethod(c.req.method) || c.res.status >= 400) return;
    setCookie(c, WROTE_COOKIE, String(Date.now()), {
      httpOnly: true,
      sameSite: 'Lax',
      secure: secureCookies(c),
      path: '/',
      maxAge: 60,
    });
  };
}

/** The request comes from a browser that wrote a moment ago (its cookie says so). */
export function recentlyWrote(c: Context<AppEnv>): boolean {
  const value = Number(requestCookie(c, WROTE_COOKIE));
  if (!Number.isFinite(value) || value <= 0) return false;
  return Math.abs(Date.now() - value) < RECENT_WRITE_MS;
}
