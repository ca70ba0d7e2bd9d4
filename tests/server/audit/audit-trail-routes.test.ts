import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { auditPageSchema } from '@contract/audit-trail';
import type { Db } from '@server/db/client';
import { auditEntries, products, users } from '@server/db/schema';
import { cardInNetwork, cardOf } from '@tests/server/fixtures/catalog';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import { lastEntryId } from './trail';

/** The change-log report, user history and company history (docs/decisions/0052). */

async function rename(db: Db, id: number, name: string) {
  await db.update(products).set({ nameToShow: name }).where(eq(products.id, id));
}

async function userId(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (row === undefined) throw new Error(`no user ${email}`);
  return row.id;
}

describe('GET /api/p1/audit-trail', () => {
  test('an admin reads every change with its before and after, newest first, a page at a time', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const card = await cardOf(db, (await loginAs(app, 'supplier@demo.pim')).answer.user.company_id!);
    await rename(db, card.id, 'Pierwsza nazwa');
    await rename(db, card.id, 'Druga nazwa');

    const first = await request(app, 'GET', `/api/p1/audit-trail?product_id=${card.id}&limit=1`, {
      cookie: admin.cookie,
    });
    expect(first.status, first.text).toBe(200);
    const page = auditPageSchema.parse(first.body);
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({ entity: 'card', action: 'update', source: 'system', user: null });
    expect(page.entries[0]?.changes).toEqual([
      { field: 'name_to_show', before: 'Pierwsza nazwa', after: 'Druga nazwa' },
    ]);
    expect(page.next_before).toBe(page.entries[0]?.id);

    const second = auditPageSchema.parse(
      (
        await request(
          app,
          'GET',
          `/api/p1/audit-trail?product_id=${card.id}&limit=1&before=${page.next_before}`,
          {
            cookie: admin.cookie,
          },
        )
      ).body,
    );
    expect(second.entries[0]?.changes).toEqual([
      { field: 'name_to_show', before: card.nameToShow, after: 'Pierwsza nazwa' },
    ]);
    // The first test of the file also opens the worker's database: slow on a loaded machine.
  });

  test('filters by entity, field, source and period', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const card = await cardOf(db, (await loginAs(app, 'supplier@demo.pim')).answer.user.company_id!);
    // The seed's own entries (the card's insert) are older than this.
    const since = await lastEntryId(db);
    await rename(db, card.id, 'Filtrowana');
    const today = new Date().toISOString().slice(0, 10);
    const newer = async (query: string) =>
      auditPageSchema
        .parse((await request(app, 'GET', `/api/p1/audit-trail?${query}`, { cookie: admin.cookie })).body)
        .entries.filter((entry) => entry.id > since);

    const all = `product_id=${card.id}&field=name_to_show&source=system&entity=card&from=${today}&to=${today}`;
    expect(await newer(all)).toHaveLength(1);
    expect(await newer(`product_id=${card.id}&field=gtin`)).toEqual([]);
    expect(await newer(`product_id=${card.id}&source=ui`)).toEqual([]);
    expect(await newer(`product_id=${card.id}&entity=offer`)).toEqual([]);
    expect(await newer(`product_id=${card.id}&to=2000-01-01`)).toEqual([]);
  });

  test('a supplier reads their own card and company, not another company’s', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const own = await cardOf(db, supplier.answer.user.company_id!);
    const foreign = await cardOf(db, supplier.answer.user.company_id!, true);
    await rename(db, own.id, 'Moja');
    await rename(db, foreign.id, 'Cudza');

    const company = auditPageSchema.parse(
      (await request(app, 'GET', '/api/p1/audit-trail', { cookie: supplier.cookie })).body,
    );
    expect(company.entries.some((entry) => entry.product_id === own.id)).toBe(true);
    expect(company.entries.some((entry) => entry.product_id === foreign.id)).toBe(false);
    expectError(
      await request(app, 'GET', `/api/p1/audit-trail?product_id=${foreign.id}`, { cookie: supplier.cookie }),
      404,
      'auditTrail.errors.cardNotFound',
    );
    expectError(
      await request(app, 'GET', `/api/p1/audit-trail?company_id=${foreign.companyId}`, {
        cookie: supplier.cookie,
      }),
      403,
      'auditTrail.errors.forbidden',
    );
  });

  test('a network reads the trail of a card it sees, not of one hidden from it', async () => {
    const { app, db } = await testApp();
    const network = await loginAs(app, 'network@demo.pim');
    const code = network.answer.user.network_code!;
    const seen = await cardInNetwork(db, code, true);
    const hidden = await cardInNetwork(db, code, false);
    await rename(db, seen.id, 'Widoczna');
    const answer = await request(app, 'GET', `/api/p1/audit-trail?product_id=${seen.id}`, {
      cookie: network.cookie,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(auditPageSchema.parse(answer.body).entries[0]?.changes).toContainEqual({
      field: 'name_to_show',
      before: seen.nameToShow,
      after: 'Widoczna',
    });
    expectError(
      await request(app, 'GET', `/api/p1/audit-trail?product_id=${hidden.id}`, { cookie: network.cookie }),
      404,
      'auditTrail.errors.cardNotFound',
    );
  });

  test('bad filters are a 400 naming the field; without a session a 401', async () => {
    const { app } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    for (const query of [
      'limit=0',
      'limit=999',
      'entity=nothing',
      'source=fax',
      'from=2026-13',
      'before=-1',
      'product_id=abc',
    ]) {
      const faults = expectFaults(
        await request(app, 'GET', `/api/p1/audit-trail?${query}`, { cookie: admin.cookie }),
        'audit_trail',
      );
      expect(faults[0]?.field).toBe(query.split('=')[0]);
    }
    const reversed = expectFaults(
      await request(app, 'GET', '/api/p1/audit-trail?from=2026-02-01&to=2026-01-01', {
        cookie: admin.cookie,
      }),
      'audit_trail',
    );
    expect(reversed[0]?.field).toBe('to');
    expectError(await request(app, 'GET', '/api/p1/audit-trail'), 401, 'errors.unauthenticated');
  });
});

