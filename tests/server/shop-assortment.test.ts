import { and, arrayContains, asc, eq, notInArray, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  assortmentCandidatesSchema,
  assortmentSummarySchema,
  type AssortmentSummary,
} from '@contract/shop-assortment';
import { productRows, shopAssortment } from '@server/db/schema';
import type { Db } from '@server/db/client';
import type { App } from '@server/app';
import { getList, listAt, send } from '@tests/server/fixtures/admin-lists';
import { expectError, expectFaults, expectFieldFault } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

const PATH = '/api/shop/assortment';

async function assortmentOf(db: Db, network: string) {
  return db
    .select()
    .from(shopAssortment)
    .where(eq(shopAssortment.networkCode, network))
    .orderBy(asc(shopAssortment.productId));
}

/** A card visible in the network and not in its assortment. */
async function candidateOf(db: Db, network: string) {
  const inAssortment = (await assortmentOf(db, network)).map((row) => row.productId);
  const [card] = await db
    .select({ id: productRows.id, name: productRows.nameToShow })
    .from(productRows)
    .where(and(arrayContains(productRows.networkCodes, [network]), notInArray(productRows.id, inAssortment)))
    .orderBy(asc(productRows.id))
    .limit(1);
  return card!;
}

async function summaryOf(app: App, session: Session, query = ''): Promise<AssortmentSummary> {
  const response = await request(app, 'GET', `${PATH}/summary${query}`, { cookie: session.cookie });
  expect(response.status, response.text).toBe(200);
  return assortmentSummarySchema.parse(response.body);
}

describe('GET /api/shop/assortment: a network’s shop assortment (§2 shop-management, docs/decisions/0051)', () => {
  test('a network reads its own assortment with numbers, statuses and readiness, never another’s', async () => {
    const { app, db, errors } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    const stored = await assortmentOf(db, 'selgros');
    expect(stored.length).toBeGreaterThan(5);
    const answer = await listAt(app, network, PATH, { per_page: '100', network: 'metro' });
    expect(answer.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      stored.map((row) => row.productId),
    );
    expect(answer.info.available_columns.map((column) => column.id)).toEqual([
      'product_number',
      'name_to_show',
      'gtin',
      'supplier',
      'status',
      'readiness',
      'added_at',
    ]);
    expect(answer.info.filters.map((filter) => filter.name)).toEqual(['q', 'status', 'readiness']);
    expect(answer.info.single_actions.map((action) => action.id)).toEqual(['edit', 'details', 'remove']);
    expect(answer.info.mass_actions.map((action) => action.id)).toEqual([
      'status_planned',
      'status_listed',
      'status_delisted',
      'remove',
    ]);
    const entry = stored.find((row) => row.productNumber !== null && row.status === 'listed')!;
    const row = answer.rows.find((candidate) => candidate.id === entry.productId)!;
    expect(row.cells.product_number).toBe(entry.productNumber);
    expect(row.cells.status).toBe('W sprzedaży');
    expect(['Gotowa', 'Czeka na sieć', 'Do zrobienia']).toContain(row.cells.readiness);

    const listed = await listAt(app, network, PATH, { status: 'listed', per_page: '100' });
    expect(listed.total).toBe(stored.filter((item) => item.status === 'listed').length);
    const todo = await listAt(app, network, PATH, { readiness: 'todo', per_page: '100' });
    const clear = await listAt(app, network, PATH, { readiness: 'clear', per_page: '100' });
    expect(todo.total + clear.total).toBe(stored.length);
    expect(todo.rows.every((item) => item.cells.readiness === 'Do zrobienia')).toBe(true);

    const metro = await loginAs(app, 'metro@demo.pim');
    const metroAnswer = await listAt(app, metro, PATH, { per_page: '100' });
    expect(metroAnswer.rows.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      (await assortmentOf(db, 'metro')).map((item) => item.productId),
    );
    expect(errors).toEqual([]);
  });

  test('the summary counts statuses and the cards ready for the network', async () => {
    const { app, db } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    const stored = await assortmentOf(db, 'selgros');
    const summary = await summaryOf(app, network);
    expect(summary.network).toEqual({ code: 'selgros', name: 'Selgros' });
    expect(summary.networks).toEqual([]);
    expect(summary.statuses).toEqual({
      planned: stored.filter((row) => row.status === 'planned').length,
      listed: stored.filter((row) => row.status === 'listed').length,
      delisted: stored.filter((row) => row.status === 'delisted').length,
    });
    const { completeness } = summary;
    expect(completeness.total).toBe(stored.filter((row) => row.status !== 'delisted').length);
    expect(completeness.ready + completeness.waiting + completeness.todo).toBe(completeness.total);
    expect(completeness.percent).toBe(Math.floor((completeness.ready * 100) / completeness.total));
  });

  test('an administrator reads any network’s assortment and changes none', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const answer = await listAt(app, admin, PATH, { network: 'metro', per_page: '100' });
    expect(answer.total).toBe((await assortmentOf(db, 'metro')).length);
    expect(answer.info.single_actions.map((action) => action.id)).toEqual(['details']);
    expect(answer.info.mass_actions).toEqual([]);
    expect(answer.info.filters.map((filter) => filter.name)).toEqual(['q', 'status', 'readiness', 'network']);
    const summary = await summaryOf(app, admin, '?network=metro');
    expect(summary.network.code).toBe('metro');
    expect(summary.networks.map((item) => item.code)).toContain('selgros');
    expectError(
      await getList(app, admin, PATH, { network: 'nowhere' }),
      404,
      'shopAssortment.networkNotFound',
    );
    const before = await assortmentOf(db, 'selgros');
    const card = await candidateOf(db, 'selgros');
    expectError(
      await send(app, admin, 'POST', PATH, { product_ids: [card.id] }),
      403,
      'shopAssortment.readOnly',
    );
    expectError(
      await send(app, admin, 'PUT', `${PATH}/${before[0]!.productId}`, {
        product_number: 'X1',
        status: 'listed',
      }),
      403,
      'shopAssortment.readOnly',
    );
    expectError(
      await send(app, admin, 'DELETE', PATH, { product_ids: [before[0]!.productId] }),
      403,
      'shopAssortment.readOnly',
    );
    expect(await assortmentOf(db, 'selgros')).toEqual(before);
  });

  test('who may not: no session 401; suppliers, QC and master-data managers 403', async () => {
    const { app, db } = await testApp();
    const before = await assortmentOf(db, 'selgros');
    expectError(await getList(app, null, PATH), 401, 'errors.unauthenticated');
    for (const email of ['supplier@demo.pim', 'qc@demo.pim', 'mdm@demo.pim']) {
      const session = await loginAs(app, email);
      expectError(await getList(app, session, PATH), 403, 'session.forbidden');
      expectError(await getList(app, session, `${PATH}/summary`), 403, 'session.forbidden');
      expectError(
        await send(app, session, 'POST', PATH, { product_ids: [before[0]!.productId] }),
        403,
        'session.forbidden',
      );
      expectError(
        await send(app, session, 'PUT', `${PATH}/status`, {
          product_ids: [before[0]!.productId],
          status: 'delisted',
        }),
        403,
        'session.forbidden',
      );
    }
    expect(await assortmentOf(db, 'selgros')).toEqual(before);
  });
});

