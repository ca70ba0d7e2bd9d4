import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { companies, users } from '@server/db/schema';
import { send } from '@tests/server/fixtures/admin-lists';
import { expectFieldFault } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs } from '@tests/server/harness/http';

type Db = Awaited<ReturnType<typeof testApp>>['db'];

const companyId = async (db: Db, name: string) =>
  (await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name)))[0]!.id;
const userOf = async (db: Db, email: string) =>
  (await db.select().from(users).where(eq(users.email, email)))[0]!;
const supplierCompany = async (db: Db) => (await userOf(db, 'supplier@demo.pim')).companyId!;
const networkCompany = async (db: Db) => (await userOf(db, 'network@demo.pim')).companyId!;

const ROLE_FAULT = {
  namespace: 'accounts',
  field: 'role',
  message: 'Ta rola nie pasuje do rodzaju firmy.',
};

/** §6 A role must fit its company's kind (docs/decisions/0047). */
describe('a role fits the kind of its company', () => {
  test('an admin cannot create a network user inside a supplier company; nothing is written', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const before = await db.select().from(users).orderBy(users.id);
    expectFieldFault(
      await send(app, admin, 'POST', '/api/user', {
        email: 'siec@dostawca.pl',
        first_name: 'Sieć',
        last_name: 'Wdostawcy',
        role: 'network',
        company_id: await supplierCompany(db),
        password: 'long-enough',
      }),
      ROLE_FAULT,
    );
    expect(await db.select().from(users).orderBy(users.id)).toEqual(before);
    // The same account in a network's company is fine.
    const created = await send(app, admin, 'POST', '/api/user', {
      email: 'siec@siec.pl',
      first_name: 'Sieć',
      last_name: 'Wsieci',
      role: 'network',
      company_id: await networkCompany(db),
      password: 'long-enough',
    });
    expect(created.status, created.text).toBe(201);
  });

  test('an edit cannot give a supplier of a supplier company the admin role', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const supplier = await userOf(db, 'supplier@demo.pim');
    expectFieldFault(
      await send(app, admin, 'PUT', `/api/user/${supplier.id}`, { role: 'admin' }),
      ROLE_FAULT,
    );
    expect((await userOf(db, 'supplier@demo.pim')).role).toBe('supplier');
  });

  test('a supplier cannot be moved into a network company or the operator', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const supplier = await userOf(db, 'supplier@demo.pim');
    for (const target of [await networkCompany(db), await companyId(db, (await operatorName(db))!)])
      expectFieldFault(
        await send(app, admin, 'PUT', `/api/user/${supplier.id}/assign-company`, { company_id: target }),
        { ...ROLE_FAULT, field: 'company_id' },
      );
    expect((await userOf(db, 'supplier@demo.pim')).companyId).toBe(supplier.companyId);
  });
});

async function operatorName(db: Db) {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.kind, 'platform'));
  return row?.name;
}
