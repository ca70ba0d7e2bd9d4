import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from './logger';

/**
 * One line per request: method, route pattern, path (never the query: reset and confirmation links carry
 * their tokens there), status and duration. The request id comes from the logger's mixin.
 */
export function accessLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      method: c.req.method,
      route: routePath(c),
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(line, 'request failed');
    else logger.info(line, 'request');
  };
}
