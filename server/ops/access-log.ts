import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from './logger';

const PROBES = new Set(['/healthz', '/readyz']);

/**
 * One line per request: method, route pattern, path (never the query: reset and confirmation links carry
 * their tokens there), status and duration. The request id comes from the logger's mixin.
 */
export function accessLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    // Below the logger's level a line is neither built nor written (LOG_LEVEL=warn writes only failures).
    if (status < 500 && !logger.isLevelEnabled('info')) return;
    const line = {
      method: c.req.method,
      route: routePath(c),
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(line, 'request failed');
    // A load balancer probes every second or so: those lines only at debug.
    else if (PROBES.has(c.req.path)) logger.debug(line, 'probe');
    else logger.info(line, 'request');
  };
}
