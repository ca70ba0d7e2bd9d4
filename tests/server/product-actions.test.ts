import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  deleteProductsAnswerSchema,
  productUrlAnswerSchema,
  salesStatusAnswerSchema,
} from '@contract/product-actions';
import { PRODUCT_STATUS } from '@domain/constants';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { productEans, productRows, products } from '@server/db/schema';
import { listOf } from '@tests/server/fixtures/product-list';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

const inNetwork = sql`${products.availability} @> '[{"visibility": true}]'::jsonb`;

/** A card of the company that may be deleted (not ready in a network), or one that may not. */
async function cardOf(db: Db, companyId: number, deletable: boolean) {
  const guarded = and(eq(products.status, PRODUCT_STATUS.READY), inNetwork);
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), deletable ? sql`not (${guarded})` : guarded))
    .orderBy(products.id)
    .limit(1);
  if (row === undefined) throw new Error(`No ${deletable ? '' : 'un'}deletable card of company ${companyId}`);
  return row;
}

const send = (app: App, session: Session, method: string, path: string, body?: unknown) =>
  request(app, method, path, {
    cookie: session.cookie,
    csrf: session.csrf,
    ...(body === undefined ? {} : { body }),
  });

const countCards = async (db: Db) => (await db.select({ id: products.id }).from(products)).length;

describe('DELETE /api/p1/products (§7)', () => {
  test('a supplier deletes its own card: results[0].success, the card, its EANs and list row are gone', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!, true);
    const response = await send(app, session, 'DELETE', '/api/p1/products', { ids: [card.id] });
    expect(response.status, response.text).toBe(200);
    expect(deleteProductsAnswerSchema.parse(response.body).results).toEqual([{ id: card.id, success: true }]);
    expect(await db.select().from(products).where(eq(products.id, card.id))).toEqual([]);
    expect(await db.select().from(productEans).where(eq(productEans.productId, card.id))).toEqual([]);
    expect(await db.select().from(productRows).where(eq(productRows.id, card.id))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a ready card in a network, another company’s card and an unknown id are refused one by one', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const own = session.answer.user.company_id!;
    const guarded = await cardOf(db, own, false);
    const deletable = await cardOf(db, own, true);
    const [foreign] = await db.select().from(products).where(ne(products.companyId, own)).limit(1);
    const before = await countCards(db);
    const response = await send(app, session, 'DELETE', '/api/p1/products', {
      ids: [guarded.id, foreign!.id, 999_999, deletable.id, guarded.id],
    });
    const { results } = deleteProductsAnswerSchema.parse(response.body);
    expect(results.map((result) => [result.id, result.success])).toEqual([
      [guarded.id, false],
      [foreign!.id, false],
      [999_999, false],
      [deletable.id, true],
    ]);
    expect(results[0]!.message).toBe(
      'Nie można usunąć gotowej karty widocznej w sieci handlowej. Najpierw ukryj ją w sieciach.',
    );
    expect(results[1]!.message).toBe('Wybrany produkt nie został znaleziony.');
    expect(await countCards(db)).toBe(before - 1);
    // The list marks the guarded card's delete as not applicable.
    const answer = await listOf(app, session, { per_page: '200' });
    expect(answer.info.row_action_exclusions[String(guarded.id)]).toEqual(['delete']);
  });

  test('an admin deletes any company’s deletable card; a network user may not delete (403)', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier2@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!, true);
    const network = await loginAs(app, 'network@demo.pim');
    expectError(
      await send(app, network, 'DELETE', '/api/p1/products', { ids: [card.id] }),
      403,
      'session.forbidden',
    );
    const admin = await loginAs(app, 'admin@demo.pim');
    const response = await send(app, admin, 'DELETE', '/api/p1/products', { ids: [card.id] });
    expect(deleteProductsAnswerSchema.parse(response.body).results[0]!.success).toBe(true);
  });

  test.each([
    [{}],
    [{ ids: [] }],
    [{ ids: 'all' }],
    [{ ids: [1.5] }],
    [{ ids: [-1] }],
    [{ ids: [3_000_000_000] }],
    [{ ids: Array.from({ length: 201 }, (_, index) => index + 1) }],
    [{ ids: ['1; delete from products'] }],
  ])('a bad body %j is a 400 and nothing is deleted', async (body) => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const before = await countCards(db);
    expectFaults(await send(app, session, 'DELETE', '/api/p1/products', body), 'products');
    expect(await countCards(db)).toBe(before);
    expect(errors).toEqual([]);
  });

  test('without the CSRF token nothing is deleted', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!, true);
    const response = await request(app, 'DELETE', '/api/p1/products', {
      cookie: session.cookie,
      body: { ids: [card.id] },
    });
    expectError(response, 403, 'errors.csrf');
    expect(await db.select({ id: products.id }).from(products).where(eq(products.id, card.id))).toHaveLength(
      1,
    );
  });
});

