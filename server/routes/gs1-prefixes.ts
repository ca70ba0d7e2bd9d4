import { Hono, type Context } from 'hono';
import { and, asc, eq } from 'drizzle-orm';
import { safeParse } from 'zod/v4/core';
import { gs1PrefixesSaveSchema, type Gs1PrefixesAnswer } from '@contract/gs1-prefixes';
import { queryId } from '@contract/list-params';
import { compactPrefix, gs1PrefixListFaults } from '@domain/gs1-prefixes';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../auth/require';
import { companies, companyGs1Prefixes } from '../db/schema';
import { errorAnswer, faultAnswer, parseBody } from '../http/answers';
import { outsideCards } from '../gs1/gs1-outside';
import type { Tx } from '../products/company-scope';
import type { Db } from '../db/client';

const BASE = '/api/connect/gs1';
const NAMESPACE = 'gs1';
const NOT_FOUND = 'companies.errors.notFound';
const allowed = requirePermission('gs1.prefixes');

/**
 * The company the call is about: a supplier's own (whatever it asks), or the supplier company an admin
 * names. Null and no company for an admin who named none yet; a 404 for an id that is no supplier.
 */
async function targetCompany(c: Context<AppEnv>, asked: number | undefined) {
  const user = c.get('user')!;
  if (!user.is_admin) {
    if (user.company_id === null) return errorAnswer(c, 403, 'companies.errors.noCompany');
    return user.company_id;
  }
  if (asked === undefined) return null;
  const [row] = await c
    .get('db')
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, asked), eq(companies.kind, 'supplier')));
  return row === undefined ? errorAnswer(c, 404, NOT_FOUND) : row.id;
}

/** The page's answer for a company (or for none, to an admin who has not picked one). */
async function answerFor(
  c: Context<AppEnv>,
  db: Db | Tx,
  companyId: number | null,
): Promise<Gs1PrefixesAnswer> {
  const choices = c.get('user')!.is_admin
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.kind, 'supplier'))
        .orderBy(asc(companies.name))
    : [];
  if (companyId === null)
    return { company: null, companies: choices, prefixes: [], outside_total: 0, outside: [] };
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  const prefixes = await db
    .select({ prefix: companyGs1Prefixes.prefix })
    .from(companyGs1Prefixes)
    .where(eq(companyGs1Prefixes.companyId, companyId))
    .orderBy(asc(companyGs1Prefixes.prefix));
  const outside = await outsideCards(db, companyId);
  return {
    company: company ?? null,
    companies: choices,
    prefixes: prefixes.map((row) => row.prefix),
    outside_total: outside.total,
    outside: outside.cards,
  };
}

/**
 * `connect/gs1` (docs/decisions/0050): a supplier company keeps its GS1 company prefixes and sees the
 * cards whose GTIN or package EAN none of them covers; an admin does so for any supplier company. The
 * list is saved whole, checked by the domain rule, in one transaction.
 */
export const gs1PrefixRoutes = new Hono<AppEnv>()
  .get(BASE, allowed, async (c) => {
    const raw = c.req.query('company_id');
    const asked = raw === undefined ? undefined : safeParse(queryId, raw);
    if (asked !== undefined && !asked.success) return errorAnswer(c, 400, 'validation.invalid');
    const target = await targetCompany(c, asked?.data);
    if (target instanceof Response) return target;
    c.header('cache-control', 'no-store');
    return c.json(await answerFor(c, c.get('db'), target));
  })
  .put(BASE, allowed, async (c) => {
    const parsed = await parseBody(c, gs1PrefixesSaveSchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const target = await targetCompany(c, parsed.data.company_id);
    if (target instanceof Response) return target;
    if (target === null)
      return faultAnswer(c, [
        {
          namespace: NAMESPACE,
          field: 'company_id',
          message: translate(c.get('language'), 'validation.required'),
          type: 'validation',
        },
      ]);
    const prefixes = parsed.data.prefixes.map(compactPrefix);
    const faults = gs1PrefixListFaults(prefixes);
    if (faults.length > 0)
      return faultAnswer(
        c,
        faults.map(({ index, fault }) => ({
          namespace: NAMESPACE,
          field: `prefixes.${index}`,
          message: translate(c.get('language'), fault),
          type: 'validation' as const,
        })),
      );
    const answer = await c.get('db').transaction(async (tx) => {
      // The company's row locked: two saves of one list one after the other, never interleaved.
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, target)).for('update');
      await tx.delete(companyGs1Prefixes).where(eq(companyGs1Prefixes.companyId, target));
      if (prefixes.length > 0)
        await tx.insert(companyGs1Prefixes).values(prefixes.map((prefix) => ({ companyId: target, prefix })));
      return answerFor(c, tx, target);
    });
    return c.json(answer);
  });
