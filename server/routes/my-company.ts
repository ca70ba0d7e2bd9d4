import { Hono, type Context } from 'hono';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { myCompanySchema, producerMergeSchema, producerRetireSchema } from '@contract/companies';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { pgCode } from '../accounts/account-writes';
import { companyProfile, companyRow } from '../companies/company-profile';
import { replaceLogo } from '../companies/company-logo';
import { mergeProducer } from '../companies/producer-merge';
import { COMPANY_NAMESPACE, companyDataFaults, nameTaken, ownColumns } from '../companies/company-writes';
import { brands, companies, producers, products } from '../db/schema';
import { errorAnswer, faultAnswer, parseBody } from '../http/answers';
import { ownedBy, pathId, requireCompanyEditor, targetCompany, type Tx } from '../products/company-scope';
import { producerRecords } from './producers';

const PRODUCER_NS = 'producer';
const PRODUCER_NOT_FOUND = 'companies.errors.producerNotFound';

const fault = (c: Context<AppEnv>, namespace: string, field: string, key: string) =>
  faultAnswer(c, [{ namespace, field, message: translate(c.get('language'), key), type: 'validation' }]);

/** The signed-in user's company id, or a 401/403 answer: a blocked account or one without a company. */
function ownCompany(c: Context<AppEnv>): number | Response {
  const user = c.get('user');
  if (user === null) return errorAnswer(c, 401, 'errors.unauthenticated');
  if (user.is_blocked) return errorAnswer(c, 403, 'session.forbidden');
  if (user.company_id === null) return errorAnswer(c, 403, 'companies.errors.noCompany');
  return user.company_id;
}

/** A producer of the user's company (any for an admin), locked for the write. */
async function ownedProducer(c: Context<AppEnv>, tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: producers.id, companyId: producers.companyId })
    .from(producers)
    .where(and(eq(producers.id, id), ownedBy(c.get('user')!, producers.companyId)))
    .for('update');
  return row ?? null;
}

/**
 * §2 my-company/account and producer-and-brand-list (docs/decisions/0047): a company's own users read and
 * keep its data and logo; its suppliers (and admins) list producers with retirement and card counts, merge
 * duplicates, delete an unused producer and retire or bring back a used one. Addresses use the card
 * modals' calls (`/api/p1/addresses`).
 */
