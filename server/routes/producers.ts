import { Hono } from 'hono';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { brandBodySchema, producerBodySchema, type ProducerRecord } from '@contract/producers';
import { isAddressComplete } from '@domain/address-gating';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { brands, producers } from '../db/schema';
import { errorAnswer, parseBody } from '../http/answers';
import {
  duplicateName,
  lockCompany,
  ownedBy,
  pathId,
  requireCompanyEditor,
  sameName,
  targetCompany,
  type Tx,
} from '../products/company-scope';

type ProducerRow = typeof producers.$inferSelect;
type Outcome<T> = { kind: 'ok'; value: T } | { kind: 'notFound' } | { kind: 'duplicate' };

const NOT_FOUND = { kind: 'notFound' } as const;
const DUPLICATE = { kind: 'duplicate' } as const;

/** Producers with their brands and sub-brands (brands whose parent is a brand): 2 queries. */
export async function producerRecords(db: Db | Tx, rows: readonly ProducerRow[]): Promise<ProducerRecord[]> {
  const ids = rows.map((row) => row.id);
  const brandRows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: brands.id,
            name: brands.name,
            producerId: brands.producerId,
            parent: brands.parentBrandId,
          })
          .from(brands)
          .where(inArray(brands.producerId, ids))
          .orderBy(asc(brands.name), asc(brands.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    country: row.country,
    is_complete: isAddressComplete(row),
    brands: brandRows
      .filter((brand) => brand.producerId === row.id && brand.parent === null)
      .map((brand) => ({
        id: brand.id,
        name: brand.name,
        sub_brands: brandRows
          .filter((sub) => sub.parent === brand.id)
          .map((sub) => ({ id: sub.id, name: sub.name })),
      })),
  }));
}

/** Answers an outcome: 404 and the duplicate-name 400 under `namespace`, or the value with `status`. */
function answerOutcome<T>(
  c: Parameters<typeof errorAnswer>[0],
  outcome: Outcome<T>,
  names: { namespace: string; notFound: string; duplicate: string },
  ok: (value: T) => Response,
): Response {
  if (outcome.kind === 'notFound') return errorAnswer(c, 404, names.notFound);
  if (outcome.kind === 'duplicate') return duplicateName(c, names.namespace, names.duplicate);
  return ok(outcome.value);
}

const PRODUCER = {
  namespace: 'producer',
  notFound: 'productIdentify.errors.producerNotFound',
  duplicate: 'productIdentify.errors.duplicateProducer',
};
const BRAND = {
  namespace: 'brand',
  notFound: 'productIdentify.errors.producerNotFound',
  duplicate: 'productIdentify.errors.duplicateBrand',
};
const SUB_BRAND = {
  namespace: 'sub_brand',
  notFound: 'productIdentify.errors.brandNotFound',
  duplicate: 'productIdentify.errors.duplicateSubBrand',
};

/**
 * §2 Modals "producer, brand and sub-brand": the company's producers with their brands, sub-brands and
 * address completeness; create and edit a producer (name and address); add a brand to a producer and a
 * sub-brand to a brand. Suppliers of the company only (§6 "not admin", docs/decisions/0043); each write
 * is one transaction; a name already used under the same parent is a 400 on `name`.
 */
