import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { SESSION_COOKIE } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import { errorAnswer } from '../http/answers';
import { loadCurrentUser } from '../users/current-user';
import { bearerSecret } from './secret';
import { scopeOfCall } from './scope-routes';
import { recordTokenCall, takeTokenCall } from './token-access';

const REFUSALS = {
  invalid: 'apiTokens.errors.invalid',
  revoked: 'apiTokens.errors.revoked',
  expired: 'apiTokens.errors.expired',
} as const;

/** Answers the call, then writes its audit row with the status it got (refusals included). */
async function audited(c: Context<AppEnv>, tokenId: number, answer: () => Promise<Response | void>) {
  const response = await answer();
  const status = response instanceof Response ? response.status : c.res.status;
  await recordTokenCall(c.get('db'), { tokenId, method: c.req.method, path: c.req.path, status });
  return response;
}

/**
 * §2 api-token-method-config, the API side (docs/decisions/0046). A call with `Authorization: Bearer pim_…`
 * is a token call: it acts as the user who made the token, but only through the calls its scopes open
 * (server/api-tokens/scope-routes.ts); rate-limited per token and audited. A session cookie with it is
 * refused: one call, one way of saying who calls. Any other Authorization (the media-gallery token) is left
 * to whom it belongs.
 */
export function apiTokenMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('apiToken', null);
    const secret = bearerSecret(c.req.header('authorization'));
    if (secret === null) return next();
    if (getCookie(c, SESSION_COOKIE) !== undefined)
      return errorAnswer(c, 400, 'apiTokens.errors.withSession');
    // Whatever the session middleware found, this call is the token's.
    c.set('user', null);
    c.set('session', null);
    const access = await takeTokenCall(c.get('db'), hashToken(secret), {
      callsPerMinute: c.get('config').apiTokenCallsPerMinute,
    });
    if (!access.ok && access.refusal === 'rateLimited')
      return audited(c, access.id, async () => {
        c.header('Retry-After', String(access.retryAfterSeconds));
        return errorAnswer(c, 429, 'apiTokens.errors.rateLimited', { seconds: access.retryAfterSeconds });
      });
    if (!access.ok) return errorAnswer(c, 401, REFUSALS[access.refusal]);
    return audited(c, access.id, async () => {
      const owner = await loadCurrentUser(c.get('db'), access.createdBy);
      // A token lives no longer than its maker's place in the company.
      if (owner === null || owner.is_blocked || owner.company_id !== access.companyId)
        return errorAnswer(c, 401, 'apiTokens.errors.ownerGone');
      const scope = scopeOfCall(c.req.method, c.req.path);
      if (scope === null) return errorAnswer(c, 403, 'apiTokens.errors.notForTokens');
      if (!access.scopes.includes(scope))
        return errorAnswer(c, 403, 'apiTokens.errors.scopeMissing', { scope });
      c.set('user', owner);
      c.set('apiToken', { id: access.id, companyId: access.companyId, scopes: access.scopes });
      await next();
    });
  };
}
