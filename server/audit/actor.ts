import type { Context } from 'hono';
import { sql } from 'drizzle-orm';
import type { AuditSource } from '@domain/audit';
import type { AppEnv } from '../app-env';
import { WRAPPED_DB } from '../db/cache-owner';
import type { Db } from '../db/client';
import { apiTokenCalls, jobs, loginFailures, sessions } from '../db/schema';

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
  const user = c.get('user');
  if (user === null || user === undefined) return null;
  const token = c.get('apiToken') ?? null;
  const switchedBy = c.get('switchedBy') ?? null;
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

/** Tables that are not product data and not on the trail (decision 0052): their writes need no actor. */
const OFF_THE_TRAIL: ReadonlySet<unknown> = new Set([sessions, loginFailures, jobs, apiTokenCalls]);

type Builder = Record<PropertyKey, (...args: unknown[]) => unknown>;
interface Step {
  method: PropertyKey;
  args: unknown[];
}

/**
 * A write begun on the handle itself (`db.update(…)…`), not inside `db.transaction`: its builder chain is
 * recorded and, when awaited, run again inside a transaction that first names the actor, so a single
 * statement is recorded as who made it rather than as "system".
 */
function writeInTransaction(run: (build: (tx: Builder) => unknown) => Promise<unknown>, steps: Step[]) {
  const settle = () =>
    run((tx) => steps.reduce<unknown>((query, step) => (query as Builder)[step.method]!(...step.args), tx));
  return new Proxy(
    {},
    {
      get(_target, property) {
        if (property === 'then')
          return (onDone?: (value: unknown) => unknown, onFail?: (error: unknown) => unknown) =>
            settle().then(onDone, onFail);
        if (property === 'catch') return (onFail?: (error: unknown) => unknown) => settle().catch(onFail);
        if (property === 'finally') return (onEnd?: () => void) => settle().finally(onEnd);
        if (property === 'execute') return () => settle();
        if (typeof property === 'symbol') return undefined;
        return (...args: unknown[]) => writeInTransaction(run, [...steps, { method: property, args }]);
      },
    },
  );
}

/**
 * The database handle of one request or job: every transaction begins by telling the audit triggers who
 * writes, so no write path has to remember to. The setting is transaction-local: it ends with the
 * transaction and never reaches another request's. The actor is asked for when the transaction starts, as
 * who is signed in is known only after the session middleware ran. A write begun outside a transaction
 * runs in one of its own when there is an actor and its table is on the trail; with no actor it is
 * recorded as "system".
 */
export function actingDb(db: Db, actorNow: () => AuditActor | null): Db {
  const transaction: Db['transaction'] = (work, config) =>
    db.transaction(async (tx) => {
      const actor = actorNow();
      if (actor !== null) await tx.execute(sql`select set_config('pim.actor', ${actorSetting(actor)}, true)`);
      return work(tx);
    }, config);
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') return transaction;
      // Caches per database (cache-owner.ts) key on the handle this one wraps.
      if (property === WRAPPED_DB) return target;
      if (property === 'insert' || property === 'update' || property === 'delete') {
        const direct = (target as unknown as Builder)[property]!.bind(target);
        return (table: unknown) =>
          actorNow() === null || OFF_THE_TRAIL.has(table)
            ? direct(table)
            : writeInTransaction(
                (build) => transaction(async (tx) => build(tx as unknown as Builder)),
                [{ method: property, args: [table] }],
              );
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
