import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * A request header by its lower-case name. A request that came over a socket is read from the headers
 * Node already parsed: the first `c.req.header()` builds a web `Headers` object of all of them, checking
 * each, which was a twentieth of a kept card show's time (docs/decisions/0068). In-process requests (tests)
 * have no socket and are read the usual way.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: Partial<IncomingMessage> } | undefined)?.incoming;
  const headers = incoming?.headers;
  if (headers === undefined) return c.req.header(name);
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