describe('GET /api/p1/audit-trail/user/{id} and /company/{id}', () => {
  test('a user’s history holds what was done to their account; a colleague may read it, another company not', async () => {
    const { app, db } = await testApp();
    const target = await userId(db, 'supplier@demo.pim');
    await db.update(users).set({ firstName: 'Zmienione' }).where(eq(users.id, target));
    const admin = await loginAs(app, 'admin@demo.pim');
    const page = auditPageSchema.parse(
      (await request(app, 'GET', `/api/p1/audit-trail/user/${target}`, { cookie: admin.cookie })).body,
    );
    expect(page.entries[0]).toMatchObject({ entity: 'user', subject_user_id: target });
    expect(page.entries[0]?.changes).toContainEqual({
      field: 'first_name',
      before: expect.any(String),
      after: 'Zmienione',
    });

    const self = await loginAs(app, 'supplier@demo.pim');
    expect(
      (await request(app, 'GET', `/api/p1/audit-trail/user/${target}`, { cookie: self.cookie })).status,
    ).toBe(200);
    const stranger = await loginAs(app, 'supplier2@demo.pim');
    expectError(
      await request(app, 'GET', `/api/p1/audit-trail/user/${target}`, { cookie: stranger.cookie }),
      403,
      'auditTrail.errors.forbidden',
    );
    expectError(
      await request(app, 'GET', '/api/p1/audit-trail/user/999999', { cookie: admin.cookie }),
      404,
      'auditTrail.errors.userNotFound',
    );
  });

  test('a company’s history holds changes of its cards; only the company and admins read it', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const companyId = supplier.answer.user.company_id!;
    const card = await cardOf(db, companyId);
    await rename(db, card.id, 'Firmowa');
    const own = auditPageSchema.parse(
      (await request(app, 'GET', `/api/p1/audit-trail/company/${companyId}`, { cookie: supplier.cookie }))
        .body,
    );
    expect(own.entries[0]).toMatchObject({ product_id: card.id, company_id: companyId });
    const stranger = await loginAs(app, 'supplier2@demo.pim');
    expectError(
      await request(app, 'GET', `/api/p1/audit-trail/company/${companyId}`, { cookie: stranger.cookie }),
      403,
      'auditTrail.errors.forbidden',
    );
    const admin = await loginAs(app, 'admin@demo.pim');
    expectError(
      await request(app, 'GET', '/api/p1/audit-trail/company/999999', { cookie: admin.cookie }),
      404,
      'auditTrail.errors.companyNotFound',
    );
  });
});

describe('the trail is append-only', () => {
  test('updating or deleting an entry is refused by the database', async () => {
    const { db } = await testApp();
    const card = await db.select({ id: products.id }).from(products).limit(1);
    await rename(db, card[0]!.id, 'Na zawsze');
    const id = await lastEntryId(db);
    await expect(
      db.update(auditEntries).set({ source: 'ui' }).where(eq(auditEntries.id, id)),
    ).rejects.toThrow();
    await expect(db.delete(auditEntries).where(eq(auditEntries.id, id))).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_entries`)).rejects.toThrow();
    expect(await lastEntryId(db)).toBe(id);
  });
});
