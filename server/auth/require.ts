import type { MiddlewareHandler } from 'hono';
import { availableMethods, type Permission } from '@domain/permissions';
import type { CurrentUser } from '@domain/user';
import type { AppEnv } from '../app-env';
import type { ServerConfig } from '../config';
import { errorAnswer } from '../http/answers';

/** §6 The permissions of a user under this server's config; the same function the page receives. */
export function permissionsOf(user: CurrentUser, config: ServerConfig) {
  return availableMethods(user, { bulkEditEnabled: config.bulkEditEnabled, development: config.development });
}

/** 401 without a session. */
export function requireUser(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('user') === null) return errorAnswer(c, 401, 'errors.unauthenticated');
    return next();
  };
}

/** 401 without a session, 403 when the user's role does not give the permission (§6). */
export function requirePermission(permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (user === null) return errorAnswer(c, 401, 'errors.unauthenticated');
    if (!permissionsOf(user, c.get('config')).includes(permission))
      return errorAnswer(c, 403, 'session.forbidden');
    return next();
  };
}
