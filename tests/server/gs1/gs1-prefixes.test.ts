import { asc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { gs1PrefixesAnswerSchema, type Gs1PrefixesAnswer } from '@contract/gs1-prefixes';
import { PACKAGE_TYPE } from '@domain/constants';
import { isOutsidePrefixes, prefixKey } from '@domain/gs1-prefixes';
import { withCheckDigit } from '@domain/gtin';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { companies, companyGs1Prefixes, productEans, products } from '@server/db/schema';
import { allListedIds, listOf } from '@tests/server/fixtures/product-list';
import { expectError } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

const BASE = '/api/connect/gs1';
const DAIRY = 'Mleczarnia Zielona Dolina Sp. z o.o.';

const read = async (app: App, session: Session, query = '') => {
  const response = await request(app, 'GET', `${BASE}${query}`, { cookie: session.cookie });
  expect(response.status, response.text).toBe(200);
  return gs1PrefixesAnswerSchema.parse(response.body);
};
const save = (app: App, session: Session, body: unknown) =>
  request(app, 'PUT', BASE, { cookie: session.cookie, csrf: session.csrf, body });

async function companyId(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  return row!.id;
}

/** Every code of each card of the company (GTIN and package EANs), as the database holds them. */
async function codesByCard(db: Db, company: number): Promise<Map<number, string[]>> {
  const cards = await db
    .select({ id: products.id, gtin: products.gtin })
    .from(products)
    .where(eq(products.companyId, company))
    .orderBy(asc(products.id));
  const eans = await db
    .select({ id: productEans.productId, ean: productEans.ean })
    .from(productEans)
    .innerJoin(products, eq(products.id, productEans.productId))
    .where(eq(products.companyId, company));
  const codes = new Map(cards.map((card) => [card.id, card.gtin === null ? [] : [card.gtin]]));
  for (const row of eans) codes.get(row.id)!.push(row.ean);
  return codes;
}

/** The cards the domain rule puts outside the prefixes: what the SQL of the page and the filter must find. */
async function expectedOutside(db: Db, company: number, prefixes: string[]): Promise<number[]> {
  const codes = await codesByCard(db, company);
  return [...codes]
    .filter(([, list]) => list.some((code) => isOutsidePrefixes(code, prefixes)))
    .map(([id]) => id);
}

/** A prefix covering the GTIN of the company's first card but not all of its cards. */
async function partialPrefix(db: Db, company: number): Promise<string> {
  const [first] = await db
    .select({ gtin: products.gtin })
    .from(products)
    .where(eq(products.companyId, company))
    .orderBy(asc(products.id))
    .limit(1);
  return prefixKey(first!.gtin!).slice(0, 11);
}

describe('connect/gs1: who may', () => {
  test('suppliers and admins; 401 without a session and 403 for the networks, QC, mdm and cm', async () => {
    const { app } = await testApp();
    expect((await request(app, 'GET', BASE)).status).toBe(401);
    expect((await request(app, 'PUT', BASE, { body: { prefixes: [] } })).status).toBe(401);
    for (const email of [
      'network@demo.pim',
      'metro@demo.pim',
      'qc@demo.pim',
      'mdm@demo.pim',
      'cm@demo.pim',
    ]) {
      const session = await loginAs(app, email);
      expectError(await request(app, 'GET', BASE, { cookie: session.cookie }), 403, 'session.forbidden');
      expectError(await save(app, session, { prefixes: ['590123'] }), 403, 'session.forbidden');
    }
    const supplier = await loginAs(app, 'supplier@demo.pim');
    expect((await read(app, supplier)).company?.name).toBe(DAIRY);
  });

  test('a supplier keeps only its own company, whatever company_id says; an admin picks any supplier', async () => {
    const { app, db } = await testApp();
    const dairy = await companyId(db, DAIRY);
    const brewery = await companyId(db, 'Browar Pod Lipą S.A.');
    const selgros = await companyId(db, 'Selgros Cash & Carry');
    const supplier2 = await loginAs(app, 'supplier2@demo.pim');
    const saved = await save(app, supplier2, { company_id: dairy, prefixes: ['590765'] });
    expect(saved.status, saved.text).toBe(200);
    expect((saved.body as Gs1PrefixesAnswer).company?.id).toBe(brewery);
    expect(await db.select().from(companyGs1Prefixes).where(eq(companyGs1Prefixes.companyId, dairy))).toEqual(
      [],
    );
    expect((await read(app, supplier2, `?company_id=${dairy}`)).company?.id).toBe(brewery);

    const admin = await loginAs(app, 'admin@demo.pim');
    const none = await read(app, admin);
    expect(none.company).toBeNull();
    expect(none.companies.map((company) => company.name)).toContain(DAIRY);
    expect(none.companies.map((company) => company.name)).not.toContain('Selgros Cash & Carry');
    expect((await read(app, admin, `?company_id=${brewery}`)).prefixes).toEqual(['590765']);
    expectError(
      await request(app, 'GET', `${BASE}?company_id=${selgros}`, { cookie: admin.cookie }),
      404,
      'companies.errors.notFound',
    );
    expectError(
      await request(app, 'GET', `${BASE}?company_id=abc`, { cookie: admin.cookie }),
      400,
      'validation.invalid',
    );
    expectError(
      await save(app, admin, { company_id: selgros, prefixes: [] }),
      404,
      'companies.errors.notFound',
    );
    const noCompany = await save(app, admin, { prefixes: ['590123'] });
    expect(noCompany.status).toBe(400);
  });
});

describe('connect/gs1: saving the prefixes', () => {
  test('bad bodies and bad prefixes are refused per field with a 400, and nothing changes', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    expect((await save(app, supplier, { prefixes: ['590123'] })).status).toBe(200);
    const cases: [unknown, string][] = [
      [{}, 'prefixes'],
      [{ prefixes: '590123' }, 'prefixes'],
      [{ prefixes: [590123] }, 'prefixes.0'],
      [{ prefixes: ['59012'] }, 'prefixes.0'],
      [{ prefixes: ['5901234567890'] }, 'prefixes.0'],
      [{ prefixes: ['59012a'] }, 'prefixes.0'],
      [{ prefixes: ['590123', '590 123'] }, 'prefixes.1'],
      [{ prefixes: ['590123', '5901234'] }, 'prefixes.1'],
      [{ prefixes: Array.from({ length: 51 }, (_, i) => String(590100 + i)) }, 'prefixes'],
    ];
    for (const [body, field] of cases) {
      const response = await save(app, supplier, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { errors } = response.body as { errors: { field: string; message: string }[] };
      expect(errors.map((fault) => fault.field)).toContain(field);
    }
    const raw = await request(app, 'PUT', BASE, {
      cookie: supplier.cookie,
      csrf: supplier.csrf,
      raw: '{"prefixes":[',
    });
    expect(raw.status).toBe(400);
    const overlap = await save(app, supplier, { prefixes: ['590123', '5901234'] });
    expect((overlap.body as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'Ten prefiks zawiera inny z listy albo sam się w nim zawiera.',
    );
    expect(
      (await db.select({ prefix: companyGs1Prefixes.prefix }).from(companyGs1Prefixes)).map(
        (row) => row.prefix,
      ),
    ).toEqual(['590123']);
  });

  test('prefixes typed with spaces are kept compact, sorted, and replace the list', async () => {
    const { app } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    expect((await save(app, supplier, { prefixes: ['590 765', '590-123'] })).status).toBe(200);
    expect((await read(app, supplier)).prefixes).toEqual(['590123', '590765']);
    expect((await save(app, supplier, { prefixes: [] })).status).toBe(200);
    expect((await read(app, supplier)).prefixes).toEqual([]);
  });
});

describe('connect/gs1: cards outside the prefixes, on the page and in the products list filter', () => {
  test('no prefix: nothing outside, and the filter finds nothing', async () => {
    const { app } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const page = await read(app, supplier);
    expect([page.outside_total, page.outside]).toEqual([0, []]);
    expect((await listOf(app, supplier, { gs1: 'outside' })).total).toBe(0);
  });

  test('a GTIN or a package EAN outside every prefix lists the card; the page and the filter agree with the domain rule', async () => {
    const { app, db } = await testApp();
    const dairy = await companyId(db, DAIRY);
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const prefix = await partialPrefix(db, dairy);
    // A card whose GTIN is inside gets a case EAN from another company's prefix: outside by that EAN alone.
    const [inside] = await db
      .select({ id: products.id, gtin: products.gtin })
      .from(products)
      .where(eq(products.companyId, dairy))
      .orderBy(asc(products.id))
      .limit(1);
    const foreignCase = withCheckDigit(`1${'4006381'}33393`);
    await db
      .insert(productEans)
      .values({ ean: foreignCase, productId: inside!.id, packageType: PACKAGE_TYPE.FIRST_LEVEL });

    expect((await save(app, supplier, { prefixes: [prefix] })).status).toBe(200);
    const expected = await expectedOutside(db, dairy, [prefix]);
    expect(expected.length).toBeGreaterThan(1);
    expect(expected).toContain(inside!.id);

    const page = await read(app, supplier);
    expect(page.outside_total).toBe(expected.length);
    expect(page.outside.map((card) => card.id)).toEqual(expected.slice(0, 50));
    expect(page.outside.find((card) => card.id === inside!.id)?.outside).toEqual([foreignCase]);

    const listed = await allListedIds(app, supplier, { gs1: 'outside' });
    expect([...listed].sort((a, b) => a - b)).toEqual(expected);
    const filter = (await listOf(app, supplier)).info.filters.find((candidate) => candidate.name === 'gs1');
    expect(filter?.options).toEqual([{ value: 'outside', label: 'Kod spoza prefiksów GS1' }]);

    // A second prefix covering the foreign case takes the card out of the list.
    expect((await save(app, supplier, { prefixes: [prefix, '400638'] })).status).toBe(200);
    expect((await read(app, supplier)).outside.map((card) => card.id)).not.toContain(inside!.id);
  });

  test('the filter is the suppliers and admins; another role sends it in vain, and a bad value is a 400', async () => {
    const { app, db } = await testApp();
    const dairy = await companyId(db, DAIRY);
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const prefix = await partialPrefix(db, dairy);
    await save(app, supplier, { prefixes: [prefix] });
    const expected = await expectedOutside(db, dairy, [prefix]);

    const admin = await loginAs(app, 'admin@demo.pim');
    const adminListed = await allListedIds(app, admin, { gs1: 'outside', supplier_id: String(dairy) });
    expect([...adminListed].sort((a, b) => a - b)).toEqual(expected);

    const network = await loginAs(app, 'network@demo.pim');
    const all = await listOf(app, network);
    expect((await listOf(app, network, { gs1: 'outside' })).total).toBe(all.total);
    expect(all.info.filters.map((filter) => filter.name)).not.toContain('gs1');
    const bad = await request(app, 'GET', '/api/p1/products?gs1=inside', { cookie: supplier.cookie });
    expect(bad.status).toBe(400);
  });
});