export const myCompanyRoutes = new Hono<AppEnv>()
  .get('/api/my-company', async (c) => {
    const id = ownCompany(c);
    if (id instanceof Response) return id;
    const row = await companyRow(c.get('db'), id);
    if (row === null) return errorAnswer(c, 404, 'companies.errors.notFound');
    return c.json(await companyProfile(c.get('db'), row));
  })
  .put('/api/my-company', async (c) => {
    const id = ownCompany(c);
    if (id instanceof Response) return id;
    const parsed = await parseBody(c, myCompanySchema, COMPANY_NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const faults = companyDataFaults(c.get('language'), parsed.data);
    if (faults.length > 0) return faultAnswer(c, faults);
    const taken = await c.get('db').transaction(async (tx) => {
      if (await nameTaken(tx, parsed.data.name, id)) return true;
      await tx.update(companies).set(ownColumns(parsed.data)).where(eq(companies.id, id));
      return false;
    });
    if (taken) return fault(c, COMPANY_NAMESPACE, 'name', 'companies.errors.nameTaken');
    return c.json(await companyProfile(c.get('db'), (await companyRow(c.get('db'), id))!));
  })
  .put('/api/my-company/logo', async (c) => {
    const id = ownCompany(c);
    return id instanceof Response ? id : replaceLogo(c, id);
  })
  .get('/api/my-company/producers', requireCompanyEditor(), async (c) => {
    const target = await targetCompany(c, PRODUCER_NS);
    if (!target.ok) return target.response;
    const rows = await c
      .get('db')
      .select()
      .from(producers)
      .where(eq(producers.companyId, target.companyId))
      .orderBy(asc(producers.name), asc(producers.id));
    const ids = rows.map((row) => row.id);
    const used =
      ids.length === 0
        ? []
        : await c
            .get('db')
            .select({ id: products.producerId, cards: count() })
            .from(products)
            .where(and(inArray(products.producerId, ids), isNotNull(products.producerId)))
            .groupBy(products.producerId);
    const records = await producerRecords(c.get('db'), rows);
    return c.json({
      producers: records.map((record, index) => ({
        ...record,
        retired: rows[index]!.retiredAt !== null,
        cards: used.find((entry) => entry.id === record.id)?.cards ?? 0,
      })),
    });
  })
  .post('/api/my-company/producers/:id{[0-9]+}/merge', requireCompanyEditor(), async (c) => {
    const id = pathId(c);
    if (id === null) return errorAnswer(c, 404, PRODUCER_NOT_FOUND);
    const parsed = await parseBody(c, producerMergeSchema, PRODUCER_NS);
    if (!parsed.ok) return parsed.response;
    const targetId = parsed.data.target_id;
    if (targetId === id) return fault(c, PRODUCER_NS, 'target_id', 'companies.errors.mergeSelf');
    const outcome = await c.get('db').transaction(async (tx) => {
      // Both rows locked in id order: two merges of the same pair wait rather than deadlock.
      const [first, second] = id < targetId ? [id, targetId] : [targetId, id];
      const a = await ownedProducer(c, tx, first);
      const b = await ownedProducer(c, tx, second);
      if (a === null || b === null || a.companyId !== b.companyId) return 'notFound' as const;
      await mergeProducer(tx, id, targetId);
      return 'ok' as const;
    });
    if (outcome === 'notFound') return errorAnswer(c, 404, PRODUCER_NOT_FOUND);
    return c.json({ ok: true as const });
  })
  .put('/api/my-company/producers/:id{[0-9]+}/retire', requireCompanyEditor(), async (c) => {
    const id = pathId(c);
    if (id === null) return errorAnswer(c, 404, PRODUCER_NOT_FOUND);
    const parsed = await parseBody(c, producerRetireSchema, PRODUCER_NS);
    if (!parsed.ok) return parsed.response;
    const done = await c
      .get('db')
      .update(producers)
      .set({ retiredAt: parsed.data.retired ? new Date() : null })
      .where(and(eq(producers.id, id), ownedBy(c.get('user')!, producers.companyId)))
      .returning({ id: producers.id });
    if (done.length === 0) return errorAnswer(c, 404, PRODUCER_NOT_FOUND);
    return c.json({ ok: true as const });
  })
  .delete('/api/my-company/producers/:id{[0-9]+}', requireCompanyEditor(), async (c) => {
    const id = pathId(c);
    if (id === null) return errorAnswer(c, 404, PRODUCER_NOT_FOUND);
    try {
      const outcome = await c.get('db').transaction(async (tx) => {
        if ((await ownedProducer(c, tx, id)) === null) return 'notFound' as const;
        const [used] = await tx.select({ cards: count() }).from(products).where(eq(products.producerId, id));
        if ((used?.cards ?? 0) > 0) return 'inUse' as const;
        // Sub-brands first: they name their brand as parent.
        await tx.delete(brands).where(and(eq(brands.producerId, id), isNotNull(brands.parentBrandId)));
        await tx.delete(brands).where(eq(brands.producerId, id));
        await tx.delete(producers).where(eq(producers.id, id));
        return 'ok' as const;
      });
      if (outcome === 'notFound') return errorAnswer(c, 404, PRODUCER_NOT_FOUND);
      if (outcome === 'inUse') return fault(c, PRODUCER_NS, 'id', 'companies.errors.producerInUse');
    } catch (error) {
      // A brand still named by a card of another producer: the same answer as a used producer.
      if (pgCode(error) === '23503') return fault(c, PRODUCER_NS, 'id', 'companies.errors.producerInUse');
      throw error;
    }
    return c.json({ ok: true as const });
  });
