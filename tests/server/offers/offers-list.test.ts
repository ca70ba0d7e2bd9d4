import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { listAnswerSchema } from '@contract/data-table';
import { OFFER_STATUS } from '@domain/offers';
import { PRODUCT_STATUS } from '@domain/constants';
import { offers, products, users } from '@server/db/schema';
import { expectError, expectFaults, expectFieldFault } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';
import type { Db } from '@server/db/client';
import type { App } from '@server/app';

const list = async (app: App, session: Session, query = '') => {
  const response = await request(app, 'GET', `/api/p1/offers${query}`, { cookie: session.cookie });
  expect(response.status, response.text).toBe(200);
  return listAnswerSchema.parse(response.body);
};

/** The offer ids a demo user's scope admits, read from the table itself. */
async function expectedIds(db: Db, email: string): Promise<number[]> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const where =
    user!.role === 'supplier'
      ? eq(offers.companyId, user!.companyId!)
      : user!.role === 'admin'
        ? undefined
        : eq(offers.networkCode, user!.networkCode!);
  const rows = await db.select({ id: offers.id }).from(offers).where(where).orderBy(asc(offers.id));
  return rows.map((row) => row.id);
}

const ROLES = [
  'supplier@demo.pim',
  'supplier2@demo.pim',
  'network@demo.pim',
  'metro@demo.pim',
  'qc@demo.pim',
  'cm@demo.pim',
  'mdm@demo.pim',
  'admin@demo.pim',
];

describe('GET /api/p1/offers (§2 Offers list)', () => {
  test.each(ROLES)('%s sees exactly the offers of its scope, and some', async (email) => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, email);
    const answer = await list(app, session, '?per_page=200&sort=id');
    const expected = await expectedIds(db, email);
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.rows.map((row) => row.id)).toEqual(expected);
    expect(answer.total).toBe(expected.length);
    expect(errors).toEqual([]);
  });

  test('a supplier gets no supplier column; a chain user no network column and no network filter', async () => {
    const { app } = await testApp();
    const supplier = await list(app, await loginAs(app, 'supplier@demo.pim'));
    const columns = (answer: typeof supplier) => answer.info.available_columns.map((column) => column.id);
    expect(columns(supplier)).not.toContain('supplier');
    expect(columns(supplier)).toContain('network');
    expect(supplier.info.filters.map((filter) => filter.name)).toEqual(['status', 'network_code']);
    const network = await list(app, await loginAs(app, 'network@demo.pim'));
    expect(columns(network)).toContain('supplier');
    expect(columns(network)).not.toContain('network');
    expect(network.info.filters.map((filter) => filter.name)).toEqual(['status']);
    expect(network.rows.every((row) => row.cells.supplier !== null)).toBe(true);
  });

  test('a network filter cannot widen a chain user’s scope; status filters and sorts by index', async () => {
    const { app, db } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    const widened = await list(app, network, '?network_code=metro&per_page=200');
    expect(widened.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      await expectedIds(db, 'network@demo.pim'),
    );
    const admin = await loginAs(app, 'admin@demo.pim');
    const approved = await list(app, admin, `?status=${OFFER_STATUS.APPROVED}&sort=date_from&order=asc`);
    expect(approved.rows.length).toBeGreaterThan(0);
    expect(new Set(approved.rows.map((row) => row.cells.status))).toEqual(new Set(['Zatwierdzony']));
    const dates = approved.rows.map((row) => String(row.cells.date_from));
    expect(dates).toEqual([...dates].sort());
    const metro = await list(app, admin, '?network_code=metro');
    expect(new Set(metro.rows.map((row) => row.cells.network))).toEqual(new Set(['Metro']));
  });

  test('bad query parameters are a 400 naming each one', async () => {
    const { app, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const response = await request(app, 'GET', '/api/p1/offers?sort=name&status=9&per_page=7', {
      cookie: session.cookie,
    });
    const faults = expectFaults(response, 'offer_list');
    expect(faults.map((fault) => fault.field).sort()).toEqual(['per_page', 'sort', 'status.0']);
    expect(errors).toEqual([]);
  });

  test('without a session 401', async () => {
    const { app } = await testApp();
    expectError(await request(app, 'GET', '/api/p1/offers'), 401, 'errors.unauthenticated');
  });
});

