import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { DATA_POLICY } from '../http/content-security';
import { requestHeader } from '../http/request-header';
import { SECURITY_HEADERS, wholeAnswer } from '../http/security-headers';
import { currentRequestId, REQUEST_ID_HEADER } from '../ops/request-context';
import type { ServerCaches } from './server-caches';

/** What every JSON answer carries (security-headers.ts, content-security.ts), and the type. */
const KEPT_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  'Content-Security-Policy': DATA_POLICY,
  'Content-Type': 'application/json',
};

const SHOW_PATH = /^\/api\/p1\/product\/show\/([0-9]{1,10})$/;
const SECTION = /^[a-z][a-z0-9_]{0,63}$/;

/** What a kept show answer is found by, besides its card: the user, and the section asked for (0068). */
export function showAnswerKey(userId: number, section: string | undefined): string {
  return `${userId}|${section ?? ''}`;
}

/** The section a show asks for: undefined for none, null for a query the route must judge itself. */
function sectionOf(url: string): string | undefined | null {
  const at = url.indexOf('?');
  if (at === -1) return undefined;
  const query = new URLSearchParams(url.slice(at + 1));
  const names = [...query.keys()];
  if (names.length !== 1 || names[0] !== 'attribute_set') return null;
  const section = query.get('attribute_set')!;
  return SECTION.test(section) ? section : null;
}

/**
 * A card show this server kept, answered before the routes are searched (docs/decisions/0068): for a read
 * by a session that acts as nobody else, without an API token, and only when the answer was kept for this
 * very user and section. Anything else — a query to judge, a card not kept — goes on to the show's route.
 */
export function keptShows(caches: ServerCaches | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (caches === null || c.req.method !== 'GET') return next();
    const match = SHOW_PATH.exec(c.req.path);
    if (match === null) return next();
    const user = c.get('user');
    if (user === null || c.get('switchedBy') !== null || requestHeader(c, 'authorization') !== undefined)
      return next();
    const section = sectionOf(c.req.url);
    if (section === null || !caches.usableFor(c)) return next();
    const kept = caches.answers.get(match[1]!, showAnswerKey(user.id, section));
    if (kept === undefined) return next();
    // Built whole, with the headers every answer gets: nothing after it has to touch them one by one.
    const headers = { ...KEPT_HEADERS, [REQUEST_ID_HEADER]: currentRequestId() ?? '' };
    return wholeAnswer(new Response(kept, { status: 200, headers }));
  };
}
