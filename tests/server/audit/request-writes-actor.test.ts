import { describe, expect, test } from 'vitest';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import { dayFromToday, idOf, putConfig, switchTo } from '@tests/server/switch-user/helpers';
import { entityEntries, lastEntryId } from './trail';

/**
 * A request's write made without an explicit transaction (one UPDATE on its own) is recorded with the user
 * who made it and from where, like any other write; "system" is only for the seed, migrations and jobs
 * without a user (docs/decisions/0052).
 */
describe('writes of a request outside an explicit transaction', () => {
  test('a user renaming their own account is recorded as that user, from the UI', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const id = supplier.answer.user.id;
    const since = await lastEntryId(db);

    const put = await request(app, 'PUT', `/api/user/${id}`, {
      cookie: supplier.cookie,
      csrf: supplier.csrf,
      body: { first_name: 'Zofia' },
    });
    expect(put.status, put.text).toBe(200);

    const entries = await entityEntries(db, since, 'user');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      source: 'ui',
      userId: id,
      actorCompanyId: supplier.answer.user.company_id,
      entityId: String(id),
      subjectUserId: id,
      action: 'update',
    });
    expect(entries[0]?.changes['first_name']).toEqual({
      before: supplier.answer.user.first_name,
      after: 'Zofia',
    });
    // The first test of the file also opens the worker's database: slow on a loaded machine.
  });

  test('the page language chosen while switched names both the account and who switched into it', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const supplierId = await idOf(db, 'supplier@demo.pim');
    const allowed = await putConfig(app, admin, supplierId, {
      allowed: [{ user_id: admin.answer.user.id, expires_on: dayFromToday(3) }],
    });
    expect(allowed.status, allowed.text).toBe(200);
    expect((await switchTo(app, admin, supplierId)).status).toBe(200);
    const since = await lastEntryId(db);

    const put = await request(app, 'PUT', '/api/language', {
      cookie: admin.cookie,
      csrf: admin.csrf,
      body: { language: 'ro' },
    });
    expect(put.status, put.text).toBe(200);

    const entries = await entityEntries(db, since, 'user');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      source: 'ui',
      userId: supplierId,
      switchedById: admin.answer.user.id,
      switchedByName: 'Anna Administratorka',
    });
    expect(entries[0]?.changes['language']).toEqual({ before: 'pl', after: 'ro' });
  });
});
