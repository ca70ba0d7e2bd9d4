import { afterAll, beforeEach } from 'vitest';
import { testApp, type TestApp } from '@tests/server/harness/app';
import { closeTestDatabase, resetDatabase } from '@tests/server/harness/database';
import { parseSetCookie } from '@tests/server/harness/http';

/**
 * Screens in jsdom talk to the real server: the Hono app runs in this process on the worker's real
 * database, and `fetch` is routed to it with a cookie jar, as a browser would keep one.
 */
export interface RealServer extends TestApp {
  /** Forgets every cookie, as a new browser would. */
  clearCookies(): void;
  cookie(name: string): string | undefined;
}

let current: RealServer | null = null;

export async function useRealServer(): Promise<RealServer> {
  if (current !== null) return current;
  const app = await testApp();
  const jar = new Map<string, string>();
  const nativeFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const incoming = new Request(input, init);
    const url = new URL(incoming.url);
    const headers = new Headers(incoming.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    headers.set('origin', url.origin);
    const body =
      incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : await incoming.arrayBuffer();
    const response = await app.app.request(url.href, {
      method: incoming.method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    for (const header of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(header);
      const expires = cookie.attributes.expires;
      const gone =
        cookie.attributes['max-age'] === '0' ||
        (typeof expires === 'string' && Date.parse(expires) < Date.now());
      if (gone || cookie.value === '') jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return response;
  };
  current = {
    ...app,
    clearCookies: () => jar.clear(),
    cookie: (name) => jar.get(name),
  };
  afterAll(async () => {
    globalThis.fetch = nativeFetch;
    current = null;
    await closeTestDatabase();
  });
  return current;
}

/** Each test starts from the seeded demo data and a browser with no cookies. */
export function resetBetweenTests(): void {
  beforeEach(async () => {
    await resetDatabase();
    current?.clearCookies();
    current?.mailer.sent.splice(0);
  });
}
