import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { ESSENTIALITIES_REFRESH } from '@server/attribute-lists/essentialities-refresh';
import { essentialityRows, jobs, products, requirementSets } from '@server/db/schema';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import { runQueuedJobs } from '@tests/server/reliability/essentialities-refresh.support';
import { listAt, send } from './support';

const PATH = '/api/p1/essentialities';
const SETS = '/api/p1/requirement-sets';

describe('GET /api/p1/essentialities (§2, §6, docs/decisions/0019)', () => {
  test('a supplier sees its own cards only, emptiest first, without the supplier filter', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const answer = await listAt(app, session, PATH);
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.sort).toBe('fill_rate');
    const rates = answer.rows.map((row) => Number(row.cells.fill_rate));
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(answer.info.filters.map((filter) => filter.name)).toEqual(['network_code', 'category_id', 'fill']);
    expect(answer.rows.every((row) => !('supplier' in row.cells))).toBe(true);
    expect(answer.rows.every((row) => typeof row.cells.product_id === 'number')).toBe(true);
  });

  test('§6: admin, network and master-data manager filter by supplier; a network sees its own rows', async () => {
    const { app, db } = await testApp();
    for (const email of ['admin@demo.pim', 'network@demo.pim', 'mdm@demo.pim']) {
      const session = await loginAs(app, email);
      const answer = await listAt(app, session, PATH);
      const supplier = answer.info.filters.find((filter) => filter.name === 'supplier_id');
      expect(supplier?.options.length, email).toBeGreaterThan(0);
      const filtered = await listAt(app, session, PATH, `supplier_id=${supplier!.options[0]!.value}`);
      expect(filtered.rows.every((row) => row.cells.supplier === supplier!.options[0]!.label)).toBe(true);
    }
    const network = await loginAs(app, 'network@demo.pim');
    const own = await listAt(app, network, PATH, 'per_page=200');
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(essentialityRows)
      .where(eq(essentialityRows.networkCode, 'selgros'));
    expect(own.total).toBe(count!.n);
    const cm = await loginAs(app, 'cm@demo.pim');
    expect((await listAt(app, cm, PATH)).info.filters.map((filter) => filter.name)).not.toContain(
      'supplier_id',
    );
  });

  test('the fill filter and the fill rate follow the card: filling the missing attributes makes it 100%', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'admin@demo.pim');
    const low = await listAt(app, session, PATH, 'fill=0-49&network_code=metro');
    expect(low.rows.every((row) => Number(row.cells.fill_rate) < 50)).toBe(true);
    const [row] = await db
      .select()
      .from(essentialityRows)
      .where(and(eq(essentialityRows.networkCode, 'metro'), sql`${essentialityRows.fillRate} < 100`))
      .limit(1);
    const [card] = await db.select().from(products).where(eq(products.id, row!.productId));
    const filled = [
      ...(card!.attributes as { uuid: string }[]).filter((entry) => !row!.missingUuids.includes(entry.uuid)),
      ...row!.missingUuids.map((uuid) => ({ uuid, data: [{ value: ['1'] }] })),
    ];
    await db.update(products).set({ attributes: filled }).where(eq(products.id, card!.id));
    const [after] = await db
      .select()
      .from(essentialityRows)
      .where(and(eq(essentialityRows.productId, card!.id), eq(essentialityRows.networkCode, 'metro')));
    expect(after).toMatchObject({ fillRate: 100, missingUuids: [], filled: row!.required });
  });

  test('a network’s rows follow its sets: deleting them queues one refresh, after which the network has no rows', async () => {
    const { app, db, config } = await testApp();
    const session = await loginAs(app, 'network@demo.pim');
    const sets = await db
      .select({ id: requirementSets.id })
      .from(requirementSets)
      .where(eq(requirementSets.networkCode, 'selgros'));
    expect(sets.length).toBeGreaterThan(1);
    for (const set of sets) await send(app, session, 'DELETE', SETS, { ids: [set.id] });
    const queued = await db.select().from(jobs).where(eq(jobs.kind, ESSENTIALITIES_REFRESH));
    expect(queued.map((job) => [job.status, job.input])).toEqual([['pending', { network_code: 'selgros' }]]);
    expect((await listAt(app, session, PATH)).total).toBeGreaterThan(0);

    await runQueuedJobs(db, config);
    expect((await listAt(app, session, PATH)).total).toBe(0);
    const [job] = await db.select().from(jobs).where(eq(jobs.id, queued[0]!.id));
    expect(job?.status).toBe('finished');
  });

  test('bad query → 400 naming each parameter; no session → 401', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'admin@demo.pim');
    const bad = await request(app, 'GET', `${PATH}?fill=7&sort=gtin&supplier_id=0`, {
      cookie: session.cookie,
    });
    expect(
      expectFaults(bad, 'essentialities')
        .map((fault) => fault.field)
        .sort(),
    ).toEqual(['fill', 'sort', 'supplier_id']);
    expectError(await request(app, 'GET', PATH), 401, 'errors.unauthenticated');
  });
});
