import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { roleAfterUnblock } from '@domain/unblock';
import { unblockRequests, users } from '@server/db/schema';
import { getList, listAt, send } from '@tests/server/fixtures/admin-lists';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { login, loginAs, request } from '@tests/server/harness/http';

const BLOCKED = { email: 'blocked@demo.pim', password: 'demo-blocked-pass' };

describe('POST /api/unblock-request: a blocked user asks (docs/decisions/0018)', () => {
  test('files a request with the account e-mail and password; a second waits for the first', async () => {
    const { app, db } = await testApp();
    // The seed has a pending request of the demo blocked user: decide it first.
    const admin = await loginAs(app, 'admin@demo.pim');
    const [seeded] = await db
      .select()
      .from(unblockRequests)
      .innerJoin(users, eq(users.id, unblockRequests.userId))
      .where(eq(users.email, BLOCKED.email));
    await send(app, admin, 'PUT', `/api/unblock-requests/${seeded!.unblock_requests.id}/reject`, {
      reason: 'Nie.',
    });

    const body = { ...BLOCKED, message: 'Proszę o odblokowanie.' };
    const first = await request(app, 'POST', '/api/unblock-request', { body });
    expect(first.status, first.text).toBe(201);
    const faults = expectFaults(
      await request(app, 'POST', '/api/unblock-request', { body }),
      'unblock_requests',
    );
    expect(faults[0]!.message).toContain('już czeka');
  });

  test('wrong password, an active account and bad bodies are refused; nothing is written', async () => {
    const { app, db } = await testApp();
    const before = await db.select().from(unblockRequests).orderBy(unblockRequests.id);
    expectError(
      await request(app, 'POST', '/api/unblock-request', {
        body: { ...BLOCKED, password: 'wrong', message: 'x' },
      }),
      401,
      'login.invalid',
    );
    const active = await request(app, 'POST', '/api/unblock-request', {
      body: { email: 'supplier@demo.pim', password: 'demo-supplier-pass', message: 'x' },
    });
    expect(expectFaults(active, 'unblock_requests')[0]!.message).toContain('nie jest zablokowane');
    expectFaults(
      await request(app, 'POST', '/api/unblock-request', { body: { ...BLOCKED, message: '' } }),
      'unblock_requests',
    );
    expectFaults(
      await request(app, 'POST', '/api/unblock-request', { body: { ...BLOCKED, message: 'x'.repeat(1001) } }),
      'unblock_requests',
    );
    expectFaults(await request(app, 'POST', '/api/unblock-request', { raw: 'nope' }), 'unblock_requests');
    expect(await db.select().from(unblockRequests).orderBy(unblockRequests.id)).toEqual(before);
  });
});

describe('GET /api/unblock-requests and the decisions', () => {
  test('an admin lists the seeded requests, filters by status; decided rows offer nothing', async () => {
    const { app } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const all = await listAt(app, admin, '/api/unblock-requests');
    expect(all.total).toBe(4);
    expect(all.info.single_actions.map((action) => action.id)).toEqual(['accept', 'reject']);
    expect(all.info.mass_actions).toEqual([]);
    const pending = await listAt(app, admin, '/api/unblock-requests', { status: 'pending' });
    expect(pending.rows.map((row) => row.cells.email)).toContain(BLOCKED.email);
    expect(pending.rows.every((row) => row.cells.status === 'Oczekuje')).toBe(true);
    const decided = all.rows.filter((row) => row.cells.status !== 'Oczekuje');
    for (const row of decided)
      expect(all.info.row_action_exclusions[String(row.id)]).toEqual(['accept', 'reject']);
    const search = await listAt(app, admin, '/api/unblock-requests', { q: 'Zablokowany' });
    expect(search.rows).toHaveLength(1);
    expectFaults(
      await getList(app, admin, '/api/unblock-requests', { status: 'maybe', sort: 'message' }),
      'unblock_requests',
    );
  });

  test('only an admin sees or decides them', async () => {
    const { app } = await testApp();
    expectError(await getList(app, null, '/api/unblock-requests'), 401, 'errors.unauthenticated');
    for (const email of ['supplier@demo.pim', 'network@demo.pim', 'mdm@demo.pim']) {
      const session = await loginAs(app, email);
      expectError(await getList(app, session, '/api/unblock-requests'), 403, 'session.forbidden');
      expectError(
        await send(app, session, 'PUT', '/api/unblock-requests/1/accept'),
        403,
        'session.forbidden',
      );
      expectError(
        await send(app, session, 'PUT', '/api/unblock-requests/1/reject', { reason: 'x' }),
        403,
        'session.forbidden',
      );
    }
  });

  test('accept unblocks the account with its company role; the user logs in; it cannot be decided twice', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const pending = await listAt(app, admin, '/api/unblock-requests', {
      status: 'pending',
      q: 'blocked@demo',
    });
    const id = pending.rows[0]!.id;
    const accepted = await send(app, admin, 'PUT', `/api/unblock-requests/${id}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    const session = await login(app, BLOCKED.email, BLOCKED.password);
    expect(session.answer.user.role).toBe('supplier');
    const [row] = await db.select().from(unblockRequests).where(eq(unblockRequests.id, id));
    expect(row).toMatchObject({ status: 'accepted', decidedBy: admin.answer.user.id });
    expect(
      expectFaults(
        await send(app, admin, 'PUT', `/api/unblock-requests/${id}/accept`),
        'unblock_requests',
      )[0]!.message,
    ).toContain('już rozpatrzona');
    expectError(
      await send(app, admin, 'PUT', '/api/unblock-requests/99999/accept'),
      404,
      'unblockRequests.errors.notFound',
    );
  });

  test('reject keeps the account blocked and needs a reason; bad input writes nothing', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const pending = await listAt(app, admin, '/api/unblock-requests', { status: 'pending', q: 'nowak' });
    const id = pending.rows[0]!.id;
    const before = await db.select().from(unblockRequests).orderBy(unblockRequests.id);
    expectFaults(
      await send(app, admin, 'PUT', `/api/unblock-requests/${id}/reject`, { reason: '' }),
      'unblock_requests',
    );
    expectFaults(await send(app, admin, 'PUT', `/api/unblock-requests/${id}/reject`, {}), 'unblock_requests');
    expectFaults(
      await send(app, admin, 'PUT', `/api/unblock-requests/${id}/accept`, { force: true }),
      'unblock_requests',
    );
    expect(await db.select().from(unblockRequests).orderBy(unblockRequests.id)).toEqual(before);
    const rejected = await send(app, admin, 'PUT', `/api/unblock-requests/${id}/reject`, {
      reason: 'Brak potwierdzenia z firmy.',
    });
    expect(rejected.status, rejected.text).toBe(200);
    const after = await listAt(app, admin, '/api/unblock-requests', { q: 'nowak' });
    expect(after.rows[0]!.cells).toMatchObject({
      status: 'Odrzucona',
      reason: 'Brak potwierdzenia z firmy.',
    });
    const [user] = await db.select().from(users).where(eq(users.email, 'jan.nowak@dairy.demo.pim'));
    expect(user!.isActive).toBe(false);
  });
});

test('roleAfterUnblock: a kept role returns, a blocked role follows the company kind', () => {
  expect(roleAfterUnblock('network', 'network')).toBe('network');
  expect(roleAfterUnblock('blocked', 'supplier')).toBe('supplier');
  expect(roleAfterUnblock('blocked', 'network')).toBe('network');
  expect(roleAfterUnblock('blocked', 'platform')).toBeNull();
  expect(roleAfterUnblock('blocked', null)).toBeNull();
});
