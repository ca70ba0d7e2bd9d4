import { and, count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { addressAnswerSchema, addressesAnswerSchema, type AddressesAnswer } from '@contract/addresses';
import pl from '@i18n/locales/pl.json';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { addresses, companies } from '@server/db/schema';
import { expectError, expectFaults, expectFieldFault } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

const SUPPLIER = 'supplier@demo.pim';
const ADDRESS = {
  name: 'Magazyn 2',
  street: 'ul. Portowa 3',
  city: 'Gdańsk',
  postcode: '80-001',
  country: 'PL',
};

async function companyId(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  return row!.id;
}

const dairy = (db: Db) => companyId(db, 'Mleczarnia Zielona Dolina Sp. z o.o.');
const brewery = (db: Db) => companyId(db, 'Browar Pod Lipą S.A.');

async function addressOf(db: Db, company: number, kind: 'company' | 'return') {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, company), eq(addresses.kind, kind)));
  return row!;
}

async function list(app: App, session: Session, query = ''): Promise<AddressesAnswer> {
  const response = await request(app, 'GET', `/api/p1/addresses${query}`, { cookie: session.cookie });
  expect(response.status, response.text).toBe(200);
  return addressesAnswerSchema.parse(response.body);
}

function send(app: App, session: Session, method: string, path: string, body: unknown) {
  return request(app, method, path, { cookie: session.cookie, csrf: session.csrf, body });
}

async function stored(db: Db) {
  const [row] = await db.select({ n: count() }).from(addresses);
  return row!.n;
}

describe('GET /api/p1/addresses', () => {
  test("the company's company and return addresses with completeness, no other company's", async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, SUPPLIER);
    const answer = await list(app, session);
    const own = await addressOf(db, await dairy(db), 'company');
    expect(answer.company_address).toEqual([
      {
        id: own.id,
        name: 'Siedziba',
        street: 'ul. Łąkowa 12',
        city: 'Płock',
        postcode: '09-400',
        country: 'PL',
        is_complete: true,
      },
    ]);
    expect(answer.return_address.map((address) => address.name)).toEqual(['Magazyn zwrotów']);
    const foreign = await addressOf(db, await brewery(db), 'company');
    expect(answer.company_address.map((address) => address.id)).not.toContain(foreign.id);
  });
});

describe('writing addresses', () => {
  test('creates a return address and a company address (201), listed at once', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, SUPPLIER);
    const created = await send(app, session, 'POST', '/api/p1/addresses', { kind: 'return', ...ADDRESS });
    expect(created.status, created.text).toBe(201);
    expect(addressAnswerSchema.parse(created.body).address).toMatchObject({
      kind: 'return',
      ...ADDRESS,
      is_complete: true,
    });
    const company = await send(app, session, 'POST', '/api/p1/addresses', {
      kind: 'company',
      ...ADDRESS,
      country: null,
    });
    expect(company.status, company.text).toBe(201);
    const answer = await list(app, session);
    expect(answer.return_address.map((address) => address.name)).toEqual(['Magazyn zwrotów', 'Magazyn 2']);
    expect(answer.company_address.at(-1)).toMatchObject({ name: 'Magazyn 2', country: null });
    const [row] = await db.select().from(addresses).where(eq(addresses.name, 'Magazyn 2')).limit(1);
    expect(row!.companyId).toBe(await dairy(db));
    expect(errors).toEqual([]);
  });

  test('edits an address; its own name is no duplicate; another name of the same kind is', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, SUPPLIER);
    const own = await addressOf(db, await dairy(db), 'company');
    const edited = await send(app, session, 'PUT', `/api/p1/addresses/${own.id}`, {
      ...ADDRESS,
      name: 'siedziba',
    });
    expect(edited.status, edited.text).toBe(200);
    expect(addressAnswerSchema.parse(edited.body).address).toMatchObject({
      id: own.id,
      kind: 'company',
      name: 'siedziba',
      city: 'Gdańsk',
    });
    const message = pl.productIdentify.errors.duplicateAddress;
    expectFieldFault(
      await send(app, session, 'POST', '/api/p1/addresses', {
        kind: 'company',
        ...ADDRESS,
        name: 'SIEDZIBA',
      }),
      { namespace: 'address', field: 'name', message },
    );
    // The same name as a return address is fine: names are unique per kind.
    const other = await send(app, session, 'POST', '/api/p1/addresses', {
      kind: 'return',
      ...ADDRESS,
      name: 'Siedziba',
    });
    expect(other.status, other.text).toBe(201);
  });

  test("another company's address is 404 and stays as it was", async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, SUPPLIER);
    const foreign = await addressOf(db, await brewery(db), 'company');
    expectError(
      await send(app, session, 'PUT', `/api/p1/addresses/${foreign.id}`, ADDRESS),
      404,
      'productIdentify.errors.addressNotFound',
    );
    expectError(
      await send(app, session, 'PUT', '/api/p1/addresses/2147483648', ADDRESS),
      404,
      'productIdentify.errors.addressNotFound',
    );
    expect((await addressOf(db, await brewery(db), 'company')).name).toBe(foreign.name);
  });
});

