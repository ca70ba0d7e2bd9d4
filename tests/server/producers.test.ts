import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  brandAnswerSchema,
  producerAnswerSchema,
  producersAnswerSchema,
  subBrandAnswerSchema,
  type ProducerRecord,
} from '@contract/producers';
import pl from '@i18n/locales/pl.json';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { brands, companies, producers } from '@server/db/schema';
import { expectError, expectFaults, expectFieldFault } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

const SUPPLIER = 'supplier@demo.pim';
const ADDRESS = { street: 'ul. Nowa 1', city: 'Łódź', postcode: '90-001', country: 'PL' };

async function companyId(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  return row!.id;
}

const dairy = (db: Db) => companyId(db, 'Mleczarnia Zielona Dolina Sp. z o.o.');
const brewery = (db: Db) => companyId(db, 'Browar Pod Lipą S.A.');

async function producerNamed(db: Db, name: string) {
  const [row] = await db.select().from(producers).where(eq(producers.name, name));
  return row!;
}

async function brandOf(db: Db, producerId: number) {
  const [row] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.producerId, producerId), isNull(brands.parentBrandId)))
    .orderBy(brands.id)
    .limit(1);
  return row!;
}

async function list(app: App, session: Session, query = ''): Promise<ProducerRecord[]> {
  const response = await request(app, 'GET', `/api/p1/producers${query}`, { cookie: session.cookie });
  expect(response.status, response.text).toBe(200);
  return producersAnswerSchema.parse(response.body).producers;
}

function send(app: App, session: Session, method: string, path: string, body: unknown) {
  return request(app, method, path, { cookie: session.cookie, csrf: session.csrf, body });
}

async function rowCounts(db: Db) {
  const [p] = await db.select({ n: count() }).from(producers);
  const [b] = await db.select({ n: count() }).from(brands);
  return { producers: p!.n, brands: b!.n };
}

describe('GET /api/p1/producers', () => {
  test("the company's producers by name, with brands, sub-brands and address completeness", async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, SUPPLIER);
    const producers = await list(app, session);
    expect(producers.map((producer) => producer.name)).toEqual([
      'Ser-Pol',
      'Serownia Górska',
      'Spółdzielnia Mleczarska Mazowsze',
      'Zielona Dolina',
    ]);
    const [serPol, gorska] = producers;
    expect(gorska).toMatchObject({
      is_complete: false,
      street: null,
      city: null,
      postcode: null,
      brands: [],
    });
    expect(producers[3]).toMatchObject({ is_complete: true, city: 'Płock', postcode: '09-400' });
    expect(serPol).toMatchObject({ is_complete: true, city: 'Łowicz', postcode: '99-400' });
    expect(serPol!.brands).toEqual([
      expect.objectContaining({
        name: 'Serowy Dwór',
        sub_brands: [expect.objectContaining({ name: 'Serowy Dwór Premium' })],
      }),
    ]);
    // Sorted in the reader's alphabet: Ł between L and P.
    expect(producers[3]!.brands.map((brand) => brand.name)).toEqual(['Łąkowe', 'Poranek', 'Zielona Dolina']);
    // Another company's producers are not listed.
    const foreign = await producerNamed(db, 'Browar Pod Lipą');
    expect(producers.map((producer) => producer.id)).not.toContain(foreign.id);
  });

  test('a supplier’s ?company_id is ignored: it always sees its own company', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, SUPPLIER);
    const own = await list(app, supplier, `?company_id=${await brewery(db)}`);
    expect(own.map((p) => p.name)).toContain('Ser-Pol');
  });
});