export const producerRoutes = new Hono<AppEnv>()
  .get('/api/p1/producers', requireCompanyEditor(), async (c) => {
    const target = await targetCompany(c, PRODUCER.namespace);
    if (!target.ok) return target.response;
    const rows = await c
      .get('db')
      .select()
      .from(producers)
      .where(eq(producers.companyId, target.companyId))
      .orderBy(asc(producers.id));
    const records = await producerRecords(c.get('db'), rows);
    // Names in the reader's alphabet: the database collation may sort "Ł" after "Z".
    const collator = new Intl.Collator(c.get('language'));
    const byName = <T extends { name: string }>(a: T, b: T) => collator.compare(a.name, b.name);
    return c.json({
      producers: records
        .map((record) => ({
          ...record,
          brands: record.brands
            .map((brand) => ({ ...brand, sub_brands: brand.sub_brands.sort(byName) }))
            .sort(byName),
        }))
        .sort(byName),
    });
  })
  .post('/api/p1/producers', requireCompanyEditor(), async (c) => {
    const target = await targetCompany(c, PRODUCER.namespace);
    if (!target.ok) return target.response;
    const body = await parseBody(c, producerBodySchema, PRODUCER.namespace);
    if (!body.ok) return body.response;
    const outcome = await c.get('db').transaction(async (tx): Promise<Outcome<ProducerRecord>> => {
      await lockCompany(tx, target.companyId);
      const [taken] = await tx
        .select({ id: producers.id })
        .from(producers)
        .where(and(eq(producers.companyId, target.companyId), sameName(producers.name, body.data.name)));
      if (taken !== undefined) return DUPLICATE;
      const [row] = await tx
        .insert(producers)
        .values({ companyId: target.companyId, ...body.data })
        .returning();
      return { kind: 'ok', value: (await producerRecords(tx, [row!]))[0]! };
    });
    return answerOutcome(c, outcome, PRODUCER, (producer) => c.json({ producer }, 201));
  })
  .put('/api/p1/producers/:id{[0-9]+}', requireCompanyEditor(), async (c) => {
    const id = pathId(c);
    if (id === null) return errorAnswer(c, 404, PRODUCER.notFound);
    const body = await parseBody(c, producerBodySchema, PRODUCER.namespace);
    if (!body.ok) return body.response;
    const user = c.get('user')!;
    const outcome = await c.get('db').transaction(async (tx): Promise<Outcome<ProducerRecord>> => {
      const [current] = await tx
        .select({ companyId: producers.companyId })
        .from(producers)
        .where(and(eq(producers.id, id), ownedBy(user, producers.companyId)));
      if (current === undefined) return NOT_FOUND;
      await lockCompany(tx, current.companyId);
      const [taken] = await tx
        .select({ id: producers.id })
        .from(producers)
        .where(
          and(
            eq(producers.companyId, current.companyId),
            ne(producers.id, id),
            sameName(producers.name, body.data.name),
          ),
        );
      if (taken !== undefined) return DUPLICATE;
      const [row] = await tx.update(producers).set(body.data).where(eq(producers.id, id)).returning();
      return { kind: 'ok', value: (await producerRecords(tx, [row!]))[0]! };
    });
    return answerOutcome(c, outcome, PRODUCER, (producer) => c.json({ producer }, 200));
  })
  .post('/api/p1/producers/:id{[0-9]+}/brands', requireCompanyEditor(), async (c) => {
    const id = pathId(c);
    if (id === null) return errorAnswer(c, 404, BRAND.notFound);
    const body = await parseBody(c, brandBodySchema, BRAND.namespace);
    if (!body.ok) return body.response;
    const user = c.get('user')!;
    const outcome = await c.get('db').transaction(async (tx) => {
      // The producer row is locked: two brands of one name for one producer wait for each other.
      const [producer] = await tx
        .select({ id: producers.id })
        .from(producers)
        .where(and(eq(producers.id, id), ownedBy(user, producers.companyId)))
        .for('update');
      if (producer === undefined) return NOT_FOUND;
      const [taken] = await tx
        .select({ id: brands.id })
        .from(brands)
        .where(
          and(eq(brands.producerId, id), isNull(brands.parentBrandId), sameName(brands.name, body.data.name)),
        );
      if (taken !== undefined) return DUPLICATE;
      const [row] = await tx
        .insert(brands)
        .values({ producerId: id, name: body.data.name })
        .returning({ id: brands.id, name: brands.name, producer_id: brands.producerId });
      return { kind: 'ok' as const, value: row! };
    });
    return answerOutcome(c, outcome, BRAND, (brand) => c.json({ brand }, 201));
  })
  .post('/api/p1/brands/:id{[0-9]+}/sub-brands', requireCompanyEditor(), async (c) => {
    const id = pathId(c);
    if (id === null) return errorAnswer(c, 404, SUB_BRAND.notFound);
    const body = await parseBody(c, brandBodySchema, SUB_BRAND.namespace);
    if (!body.ok) return body.response;
    const user = c.get('user')!;
    const outcome = await c.get('db').transaction(async (tx) => {
      // Only a brand (not a sub-brand) holds sub-brands; its row is locked for the duplicate check.
      const [brand] = await tx
        .select({ id: brands.id, producerId: brands.producerId })
        .from(brands)
        .innerJoin(producers, eq(producers.id, brands.producerId))
        .where(and(eq(brands.id, id), isNull(brands.parentBrandId), ownedBy(user, producers.companyId)))
        .for('update', { of: brands });
      if (brand === undefined) return NOT_FOUND;
      const [taken] = await tx
        .select({ id: brands.id })
        .from(brands)
        .where(and(eq(brands.parentBrandId, id), sameName(brands.name, body.data.name)));
      if (taken !== undefined) return DUPLICATE;
      const [row] = await tx
        .insert(brands)
        .values({ producerId: brand.producerId, parentBrandId: id, name: body.data.name })
        .returning({ id: brands.id, name: brands.name, producer_id: brands.producerId });
      return { kind: 'ok' as const, value: { ...row!, brand_id: id } };
    });
    return answerOutcome(c, outcome, SUB_BRAND, (sub_brand) => c.json({ sub_brand }, 201));
  });