describe('POST /api/p1/copy-product/{id} and POST /product/{id}/clone (§7)', () => {
  async function withExtras(db: Db, companyId: number) {
    const card = await cardOf(db, companyId, false);
    await db
      .update(products)
      .set({ gallery: [{ type: 1, id: 1 }], qcStatus: 1, salesStatus: 0, isShared: true })
      .where(eq(products.id, card.id));
    return card;
  }

  test('copy: a new independent draft of the same company, without GTIN, EANs, photos or product numbers', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const source = await withExtras(db, session.answer.user.company_id!);
    const response = await send(app, session, 'POST', `/api/p1/copy-product/${source.id}`);
    expect(response.status, response.text).toBe(201);
    const { url } = productUrlAnswerSchema.parse(response.body);
    const id = Number(/^\/react\/product\/(\d+)\/edit$/.exec(url)![1]);
    const [copy] = await db.select().from(products).where(eq(products.id, id));
    expect(copy).toMatchObject({
      companyId: source.companyId,
      status: PRODUCT_STATUS.DRAFT,
      gtin: null,
      nameToShow: source.nameToShow,
      categoryId: source.categoryId,
      brandId: source.brandId,
      attributes: source.attributes,
      gallery: [],
      qcStatus: 0,
      salesStatus: 1,
      isShared: false,
      clonedFromId: null,
      supplierUserId: session.answer.user.id,
    });
    const availability = copy!.availability as { code: string; product_number: string }[];
    expect(availability.map((entry) => entry.code)).toEqual(
      (source.availability as { code: string }[]).map((entry) => entry.code),
    );
    expect(availability.every((entry) => entry.product_number === '')).toBe(true);
    const structures = (copy!.logistic as { structures: { packages: { eans: unknown[] }[] }[] }).structures;
    expect(
      structures.flatMap((structure) => structure.packages).every((pack) => pack.eans.length === 0),
    ).toBe(true);
    expect(await db.select().from(productEans).where(eq(productEans.productId, id))).toEqual([]);
    const [row] = await db.select().from(productRows).where(eq(productRows.id, id));
    expect(row).toMatchObject({
      status: PRODUCT_STATUS.DRAFT,
      gtin: null,
      completeness: source.completeness,
    });
    expect(errors).toEqual([]);
  });

  test('clone: a draft copy of the same product keeps photos, product numbers and names its source', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const source = await withExtras(db, session.answer.user.company_id!);
    const response = await send(app, session, 'POST', `/product/${source.id}/clone`, {});
    expect(response.status, response.text).toBe(201);
    const id = Number(/\/product\/(\d+)\/edit$/.exec(productUrlAnswerSchema.parse(response.body).url)![1]);
    const [clone] = await db.select().from(products).where(eq(products.id, id));
    expect(clone).toMatchObject({
      status: PRODUCT_STATUS.DRAFT,
      gtin: null,
      gallery: [{ type: 1, id: 1 }],
      availability: source.availability,
      isShared: true,
      clonedFromId: source.id,
      qcStatus: 0,
    });
    // The source stays as it was.
    const [after] = await db.select().from(products).where(eq(products.id, source.id));
    expect(after!.gtin).toBe(source.gtin);
  });

  test('only a supplier creates cards (§6), and only from cards it may see', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const [foreign] = await db
      .select()
      .from(products)
      .where(ne(products.companyId, supplier.answer.user.company_id!))
      .limit(1);
    const before = await countCards(db);
    expectError(
      await send(app, supplier, 'POST', `/api/p1/copy-product/${foreign!.id}`),
      404,
      'errors.productNotFound',
    );
    expectError(
      await send(app, supplier, 'POST', `/product/${foreign!.id}/clone`),
      404,
      'errors.productNotFound',
    );
    expectError(
      await send(app, supplier, 'POST', '/api/p1/copy-product/99999999999'),
      404,
      'errors.productNotFound',
    );
    for (const email of ['admin@demo.pim', 'network@demo.pim', 'mdm@demo.pim']) {
      const session = await loginAs(app, email);
      expectError(
        await send(app, session, 'POST', `/api/p1/copy-product/${foreign!.id}`),
        403,
        'session.forbidden',
      );
      expectError(
        await send(app, session, 'POST', `/product/${foreign!.id}/clone`),
        403,
        'session.forbidden',
      );
    }
    expect(await countCards(db)).toBe(before);
  });

  test('a body other than nothing or {} is a 400 and nothing is created', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!, true);
    const before = await countCards(db);
    expectFaults(
      await send(app, session, 'POST', `/api/p1/copy-product/${card.id}`, { gtin: '1' }),
      'products',
    );
    const raw = await request(app, 'POST', `/product/${card.id}/clone`, {
      cookie: session.cookie,
      csrf: session.csrf,
      raw: '{not json',
    });
    expectFaults(raw, 'products');
    expect(await countCards(db)).toBe(before);
  });
});

