import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { cinRequestAnswerSchema } from '@contract/cin-panel';
import { listAnswerSchema } from '@contract/data-table';
import { PRODUCT_STATUS } from '@domain/constants';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { cinRequests, products } from '@server/db/schema';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';
import { expectNameOrder } from '@tests/server/harness/name-order';

const CIN_USER = 'cm@demo.pim';
const inSelgros = sql`${products.availability} @> '[{"code": "selgros", "visibility": true}]'::jsonb`;

const list = (app: App, session: Session | null, query = '') =>
  request(
    app,
    'GET',
    `/api/p1/cin-products${query === '' ? '' : `?${query}`}`,
    session === null ? {} : { cookie: session.cookie },
  );

async function panel(app: App, session: Session, query = '') {
  const response = await list(app, session, query);
  expect(response.status, response.text).toBe(200);
  return listAnswerSchema.parse(response.body);
}

const send = (app: App, session: Session, body: unknown) =>
  request(app, 'POST', '/api/p1/product/send-get-cin-file', {
    cookie: session.cookie,
    csrf: session.csrf,
    body,
  });

const requestCount = async (db: Db) => (await db.select({ id: cinRequests.id }).from(cinRequests)).length;

/** A Selgros card that is complete for the file (ready, GTIN, brand, category, Selgros number), or not. */
async function selgrosCard(db: Db, complete: boolean) {
  const number = sql`exists (select 1 from jsonb_array_elements(${products.availability}) e
    where e ->> 'code' = 'selgros' and btrim(e ->> 'product_number') <> '')`;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        inSelgros,
        complete
          ? and(eq(products.status, PRODUCT_STATUS.READY), number, sql`${products.brandId} is not null`)
          : sql`not (${number})`,
      ),
    )
    .orderBy(products.id)
    .limit(1);
  if (row === undefined) throw new Error('no such Selgros card');
  return row.id;
}

describe('GET /api/p1/cin-products (§2 Panel CIN)', () => {
  test('the Selgros România user sees Selgros’s cards with the seeded requests', async () => {
    const { app } = await testApp();
    const answer = await panel(app, await loginAs(app, CIN_USER), 'cin=requested&per_page=100');
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.rows.every((row) => row.cells.cin_requested_at !== null)).toBe(true);
    expect(answer.info.single_actions.find((action) => action.id === 'cin_file')?.href).toBe(
      '/api/p1/product/{id}/get-cin-file?chain=selgros',
    );
    // The chain filter only when the user holds both interfaces.
    expect(answer.info.filters.map((filter) => filter.name)).not.toContain('chain');
  });

  test.each(['supplier@demo.pim', 'qc@demo.pim', 'admin@demo.pim'])(
    '%s is refused with 403',
    async (email) => {
      const { app } = await testApp();
      expectError(await list(app, await loginAs(app, email)), 403, 'session.forbidden');
    },
  );

  test('a chain the user does not hold is 403; a bad query is 400', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, CIN_USER);
    expectError(await list(app, session, 'chain=carrefour_ro'), 403, 'cinPanel.errors.chainForbidden');
    expectFaults(await list(app, session, 'cin=maybe'), 'cin_panel');
    expectFaults(await list(app, session, 'sort=chain_number'), 'cin_panel');
  });

  test('never-requested cards, sorted by name', async () => {
    const { app } = await testApp();
    const answer = await panel(app, await loginAs(app, CIN_USER), 'cin=none&sort=name_to_show&per_page=25');
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.rows.every((row) => row.cells.cin_requested_at === null)).toBe(true);
    const names = answer.rows.map((row) => String(row.cells.name_to_show));
    expectNameOrder(names);
  });
});

describe('POST /api/p1/product/send-get-cin-file (§7)', () => {
  test('logs one request per card with its outcome; the panel and the file follow', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, CIN_USER);
    const complete = await selgrosCard(db, true);
    const lacking = await selgrosCard(db, false);
    const response = await send(app, session, { ids: [complete, lacking] });
    expect(response.status, response.text).toBe(200);
    const answer = cinRequestAnswerSchema.parse(response.body);
    expect(answer.chain).toBe('selgros');
    expect(answer.results.map((result) => [result.id, result.status])).toEqual([
      [complete, 'ready'],
      [lacking, 'incomplete'],
    ]);
    expect(answer.results[1]!.missing.length).toBeGreaterThan(0);
    const logged = await db
      .select()
      .from(cinRequests)
      .where(inArray(cinRequests.productId, [complete, lacking]));
    expect(logged.some((row) => row.productId === complete && row.status === 'ready')).toBe(true);

    const file = await app.request(`/api/p1/product/${complete}/get-cin-file?chain=selgros`, {
      headers: { cookie: session.cookie },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/spreadsheetml/);
    expect(file.headers.get('content-disposition')).toMatch(/-cin-selgros\.xlsx/);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const bytes = Buffer.from(await file.arrayBuffer());
    await workbook.xlsx.load(bytes as unknown as Parameters<typeof workbook.xlsx.load>[0]);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['CIN', 'Cerere']);
    const [gtin] = await db.select({ gtin: products.gtin }).from(products).where(eq(products.id, complete));
    expect(workbook.worksheets[0]!.getRow(2).getCell(1).value).toBe(gtin!.gtin);
    const [latest] = await db
      .select()
      .from(cinRequests)
      .where(and(eq(cinRequests.productId, complete), eq(cinRequests.chain, 'selgros')))
      .orderBy(sql`${cinRequests.id} desc`)
      .limit(1);
    expect(latest!.downloadedAt).not.toBeNull();

    expectError(
      await request(app, 'GET', `/api/p1/product/${lacking}/get-cin-file`, { cookie: session.cookie }),
      404,
      'cinPanel.errors.noReadyRequest',
    );
  });

  test('a supplier is refused with 403 and nothing is written', async () => {
    const { app, db } = await testApp();
    const before = await requestCount(db);
    const id = await selgrosCard(db, true);
    expectError(
      await send(app, await loginAs(app, 'supplier@demo.pim'), { ids: [id] }),
      403,
      'session.forbidden',
    );
    expect(await requestCount(db)).toBe(before);
  });

  test.each([
    [{ ids: [] }, 'ids'],
    [{ ids: ['1'] }, 'ids.0'],
    [{ ids: [1], chain: 'metro' }, 'chain'],
    [{ ids: [1], more: 1 }, '_'],
    [{}, 'ids'],
  ])('bad body #%# is a 400, nothing written', async (body, field) => {
    const { app, db } = await testApp();
    const before = await requestCount(db);
    const faults = expectFaults(await send(app, await loginAs(app, CIN_USER), body), 'cin');
    if (field !== '_') expect(faults.map((fault) => fault.field)).toContain(field);
    expect(await requestCount(db)).toBe(before);
  });

  test('a card not visible in the chain refuses the whole request', async () => {
    const { app, db } = await testApp();
    const before = await requestCount(db);
    const inside = await selgrosCard(db, true);
    const [outside] = await db
      .select({ id: products.id })
      .from(products)
      .where(sql`not (${inSelgros})`)
      .limit(1);
    expectError(
      await send(app, await loginAs(app, CIN_USER), { ids: [inside, outside!.id] }),
      404,
      'cinPanel.errors.notInChain',
    );
    expect(await requestCount(db)).toBe(before);
  });
});
