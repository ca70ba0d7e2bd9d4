import { asc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { faultAnswerSchema } from '@contract/fault';
import { productSaveAnswerSchema } from '@contract/product-save';
import { productShowAnswerSchema, type ProductShowAnswer } from '@contract/product-card';
import { MEDIA_TYPE, PRODUCT_STATUS } from '@domain/constants';
import { NAMESPACE } from '@domain/faults';
import type { SavedAttribute } from '@domain/product';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { brands, productEans, producers, products } from '@server/db/schema';
import { allAttributes, cardOf, schemaOf } from '@tests/server/fixtures/catalog';
import { mediaRow } from '@tests/server/fixtures/media';
import { expectError, expectFaults, expectFieldFault } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

function saveNew(app: App, session: Session | null, body: unknown, draft = true) {
  const path = `/api/p1/product/new${draft ? '?save=draft' : ''}`;
  return request(
    app,
    'POST',
    path,
    session === null ? { body } : { body, cookie: session.cookie, csrf: session.csrf },
  );
}

function saveEdit(app: App, session: Session | null, id: number, body: unknown, draft = true) {
  const path = `/api/p1/product/${id}/edit${draft ? '?save=draft' : ''}`;
  return request(
    app,
    'PUT',
    path,
    session === null ? { body } : { body, cookie: session.cookie, csrf: session.csrf },
  );
}

async function showOf(app: App, session: Session, id: number): Promise<ProductShowAnswer> {
  const response = await request(app, 'GET', `/api/p1/product/show/${id}`, { cookie: session.cookie });
  expect(response.status, response.text).toBe(200);
  return productShowAnswerSchema.parse(response.body);
}

/** The show answer as an edit payload (general_info and id dropped, its version kept). */
function editPayload(card: ProductShowAnswer) {
  const { general_info: info, id: _id, ...payload } = card;
  return { ...payload, version: info.version };
}

async function count(db: Db) {
  return (await db.select({ id: products.id }).from(products)).length;
}

async function supplierCard(db: Db, session: Session) {
  return cardOf(db, session.answer.user.company_id!);
}

describe('POST /api/p1/product/new', () => {
  test('a draft with only name_to_show is created for the supplier company with status 5 (201)', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const response = await saveNew(app, session, {
      product_profile: { category_ids: [], name_to_show: 'Nowy szkic' },
    });
    expect(response.status, response.text).toBe(201);
    const answer = productSaveAnswerSchema.parse(response.body);
    expect(answer.product_status).toBe(PRODUCT_STATUS.DRAFT);
    const [row] = await db.select().from(products).where(eq(products.id, answer.id));
    expect(row).toMatchObject({
      nameToShow: 'Nowy szkic',
      status: PRODUCT_STATUS.DRAFT,
      companyId: session.answer.user.company_id,
      supplierUserId: session.answer.user.id,
      lastEditorId: session.answer.user.id,
    });
    expect(row!.updatedAt.toISOString()).toBe(answer.updated_at);
    expect(errors).toEqual([]);
  });

  test('a draft without name_to_show is a 400 on product_profile/name_to_show', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const before = await count(db);
    const response = await saveNew(app, session, {
      product_profile: { category_ids: [], name_to_show: ' ' },
    });
    expectFieldFault(response, {
      namespace: 'product_profile',
      field: 'name_to_show',
      message: 'Pole wymagane',
    });
    expect(await count(db)).toBe(before);
  });

  test('ready without a photo is a 400 with the gallery fault and writes nothing', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await showOf(app, session, (await supplierCard(db, session)).id);
    const { version: _v, ...payload } = editPayload(card);
    const before = await count(db);
    // Without the card's packages: their EANs belong to the card it was read from.
    const body = { ...payload, gallery: [], logistic: { structures: [] } };
    const response = await saveNew(app, session, body, false);
    expect(response.status, response.text).toBe(400);
    const faults = faultAnswerSchema
      .parse(response.body)
      .errors.filter((fault) => fault.namespace === 'gallery');
    expect(faults).toContainEqual({
      namespace: 'gallery',
      field: String(MEDIA_TYPE.FRONT),
      message: 'Jedno z powyższych pól jest wymagane.',
      type: 'validation',
    });
    expect(faults).toContainEqual({
      namespace: 'gallery',
      field: String(MEDIA_TYPE.LABEL),
      message: 'Pole wymagane',
      type: 'validation',
    });
    expect(await count(db)).toBe(before);
  });

  test('a new brand given by name is created for the company with the card', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const companyId = session.answer.user.company_id!;
    const [producer] = await db.select().from(producers).where(eq(producers.companyId, companyId)).limit(1);
    const response = await saveNew(app, session, {
      product_profile: {
        category_ids: [],
        name_to_show: 'Z nową marką',
        producer: producer!.id,
        brand: { name: 'Marka Testowa' },
        sub_brand: { name: 'Podmarka Testowa' },
      },
    });
    expect(response.status, response.text).toBe(201);
    const { id } = productSaveAnswerSchema.parse(response.body);
    const [row] = await db.select().from(products).where(eq(products.id, id));
    const [brand] = await db.select().from(brands).where(eq(brands.id, row!.brandId!));
    expect(brand).toMatchObject({ name: 'Marka Testowa', producerId: producer!.id });
    const [sub] = await db.select().from(brands).where(eq(brands.id, row!.subBrandId!));
    expect(sub).toMatchObject({ name: 'Podmarka Testowa', parentBrandId: brand!.id });
    expect(row!.producerId).toBe(producer!.id);
  });

  test('a new producer by name is created; a failing save creates none', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const producersBefore = (await db.select().from(producers)).length;
    // Ready without photos: refused, so the new producer must not exist.
    const refused = await saveNew(
      app,
      session,
      { product_profile: { category_ids: [], name_to_show: 'x', name: 'x', producer: { name: 'P' } } },
      false,
    );
    expect(refused.status).toBe(400);
    expect((await db.select().from(producers)).length).toBe(producersBefore);
    const response = await saveNew(app, session, {
      product_profile: { category_ids: [], name_to_show: 'x', producer: { name: 'Producent Nowy' } },
    });
    expect(response.status, response.text).toBe(201);
    const [row] = await db
      .select()
      .from(products)
      .where(eq(products.id, productSaveAnswerSchema.parse(response.body).id));
    const [producer] = await db.select().from(producers).where(eq(producers.id, row!.producerId!));
    expect(producer).toMatchObject({ name: 'Producent Nowy', companyId: session.answer.user.company_id });
  });

  test("unknown category, another company's producer, brand or address are 400 faults", async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const other = await cardOf(db, session.answer.user.company_id!, true);
    const response = await saveNew(app, session, {
      product_profile: {
        category_ids: [2_000_000_000],
        name_to_show: 'x',
        producer: other.producerId,
        brand: other.brandId,
        company_address: other.companyAddressId,
      },
    });
    const faults = expectFaults(response, 'product_profile');
    expect(faults.map((fault) => fault.field).sort()).toEqual(
      ['brand', 'category_ids.0', 'company_address', 'producer'].filter((field) => {
        if (field === 'brand') return other.brandId !== null;
        if (field === 'producer') return other.producerId !== null;
        if (field === 'company_address') return other.companyAddressId !== null;
        return true;
      }),
    );
  });

  test('network user 403, admin 403 (suppliers only), no session 401', async () => {
    const { app } = await testApp();
    const body = { product_profile: { category_ids: [], name_to_show: 'x' } };
    expectError(await saveNew(app, await loginAs(app, 'network@demo.pim'), body), 403, 'session.forbidden');
    expectError(await saveNew(app, await loginAs(app, 'admin@demo.pim'), body), 403, 'session.forbidden');
    expectError(await saveNew(app, null, body), 401, 'errors.unauthenticated');
  });

  const huge = 'x'.repeat(100_000);
  const badBodies: [string, unknown][] = [
    ['null', null],
    ['a number', 42],
    ['a list', []],
    ['empty object', {}],
    ['profile a string', { product_profile: 'x' }],
    ['category_ids not a list', { product_profile: { category_ids: 'x', name_to_show: 'a' } }],
    ['negative category id', { product_profile: { category_ids: [-1], name_to_show: 'a' } }],
    ['fractional category id', { product_profile: { category_ids: [1.5], name_to_show: 'a' } }],
    ['huge category id', { product_profile: { category_ids: [1e20], name_to_show: 'a' } }],
    ['huge name_to_show', { product_profile: { category_ids: [], name_to_show: huge } }],
    ['name_to_show a number', { product_profile: { category_ids: [], name_to_show: 5 } }],
    ['negative producer', { product_profile: { category_ids: [], name_to_show: 'a', producer: -3 } }],
    ['producer garbage', { product_profile: { category_ids: [], name_to_show: 'a', producer: { x: [1] } } }],
    ['brand empty name', { product_profile: { category_ids: [], name_to_show: 'a', brand: { name: '' } } }],
    ['address a string', { product_profile: { category_ids: [], name_to_show: 'a', company_address: 'x' } }],
    [
      'attributes garbage',
      { product_profile: { category_ids: [], name_to_show: 'a' }, attributes: [{ uuid: {}, data: 'x' }] },
    ],
    [
      'attribute value huge',
      {
        product_profile: { category_ids: [], name_to_show: 'a' },
        attributes: [{ uuid: 'u', code: null, data: [{ value: [huge] }] }],
      },
    ],
    [
      'too many attributes',
      {
        product_profile: { category_ids: [], name_to_show: 'a' },
        attributes: Array.from({ length: 20_001 }, () => ({ uuid: 'u', code: null, data: [] })),
      },
    ],
    [
      'gallery garbage',
      { product_profile: { category_ids: [], name_to_show: 'a' }, gallery: [{ type: 'a', id: -1 }] },
    ],
    [
      'logistic nested garbage',
      {
        product_profile: { category_ids: [], name_to_show: 'a' },
        logistic: { structures: [{ packages: [null] }] },
      },
    ],
    [
      'availability type unknown',
      {
        product_profile: { category_ids: [], name_to_show: 'a' },
        network_availability: { availability: [], own_brand_type: 99, own_brand_network_code: null },
      },
    ],
  ];

  test.each(badBodies)('a malformed body (%s) is a 400, never a 500', async (_name, body) => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const before = await count(db);
    const response = await saveNew(app, session, body);
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body as object).sort()).toEqual(['errors', 'warnings']);
    expect(await count(db)).toBe(before);
    expect(errors).toEqual([]);
  });

  test('a body that is not JSON is a 400', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const response = await request(app, 'POST', '/api/p1/product/new?save=draft', {
      raw: '{"product_profile":',
      cookie: session.cookie,
      csrf: session.csrf,
    });
    expectFaults(response, 'product_profile');
  });
});

