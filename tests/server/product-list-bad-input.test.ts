import { describe, expect, test } from 'vitest';
import { listRequest } from '@tests/server/fixtures/product-list';
import { expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';

/** Each query must be refused with a translated fault naming the parameter: never a 500, never SQL. */
const BAD: [string, string][] = [
  ['sort=unknown_column', 'sort'],
  ['sort=category', 'sort'],
  ['sort=name_to_show;drop', 'sort'],
  ['order=sideways', 'order'],
  ['page=-1', 'page'],
  ['page=0', 'page'],
  ['page=abc', 'page'],
  ['page=1.5', 'page'],
  ['page=99999999999', 'page'],
  ['per_page=30', 'per_page'],
  ['per_page=100000', 'per_page'],
  ['per_page=50&per_page=100', 'per_page'],
  ['status=3', 'status.0'],
  ['status=2&status=ready', 'status.1'],
  ['category_id=abc', 'category_id'],
  ['category_id=-4', 'category_id'],
  ['category_id=2147483648', 'category_id'],
  ['category_id=1&category_id=2', 'category_id'],
  ['brand_id=1%20or%201=1', 'brand_id'],
  ['supplier_id=0', 'supplier_id'],
  ['completeness=10-20', 'completeness'],
  ['qc_status=7', 'qc_status'],
  ['network_code=selgros%27%20or%20%271', 'network_code'],
  [`q=${'a'.repeat(101)}`, 'q'],
  ['q=%25%25%25', 'q'],
];

describe('GET /api/p1/products: bad input is a 400 fault, never a 500', () => {
  test.each(BAD)('%s → fault on %s', async (query, field) => {
    const { app, errors } = await testApp();
    const session = await loginAs(app, 'admin@demo.pim');
    const faults = expectFaults(await listRequest(app, session, query), 'product_list');
    expect(faults.map((fault) => fault.field)).toContain(field);
    expect(errors).toEqual([]);
  });

  test('every bad parameter is named at once, in the user’s language', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'cm@demo.pim');
    const faults = expectFaults(
      await listRequest(app, session, 'page=-1&per_page=7&sort=nope&status=9'),
      'product_list',
    );
    expect(faults.map((fault) => fault.field).sort()).toEqual(['page', 'per_page', 'sort', 'status.0']);
    expect(faults[0]!.message).toBe('Valoare nevalidă');
  });

  test('unknown parameters are ignored (the screen keeps its own state in the address)', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'admin@demo.pim');
    expect((await listRequest(app, session, 'view=grid&columns=a,b')).status).toBe(200);
  });

  test('the export refuses the same bad input', async () => {
    const { app, errors } = await testApp();
    const session = await loginAs(app, 'admin@demo.pim');
    for (const query of ['sort=nope', 'ids=abc', 'ids=0', `ids=${'1,'.repeat(3)}`, 'status=4']) {
      const response = await request(app, 'GET', `/api/p1/products/export?${query}`, {
        cookie: session.cookie,
      });
      expectFaults(response, 'product_list');
    }
    expect(errors).toEqual([]);
  });
});
