import type { Context, MiddlewareHandler } from 'hono';
import { DEFAULT_LANGUAGE, LANGUAGES, type Instance, type Language } from '@domain/constants';
import type { AppEnv } from '../app-env';
import type { ServerCaches } from '../cache/server-caches';
import { actingTarget } from '../switch-user/acting-session';
import { switchedByOf } from '../switch-user/parties';
import type { Db } from '../db/client';
import { requestCookie } from '../http/request-cookies';
import { sessionLookup } from './session-lookup';
import { SESSION_COOKIE } from './sessions';
import { hashToken } from './tokens';

export const LANGUAGE_COOKIE = 'pim_lang';

const INSTANCE_LANGUAGE: Record<Instance, Language> = { pl: 'pl', de: 'de', ro: 'ro' };

function asLanguage(value: string | undefined): Language | null {
  return value !== undefined && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : null;
}

/**
 * Resolves the session cookie to the current user, and the language from cookie or instance (pl fallback).
 * `db` is the app's own handle: the session's prepared statement is made on it once. With `caches`, a read
 * request may be let in with the session as this server last read it, until the database announces its
 * change or end (docs/decisions/0068); a write always reads it.
 */
export function sessionMiddleware(db: Db, caches: ServerCaches | null): MiddlewareHandler<AppEnv> {
  const lookUp = sessionLookup(db);
  // A server that keeps sessions also keeps their hashes: a SHA-256 per request was a fiftieth of a kept
  // show's time. Bounded: past the bound it starts over.
  const hashes = new Map<string, string>();
  const hashOf = (token: string) => {
    if (caches === null) return hashToken(token);
    let hash = hashes.get(token);
    if (hash === undefined) {
      if (hashes.size >= 10_000) hashes.clear();
      hash = hashToken(token);
      hashes.set(token, hash);
    }
    return hash;
  };
  const find = async (c: Context<AppEnv>, tokenHash: string) => {
    if (caches === null) return lookUp(tokenHash);
    if (caches.usableFor(c)) {
      const kept = caches.sessions.get(tokenHash, '');
      // The server's clock decides, as in the lookup.
      // Each request gets a user of its own: what one handler does to it never reaches the next request.
      if (kept !== undefined && kept.session.expiresAt.getTime() > Date.now())
        return { session: kept.session, user: { ...kept.user } };
    }
    const mark = caches.sessions.mark();
    const found = await lookUp(tokenHash);
    if (found !== null) caches.keepSession(found, mark);
    return found;
  };
  return async (c, next) => {
    c.set('user', null);
    c.set('switchedBy', null);
    c.set('session', null);
    c.set(
      'language',
      asLanguage(requestCookie(c, LANGUAGE_COOKIE)) ??
        INSTANCE_LANGUAGE[c.get('config').instance] ??
        DEFAULT_LANGUAGE,
    );
    const token = requestCookie(c, SESSION_COOKIE);
    if (token !== undefined && token !== '') {
      const found = await find(c, hashOf(token));
      if (found !== null) {
        const { session, user } = found;
        if (!user.is_blocked) {
          const target =
            session.actingAsUserId === null
              ? null
              : await actingTarget(c.get('db'), { ...session, actingAsUserId: session.actingAsUserId }, user);
          c.set('user', target ?? user);
          if (target !== null) c.set('switchedBy', switchedByOf(user));
          c.set('session', {
            tokenHash: session.tokenHash,
            csrfToken: session.csrfToken,
            expiresAt: session.expiresAt,
          });
        }
      }
    }
    await next();
  };
}
