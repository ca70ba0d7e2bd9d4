import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { errorAnswer } from '../http/answers';
import { logSwitch } from './switch-log';
import { isSafeMethod } from '../http/safe-methods';

/**
 * What a switched session may not reach at all (docs/decisions/0048): the target's switch configuration and
 * log, another switch, and the target's credentials (password, API tokens, own account settings). They
 * belong to the account holder, whoever acts as them.
 */
const HOLDER_ONLY = [
  /^\/api\/user\/\d+\/(configuration|logs)\/switch-me-to$/,
  /^\/api\/user\/\d+\/switch-me-to$/,
  /^\/api\/switch-me-to\//,
  /^\/api\/p1\/api-tokens(\/|$)/,
  /^\/api\/password\//,
  /^\/api\/user\/\d+\/change-password$/,
  /^\/api\/(p1\/)?(account|my-account|me)(\/|$)/,
];

/** The switch calls log their own start and end; a write of theirs is not a write made as the target. */
const SWITCH_CALLS = [/^\/api\/user\/\d+\/switch-me-to$/, /^\/api\/switch-back$/];

/** §6 Refuses the holder-only calls while switched, and logs every write made while switched with both people. */
export function whileSwitched(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const by = c.get('switchedBy');
    if (by === null) return next();
    const path = c.req.path;
    if (HOLDER_ONLY.some((pattern) => pattern.test(path)))
      return errorAnswer(c, 403, 'switchUser.errors.notWhileSwitched');
    await next();
    if (isSafeMethod(c.req.method) || SWITCH_CALLS.some((pattern) => pattern.test(path))) return;
    await logSwitch(c.get('db'), {
      targetUserId: c.get('user')!.id,
      realUserId: by.id,
      kind: 'write',
      method: c.req.method,
      path,
      status: c.res.status,
    });
  };
}
