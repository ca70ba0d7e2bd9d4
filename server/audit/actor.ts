import type { Context } from 'hono';
import { sql } from 'drizzle-orm';
import type { AuditSource } from '@domain/audit';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';

/** Who writes, acting as whom, and from where: what the audit triggers record with each entry. */
export interface AuditActor {
  source: AuditSource;
  userId: number | null;
  userName: string | null;
  companyId: number | null;
  switchedById: number | null;
  switchedByName: string | null;
  apiTokenId: number | null;
}

/** The actor of a request: the signed-in user (or the token's maker), and who switched into them. */
export function requestActor(c: Context<AppEnv>): AuditActor | null {
  const user = c.var.user;
  if (user === null || user === undefined) return null;
  const token = c.var.apiToken ?? null;
  const switchedBy = c.var.switchedBy ?? null;
  return {
    source: token === null ? 'ui' : 'api_token',
    userId: user.id,
    userName: `${user.first_name} ${user.last_name}`.trim(),
    companyId: user.company_id,
    switchedById: switchedBy?.id ?? null,
    switchedByName: switchedBy?.name ?? null,
    apiTokenId: token?.id ?? null,
  };
}

/** The actor as the triggers read it from the transaction-local setting pim.actor (migration 0033). */
function actorSetting(actor: AuditActor): string {
  return JSON.stringify({
    s: actor.source,
    u: actor.userId,
    n: actor.userName,
    c: actor.companyId,
    sw: actor.switchedById,
    swn: actor.switchedByName,
    t: actor.apiTokenId,
  });
}

/**
 * The database handle of one request or job: every transaction begins by telling the audit triggers who
 * writes, so no write path has to remember to. The setting is transaction-local: it ends with the
 * transaction and never reaches another request's. The actor is asked for when the transaction starts, as
 * who is signed in is known only after the session middleware ran. A write made without a transaction, or
 * with no actor, is recorded as "system".
 */
export function actingDb(db: Db, actorNow: () => AuditActor | null): Db {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        const transaction: Db['transaction'] = (work, config) =>
          target.transaction(async (tx) => {
            const actor = actorNow();
            if (actor !== null)
              await tx.execute(sql`select set_config('pim.actor', ${actorSetting(actor)}, true)`);
            return work(tx);
          }, config);
        return transaction;
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
