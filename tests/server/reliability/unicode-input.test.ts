import { describe, expect, test } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { REGISTRATION } from '@tests/server/fixtures/registration';
import { expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import { companyCardIds, openSession, textColumn, textData } from '@tests/server/bulk-edit/support';

/**
 * R2 Bad input: a string that is not well-formed Unicode (a lone surrogate, sent as the JSON escape
 * "\ud800") is refused with a 400 naming the field, before PostgreSQL could refuse it with a 500.
 */
const LONE = '\ud800';
const malformedMessage = (field: string) => pl.validation.malformedText.replace('{{field}}', field);

describe('R2 lone surrogates in JSON bodies', () => {
  test('bulk edit columns, edits and change: a 400 on the field, never a 500', async () => {
    const { app, db, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const ids = await companyCardIds(db, supplier.answer.user.company_id!, 2);
    const grid = await openSession(app, supplier, ids);
    const column = textColumn(grid);
    const send = (path: string, body: unknown) =>
      request(app, 'POST', `/api/bulk-edit/${grid.id}/${path}`, {
        body,
        cookie: supplier.cookie,
        csrf: supplier.csrf,
      });
    const cases = [
      ['columns', { columns: ['name_to_show', `x${LONE}`] }, 'columns.1'],
      [
        'edits',
        { edits: [{ product_id: ids[0]!, field: column.key, data: textData(`Nazwa ${LONE}`) }] },
        'edits.0.data.0.value.0',
      ],
      ['change', { field: column.key, data: textData(LONE) }, 'data.0.value.0'],
    ] as const;
    for (const [path, body, field] of cases) {
      // JSON.stringify writes a lone surrogate as the escape "\ud800", as any client could.
      expect(JSON.stringify(body)).toContain('\\ud800');
      const faults = expectFaults(await send(path, body), 'bulk_edit');
      expect(faults).toEqual([
        { namespace: 'bulk_edit', field, message: malformedMessage(field), type: 'validation' },
      ]);
    }
    expect(errors).toEqual([]);
  });

  test('a lone surrogate in an object key is named too', async () => {
    const { app, errors } = await testApp();
    const response = await request(app, 'POST', '/api/login', {
      raw: '{"email":"supplier@demo.pim","password":"x","\\udc00":1}',
    });
    expect(expectFaults(response, 'login')[0]!.field).toBe('\ufffd');
    expect(errors).toEqual([]);
  });

  test.each([
    ['POST', '/api/login', { email: `a${LONE}@demo.pim`, password: 'x' }, 'email'],
    ['POST', '/api/register', { ...REGISTRATION, first_name: `Jan${LONE}` }, 'first_name'],
    ['POST', '/api/password/request-reset', { email: `${LONE}@example.com` }, 'email'],
  ] as const)('%s %s: 400 on the field, never a 500', async (method, path, body, field) => {
    const { app, errors } = await testApp();
    const faults = expectFaults(await request(app, method, path, { body }), faultNamespace(path));
    expect(faults.map((fault) => fault.field)).toEqual([field]);
    expect(errors).toEqual([]);
  });

  test('bodies read outside the shared parser: product save, schema request, copy, unblock accept', async () => {
    const { app, db, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const admin = await loginAs(app, 'admin@demo.pim');
    const [id] = await companyCardIds(db, supplier.answer.user.company_id!, 1);
    const asSupplier = { cookie: supplier.cookie, csrf: supplier.csrf };
    const asAdmin = { cookie: admin.cookie, csrf: admin.csrf };
    const cases = [
      [
        'POST',
        '/api/p1/product/new',
        { product_profile: { name: LONE } },
        'product_profile.name',
        asSupplier,
      ],
      [
        'OPTIONS',
        '/api/p1/product/schema',
        { product_profile: { x: LONE } },
        'product_profile.x',
        asSupplier,
      ],
      ['POST', `/api/p1/copy-product/${id}`, { name: LONE }, 'name', asSupplier],
      ['PUT', '/api/unblock-requests/1/accept', { [LONE]: 1 }, '\ufffd', asAdmin],
    ] as const;
    for (const [method, path, body, field, session] of cases) {
      const answer = await request(app, method, path, { body, ...session });
      expect(answer.status, `${path}: ${answer.text}`).toBe(400);
      const messages = (answer.body as { errors: { message: string }[] }).errors.map(
        (fault) => fault.message,
      );
      expect(messages, path).toEqual([malformedMessage(field)]);
    }
    expect(errors).toEqual([]);
  });

  test('a lone surrogate in a list query string is never a 500', async () => {
    const { app, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    for (const search of ['%ED%A0%80', encodeURIComponent('\ufffd'), '%F0%9F%98%80']) {
      const answer = await request(app, 'GET', `/api/p1/products?search=${search}`, {
        cookie: supplier.cookie,
      });
      expect(answer.status, answer.text).toBeLessThan(500);
    }
    expect(errors).toEqual([]);
  });
});

describe('R2 PUT /api/user/{id} with nothing to change', () => {
  test('{} is a 400 with a translated message, and the account is unchanged', async () => {
    const { app, errors } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const session = { cookie: admin.cookie, csrf: admin.csrf };
    const target = await loginAs(app, 'supplier2@demo.pim');
    const before = await request(app, 'GET', `/api/user/${target.answer.user.id}`, session);
    const response = await request(app, 'PUT', `/api/user/${target.answer.user.id}`, {
      body: {},
      ...session,
    });
    expect(expectFaults(response, 'accounts')).toEqual([
      { namespace: 'accounts', field: '_', message: pl.validation.nothingToChange, type: 'validation' },
    ]);
    expect((await request(app, 'GET', `/api/user/${target.answer.user.id}`, session)).body).toEqual(
      before.body,
    );
    expect(errors).toEqual([]);
  });
});

function faultNamespace(path: string): string {
  if (path.includes('register')) return 'register';
  if (path.includes('password')) return 'reset';
  return 'login';
}
