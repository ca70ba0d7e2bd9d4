import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { pageConfigSchema } from '@contract/user';
import { switchAnswerSchema, switchLogSchema, switchTargetsSchema } from '@contract/switch-user';
import { switchPermissions } from '@server/db/schema';
import { expectError } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import { dayFromToday, idOf, loginColleague, putConfig, stored, switchBack, switchTo } from './helpers';

const EMPTY_EAN = '0000000000000';

describe('switch user (§6, docs/decisions/0048)', () => {
  test('an admin allowed by the configuration acts as a supplier, writes, and returns; the log names both', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const adminId = admin.answer.user.id;
    const supplierId = await idOf(db, 'supplier@demo.pim');
    const put = await putConfig(app, admin, supplierId, {
      allowed: [{ user_id: adminId, expires_on: dayFromToday(3) }],
    });
    expect(put.status, put.text).toBe(200);

    const targets = switchTargetsSchema.parse(
      (await request(app, 'GET', '/api/switch-me-to/targets', { cookie: admin.cookie })).body,
    );
    expect(targets.targets.map((target) => target.email)).toEqual(['supplier@demo.pim']);

    const switched = await switchTo(app, admin, supplierId);
    expect(switched.status, switched.text).toBe(200);
    const answer = switchAnswerSchema.parse(switched.body);
    expect(answer.user.email).toBe('supplier@demo.pim');
    expect(answer.switched_by).toEqual({
      id: adminId,
      name: 'Anna Administratorka',
      email: 'admin@demo.pim',
    });

    // Every page now belongs to the supplier, with the supplier's rights and the admin named.
    const page = pageConfigSchema.parse(
      (await request(app, 'GET', '/api/page-config', { cookie: admin.cookie })).body,
    );
    expect(page.user?.email).toBe('supplier@demo.pim');
    expect(page.switched_by?.email).toBe('admin@demo.pim');
    expectError(await request(app, 'GET', '/api/users', { cookie: admin.cookie }), 403, 'session.forbidden');

    const write = await request(app, 'POST', '/api/p1/logistic/validate/ean', {
      cookie: admin.cookie,
      csrf: admin.csrf,
      body: { ean: EMPTY_EAN },
    });
    expect(write.status, write.text).toBeLessThan(500);

    const back = switchAnswerSchema.parse((await switchBack(app, admin)).body);
    expect(back.user.email).toBe('admin@demo.pim');
    expect(back.switched_by).toBeNull();
    const after = pageConfigSchema.parse(
      (await request(app, 'GET', '/api/page-config', { cookie: admin.cookie })).body,
    );
    expect(after.user?.email).toBe('admin@demo.pim');
    expect(after.switched_by).toBeNull();

    const log = await request(app, 'GET', `/api/user/${supplierId}/logs/switch-me-to`, {
      cookie: admin.cookie,
    });
    expect(log.status, log.text).toBe(200);
    const entries = switchLogSchema.parse(log.body).entries.reverse();
    expect(
      entries.map((entry) => [
        entry.kind,
        entry.real_user.email,
        entry.target_user.email,
        entry.method,
        entry.path,
      ]),
    ).toEqual([
      ['start', 'admin@demo.pim', 'supplier@demo.pim', null, null],
      ['write', 'admin@demo.pim', 'supplier@demo.pim', 'POST', '/api/p1/logistic/validate/ean'],
      ['end', 'admin@demo.pim', 'supplier@demo.pim', null, null],
    ]);
    expect(entries[1]!.status).toBe(write.status);
  });

  test('a supplier allows a colleague, who then acts as them; a stranger or another company cannot', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const colleague = await loginColleague(app);
    const put = await putConfig(app, supplier, supplier.answer.user.id, {
      allowed: [{ user_id: colleague.answer.user.id, expires_on: dayFromToday(0) }],
    });
    expect(put.status, put.text).toBe(200);
    const switched = await switchTo(app, colleague, supplier.answer.user.id);
    expect(switched.status, switched.text).toBe(200);

    const other = await loginAs(app, 'supplier2@demo.pim');
    expectError(await switchTo(app, other, supplier.answer.user.id), 403, 'switchUser.errors.notAllowed');
    const network = await loginAs(app, 'network@demo.pim');
    expectError(await switchTo(app, network, supplier.answer.user.id), 403, 'switchUser.errors.notAllowed');
    // An unknown account reads the same as one not allowed.
    expectError(await switchTo(app, network, 999_999), 403, 'switchUser.errors.notAllowed');
    expect((await stored(db)).logs).toEqual([['start', colleague.answer.user.id, supplier.answer.user.id]]);
  });

  test('a switched session cannot switch again, nor reach the holder’s switch settings, log or API tokens', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const colleague = await loginColleague(app);
    await putConfig(app, supplier, supplier.answer.user.id, {
      allowed: [{ user_id: colleague.answer.user.id, expires_on: dayFromToday(1) }],
    });
    await switchTo(app, colleague, supplier.answer.user.id);
    const target = supplier.answer.user.id;
    const auth = { cookie: colleague.cookie, csrf: colleague.csrf };
    for (const [method, path, body] of [
      ['POST', `/api/user/${target}/switch-me-to`, {}],
      ['GET', `/api/user/${target}/configuration/switch-me-to`, undefined],
      ['PUT', `/api/user/${target}/configuration/switch-me-to`, { allowed: [] }],
      ['GET', `/api/user/${target}/logs/switch-me-to`, undefined],
      ['GET', '/api/switch-me-to/targets', undefined],
      ['GET', '/api/p1/api-tokens', undefined],
      ['POST', '/api/p1/api-tokens', { name: 'Obce', scopes: ['cards.read'] }],
    ] as const) {
      const response = await request(app, method, path, body === undefined ? auth : { ...auth, body });
      expectError(response, 403, 'switchUser.errors.notWhileSwitched');
    }
    const now = await stored(db);
    expect(now.permissions).toEqual([[target, colleague.answer.user.id]]);
    expect(now.logs).toEqual([['start', colleague.answer.user.id, target]]);
  });

  test('a permission taken back ends the switch at the next request, and the end is logged', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const colleague = await loginColleague(app);
    await putConfig(app, supplier, supplier.answer.user.id, {
      allowed: [{ user_id: colleague.answer.user.id, expires_on: dayFromToday(1) }],
    });
    await switchTo(app, colleague, supplier.answer.user.id);
    await putConfig(app, supplier, supplier.answer.user.id, { allowed: [] });
    const page = pageConfigSchema.parse(
      (await request(app, 'GET', '/api/page-config', { cookie: colleague.cookie })).body,
    );
    expect(page.user?.id).toBe(colleague.answer.user.id);
    expect(page.switched_by).toBeNull();
    expect((await stored(db)).logs).toEqual([
      ['start', colleague.answer.user.id, supplier.answer.user.id],
      ['end', colleague.answer.user.id, supplier.answer.user.id],
    ]);
  });

  test('an expired permission does not let anyone switch', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const colleague = await loginColleague(app);
    await putConfig(app, supplier, supplier.answer.user.id, {
      allowed: [{ user_id: colleague.answer.user.id, expires_on: dayFromToday(1) }],
    });
    await db.update(switchPermissions).set({ expiresAt: new Date(Date.now() - 1000) });
    expectError(await switchTo(app, colleague, supplier.answer.user.id), 403, 'switchUser.errors.notAllowed');
    const targets = await request(app, 'GET', '/api/switch-me-to/targets', { cookie: colleague.cookie });
    expect(switchTargetsSchema.parse(targets.body).targets).toEqual([]);
  });

  test('returning without a switch is a 409, and the switch calls need the CSRF token', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    expectError(await switchBack(app, admin), 409, 'switchUser.errors.notSwitched');
    const supplierId = await idOf(db, 'supplier@demo.pim');
    await putConfig(app, admin, supplierId, {
      allowed: [{ user_id: admin.answer.user.id, expires_on: dayFromToday(1) }],
    });
    const forged = await request(app, 'POST', `/api/user/${supplierId}/switch-me-to`, {
      cookie: admin.cookie,
      body: {},
    });
    expectError(forged, 403, 'errors.csrf');
    expect((await stored(db)).logs).toEqual([]);
    expect((await request(app, 'POST', '/api/switch-back', { body: {} })).status).toBe(401);
  });

  test('logging out ends the switch: the next login is the admin’s own account again', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const supplierId = await idOf(db, 'supplier@demo.pim');
    await putConfig(app, admin, supplierId, {
      allowed: [{ user_id: admin.answer.user.id, expires_on: dayFromToday(1) }],
    });
    await switchTo(app, admin, supplierId);
    await request(app, 'POST', '/api/logout', { cookie: admin.cookie, csrf: admin.csrf });
    const again = await loginAs(app, 'admin@demo.pim');
    const page = pageConfigSchema.parse(
      (await request(app, 'GET', '/api/page-config', { cookie: again.cookie })).body,
    );
    expect(page.user?.email).toBe('admin@demo.pim');
    expect(page.switched_by).toBeNull();
    expect(
      await db.select().from(switchPermissions).where(eq(switchPermissions.targetUserId, supplierId)),
    ).toHaveLength(1);
  });
});
