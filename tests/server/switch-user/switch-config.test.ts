import { describe, expect, test } from 'vitest';
import { switchConfigSchema, switchLogSchema } from '@contract/switch-user';
import { ROLE_EXPECTATIONS } from '@tests/server/fixtures/roles';
import { expectError, expectFaults, expectFieldFault } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request } from '@tests/server/harness/http';
import { DAIRY_COLLEAGUE, dayFromToday, idOf, loginColleague, putConfig, stored } from './helpers';

const NAMESPACE = 'switch_me_to';

describe('switch-me-to configuration and log, per role (§7 Users, docs/decisions/0048)', () => {
  test('every role reads its own configuration and log; only the admin reads another account’s', async () => {
    const { app, db } = await testApp();
    const supplierId = await idOf(db, 'supplier@demo.pim');
    for (const role of ROLE_EXPECTATIONS) {
      const session = await loginAs(app, role.email);
      const own = session.answer.user.id;
      for (const kind of ['configuration', 'logs'] as const) {
        const mine = await request(app, 'GET', `/api/user/${own}/${kind}/switch-me-to`, {
          cookie: session.cookie,
        });
        expect(mine.status, `${role.email} ${kind} ${mine.text}`).toBe(200);
        const theirs = await request(app, 'GET', `/api/user/${supplierId}/${kind}/switch-me-to`, {
          cookie: session.cookie,
        });
        if (role.role === 'admin' || own === supplierId) expect(theirs.status, theirs.text).toBe(200);
        else expectError(theirs, 403, 'session.forbidden');
      }
    }
    expectError(
      await request(app, 'GET', `/api/user/${supplierId}/configuration/switch-me-to`),
      401,
      'errors.unauthenticated',
    );
  });

  test('a supplier’s own candidates are active colleagues; the admin also sees the admins', async () => {
    const { app } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const own = switchConfigSchema.parse(
      (
        await request(app, 'GET', `/api/user/${supplier.answer.user.id}/configuration/switch-me-to`, {
          cookie: supplier.cookie,
        })
      ).body,
    );
    expect(own.candidates.map((person) => person.email)).toContain(DAIRY_COLLEAGUE);
    expect(own.candidates.every((person) => person.email.endsWith('dairy.demo.pim'))).toBe(true);
    const admin = await loginAs(app, 'admin@demo.pim');
    const byAdmin = switchConfigSchema.parse(
      (
        await request(app, 'GET', `/api/user/${supplier.answer.user.id}/configuration/switch-me-to`, {
          cookie: admin.cookie,
        })
      ).body,
    );
    expect(byAdmin.candidates.map((person) => person.email)).toEqual(
      expect.arrayContaining(['admin@demo.pim', DAIRY_COLLEAGUE]),
    );
  });

  test('a non-admin cannot set another account’s list; nobody sets an admin’s', async () => {
    const { app, db } = await testApp();
    const supplierId = await idOf(db, 'supplier@demo.pim');
    const network = await loginAs(app, 'network@demo.pim');
    expectError(await putConfig(app, network, supplierId, { allowed: [] }), 403, 'session.forbidden');
    const admin = await loginAs(app, 'admin@demo.pim');
    const colleague = await idOf(db, DAIRY_COLLEAGUE);
    expectFieldFault(
      await putConfig(app, admin, admin.answer.user.id, {
        allowed: [{ user_id: colleague, expires_on: dayFromToday(1) }],
      }),
      {
        namespace: NAMESPACE,
        field: 'allowed.0.user_id',
        message: 'Nikt nie może działać jako administrator.',
      },
    );
    expect((await stored(db)).permissions).toEqual([]);
  });

  test('a supplier may allow colleagues only; an admin’s permission is the admin’s to give', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const own = supplier.answer.user.id;
    const brewer = await idOf(db, 'supplier2@demo.pim');
    const adminId = await idOf(db, 'admin@demo.pim');
    expectFieldFault(
      await putConfig(app, supplier, own, { allowed: [{ user_id: brewer, expires_on: dayFromToday(1) }] }),
      {
        namespace: NAMESPACE,
        field: 'allowed.0.user_id',
        message: 'Tylko administrator może działać jako użytkownik innej firmy.',
      },
    );
    expectFieldFault(
      await putConfig(app, supplier, own, { allowed: [{ user_id: adminId, expires_on: dayFromToday(1) }] }),
      {
        namespace: NAMESPACE,
        field: 'allowed.0.user_id',
        message: 'Tylko administrator może dodać lub zmienić uprawnienie dla administratora.',
      },
    );
    expect((await stored(db)).permissions).toEqual([]);

    // Given by the admin, it may be kept as it is or removed by the supplier, not prolonged.
    const admin = await loginAs(app, 'admin@demo.pim');
    const day = dayFromToday(2);
    expect(
      (await putConfig(app, admin, own, { allowed: [{ user_id: adminId, expires_on: day }] })).status,
    ).toBe(200);
    const colleague = (await loginColleague(app)).answer.user.id;
    const kept = await putConfig(app, supplier, own, {
      allowed: [
        { user_id: adminId, expires_on: day },
        { user_id: colleague, expires_on: day },
      ],
    });
    expect(kept.status, kept.text).toBe(200);
    const answer = switchConfigSchema.parse(kept.body);
    // By name: Agnieszka Kowalczyk before Anna Administratorka.
    expect(answer.allowed.map((entry) => [entry.email, entry.admin_given])).toEqual([
      [DAIRY_COLLEAGUE, false],
      ['admin@demo.pim', true],
    ]);
    expectFieldFault(
      await putConfig(app, supplier, own, { allowed: [{ user_id: adminId, expires_on: dayFromToday(9) }] }),
      {
        namespace: NAMESPACE,
        field: 'allowed.0.user_id',
        message: 'Tylko administrator może dodać lub zmienić uprawnienie dla administratora.',
      },
    );
    expect((await putConfig(app, supplier, own, { allowed: [] })).status).toBe(200);
    expect((await stored(db)).permissions).toEqual([]);
  });

  test('bad bodies are 400 with a translated message and change nothing', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const supplierId = await idOf(db, 'supplier@demo.pim');
    const colleague = await idOf(db, DAIRY_COLLEAGUE);
    const adminId = admin.answer.user.id;
    const entry = (user_id: unknown, expires_on: unknown = dayFromToday(1)) => ({ user_id, expires_on });
    for (const body of [
      null,
      [],
      {},
      { allowed: 'all' },
      { allowed: [entry(colleague)], extra: 1 },
      { allowed: [{ ...entry(colleague), note: 'x' }] },
      { allowed: [entry('7')] },
      { allowed: [entry(-1)] },
      { allowed: [entry(1.5)] },
      { allowed: [entry(colleague, '2026-13-01')] },
      { allowed: [entry(colleague, '2026-02-30')] },
      { allowed: [entry(colleague, 'tomorrow')] },
      { allowed: [entry(colleague, dayFromToday(-1))] },
      { allowed: [entry(colleague), entry(colleague)] },
      { allowed: [entry(999_999)] },
      { allowed: [entry(supplierId)] },
      { allowed: Array.from({ length: 51 }, (_, index) => entry(index + 1)) },
    ]) {
      expectFaults(await putConfig(app, admin, supplierId, body), NAMESPACE);
    }
    const raw = await request(app, 'PUT', `/api/user/${supplierId}/configuration/switch-me-to`, {
      cookie: admin.cookie,
      csrf: admin.csrf,
      raw: '{"allowed": [',
    });
    expectFaults(raw, NAMESPACE);
    expect((await stored(db)).permissions).toEqual([]);
    // The inactive colleague (server/seed/accounts.ts) cannot be allowed either.
    const inactive = await idOf(db, 'jan.nowak@dairy.demo.pim');
    expectFieldFault(await putConfig(app, admin, supplierId, { allowed: [entry(inactive)] }), {
      namespace: NAMESPACE,
      field: 'allowed.0.user_id',
      message: 'To konto jest nieaktywne lub zablokowane.',
    });
    expect(adminId).toBeGreaterThan(0);
    expectError(await putConfig(app, admin, 999_999, { allowed: [] }), 404, 'accountsList.errors.notFound');
  });

  test('the log takes start_at as a day or a time; anything else is a 400', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const supplierId = await idOf(db, 'supplier@demo.pim');
    for (const good of ['2026-01-01', '2026-01-01T10:00:00Z', '2026-01-01T10:00:00.000%2B01:00']) {
      const answer = await request(app, 'GET', `/api/user/${supplierId}/logs/switch-me-to?start_at=${good}`, {
        cookie: admin.cookie,
      });
      expect(answer.status, `${good} ${answer.text}`).toBe(200);
      switchLogSchema.parse(answer.body);
    }
    for (const bad of ['yesterday', '2026-99-99', '', '2026-01-01T25:00:00Z']) {
      const answer = await request(app, 'GET', `/api/user/${supplierId}/logs/switch-me-to?start_at=${bad}`, {
        cookie: admin.cookie,
      });
      expectFaults(answer, NAMESPACE);
    }
  });
});
