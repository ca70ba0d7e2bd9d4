import { and, arrayContains, asc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { PRODUCT_STATUS } from '@domain/constants';
import { productRows, products } from '@server/db/schema';
import { getList, listAt } from '@tests/server/fixtures/admin-lists';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs } from '@tests/server/harness/http';

describe('GET /api/shop/products: a network’s assortment (§2 Shop products, docs/decisions/0018)', () => {
  test('a network sees exactly its ready visible cards, with its own product numbers', async () => {
    const { app, db, errors } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    const expected = (
      await db
        .select({ id: productRows.id })
        .from(productRows)
        .where(
          and(
            arrayContains(productRows.networkCodes, ['selgros']),
            eq(productRows.status, PRODUCT_STATUS.READY),
          ),
        )
        .orderBy(asc(productRows.id))
    ).map((row) => row.id);
    expect(expected.length).toBeGreaterThan(0);
    const ids: number[] = [];
    for (let page = 1; ids.length < Math.min(expected.length, 2000); page += 1) {
      const answer = await listAt(app, network, '/api/shop/products', {
        sort: 'id',
        per_page: '200',
        page: String(page),
      });
      ids.push(...answer.rows.map((row) => row.id));
      if (answer.rows.length < 200) break;
    }
    expect(ids).toEqual(expected.slice(0, ids.length));
    const first = await listAt(app, network, '/api/shop/products', { sort: 'id' });
    expect(first.sort).toBe('id');
    expect(first.info.available_columns.map((column) => column.id)).toContain('product_number');
    expect(first.info.filters.map((filter) => filter.name)).toEqual([
      'q',
      'category_id',
      'supplier_id',
      'sales_status',
    ]);
    expect(first.info.single_actions.map((action) => action.id)).toEqual(['details', 'xlsx']);
    expect(first.info.mass_actions.map((action) => action.id)).toEqual(['export']);
    const row = first.rows[0]!;
    const [card] = await db.select().from(products).where(eq(products.id, row.id));
    const entry = (card!.availability as { code: string; product_number?: string }[]).find(
      (item) => item.code === 'selgros',
    );
    expect(row.cells.product_number).toBe(entry?.product_number || null);
    expect(errors).toEqual([]);
  });

  test('filters by sales status and search; the default order is by name', async () => {
    const { app } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    const withdrawn = await listAt(app, network, '/api/shop/products', { sales_status: '0' });
    expect(withdrawn.rows.every((row) => row.cells.sales_status === 'Wycofany ze sprzedaży')).toBe(true);
    expect(withdrawn.rows.length).toBeGreaterThan(0);
    const all = await listAt(app, network, '/api/shop/products');
    expect(all.sort).toBe('name_to_show');
    const word = String(all.rows[0]!.cells.name_to_show).split(' ')[0]!;
    const found = await listAt(app, network, '/api/shop/products', { q: word });
    expect(found.rows.length).toBeGreaterThan(0);
  });

  test('only network users; bad queries are a 400', async () => {
    const { app } = await testApp();
    expectError(await getList(app, null, '/api/shop/products'), 401, 'errors.unauthenticated');
    for (const email of ['supplier@demo.pim', 'admin@demo.pim', 'mdm@demo.pim']) {
      const session = await loginAs(app, email);
      expectError(await getList(app, session, '/api/shop/products'), 403, 'session.forbidden');
    }
    const network = await loginAs(app, 'network@demo.pim');
    const faults = expectFaults(
      await getList(app, network, '/api/shop/products', {
        sales_status: '7',
        sort: 'product_number',
        category_id: '0',
      }),
      'shop_products',
    );
    expect(faults.map((fault) => fault.field).sort()).toEqual(['category_id', 'sales_status', 'sort']);
  });
});