describe('writing producers, brands and sub-brands', () => {
  test('creates a producer with its address (201), listed at once', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, SUPPLIER);
    const response = await send(app, session, 'POST', '/api/p1/producers', {
      name: '  Nowy Producent ',
      ...ADDRESS,
    });
    expect(response.status, response.text).toBe(201);
    const { producer } = producerAnswerSchema.parse(response.body);
    expect(producer).toMatchObject({ name: 'Nowy Producent', ...ADDRESS, is_complete: true, brands: [] });
    const [row] = await db.select().from(producers).where(eq(producers.id, producer.id));
    expect(row!.companyId).toBe(await dairy(db));
    expect((await list(app, session)).map((p) => p.name)).toContain('Nowy Producent');
    expect(errors).toEqual([]);
  });

  test('edits the name and address of a producer: an incomplete one becomes complete', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, SUPPLIER);
    const gorska = await producerNamed(db, 'Serownia Górska');
    const response = await send(app, session, 'PUT', `/api/p1/producers/${gorska.id}`, {
      name: 'Serownia Górska', // its own name is no duplicate
      ...ADDRESS,
      country: '',
    });
    expect(response.status, response.text).toBe(200);
    expect(producerAnswerSchema.parse(response.body).producer).toMatchObject({
      id: gorska.id,
      is_complete: true,
      country: null,
      brands: [],
    });
  });

  test('adds a brand to a producer and a sub-brand to a brand', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, SUPPLIER);
    const producer = await producerNamed(db, 'Ser-Pol');
    const brandResponse = await send(app, session, 'POST', `/api/p1/producers/${producer.id}/brands`, {
      name: 'Serek',
    });
    expect(brandResponse.status, brandResponse.text).toBe(201);
    const { brand } = brandAnswerSchema.parse(brandResponse.body);
    expect(brand).toMatchObject({ name: 'Serek', producer_id: producer.id });
    const subResponse = await send(app, session, 'POST', `/api/p1/brands/${brand.id}/sub-brands`, {
      name: 'Serek Light',
    });
    expect(subResponse.status, subResponse.text).toBe(201);
    expect(subBrandAnswerSchema.parse(subResponse.body).sub_brand).toMatchObject({
      name: 'Serek Light',
      producer_id: producer.id,
      brand_id: brand.id,
    });
    const listed = (await list(app, session)).find((p) => p.id === producer.id)!;
    expect(listed.brands.find((b) => b.id === brand.id)?.sub_brands.map((s) => s.name)).toEqual([
      'Serek Light',
    ]);
  });

  test('a name already used under the same parent is a translated 400 on name; elsewhere it is fine', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, SUPPLIER);
    const before = await rowCounts(db);
    const t = pl.productIdentify.errors;
    expectFieldFault(
      await send(app, session, 'POST', '/api/p1/producers', { name: 'ZIELONA dolina', ...ADDRESS }),
      {
        namespace: 'producer',
        field: 'name',
        message: t.duplicateProducer,
      },
    );
    const serPol = await producerNamed(db, 'Ser-Pol');
    expectFieldFault(
      await send(app, session, 'PUT', `/api/p1/producers/${serPol.id}`, {
        name: 'Zielona Dolina',
        ...ADDRESS,
      }),
      { namespace: 'producer', field: 'name', message: t.duplicateProducer },
    );
    expectFieldFault(
      await send(app, session, 'POST', `/api/p1/producers/${serPol.id}/brands`, { name: 'serowy dwór' }),
      { namespace: 'brand', field: 'name', message: t.duplicateBrand },
    );
    const brand = await brandOf(db, serPol.id);
    expectFieldFault(
      await send(app, session, 'POST', `/api/p1/brands/${brand.id}/sub-brands`, {
        name: 'Serowy Dwór Premium',
      }),
      { namespace: 'sub_brand', field: 'name', message: t.duplicateSubBrand },
    );
    expect(await rowCounts(db)).toEqual(before);
    // The same brand name under another producer, and another company's producer name, are allowed.
    const mazowsze = await producerNamed(db, 'Spółdzielnia Mleczarska Mazowsze');
    expect(
      (await send(app, session, 'POST', `/api/p1/producers/${mazowsze.id}/brands`, { name: 'Serowy Dwór' }))
        .status,
    ).toBe(201);
    expect(
      (await send(app, session, 'POST', '/api/p1/producers', { name: 'Browar Pod Lipą', ...ADDRESS })).status,
    ).toBe(201);
  });

  test("another company's producer or brand is 404, and nothing changes", async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, SUPPLIER);
    const foreign = await producerNamed(db, 'Browar Pod Lipą');
    const foreignBrand = await brandOf(db, foreign.id);
    const before = await rowCounts(db);
    const t = 'productIdentify.errors';
    expectError(
      await send(app, session, 'PUT', `/api/p1/producers/${foreign.id}`, { name: 'Przejęty', ...ADDRESS }),
      404,
      `${t}.producerNotFound`,
    );
    expectError(
      await send(app, session, 'POST', `/api/p1/producers/${foreign.id}/brands`, { name: 'Obca' }),
      404,
      `${t}.producerNotFound`,
    );
    expectError(
      await send(app, session, 'POST', `/api/p1/brands/${foreignBrand.id}/sub-brands`, { name: 'Obca' }),
      404,
      `${t}.brandNotFound`,
    );
    expectError(
      await send(app, session, 'PUT', '/api/p1/producers/99999999999', { name: 'X', ...ADDRESS }),
      404,
      `${t}.producerNotFound`,
    );
    // A sub-brand holds no sub-brands.
    const [sub] = await db.select().from(brands).where(isNotNull(brands.parentBrandId)).limit(1);
    expectError(
      await send(app, session, 'POST', `/api/p1/brands/${sub!.id}/sub-brands`, { name: 'Głęboka' }),
      404,
      `${t}.brandNotFound`,
    );
    expect(await rowCounts(db)).toEqual(before);
    expect((await producerNamed(db, 'Browar Pod Lipą')).street).toBe(foreign.street);
  });
});

