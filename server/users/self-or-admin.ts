import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { permissionsOf } from '../auth/require';
import { errorAnswer } from '../http/answers';

/** Whether the signed-in user administers accounts (§6: admins only, docs/decisions/0018). */
export const isAccountAdmin = (c: Parameters<MiddlewareHandler<AppEnv>>[0]) => {
  const user = c.get('user');
  return user !== null && permissionsOf(user, c.get('config')).includes('accounts.manage');
};

/**
 * §7 Users calls on `/api/user/{id}/…` that a user makes on their own account: 401 without a session,
 * 403 on another user's account unless the caller administers accounts (docs/decisions/0049).
 */
export const selfOrAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (user === null) return errorAnswer(c, 401, 'errors.unauthenticated');
  if (c.req.param('id') !== String(user.id) && !isAccountAdmin(c))
    return errorAnswer(c, 403, 'session.forbidden');
  return next();
};
