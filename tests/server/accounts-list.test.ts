import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { massAnswerSchema } from '@contract/list-params';
import { userAnswerSchema } from '@contract/accounts-list';
import { sessions, users } from '@server/db/schema';
import { getList, listAt, send } from '@tests/server/fixtures/admin-lists';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { login, loginAs, request } from '@tests/server/harness/http';
import { expectNameOrder } from '@tests/server/harness/name-order';

const idOf = async (db: Awaited<ReturnType<typeof testApp>>['db'], email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('GET /api/users: the accounts list (§2, docs/decisions/0018)', () => {
  test('an admin gets every account with the columns, filters and actions of the list', async () => {
    const { app, db, errors } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const answer = await listAt(app, admin, '/api/users', { per_page: '200' });
    const count = (await db.select({ id: users.id }).from(users)).length;
    expect(answer.total).toBe(count);
    expect(answer.rows).toHaveLength(count);
    expect(answer.sort).toBe('created_at');
    expect(answer.order).toBe('desc');
    expect(answer.info.available_columns.map((column) => column.id)).toEqual([
      'id',
      'name',
      'email',
      'company',
      'role',
      'status',
      'last_login_at',
      'created_at',
    ]);
    expect(answer.info.filters.map((filter) => filter.name)).toEqual(['q', 'role', 'status', 'company_id']);
    expect(answer.info.single_actions.map((action) => action.id)).toEqual([
      'edit',
      'deactivate',
      'activate',
      'assign_company',
      'switch_me_to',
      'delete',
    ]);
    expect(answer.info.mass_actions.map((action) => action.id)).toEqual(['activate', 'deactivate', 'delete']);
    // Deactivating logs the account out and locks it: one account asks first, as several do.
    const confirmOf = (id: string) => answer.info.single_actions.find((action) => action.id === id)?.confirm;
    expect(confirmOf('deactivate')).toBe('accountsList.confirm.deactivate');
    expect(confirmOf('activate') ?? null).toBeNull();
    // The admin's own row: not selectable, neither deactivated nor deleted.
    const self = admin.answer.user.id;
    expect(answer.info.disabled_rows).toEqual([self]);
    expect(answer.info.row_action_exclusions[String(self)]).toEqual(
      expect.arrayContaining(['activate', 'deactivate', 'delete']),
    );
    const blocked = answer.rows.find((row) => row.cells.email === 'blocked@demo.pim')!;
    expect(blocked.cells.status).toBe('Nieaktywne');
    expect(blocked.cells.role).toBe('Zablokowany');
    expect(answer.info.row_action_exclusions[String(blocked.id)]).toEqual(['deactivate']);
    expect(errors).toEqual([]);
  });

  test('filters by status, role, company and text, and sorts by name', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const inactive = await listAt(app, admin, '/api/users', { status: 'inactive' });
    expect(inactive.total).toBeGreaterThan(1);
    expect(inactive.rows.every((row) => row.cells.status === 'Nieaktywne')).toBe(true);
    const networks = await listAt(app, admin, '/api/users', { role: ['network', 'metro'] });
    expect(networks.rows.every((row) => ['Sieć', 'Sieć (Metro)'].includes(String(row.cells.role)))).toBe(
      true,
    );
    const [supplier] = await db.select().from(users).where(eq(users.email, 'supplier@demo.pim'));
    const company = await listAt(app, admin, '/api/users', { company_id: String(supplier!.companyId) });
    expect(company.rows.map((row) => row.cells.email)).toContain('supplier@demo.pim');
    expect(company.rows.map((row) => row.cells.email)).not.toContain('supplier2@demo.pim');
    const search = await listAt(app, admin, '/api/users', { q: 'zablok' });
    expect(search.rows.map((row) => row.cells.email)).toEqual(['blocked@demo.pim']);
    // `%` is a character, not a pattern.
    expect((await listAt(app, admin, '/api/users', { q: '%a' })).total).toBe(0);
    const byName = await listAt(app, admin, '/api/users', { sort: 'name', order: 'asc', per_page: '200' });
    const names = byName.rows.map((row) => String(row.cells.name));
    expectNameOrder(names);
    // "Imię i nazwisko": the given name first, as the column says and as the list sorts.
    const kozlowski = byName.rows.find((row) => row.cells.email === 'krzysztof.kozlowski@penny.demo.pim');
    expect(kozlowski?.cells.name).toBe('Krzysztof Kozłowski');
    const byCompany = await listAt(app, admin, `/api/company/${supplier!.companyId}/user`);
    expect(byCompany.rows.map((row) => row.id).sort()).toEqual(company.rows.map((row) => row.id).sort());
  });

  test('every role but admin is refused: a supplier never sees accounts', async () => {
    const { app } = await testApp();
    expectError(await getList(app, null, '/api/users'), 401, 'errors.unauthenticated');
    for (const email of [
      'supplier@demo.pim',
      'network@demo.pim',
      'mdm@demo.pim',
      'cm@demo.pim',
      'qc@demo.pim',
    ]) {
      const session = await loginAs(app, email);
      expectError(await getList(app, session, '/api/users'), 403, 'session.forbidden');
      expectError(await getList(app, session, '/api/company/1/user'), 403, 'session.forbidden');
      expectError(
        await request(app, 'GET', '/api/user/1', { cookie: session.cookie }),
        403,
        'session.forbidden',
      );
      expectError(
        await send(app, session, 'PUT', '/api/user/1/change-active', { active: false }),
        403,
        'session.forbidden',
      );
      expectError(
        await send(app, session, 'POST', '/api/user', {
          email: 'x@y.pl',
          first_name: 'X',
          last_name: 'Y',
          role: 'supplier',
          company_id: 1,
          password: 'long-enough',
        }),
        403,
        'session.forbidden',
      );
    }
  });

  test('bad queries are a 400 naming each parameter', async () => {
    const { app } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const faults = expectFaults(
      await getList(app, admin, '/api/users', {
        sort: 'company',
        status: 'asleep',
        role: 'pilot',
        company_id: 'x',
        page: '0',
      }),
      'accounts_list',
    );
    expect(faults.map((fault) => fault.field).sort()).toEqual([
      'company_id',
      'page',
      'role.0',
      'sort',
      'status',
    ]);
    expectFaults(await getList(app, admin, '/api/users', { q: 'a'.repeat(101) }), 'accounts_list');
  });
});

