import { Hono, type Context } from 'hono';
import { and, eq, isNull } from 'drizzle-orm';
import { createApiTokenSchema, revokeApiTokenSchema } from '@contract/api-tokens';
import { queryId } from '@contract/list-params';
import type { CurrentUser } from '@domain/user';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../auth/require';
import { newApiSecret } from '../api-tokens/secret';
import { tokenRows } from '../api-tokens/token-rows';
import { apiTokens } from '../db/schema';
import { errorAnswer, faultAnswer, parseBody } from '../http/answers';

const NAMESPACE = 'api_tokens';

function refuse(c: Context<AppEnv>, field: string, key: string) {
  return faultAnswer(c, [
    { namespace: NAMESPACE, field, message: translate(c.get('language'), key), type: 'validation' },
  ]);
}

/** Admins oversee every company's tokens; anyone else sees their own company's only. */
const companyScope = (user: CurrentUser) => (user.is_admin ? null : user.company_id);

/** The day a token stops working, at 00:00 UTC; it must be after today (UTC). */
function expiryOf(day: string): Date | null {
  const at = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day) return null;
  return at;
}

/**
 * §2 api-token-method-config (docs/decisions/0046): a company's tokens listed, made (the secret answered
 * this once) and revoked. Token calls cannot reach these: no scope opens them.
 */
export const apiTokenRoutes = new Hono<AppEnv>()
  .get('/api/p1/api-tokens', requirePermission('api_tokens.manage'), async (c) => {
    const user = c.get('user')!;
    return c.json({ tokens: await tokenRows(c.get('db'), { companyId: companyScope(user) }) });
  })
  .post('/api/p1/api-tokens', requirePermission('api_tokens.manage'), async (c) => {
    const user = c.get('user')!;
    const parsed = await parseBody(c, createApiTokenSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const { name, scopes, expires_on } = parsed.data;
    if (scopes.length === 0) return refuse(c, 'scopes', 'apiTokens.errors.noScope');
    let expiresAt: Date | null = null;
    if (expires_on !== undefined && expires_on !== null) {
      expiresAt = expiryOf(expires_on);
      if (expiresAt === null) return refuse(c, 'expires_on', 'validation.invalid');
      if (expires_on <= new Date().toISOString().slice(0, 10))
        return refuse(c, 'expires_on', 'apiTokens.errors.expiryNotAfterToday');
    }
    if (user.company_id === null) return errorAnswer(c, 403, 'session.forbidden');
    const companyId = user.company_id;
    const { secret, hash, prefix } = newApiSecret();
    const id = await c.get('db').transaction(async (tx) => {
      const [row] = await tx
        .insert(apiTokens)
        .values({
          companyId,
          name,
          scopes: [...new Set(scopes)],
          tokenHash: hash,
          prefix,
          createdBy: user.id,
          expiresAt,
          bucketLevel: c.get('config').apiTokenCallsPerMinute,
        })
        .returning({ id: apiTokens.id });
      return row!.id;
    });
    const [token] = await tokenRows(c.get('db'), { companyId, id });
    return c.json({ token: token!, secret }, 201);
  })
  .put('/api/p1/api-tokens/:id/revoke', requirePermission('api_tokens.manage'), async (c) => {
    const user = c.get('user')!;
    const id = queryId.safeParse(c.req.param('id'));
    if (!id.success) return errorAnswer(c, 404, 'apiTokens.errors.notFound');
    const parsed = await parseBody(c, revokeApiTokenSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const scope = companyScope(user);
    const [token] = await tokenRows(c.get('db'), { companyId: scope, id: id.data });
    if (token === undefined) return errorAnswer(c, 404, 'apiTokens.errors.notFound');
    // Revoking a revoked token changes nothing: it keeps the moment and the person of the first revocation.
    await c.get('db').transaction(async (tx) => {
      await tx
        .update(apiTokens)
        .set({ revokedAt: new Date(), revokedBy: user.id })
        .where(and(eq(apiTokens.id, id.data), isNull(apiTokens.revokedAt)));
    });
    const [revoked] = await tokenRows(c.get('db'), { companyId: scope, id: id.data });
    return c.json({ token: revoked! });
  });
