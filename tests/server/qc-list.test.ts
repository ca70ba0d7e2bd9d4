import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { listAnswerSchema } from '@contract/data-table';
import { qcAnswerSchema } from '@contract/qc-list';
import { PRODUCT_STATUS } from '@domain/constants';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { productRows, products, qcChecks } from '@server/db/schema';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';
import { expectNameOrder } from '@tests/server/harness/name-order';

const list = (app: App, session: Session | null, query = '') =>
  request(
    app,
    'GET',
    `/api/p1/qc-products${query === '' ? '' : `?${query}`}`,
    session === null ? {} : { cookie: session.cookie },
  );

async function qcList(app: App, session: Session, query = '') {
  const response = await list(app, session, query);
  expect(response.status, response.text).toBe(200);
  return listAnswerSchema.parse(response.body);
}

const send = (app: App, session: Session, path: string, body: unknown) =>
  request(app, 'POST', path, { cookie: session.cookie, csrf: session.csrf, body });

const checksOf = (db: Db, id: number) => db.select().from(qcChecks).where(eq(qcChecks.productId, id));

/** A ready card visible in the network (the QC manager's scope is Markant's cards). */
async function cardIn(db: Db, network: string) {
  const [row] = await db
    .select({ id: products.id, qcStatus: products.qcStatus })
    .from(products)
    .where(
      and(
        eq(products.status, PRODUCT_STATUS.READY),
        sql`${products.availability} @> ${JSON.stringify([{ code: network, visibility: true }])}::jsonb`,
      ),
    )
    .orderBy(products.id)
    .limit(1);
  if (row === undefined) throw new Error(`no ready card in ${network}`);
  return row;
}

describe('GET /api/p1/qc-products (§2 QC list)', () => {
  test('the QC manager sees the cards of the network with the card’s and both chains’ QC columns', async () => {
    const { app } = await testApp();
    const answer = await qcList(app, await loginAs(app, 'qc@demo.pim'));
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.info.available_columns.map((column) => column.id)).toEqual(
      expect.arrayContaining(['qc_status', 'qc_selgros', 'qc_markant', 'supplier']),
    );
    expect(answer.info.single_actions.map((action) => action.id)).toEqual(['qc_status', 'details']);
    expect(answer.info.mass_actions.map((action) => action.id)).toEqual(['qc_status']);
    expect(answer.sort).toBe('updated_at');
  });

  test.each(['supplier@demo.pim', 'metro@demo.pim', 'mdm@demo.pim'])(
    '%s is refused with 403',
    async (email) => {
      const { app } = await testApp();
      expectError(await list(app, await loginAs(app, email)), 403, 'session.forbidden');
    },
  );

  test('without a session: 401', async () => {
    const { app } = await testApp();
    expectError(await list(app, null), 401, 'errors.unauthenticated');
  });

  test('filters by the card’s QC status and sorts by name', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'admin@demo.pim');
    const failed = await qcList(app, session, 'qc_status=2&sort=name_to_show&order=asc&per_page=25');
    expect(failed.rows.length).toBeGreaterThan(0);
    const label = failed.rows[0]!.cells.qc_status;
    expect(failed.rows.every((row) => row.cells.qc_status === label)).toBe(true);
    const names = failed.rows.map((row) => String(row.cells.name_to_show));
    expectNameOrder(names);
  });

  test('a chain narrows to its cards and the status filter reads that chain’s verdict', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'admin@demo.pim');
    const passed = await qcList(app, session, 'chain=selgros&qc_status=1&per_page=200');
    expect(passed.rows.length).toBeGreaterThan(0);
    const ids = passed.rows.map((row) => row.id);
    const verdicts = await db
      .select({ id: qcChecks.productId, status: qcChecks.status })
      .from(qcChecks)
      .where(and(eq(qcChecks.chain, 'selgros'), inArray(qcChecks.productId, ids)));
    expect(verdicts.length).toBe(ids.length);
    expect(verdicts.every((verdict) => verdict.status === 1)).toBe(true);
    const rows = await db
      .select({ codes: productRows.networkCodes })
      .from(productRows)
      .where(inArray(productRows.id, ids));
    expect(rows.every((row) => row.codes.includes('selgros'))).toBe(true);
  });

  test.each([
    ['sort=completeness', 'sort'],
    ['qc_status=7', 'qc_status'],
    ['chain=metro', 'chain'],
    ['per_page=13', 'per_page'],
  ])('bad query %s is a 400 naming %s', async (query, field) => {
    const { app } = await testApp();
    const faults = expectFaults(await list(app, await loginAs(app, 'qc@demo.pim'), query), 'qc_list');
    expect(faults.some((fault) => fault.field.split('.')[0] === field)).toBe(true);
  });
});