describe('§7 Users calls of the accounts list', () => {
  test('GET /api/user/{id} answers the account without its password', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const id = await idOf(db, 'supplier@demo.pim');
    const response = await request(app, 'GET', `/api/user/${id}`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const user = userAnswerSchema.parse(response.body);
    expect(user.email).toBe('supplier@demo.pim');
    expect(response.text).not.toContain('scrypt');
    expectError(
      await request(app, 'GET', '/api/user/999999', { cookie: admin.cookie }),
      404,
      'accountsList.errors.notFound',
    );
  });

  test('deactivating blocks the account and ends its sessions; activating lets it log in again', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    await loginAs(app, 'supplier2@demo.pim');
    const id = await idOf(db, 'supplier2@demo.pim');
    expect((await send(app, admin, 'PUT', `/api/user/${id}/change-active`, { active: false })).status).toBe(
      200,
    );
    expect(await db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expectError(
      await request(app, 'POST', '/api/login', {
        body: { email: 'supplier2@demo.pim', password: 'demo-supplier2-pass' },
      }),
      403,
      'login.blocked',
    );
    expect((await send(app, admin, 'PUT', `/api/user/${id}/change-active`, { active: true })).status).toBe(
      200,
    );
    await login(app, 'supplier2@demo.pim', 'demo-supplier2-pass');
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row!.lastLoginAt).not.toBeNull();
  });

  test('an admin cannot deactivate or delete themself', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const self = admin.answer.user.id;
    const faults = expectFaults(
      await send(app, admin, 'PUT', `/api/user/${self}/change-active`, { active: false }),
      'accounts',
    );
    expect(faults[0]!.message).toBe('Nie możesz dezaktywować ani usunąć własnego konta.');
    expectFaults(await send(app, admin, 'DELETE', `/api/user/${self}`), 'accounts');
    const mass = massAnswerSchema.parse(
      (await send(app, admin, 'PUT', '/api/users/change-active', { ids: [self], active: false })).body,
    );
    expect(mass.results).toEqual([
      { id: self, success: false, message: 'Nie możesz dezaktywować ani usunąć własnego konta.' },
    ]);
    const [row] = await db.select().from(users).where(eq(users.id, self));
    expect(row!.isActive).toBe(true);
  });

  test('bad bodies are a 400 and nothing is written', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const id = await idOf(db, 'supplier2@demo.pim');
    const before = await db.select().from(users).orderBy(users.id);
    expectFaults(
      await send(app, admin, 'PUT', `/api/user/${id}/change-active`, { active: 'no' }),
      'accounts',
    );
    expectFaults(
      await send(app, admin, 'PUT', `/api/user/${id}/assign-company`, { company_id: -1 }),
      'accounts',
    );
    expectFaults(
      await send(app, admin, 'PUT', `/api/user/${id}/assign-company`, { company_id: 99999 }),
      'accounts',
    );
    expectFaults(await send(app, admin, 'PUT', `/api/user/${id}`, { role: 'emperor' }), 'accounts');
    expectFaults(
      await send(app, admin, 'PUT', `/api/user/${id}`, { email: 'supplier@demo.pim' }),
      'accounts',
    );
    expectFaults(
      await send(app, admin, 'PUT', '/api/users/change-active', { ids: [], active: true }),
      'accounts',
    );
    expectFaults(await send(app, admin, 'DELETE', '/api/users', { ids: ['1'] }), 'accounts');
    expectFaults(
      await send(app, admin, 'POST', '/api/user', {
        email: 'not-an-email',
        first_name: '',
        last_name: 'Y',
        role: 'blocked',
        company_id: 1,
        password: 'short',
      }),
      'accounts',
    );
    expectFaults(
      await send(app, admin, 'POST', '/api/user', {
        email: 'supplier@demo.pim',
        first_name: 'A',
        last_name: 'B',
        role: 'supplier',
        company_id: 2,
        password: 'long-enough',
      }),
      'accounts',
    );
    expectFaults(
      await request(app, 'POST', '/api/user', { cookie: admin.cookie, csrf: admin.csrf, raw: '{' }),
      'accounts',
    );
    expect(await db.select().from(users).orderBy(users.id)).toEqual(before);
  });

  test('POST /api/user creates an account with a scrypt password that can log in', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const [supplier] = await db.select().from(users).where(eq(users.email, 'supplier@demo.pim'));
    const response = await send(app, admin, 'POST', '/api/user', {
      email: 'Nowy@Demo.pim',
      first_name: 'Nowy',
      last_name: 'Dostawca',
      role: 'supplier',
      company_id: supplier!.companyId,
      password: 'nowe-haslo-123',
    });
    expect(response.status, response.text).toBe(201);
    const [row] = await db.select().from(users).where(eq(users.email, 'nowy@demo.pim'));
    expect(row!.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    const session = await login(app, 'nowy@demo.pim', 'nowe-haslo-123');
    expect(session.answer.user.company_id).toBe(supplier!.companyId);
  });

  test('assign-company moves the account and brings the network code of a network company', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    // A network's buyer moves to another network (a role must fit its company's kind, docs/decisions/0047).
    const id = await idOf(db, 'krzysztof.kozlowski@penny.demo.pim');
    const [network] = await db.select().from(users).where(eq(users.email, 'network@demo.pim'));
    expect(
      (await send(app, admin, 'PUT', `/api/user/${id}/assign-company`, { company_id: network!.companyId }))
        .status,
    ).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, id));
    expect(row!.companyId).toBe(network!.companyId);
    expect(row!.networkCode).toBe('selgros');
  });

  test('delete removes an account without history and keeps one that authored cards', async () => {
    const { app, db } = await testApp();
    const admin = await loginAs(app, 'admin@demo.pim');
    const fresh = await idOf(db, 'jan.nowak@dairy.demo.pim');
    const author = await idOf(db, 'supplier@demo.pim');
    const answer = massAnswerSchema.parse(
      (await send(app, admin, 'DELETE', '/api/users', { ids: [fresh, author] })).body,
    );
    expect(answer.results[0]).toEqual({ id: fresh, success: true });
    expect(answer.results[1]).toMatchObject({ id: author, success: false });
    expect(answer.results[1]!.message).toContain('historię');
    expect(await db.select().from(users).where(eq(users.id, fresh))).toEqual([]);
    expect(await db.select().from(users).where(eq(users.id, author))).toHaveLength(1);
    expectError(await send(app, admin, 'DELETE', `/api/user/${fresh}`), 404, 'accountsList.errors.notFound');
  });
});
