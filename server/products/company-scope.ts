import type { Context, MiddlewareHandler } from 'hono';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { companyQuerySchema } from '@contract/addresses';
import type { Fault } from '@contract/fault';
import type { CurrentUser } from '@domain/user';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { companies } from '../db/schema';
import { errorAnswer, faultAnswer, faultsFromZod } from '../http/answers';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Largest id PostgreSQL's integer holds: a bigger one in a path is no row, not a database error. */
const MAX_ID = 2_147_483_647;

/**
 * Who may read and write a company's producers, brands and addresses: a supplier user of a company, its
 * own company only. §6 "Edit addresses and fetch own producers: not admin" (docs/decisions/0043): the
 * operator's admin is refused like every other role. 401 without a session, 403 else.
 */
export function requireCompanyEditor(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (user === null) return errorAnswer(c, 401, 'errors.unauthenticated');
    if (!mayEditCompanies(user)) return errorAnswer(c, 403, 'session.forbidden');
    return next();
  };
}

function mayEditCompanies(user: CurrentUser): boolean {
  if (user.is_blocked || user.is_admin) return false;
  return user.is_supplier && user.company_id !== null;
}

/** The row's company condition for this user: a supplier's own company, or none for an admin. */
export function ownedBy(user: CurrentUser, column: AnyPgColumn): SQL | undefined {
  return user.is_admin ? undefined : eq(column, user.company_id ?? -1);
}

/** A path id, or null when it cannot name a row (then the answer is 404). */
export function pathId(c: Context<AppEnv>): number | null {
  const id = Number(c.req.param('id'));
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

export type CompanyTarget = { ok: true; companyId: number } | { ok: false; response: Response };

/**
 * The company a list or a create is for: a supplier's own; an admin's `?company_id=` (404 when no such
 * company) or, without it, the admin's own company.
 */
export async function targetCompany(c: Context<AppEnv>, namespace: string): Promise<CompanyTarget> {
  const user = c.get('user')!;
  const query = companyQuerySchema.safeParse(c.req.query());
  if (!query.success)
    return { ok: false, response: faultAnswer(c, faultsFromZod(c, query.error, namespace)) };
  if (!user.is_admin || query.data.company_id === undefined) {
    if (user.company_id === null) return { ok: false, response: errorAnswer(c, 403, 'session.forbidden') };
    return { ok: true, companyId: user.company_id };
  }
  const companyId = Number(query.data.company_id);
  if (companyId > MAX_ID) return notFound(c);
  const [row] = await c
    .get('db')
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row === undefined ? notFound(c) : { ok: true, companyId };
}

function notFound(c: Context<AppEnv>): CompanyTarget {
  return { ok: false, response: errorAnswer(c, 404, 'productIdentify.errors.companyNotFound') };
}

/** Locks the company row: two creates of one name in one company wait for each other (no unique index). */
export async function lockCompany(tx: Tx, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/** Case-insensitive equality of trimmed names, for the duplicate check within one parent. */
export function sameName(column: AnyPgColumn, name: string): SQL {
  return sql`lower(${column}) = lower(${name})`;
}

/** A 400 on `name`: the same name exists under the same parent. */
export function duplicateName(c: Context<AppEnv>, namespace: string, key: string): Response {
  const fault: Fault = {
    namespace,
    field: 'name',
    message: translate(c.get('language'), key),
    type: 'validation',
  };
  return faultAnswer(c, [fault]);
}
