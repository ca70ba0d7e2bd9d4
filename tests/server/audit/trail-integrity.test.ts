import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { actingDb, type AuditActor } from '@server/audit/actor';
import { addresses, auditEntries } from '@server/db/schema';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import { entriesAfter, lastEntryId } from './trail';

/**
 * A write that is refused or rolls back leaves no entry, and nothing updates or deletes an entry
 * (docs/decisions/0052).
 */
describe('what the trail never holds', () => {
  test('a refused write (403) and a bad body (400) leave no entry', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const since = await lastEntryId(db);
    expectError(
      await request(app, 'POST', '/api/user', {
        cookie: supplier.cookie,
        csrf: supplier.csrf,
        body: {
          email: 'x@y.pl',
          first_name: 'X',
          last_name: 'Y',
          role: 'supplier',
          company_id: supplier.answer.user.company_id,
          password: 'long-enough-1',
        },
      }),
      403,
      'session.forbidden',
    );
    expectFaults(
      await request(app, 'POST', '/api/p1/addresses', {
        cookie: supplier.cookie,
        csrf: supplier.csrf,
        body: { kind: 'return', name: '' },
      }),
      'address',
    );
    expect(await entriesAfter(db, since)).toEqual([]);
    // The first test of the file also opens the worker's database: slow on a loaded machine.
  });

  test('a write that fails half-way (a duplicate key on its second row) rolls back with its entries', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const actor: AuditActor = {
      source: 'ui',
      userId: supplier.answer.user.id,
      userName: 'Piotr Dostawca',
      companyId: supplier.answer.user.company_id,
      switchedById: null,
      switchedByName: null,
      apiTokenId: null,
    };
    const [existing] = await db
      .select()
      .from(addresses)
      .where(eq(addresses.companyId, supplier.answer.user.company_id!))
      .limit(1);
    const since = await lastEntryId(db);
    const { id: _id, ...copy } = existing!;
    await expect(
      actingDb(db, () => actor).transaction(async (tx) => {
        await tx.insert(addresses).values({ ...copy, name: 'Pierwszy, zapisany na chwilę' });
        // The same primary key again: the statement fails and the whole transaction with it.
        await tx.insert(addresses).values({ ...existing! });
      }),
    ).rejects.toThrow();
    expect(await entriesAfter(db, since)).toEqual([]);
  });

  // The refusal is the row trigger's 'audit entries are append-only' (migration 0033); the row stays as it was.
  test('an entry cannot be updated or deleted', async () => {
    const { db } = await testApp();
    const since = await lastEntryId(db);
    await db.update(addresses).set({ name: 'Siedziba główna' }).where(eq(addresses.kind, 'company'));
    const [entry] = await entriesAfter(db, since);
    expect(entry).toBeDefined();
    await expect(
      db.update(auditEntries).set({ userName: 'Ktoś inny' }).where(eq(auditEntries.id, entry!.id)),
    ).rejects.toThrow();
    await expect(db.delete(auditEntries).where(eq(auditEntries.id, entry!.id))).rejects.toThrow();
    const [after] = await db.select().from(auditEntries).where(eq(auditEntries.id, entry!.id));
    expect(after).toEqual(entry);
  });
});