describe('roles and bad input', () => {
  // §6 Fetch own producers: not admin; nor does the operator's admin write any company's producers.
  test.each(['admin@demo.pim', 'network@demo.pim', 'metro@demo.pim', 'mdm@demo.pim'])(
    '%s is refused with 403',
    async (email) => {
      const { app, db } = await testApp();
      const session = await loginAs(app, email);
      const producer = await producerNamed(db, 'Ser-Pol');
      const brand = await brandOf(db, producer.id);
      const before = await rowCounts(db);
      expectError(
        await request(app, 'GET', '/api/p1/producers', { cookie: session.cookie }),
        403,
        'session.forbidden',
      );
      for (const [method, path, body] of [
        ['POST', '/api/p1/producers', { name: 'X', ...ADDRESS }],
        ['PUT', `/api/p1/producers/${producer.id}`, { name: 'X', ...ADDRESS }],
        ['POST', `/api/p1/producers/${producer.id}/brands`, { name: 'X' }],
        ['POST', `/api/p1/brands/${brand.id}/sub-brands`, { name: 'X' }],
      ] as const) {
        expectError(await send(app, session, method, path, body), 403, 'session.forbidden');
      }
      expect(await rowCounts(db)).toEqual(before);
    },
  );

  test('without a session every endpoint is 401', async () => {
    const { app } = await testApp();
    expectError(await request(app, 'GET', '/api/p1/producers'), 401, 'errors.unauthenticated');
    expectError(
      await request(app, 'POST', '/api/p1/producers', { body: { name: 'X', ...ADDRESS } }),
      401,
      'errors.unauthenticated',
    );
  });

  test('a bad body is a 400 in the fault shape with the faulty fields, and nothing is written', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, SUPPLIER);
    const producer = await producerNamed(db, 'Ser-Pol');
    const brand = await brandOf(db, producer.id);
    const before = await rowCounts(db);
    const fields = (faults: { field: string }[]) => faults.map((fault) => fault.field).sort();

    const missing = expectFaults(
      await send(app, session, 'POST', '/api/p1/producers', { name: ' ', street: '' }),
      'producer',
    );
    expect(fields(missing)).toEqual(['city', 'name', 'postcode', 'street']);
    expect(missing.find((fault) => fault.field === 'name')?.message).toBe(pl.validation.required);

    const wrong = expectFaults(
      await send(app, session, 'PUT', `/api/p1/producers/${producer.id}`, {
        name: 5,
        street: 'x'.repeat(256),
        city: ['Płock'],
        postcode: 'x'.repeat(33),
        country: { code: 'PL' },
      }),
      'producer',
    );
    expect(fields(wrong)).toEqual(['city', 'country', 'name', 'postcode', 'street']);
    expect(wrong.find((fault) => fault.field === 'street')?.message).toBe(pl.validation.tooLong);

    for (const path of [`/api/p1/producers/${producer.id}/brands`, `/api/p1/brands/${brand.id}/sub-brands`]) {
      const namespace = path.includes('sub-brands') ? 'sub_brand' : 'brand';
      expect(fields(expectFaults(await send(app, session, 'POST', path, {}), namespace))).toEqual(['name']);
      expect(
        fields(expectFaults(await send(app, session, 'POST', path, { name: 'x'.repeat(256) }), namespace)),
      ).toEqual(['name']);
    }
    for (const raw of ['', '{', 'null', '[]', '"text"']) {
      const response = await request(app, 'POST', '/api/p1/producers', {
        cookie: session.cookie,
        csrf: session.csrf,
        raw,
      });
      expectFaults(response, 'producer');
    }
    expect(await rowCounts(db)).toEqual(before);
    expect(errors).toEqual([]);
  });
});