/** A ready card of the supplier's company that has no open offer to the network. */
async function freeCard(db: Db, companyId: number, network: string) {
  const offered = db
    .select({ id: offers.productId })
    .from(offers)
    .where(and(eq(offers.networkCode, network), inArray(offers.status, [1, 2])));
  const [card] = await db
    .select({ id: products.id, gtin: products.gtin })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.status, PRODUCT_STATUS.READY),
        notInArray(products.id, offered),
        sql`${products.gtin} is not null`,
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  return card!;
}

const offerCount = async (db: Db) => (await db.select({ n: sql<number>`count(*)::int` }).from(offers))[0]!.n;

describe('POST /api/p1/offers (§2 add offer, §3 Offer modal values)', () => {
  const body = (gtin: string) => ({
    gtin,
    network: 'selgros',
    dealerId: 'D-77',
    name: 'Oferta testowa',
    date_from: '2026-12-01',
    buyer: 'Joanna Zakupowa',
  });

  test('a supplier offers its own ready card; it lists as offered, and a second open offer is refused', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await freeCard(db, session.answer.user.company_id!, 'selgros');
    const created = await request(app, 'POST', '/api/p1/offers', {
      cookie: session.cookie,
      csrf: session.csrf,
      body: body(card.gtin!),
    });
    expect(created.status, created.text).toBe(201);
    const [row] = await db
      .select()
      .from(offers)
      .where(and(eq(offers.productId, card.id), eq(offers.status, OFFER_STATUS.OFFERED)));
    expect(row).toMatchObject({ networkCode: 'selgros', status: OFFER_STATUS.OFFERED, dealerId: 'D-77' });
    const before = await offerCount(db);
    const again = await request(app, 'POST', '/api/p1/offers', {
      cookie: session.cookie,
      csrf: session.csrf,
      body: body(card.gtin!),
    });
    expectFieldFault(again, {
      namespace: 'offer',
      field: 'network',
      message: 'Ta karta jest już zaoferowana tej sieci',
    });
    expect(await offerCount(db)).toBe(before);
    expect(errors).toEqual([]);
  });

  test('another company’s card, bad values and unknown networks are 400s and write nothing', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const brewery = await loginAs(app, 'supplier2@demo.pim');
    const foreign = await freeCard(db, brewery.answer.user.company_id!, 'selgros');
    const own = await freeCard(db, session.answer.user.company_id!, 'selgros');
    const before = await offerCount(db);
    const send = (payload: unknown) =>
      request(app, 'POST', '/api/p1/offers', { cookie: session.cookie, csrf: session.csrf, body: payload });
    expectFieldFault(await send(body(foreign.gtin!)), {
      namespace: 'offer',
      field: 'gtin',
      message: 'Nie masz karty produktu z tym numerem GTIN',
    });
    expectFaults(await send({ ...body(own.gtin!), name: '  ', date_from: '2026-13-45' }), 'offer');
    expectFaults(await send({ ...body(own.gtin!), network: 'DROP TABLE' }), 'offer');
    expectFieldFault(await send({ ...body(own.gtin!), network: 'nowhere' }), {
      namespace: 'offer',
      field: 'network',
      message: 'Wybrana sieć nie istnieje',
    });
    expectFaults(
      await request(app, 'POST', '/api/p1/offers', {
        cookie: session.cookie,
        csrf: session.csrf,
        raw: '{"gtin":',
      }),
      'offer',
    );
    expect(await offerCount(db)).toBe(before);
    expect(errors).toEqual([]);
  });

  test('only suppliers offer, only where the instance sends offers, only with the CSRF token', async () => {
    const { app, db } = await testApp();
    const before = await offerCount(db);
    for (const email of ['network@demo.pim', 'cm@demo.pim', 'admin@demo.pim']) {
      const session = await loginAs(app, email);
      const response = await request(app, 'POST', '/api/p1/offers', {
        cookie: session.cookie,
        csrf: session.csrf,
        body: body('5901234123457'),
      });
      expectError(response, 403, 'session.forbidden');
    }
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const card = await freeCard(db, supplier.answer.user.company_id!, 'selgros');
    const noToken = await request(app, 'POST', '/api/p1/offers', {
      cookie: supplier.cookie,
      body: body(card.gtin!),
    });
    expect(noToken.status).toBe(403);
    const german = await testApp({ instance: 'de' });
    const session = await loginAs(german.app, 'supplier@demo.pim');
    const off = await request(german.app, 'POST', '/api/p1/offers', {
      cookie: session.cookie,
      csrf: session.csrf,
      body: body(card.gtin!),
    });
    expectError(off, 403, 'offers.errors.sendingOff');
    expect(await offerCount(db)).toBe(before);
  });
});
