import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { requestHeader } from '../http/request-header';
import { isWholeAnswer } from '../http/security-headers';

/** What follows a request through everything it starts, jobs included (docs/decisions/0056). */
export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** An id a load balancer or client sent is kept when it is short and plain; anything else is replaced. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The id of the request (or job) this code runs for; null outside of both. */
export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}

/** Runs `work` as part of the request (or job) with this id: logs and queued jobs carry it. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

export function newRequestId(): string {
  return randomUUID();
}

/** Gives every request an id (the caller's X-Request-Id when plain), answers it back, and scopes it. */
export function requestIdMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const given = requestHeader(c, 'x-request-id');
    const requestId = given !== undefined && GIVEN_ID.test(given) ? given : newRequestId();
    c.header(REQUEST_ID_HEADER, requestId);
    await withRequestId(requestId, next);
    // A handler that built its own Response may have dropped the header set before it.
    if (!isWholeAnswer(c.res) && !c.res.headers.has(REQUEST_ID_HEADER))
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
  };
}