describe('POST /api/p1/product/{id}/update-sales-status (§7)', () => {
  test('the supplier withdraws a card and makes it available again; the list shows it', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!, true);
    const path = `/api/p1/product/${card.id}/update-sales-status`;
    const withdrawn = await send(app, session, 'POST', path, { status: 0 });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(salesStatusAnswerSchema.parse(withdrawn.body)).toEqual({ sales_status: 0 });
    const [row] = await db.select().from(products).where(eq(products.id, card.id));
    expect(row!.salesStatus).toBe(0);
    expect(row!.updatedAt.getTime()).toBeGreaterThan(card.updatedAt.getTime());
    const first = (await listOf(app, session)).rows[0]!;
    expect(first).toMatchObject({ id: card.id, cells: { sales_status: 'Wycofany ze sprzedaży' } });
    const again = await send(app, session, 'POST', path, { status: 1 });
    expect(salesStatusAnswerSchema.parse(again.body)).toEqual({ sales_status: 1 });
  });

  test('bad status, another company’s card or a reading role change nothing', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const own = await cardOf(db, session.answer.user.company_id!, true);
    const [foreign] = await db
      .select()
      .from(products)
      .where(ne(products.companyId, session.answer.user.company_id!))
      .limit(1);
    const path = (id: number) => `/api/p1/product/${id}/update-sales-status`;
    for (const body of [{}, { status: 2 }, { status: '0' }, { status: null }])
      expectFaults(await send(app, session, 'POST', path(own.id), body), 'products');
    expectError(
      await send(app, session, 'POST', path(foreign!.id), { status: 0 }),
      404,
      'errors.productNotFound',
    );
    const network = await loginAs(app, 'network@demo.pim');
    expectError(await send(app, network, 'POST', path(own.id), { status: 0 }), 403, 'session.forbidden');
    const [foreignAfter] = await db.select().from(products).where(eq(products.id, foreign!.id));
    expect(foreignAfter!.salesStatus).toBe(foreign!.salesStatus);
    const [ownAfter] = await db.select().from(products).where(eq(products.id, own.id));
    expect(ownAfter!.salesStatus).toBe(own.salesStatus);
    expect(ownAfter!.updatedAt).toEqual(own.updatedAt);
  });
});
