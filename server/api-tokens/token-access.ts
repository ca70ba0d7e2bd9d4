import { eq, sql } from 'drizzle-orm';
import { isApiTokenScope, type ApiTokenScope } from '@domain/api-token-scopes';
import { rowsOf, type Db } from '../db/client';
import { apiTokenCalls, apiTokens } from '../db/schema';

/** A token's rate: calls in a burst, refilled evenly over a minute (docs/decisions/0046). */
export interface TokenRate {
  callsPerMinute: number;
}

export type TokenAccess =
  | { ok: true; id: number; companyId: number; createdBy: number; scopes: ApiTokenScope[] }
  | { ok: false; refusal: 'invalid' | 'revoked' | 'expired' }
  | { ok: false; refusal: 'rateLimited'; id: number; retryAfterSeconds: number };

/** The bucket's level now: what it held, refilled for the time since, up to its size. */
const levelNow = (rate: TokenRate) =>
  sql`least(${rate.callsPerMinute}::float8, ${apiTokens.bucketLevel} + greatest(0, extract(epoch from (now() - ${apiTokens.bucketAt}))) * ${rate.callsPerMinute / 60}::float8)`;

/**
 * One call with a secret: the token found by the hash, live, and a call taken from its bucket, with its
 * last use noted, all in one statement. The row lock makes concurrent calls of one token (from any server
 * process) take their calls one after the other, so no burst gets past the bucket. Only a refused call asks
 * again, to say why.
 */
export async function takeTokenCall(db: Db, hash: string, rate: TokenRate): Promise<TokenAccess> {
  const taken = rowsOf<{ id: number; company_id: number; created_by: number; scopes: string[] }>(
    await db.execute(sql`
      update ${apiTokens} set
        bucket_level = ${levelNow(rate)} - 1,
        bucket_at = greatest(${apiTokens.bucketAt}, now()),
        last_used_at = now()
      where ${apiTokens.tokenHash} = ${hash}
        and ${apiTokens.revokedAt} is null
        and (${apiTokens.expiresAt} is null or ${apiTokens.expiresAt} > now())
        and ${levelNow(rate)} >= 1
      returning id, company_id, created_by, scopes`),
  );
  const row = taken[0];
  if (row !== undefined)
    return {
      ok: true,
      id: row.id,
      companyId: row.company_id,
      createdBy: row.created_by,
      scopes: row.scopes.filter(isApiTokenScope),
    };
  const [found] = await db
    .select({
      id: apiTokens.id,
      revokedAt: apiTokens.revokedAt,
      expired: sql<boolean>`${apiTokens.expiresAt} is not null and ${apiTokens.expiresAt} <= now()`,
      level: sql<number>`${levelNow(rate)}`,
    })
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, hash))
    .limit(1);
  if (found === undefined) return { ok: false, refusal: 'invalid' };
  if (found.revokedAt !== null) return { ok: false, refusal: 'revoked' };
  if (found.expired) return { ok: false, refusal: 'expired' };
  const missing = 1 - Number(found.level);
  const retryAfterSeconds = Math.max(1, Math.ceil(missing / (rate.callsPerMinute / 60)));
  return { ok: false, refusal: 'rateLimited', id: found.id, retryAfterSeconds };
}

/** The audit of token use: one row per call, with the answer's status. */
export async function recordTokenCall(
  db: Db,
  call: { tokenId: number; method: string; path: string; status: number },
): Promise<void> {
  await db.insert(apiTokenCalls).values(call);
}