describe('roles and bad input', () => {
  // §6 Edit addresses: not admin. The operator's admin has no addresses of its own and edits none.
  test.each(['admin@demo.pim', 'network@demo.pim', 'qc@demo.pim', 'cm@demo.pim'])(
    '%s is refused with 403',
    async (email) => {
      const { app, db } = await testApp();
      const session = await loginAs(app, email);
      const own = await addressOf(db, await dairy(db), 'company');
      const before = await stored(db);
      expectError(
        await request(app, 'GET', '/api/p1/addresses', { cookie: session.cookie }),
        403,
        'session.forbidden',
      );
      expectError(
        await send(app, session, 'POST', '/api/p1/addresses', { kind: 'company', ...ADDRESS }),
        403,
        'session.forbidden',
      );
      expectError(
        await send(app, session, 'PUT', `/api/p1/addresses/${own.id}`, ADDRESS),
        403,
        'session.forbidden',
      );
      expect(await stored(db)).toBe(before);
    },
  );

  test('a bad body is a 400 in the fault shape with the faulty fields, and nothing is written', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, SUPPLIER);
    const own = await addressOf(db, await dairy(db), 'company');
    const before = await stored(db);
    const fields = (faults: { field: string }[]) => faults.map((fault) => fault.field).sort();

    const kind = expectFaults(
      await send(app, session, 'POST', '/api/p1/addresses', { ...ADDRESS, kind: 'billing' }),
      'address',
    );
    expect(fields(kind)).toEqual(['kind']);
    const missing = expectFaults(
      await send(app, session, 'POST', '/api/p1/addresses', { kind: 'return', name: '', city: '  ' }),
      'address',
    );
    expect(fields(missing)).toEqual(['city', 'name', 'postcode', 'street']);
    expect(missing[0]!.message).toBe(pl.validation.required);
    const wrong = expectFaults(
      await send(app, session, 'PUT', `/api/p1/addresses/${own.id}`, {
        name: 'x'.repeat(256),
        street: 1,
        city: true,
        postcode: null,
        country: 'x'.repeat(65),
      }),
      'address',
    );
    expect(fields(wrong)).toEqual(['city', 'country', 'name', 'postcode', 'street']);
    for (const raw of ['{', 'null', '[1]']) {
      expectFaults(
        await request(app, 'PUT', `/api/p1/addresses/${own.id}`, {
          cookie: session.cookie,
          csrf: session.csrf,
          raw,
        }),
        'address',
      );
    }
    expect(await stored(db)).toBe(before);
    expect((await addressOf(db, await dairy(db), 'company')).name).toBe(own.name);
    expect(errors).toEqual([]);
  });
});
