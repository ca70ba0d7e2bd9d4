import { count } from 'drizzle-orm';
import { expect, test } from 'vitest';
import pl from '@i18n/locales/pl.json';
import { addresses, products, users } from '@server/db/schema';
import { expectFieldFault } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';

/**
 * A text with the character U+0000 cannot be stored (PostgreSQL refuses it in text and jsonb): the
 * request is refused as bad input on that field, in the user's language, and nothing is stored.
 */
const NUL = 'Mleczarnia\u0000Dolina';

test('an address whose name carries U+0000 is a 400 fault on the name, nothing stored', async () => {
  const { app, db, errors } = await testApp();
  const session = await loginAs(app, 'supplier@demo.pim');
  const [before] = await db.select({ n: count() }).from(addresses);
  const response = await request(app, 'POST', '/api/p1/addresses', {
    body: { kind: 'return', name: NUL, street: 'ul. Łąkowa 12', city: 'Płock', postcode: '09-400' },
    cookie: session.cookie,
    csrf: session.csrf,
  });
  expectFieldFault(response, { namespace: 'address', field: 'name', message: pl.validation.invalid });
  expect(await db.select({ n: count() }).from(addresses)).toEqual([before]);
  expect(errors).toEqual([]);
});

test('a new account whose first name carries U+0000 is a 400 fault on first_name, nothing stored', async () => {
  const { app, db, errors } = await testApp();
  const session = await loginAs(app, 'admin@demo.pim');
  const [before] = await db.select({ n: count() }).from(users);
  const response = await request(app, 'POST', '/api/user', {
    body: {
      email: 'nowy.dostawca@example.pl',
      first_name: NUL,
      last_name: 'Nowak',
      role: 'supplier',
      company_id: session.answer.user.company_id,
      language: 'pl',
      password: 'bezpieczne-haslo-1',
    },
    cookie: session.cookie,
    csrf: session.csrf,
  });
  expect(response.status, response.text).toBe(400);
  expect((response.body as { errors: { field: string }[] }).errors.map((fault) => fault.field)).toEqual([
    'first_name',
  ]);
  expect(await db.select({ n: count() }).from(users)).toEqual([before]);
  expect(errors).toEqual([]);
});

test('a draft card whose name to show carries U+0000 is a 400 fault on it, nothing stored', async () => {
  const { app, db, errors } = await testApp();
  const session = await loginAs(app, 'supplier@demo.pim');
  const [before] = await db.select({ n: count() }).from(products);
  const response = await request(app, 'POST', '/api/p1/product/new?save=draft', {
    body: { product_profile: { category_ids: [], name_to_show: NUL } },
    cookie: session.cookie,
    csrf: session.csrf,
  });
  expect(response.status, response.text).toBe(400);
  expect((response.body as { errors: { field: string }[] }).errors.map((fault) => fault.field)).toEqual([
    'name_to_show',
  ]);
  expect(await db.select({ n: count() }).from(products)).toEqual([before]);
  expect(errors).toEqual([]);
});