describe('PUT /api/p1/product/{id}/edit', () => {
  test('a complete card with a front and label photo is saved as ready (200, status 2)', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const row = await supplierCard(db, session);
    const card = await showOf(app, session, row.id);
    const schema = await schemaOf(app, session, { id: row.id });
    const values = new Map<string, SavedAttribute>(
      card.attributes.map((attribute) => [attribute.uuid, attribute]),
    );
    // Every required and visible attribute without a value gets one its type accepts.
    for (const attribute of allAttributes(schema)) {
      if (!attribute.is_required || !attribute.is_visible) continue;
      if (attribute.data.some((entry) => entry.value.some((value) => value !== '') || entry.value_uuid))
        continue;
      const entry = {
        value: attribute.type === 'select' ? [''] : ['1'],
        value_uuid: attribute.available_values[0]?.uuid ?? null,
        unit_uuid: attribute.available_units[0]?.uuid ?? null,
      };
      values.set(attribute.uuid, { uuid: attribute.uuid, code: attribute.code, data: [entry] });
    }
    // §3 The gallery names files stored for the company.
    const owner = { companyId: row.companyId, uploadedBy: session.answer.user.id };
    const payload = {
      ...editPayload(card),
      attributes: [...values.values()],
      gallery: [
        { type: MEDIA_TYPE.FRONT, id: await mediaRow(db, { ...owner, type: MEDIA_TYPE.FRONT }) },
        { type: MEDIA_TYPE.LABEL, id: await mediaRow(db, { ...owner, type: MEDIA_TYPE.LABEL }) },
      ],
    };
    const response = await saveEdit(app, session, row.id, payload, false);
    expect(response.status, response.text).toBe(200);
    const answer = productSaveAnswerSchema.parse(response.body);
    expect(answer).toMatchObject({ id: row.id, product_status: PRODUCT_STATUS.READY });
    const [saved] = await db.select().from(products).where(eq(products.id, row.id));
    expect(saved!.status).toBe(PRODUCT_STATUS.READY);
    expect(saved!.gallery).toEqual(payload.gallery);
    expect(saved!.updatedAt.toISOString()).toBe(answer.updated_at);
    // The answer's version is good for the next save.
    const again = await saveEdit(app, session, row.id, { ...payload, version: answer.version });
    expect(again.status, again.text).toBe(200);
    expect(productSaveAnswerSchema.parse(again.body).product_status).toBe(PRODUCT_STATUS.DRAFT);
    expect(errors).toEqual([]);
  });

  test('an older version is a 409 and nothing is written', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const read = await supplierCard(db, session);
    const card = await showOf(app, session, read.id);
    // Another write after the read: the stored version moves on.
    await db.update(products).set({ isEditRequired: !read.isEditRequired }).where(eq(products.id, read.id));
    const [row] = await db.select().from(products).where(eq(products.id, read.id));
    const response = await saveEdit(app, session, read.id, {
      ...editPayload(card),
      product_profile: { ...card.product_profile, name_to_show: 'Zmienione' },
    });
    const error = expectError(response, 409, 'errors.conflict');
    expect(error.message).toMatch(/^Karta została w międzyczasie zmieniona/);
    const [after] = await db.select().from(products).where(eq(products.id, read.id));
    expect(after).toEqual(row);
  });

  test("another supplier's card and a missing card are 404", async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const other = await cardOf(db, session.answer.user.company_id!, true);
    const body = {
      product_profile: { category_ids: [], name_to_show: 'x' },
      version: 1,
    };
    expectError(await saveEdit(app, session, other.id, body), 404, 'errors.productNotFound');
    expectError(await saveEdit(app, session, 2_000_000_000, body), 404, 'errors.productNotFound');
    const [after] = await db.select().from(products).where(eq(products.id, other.id));
    expect(after).toEqual(other);
  });

  test('the admin may edit any card; network user 403; no session 401', async () => {
    const { app, db } = await testApp();
    const row = (await db.select().from(products).orderBy(asc(products.id)).limit(1))[0]!;
    const admin = await loginAs(app, 'admin@demo.pim');
    const card = await showOf(app, admin, row.id);
    const response = await saveEdit(app, admin, row.id, editPayload(card));
    expect(response.status, response.text).toBe(200);
    const [after] = await db.select().from(products).where(eq(products.id, row.id));
    expect(after!.lastEditorId).toBe(admin.answer.user.id);
    expect(after!.companyId).toBe(row.companyId);
    const body = editPayload(card);
    expectError(
      await saveEdit(app, await loginAs(app, 'network@demo.pim'), row.id, body),
      403,
      'session.forbidden',
    );
    expectError(await saveEdit(app, null, row.id, body), 401, 'errors.unauthenticated');
  });

  test('a missing or malformed version is a 400', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const row = await supplierCard(db, session);
    const card = await showOf(app, session, row.id);
    const { version: _v, ...payload } = editPayload(card);
    expectFaults(await saveEdit(app, session, row.id, payload), 'version');
    expectFaults(await saveEdit(app, session, row.id, { ...payload, version: 'yesterday' }), 'version');
  });

  test('the EANs of every package replace the card rows in product_eans', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const row = await supplierCard(db, session);
    const card = await showOf(app, session, row.id);
    const structures = card.logistic.structures.map((structure, s) => ({
      ...structure,
      packages: structure.packages.map((pack, p) => ({
        ...pack,
        eans: [
          {
            uuid: `e-${s}-${p}-a`,
            ean: `590123412345${p}`,
            dates_enabled: false,
            date_from: null,
            date_to: null,
          },
          { uuid: `e-${s}-${p}-b`, ean: '', dates_enabled: false, date_from: null, date_to: null },
          {
            uuid: `e-${s}-${p}-c`,
            ean: '0000000000000',
            dates_enabled: false,
            date_from: null,
            date_to: null,
          },
        ],
      })),
    }));
    const packages = structures.flatMap((structure) => structure.packages);
    expect(packages.length).toBeGreaterThan(0);
    const response = await saveEdit(app, session, row.id, { ...editPayload(card), logistic: { structures } });
    expect(response.status, response.text).toBe(200);
    const eans = await db.select().from(productEans).where(eq(productEans.productId, row.id));
    expect(eans.map((entry) => [entry.ean, entry.packageType]).sort()).toEqual(
      packages.map((pack, p) => [`590123412345${p}`, pack.package_type]).sort(),
    );
  });
});

