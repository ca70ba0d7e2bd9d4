import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * A body-reading middleware (hono's bodyLimit on a chunked body) whose body breaks off — the client
 * cancelled the upload or lost its connection — answers with `onBroken` (a 4xx) instead of a 500. Errors
 * of the route itself, after the body was read, are not touched.
 */
export function refusingBrokenBody(
  reading: MiddlewareHandler<AppEnv>,
  onBroken: (c: Context<AppEnv>) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let handedOn = false;
    try {
      return await reading(c, async () => {
        handedOn = true;
        await next();
      });
    } catch (error) {
      if (handedOn) throw error;
      return onBroken(c);
    }
  };
}