describe('GET and POST /api/p1/product/qc/{id} (§7, the QC status modal)', () => {
  test('the QC manager reads every chain’s verdict and may change the card’s and Markant’s', async () => {
    const { app, db } = await testApp();
    const card = await cardIn(db, 'markant');
    const response = await request(app, 'GET', `/api/p1/product/qc/${card.id}`, {
      cookie: (await loginAs(app, 'qc@demo.pim')).cookie,
    });
    expect(response.status, response.text).toBe(200);
    const answer = qcAnswerSchema.parse(response.body);
    expect(answer.verdicts.map((verdict) => [verdict.chain, verdict.can_change])).toEqual([
      ['card', true],
      ['selgros', false],
      ['markant', true],
    ]);
    expect(answer.verdicts[0]!.status).toBe(card.qcStatus);
  });

  test('changing the card’s verdict writes qc_checks and products.qc_status, and the list shows it', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'qc@demo.pim');
    const card = await cardIn(db, 'markant');
    const response = await send(app, session, `/api/p1/product/qc/${card.id}`, {
      status: 2,
      comment: 'Brak zdjęcia etykiety.',
    });
    expect(response.status, response.text).toBe(200);
    expect(qcAnswerSchema.parse(response.body).verdicts[0]).toMatchObject({ chain: 'card', status: 2 });
    const [row] = await db.select().from(products).where(eq(products.id, card.id));
    expect(row!.qcStatus).toBe(2);
    expect(await checksOf(db, card.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ chain: 'card', status: 2, comment: 'Brak zdjęcia etykiety.' }),
      ]),
    );
    const listed = await qcList(app, session, `qc_status=2&per_page=200&sort=id&order=asc`);
    expect(listed.rows.map((one) => one.id)).toContain(card.id);
    // The products list's QC column reads the same status (lists.product_rows, kept by the trigger).
    const [listRow] = await db.select().from(productRows).where(eq(productRows.id, card.id));
    expect(listRow!.qcStatus).toBe(2);
  });

  test('a Selgros verdict needs the Selgros flag: the QC manager is refused, nothing written', async () => {
    const { app, db } = await testApp();
    const card = await cardIn(db, 'markant');
    const before = await checksOf(db, card.id);
    const response = await send(app, await loginAs(app, 'qc@demo.pim'), `/api/p1/product/qc/${card.id}`, {
      chain: 'selgros',
      status: 1,
    });
    expectError(response, 403, 'qcList.errors.chainForbidden');
    expect(await checksOf(db, card.id)).toEqual(before);
  });

  test('the Selgros network user changes Selgros’s verdict but not the card’s own', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'network@demo.pim');
    const card = await cardIn(db, 'selgros');
    const ok = await send(app, session, `/api/p1/product/qc/${card.id}`, { chain: 'selgros', status: 1 });
    expect(ok.status, ok.text).toBe(200);
    expect((await checksOf(db, card.id)).find((row) => row.chain === 'selgros')?.status).toBe(1);
    expectError(
      await send(app, session, `/api/p1/product/qc/${card.id}`, { chain: 'card', status: 1 }),
      403,
      'qcList.errors.chainForbidden',
    );
  });

  test('a supplier is refused with 403 and nothing is written', async () => {
    const { app, db } = await testApp();
    const card = await cardIn(db, 'markant');
    const before = await checksOf(db, card.id);
    const session = await loginAs(app, 'supplier@demo.pim');
    expectError(
      await send(app, session, `/api/p1/product/qc/${card.id}`, { status: 1 }),
      403,
      'session.forbidden',
    );
    expectError(
      await request(app, 'GET', `/api/p1/product/qc/${card.id}`, { cookie: session.cookie }),
      403,
      'session.forbidden',
    );
    expect(await checksOf(db, card.id)).toEqual(before);
  });

  test.each([
    [{ status: 5 }, 'status'],
    [{ status: '1' }, 'status'],
    [{ chain: 'metro', status: 1 }, 'chain'],
    [{ status: 1, comment: 'too long '.repeat(60) }, 'comment'],
    [{ status: 1, extra: true }, '_'],
    [{ status: 2 }, 'comment'],
  ])('bad body #%# is a 400 on %s, nothing written', async (body, field) => {
    const { app, db } = await testApp();
    const card = await cardIn(db, 'markant');
    const before = await checksOf(db, card.id);
    const [product] = await db.select().from(products).where(eq(products.id, card.id));
    const response = await send(
      app,
      await loginAs(app, 'qc@demo.pim'),
      `/api/p1/product/qc/${card.id}`,
      body,
    );
    const faults = expectFaults(response, 'qc');
    if (field !== '_') expect(faults.map((fault) => fault.field)).toContain(field);
    expect(await checksOf(db, card.id)).toEqual(before);
    expect((await db.select().from(products).where(eq(products.id, card.id)))[0]).toEqual(product);
  });

  test('a card outside the user’s scope is 404', async () => {
    const { app, db } = await testApp();
    const [outside] = await db
      .select({ id: products.id })
      .from(products)
      .where(sql`not (${products.availability} @> '[{"code": "markant", "visibility": true}]'::jsonb)`)
      .limit(1);
    expectError(
      await send(app, await loginAs(app, 'qc@demo.pim'), `/api/p1/product/qc/${outside!.id}`, { status: 1 }),
      404,
      'errors.productNotFound',
    );
  });
});

describe('POST /api/p1/products/qc (mass change)', () => {
  test('all selected cards get the verdict in one go; one card out of scope refuses all', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'admin@demo.pim');
    const page = await qcList(app, session, 'per_page=25&sort=id');
    const ids = page.rows.slice(0, 3).map((row) => row.id);
    const ok = await send(app, session, '/api/p1/products/qc', { ids, status: 1 });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toEqual({ count: 3 });
    const rows = await db.select({ qc: products.qcStatus }).from(products).where(inArray(products.id, ids));
    expect(rows.every((row) => row.qc === 1)).toBe(true);

    const qc = await loginAs(app, 'qc@demo.pim');
    const [outside] = await db
      .select({ id: products.id })
      .from(products)
      .where(sql`not (${products.availability} @> '[{"code": "markant", "visibility": true}]'::jsonb)`)
      .limit(1);
    const inside = await cardIn(db, 'markant');
    const before = await checksOf(db, inside.id);
    expectError(
      await send(app, qc, '/api/p1/products/qc', { ids: [inside.id, outside!.id], status: 2, comment: 'x' }),
      404,
      'errors.productNotFound',
    );
    expect(await checksOf(db, inside.id)).toEqual(before);
    expectFaults(await send(app, qc, '/api/p1/products/qc', { ids: [], status: 1 }), 'qc');
  });
});