describe('writes to the assortment: the network’s own people, one transaction each', () => {
  test('a network adds an available card as planned; the summary counts it', async () => {
    const { app, db } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    const card = await candidateOf(db, 'selgros');
    const candidates = await request(app, 'GET', `${PATH}/candidates`, { cookie: network.cookie });
    const found = assortmentCandidatesSchema.parse(candidates.body);
    const inAssortment = new Set((await assortmentOf(db, 'selgros')).map((row) => row.productId));
    expect(found.cards.length).toBeGreaterThan(0);
    expect(found.cards.some((item) => inAssortment.has(item.id))).toBe(false);
    const before = await summaryOf(app, network);
    const added = await send(app, network, 'POST', PATH, { product_ids: [card.id, card.id] });
    expect(added.status, added.text).toBe(201);
    expect(added.body).toEqual({ added: 1 });
    const [row] = (await assortmentOf(db, 'selgros')).filter((item) => item.productId === card.id);
    expect(row).toMatchObject({ status: 'planned', productNumber: null });
    const after = await summaryOf(app, network);
    expect(after.statuses.planned).toBe(before.statuses.planned + 1);
    expect(after.completeness.total).toBe(before.completeness.total + 1);
    // Adding again changes nothing: the card keeps its place.
    const again = await send(app, network, 'POST', PATH, { product_ids: [card.id] });
    expect(again.body).toEqual({ added: 0 });
  });

  test('a card not available to the network is refused and nothing is added', async () => {
    const { app, db } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    const card = await candidateOf(db, 'selgros');
    const [hidden] = await db
      .select({ id: productRows.id })
      .from(productRows)
      .where(sql`not (${productRows.networkCodes} @> array['selgros']::text[])`)
      .limit(1);
    const before = await assortmentOf(db, 'selgros');
    expectFieldFault(await send(app, network, 'POST', PATH, { product_ids: [card.id, hidden!.id] }), {
      namespace: 'shop_assortment',
      field: 'product_ids.1',
      message: 'Ta karta nie jest dostępna w sieci.',
    });
    expect(await assortmentOf(db, 'selgros')).toEqual(before);
  });

  test('the number and status of a card; a number is the network’s for one card only', async () => {
    const { app, db } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    const stored = await assortmentOf(db, 'selgros');
    const [first, second] = stored.filter((row) => row.productNumber !== null);
    const saved = await send(app, network, 'PUT', `${PATH}/${first!.productId}`, {
      product_number: '  SG-999001 ',
      status: 'delisted',
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({
      product_id: first!.productId,
      product_number: 'SG-999001',
      status: 'delisted',
    });
    expectFieldFault(
      await send(app, network, 'PUT', `${PATH}/${second!.productId}`, {
        product_number: 'SG-999001',
        status: 'listed',
      }),
      {
        namespace: 'shop_assortment',
        field: 'product_number',
        message: 'Ten numer ma już inna karta w asortymencie sieci.',
      },
    );
    const cleared = await send(app, network, 'PUT', `${PATH}/${second!.productId}`, {
      product_number: '',
      status: 'planned',
    });
    expect(cleared.body).toMatchObject({ product_number: null, status: 'planned' });
    // Another network's entry is not this network's to change: not found, as if absent.
    const metroCard = (await assortmentOf(db, 'metro')).find(
      (row) => !stored.some((own) => own.productId === row.productId),
    )!;
    expectError(
      await send(app, network, 'PUT', `${PATH}/${metroCard.productId}`, {
        product_number: 'X',
        status: 'listed',
      }),
      404,
      'shopAssortment.notInAssortment',
    );
    expect((await assortmentOf(db, 'metro')).find((row) => row.productId === metroCard.productId)).toEqual(
      metroCard,
    );
  });

  test('statuses and removal of the selected cards, one outcome per card', async () => {
    const { app, db } = await testApp();
    const cm = await loginAs(app, 'cm@demo.pim');
    const stored = await assortmentOf(db, 'selgros');
    const ids = stored.slice(0, 3).map((row) => row.productId);
    const outsider = (await candidateOf(db, 'selgros')).id;
    const listed = await send(app, cm, 'PUT', `${PATH}/status`, {
      product_ids: [...ids, outsider],
      status: 'listed',
    });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body).toEqual({
      results: [
        ...ids.map((id) => ({ id, success: true })),
        // cm@demo.pim works in Romanian.
        { id: outsider, success: false, message: 'Acest produs nu este în sortimentul rețelei.' },
      ],
    });
    const after = await assortmentOf(db, 'selgros');
    expect(after.filter((row) => ids.includes(row.productId)).every((row) => row.status === 'listed')).toBe(
      true,
    );
    const removed = await send(app, cm, 'DELETE', PATH, { product_ids: ids.slice(0, 2) });
    expect(removed.body).toEqual({ results: ids.slice(0, 2).map((id) => ({ id, success: true })) });
    expect((await assortmentOf(db, 'selgros')).length).toBe(stored.length - 2);
  });

  test('bad bodies are a 400 and change nothing', async () => {
    const { app, db } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    const before = await assortmentOf(db, 'selgros');
    const id = before[0]!.productId;
    const cases: [string, string, unknown, string[]][] = [
      ['POST', PATH, {}, ['product_ids']],
      ['POST', PATH, { product_ids: [] }, ['product_ids']],
      ['POST', PATH, { product_ids: ['7'] }, ['product_ids.0']],
      ['POST', PATH, { product_ids: Array.from({ length: 201 }, (_, index) => index + 1) }, ['product_ids']],
      ['PUT', `${PATH}/${id}`, { product_number: 'SG 1', status: 'listed' }, ['product_number']],
      ['PUT', `${PATH}/${id}`, { product_number: 'X'.repeat(21), status: 'listed' }, ['product_number']],
      ['PUT', `${PATH}/${id}`, { product_number: 'SG-1', status: 'sold' }, ['status']],
      ['PUT', `${PATH}/${id}`, { status: 'listed' }, ['product_number']],
      ['PUT', `${PATH}/status`, { product_ids: [id], status: 1 }, ['status']],
      ['DELETE', PATH, { product_ids: 'all' }, ['product_ids']],
      ['DELETE', PATH, [id], ['_']],
    ];
    for (const [method, path, body, fields] of cases) {
      const faults = expectFaults(await send(app, network, method, path, body), 'shop_assortment');
      expect(
        faults.map((fault) => fault.field),
        JSON.stringify(body),
      ).toEqual(fields);
    }
    const malformed = await request(app, 'POST', PATH, {
      cookie: network.cookie,
      csrf: network.csrf,
      raw: '{"product_ids": [1,',
    });
    expect(malformed.status).toBe(400);
    expectFaults(await getList(app, network, PATH, { status: 'sold', sort: 'status' }), 'shop_assortment');
    expect(await assortmentOf(db, 'selgros')).toEqual(before);
  });
});

describe('the shop list reads the assortment (§2 Shop products)', () => {
  test('a card put on sale shows in the shop with the network’s number; taken off, it leaves', async () => {
    const { app, db } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    const card = await candidateOf(db, 'selgros');
    await send(app, network, 'POST', PATH, { product_ids: [card.id] });
    const shopIds = async () =>
      (await listAt(app, network, '/api/shop/products', { q: card.name.split(' ')[0]!, per_page: '100' }))
        .rows;
    expect((await shopIds()).some((row) => row.id === card.id)).toBe(false);
    await send(app, network, 'PUT', `${PATH}/${card.id}`, { product_number: 'SG-777001', status: 'listed' });
    const shown = (await shopIds()).find((row) => row.id === card.id);
    expect(shown?.cells.product_number).toBe('SG-777001');
    await send(app, network, 'PUT', `${PATH}/status`, { product_ids: [card.id], status: 'delisted' });
    expect((await shopIds()).some((row) => row.id === card.id)).toBe(false);
  });
});
