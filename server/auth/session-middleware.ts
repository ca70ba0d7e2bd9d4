import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_LANGUAGE, LANGUAGES, type Instance, type Language } from '@domain/constants';
import type { AppEnv } from '../app-env';
import { actingTarget } from '../switch-user/acting-session';
import { switchedByOf } from '../switch-user/parties';
import type { Db } from '../db/client';
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
 * `db` is the app's own handle: the session's prepared statement is made on it once.
 */
export function sessionMiddleware(db: Db): MiddlewareHandler<AppEnv> {
  const lookUp = sessionLookup(db);
  return async (c, next) => {
    c.set('user', null);
    c.set('switchedBy', null);
    c.set('session', null);
    c.set(
      'language',
      asLanguage(getCookie(c, LANGUAGE_COOKIE)) ??
        INSTANCE_LANGUAGE[c.var.config.instance] ??
        DEFAULT_LANGUAGE,
    );
    const token = getCookie(c, SESSION_COOKIE);
    if (token !== undefined && token !== '') {
      const found = await lookUp(hashToken(token));
      if (found !== null) {
        const { session, user } = found;
        if (!user.is_blocked) {
          const target =
            session.actingAsUserId === null
              ? null
              : await actingTarget(c.var.db, { ...session, actingAsUserId: session.actingAsUserId }, user);
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
