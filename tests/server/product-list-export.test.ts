import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import { PRODUCT_STATUS } from '@domain/constants';
import type { App } from '@server/app';
import { listOf } from '@tests/server/fixtures/product-list';
import { testApp } from '@tests/server/harness/app';
import { loginAs, type Session } from '@tests/server/harness/http';

/** GET the export and read the workbook back: header and data rows of its one sheet. */
async function exported(app: App, session: Session, query: string) {
  const response = await app.request(`/api/p1/products/export?${query}`, {
    headers: { cookie: session.cookie },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.xlsx"$/,
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
  return {
    name: sheet.name,
    header: values(1),
    rows: Array.from({ length: sheet.rowCount - 1 }, (_, index) => values(index + 2)),
  };
}

describe('GET /api/p1/products/export', () => {
  test('the filtered list as a real xlsx: the role’s columns in the user’s language, one row per card', async () => {
    const { app, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const query = `status=${PRODUCT_STATUS.READY}&sort=name_to_show&order=asc`;
    const list = await listOf(app, session, `${query}&per_page=200`);
    const sheet = await exported(app, session, query);
    expect(sheet.name).toBe('Produkty');
    expect(sheet.header[0]).toBe('ID');
    expect(sheet.header).toContain('Nazwa handlowa');
    expect(sheet.header).not.toContain('Dostawca');
    expect(sheet.rows.map((row) => row[0])).toEqual(list.rows.map((row) => row.id));
    expect(sheet.rows.every((row) => row[3] === 'Gotowa')).toBe(true);
    expect(errors).toEqual([]);
  });

  test('only the selected rows with ids; a network user gets no QC column', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'network@demo.pim');
    const list = await listOf(app, session);
    const ids = list.rows.slice(0, 2).map((row) => row.id);
    const sheet = await exported(app, session, ids.map((id) => `ids=${id}`).join('&') + '&sort=id');
    expect(sheet.rows.map((row) => row[0])).toEqual([...ids].sort((a, b) => a - b));
    expect(sheet.header).not.toContain('Status QC');
    expect(sheet.header).toContain('Dostawca');
  });

  test('without a session the answer is 401', async () => {
    const { app } = await testApp();
    const response = await app.request('/api/p1/products/export');
    expect(response.status).toBe(401);
  });
});
