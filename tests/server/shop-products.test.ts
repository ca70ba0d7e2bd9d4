import { and, arrayContains, asc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { productRows, shopAssortment } from '@server/db/schema';
import { getList, listAt } from '@tests/server/fixtures/admin-lists';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs } from '@tests/server/harness/http';

describe('GET /api/shop/products: a network’s assortment (§2 Shop products, docs/decisions/0018, 0051)', () => {
  test('a network sees exactly the visible cards it listed in its assortment, with its own numbers', async () => {
    const { app, db, errors } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    const listed = await db
      .select({ id: shopAssortment.productId, number: shopAssortment.productNumber })
      .from(shopAssortment)
      .innerJoin(productRows, eq(productRows.id, shopAssortment.productId))
      .where(
        and(
          eq(shopAssortment.networkCode, 'selgros'),
          eq(shopAssortment.status, 'listed'),
          arrayContains(productRows.networkCodes, ['selgros']),
        ),
      )
      .orderBy(asc(shopAssortment.productId));
    expect(listed.length).toBeGreaterThan(0);
    const answer = await listAt(app, network, '/api/shop/products', { sort: 'id', per_page: '200' });
    expect(answer.rows.map((row) => row.id)).toEqual(listed.map((row) => row.id));
    expect(answer.rows.map((row) => row.cells.product_number)).toEqual(listed.map((row) => row.number));
    expect(answer.sort).toBe('id');
    expect(answer.info.available_columns.map((column) => column.id)).toContain('product_number');
    expect(answer.info.filters.map((filter) => filter.name)).toEqual([
      'q',
      'category_id',
      'supplier_id',
      'sales_status',
    ]);
    expect(answer.info.single_actions.map((action) => action.id)).toEqual(['details', 'xlsx']);
    expect(answer.info.mass_actions.map((action) => action.id)).toEqual(['export']);
    expect(errors).toEqual([]);
  });

  test('filters by sales status and search; the default order is by name', async () => {
    const { app } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    const all = await listAt(app, network, '/api/shop/products', { per_page: '200' });
    const available = await listAt(app, network, '/api/shop/products', {
      sales_status: '1',
      per_page: '200',
    });
    const withdrawn = await listAt(app, network, '/api/shop/products', {
      sales_status: '0',
      per_page: '200',
    });
    expect(withdrawn.rows.every((row) => row.cells.sales_status === 'Wycofany ze sprzedaży')).toBe(true);
    expect(available.rows.every((row) => row.cells.sales_status !== 'Wycofany ze sprzedaży')).toBe(true);
    expect(available.total + withdrawn.total).toBe(all.total);
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
