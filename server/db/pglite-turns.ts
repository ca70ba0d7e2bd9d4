import type { PGlite } from '@electric-sql/pglite';
import { yieldToOthers } from './yield';

/**
 * PGlite runs each query synchronously on the server's one thread: while a query runs, nothing else does,
 * and a request whose next query follows at once (a resolved promise) runs it before any newly arrived
 * request is even read. Under load a few requests and jobs chaining queries kept the event loop for
 * seconds while others waited (R4: p99 twenty times p50, docs/decisions/0030). Each query and each
 * transaction here first waits for the event loop's next turn, so requests that came in meanwhile and
 * timers get their turn between any two of them. Queries inside a transaction go on without waiting: the
 * transaction holds the connection and should end soon.
 */
export function takingTurns(client: PGlite): PGlite {
  return new Proxy(client, {
    get(object, property) {
      if (property === 'query' || property === 'transaction' || property === 'exec') {
        const run = (Reflect.get(object, property, object) as (...args: unknown[]) => Promise<unknown>).bind(
          object,
        );
        return async (...args: unknown[]) => {
          await yieldToOthers();
          return run(...args);
        };
      }
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}