describe('references checked on every save, drafts too (GS1, docs/decisions/0013)', () => {
  const withEan = (ean: string) => ({
    structures: [
      {
        is_network_structure: false,
        network_codes: [],
        packages: [
          {
            uuid: 'a1a1a1a1-0000-4000-8000-000000000001',
            package_type: 11,
            has_ean: true,
            fields: [],
            eans: [
              {
                uuid: 'a1a1a1a1-0000-4000-8000-0000000000e1',
                ean,
                dates_enabled: false,
                date_from: null,
                date_to: null,
              },
            ],
          },
        ],
      },
    ],
  });

  test('a draft carrying an EAN of another product is refused on that EAN, nothing written', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const [taken] = await db.select().from(productEans).limit(1);
    const before = await count(db);
    const response = await saveNew(app, session, {
      product_profile: { category_ids: [], name_to_show: 'Z cudzym EAN' },
      logistic: withEan(taken!.ean),
    });
    const faults = expectFaults(response, NAMESPACE.EAN);
    expect(faults.map((fault) => fault.field)).toEqual(['a1a1a1a1-0000-4000-8000-0000000000e1']);
    expect(faults[0]!.message).toContain(String(taken!.productId));
    expect(await count(db)).toBe(before);
  });

  test('an edit keeps its own EANs without a clash', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await supplierCard(db, session);
    const show = await showOf(app, session, card.id);
    const response = await saveEdit(app, session, card.id, editPayload(show));
    expect(response.status, response.text).toBe(200);
  });

  test('a network code that does not exist is refused', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const before = await count(db);
    const response = await saveNew(app, session, {
      product_profile: { category_ids: [], name_to_show: 'Sieć nieznana' },
      network_availability: {
        availability: [{ code: 'NO_SUCH_NETWORK', visibility: true }],
        own_brand_type: 1,
      },
    });
    expect(response.status).toBe(400);
    expect(await count(db)).toBe(before);
  });
});
