import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { changePasswordAnswerSchema, headerDataSchema, userInformationSchema } from '@contract/own-account';
import { companies, sessions, users } from '@server/db/schema';
import { ROLE_EXPECTATIONS } from '@tests/server/fixtures/roles';
import { send } from '@tests/server/fixtures/admin-lists';
import { expectError, expectFaults, expectFieldFault } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { demoUser, login, loginAs, request, type Session } from '@tests/server/harness/http';

type T = Awaited<ReturnType<typeof testApp>>;
type Db = T['db'];

const rowOf = async (db: Db, email: string) =>
  (await db.select().from(users).where(eq(users.email, email)))[0]!;
const get = (t: T, session: Session, path: string) => request(t.app, 'GET', path, { cookie: session.cookie });

/** §7 Users: a user's own account, the header data and the admin's per-user flags (docs/decisions/0049). */
describe('GET /api/user/{id}/information and get-header-data', () => {
  test("every role reads its own account and header; another user's is refused unless admin", async () => {
    const t = await testApp();
    const supplier = await rowOf(t.db, 'supplier@demo.pim');
    for (const { email } of ROLE_EXPECTATIONS) {
      const session = await loginAs(t.app, email);
      const me = await rowOf(t.db, email);
      const info = await get(t, session, `/api/user/${me.id}/information`);
      expect(info.status, `${email} ${info.text}`).toBe(200);
      const parsed = userInformationSchema.parse(info.body);
      expect(parsed).toMatchObject({ id: me.id, email, first_name: me.firstName, role: me.role });
      const header = await get(t, session, `/api/user/${me.id}/get-header-data`);
      expect(header.status, header.text).toBe(200);
      expect(headerDataSchema.parse(header.body).first_name).toBe(me.firstName);
      if (me.id === supplier.id) continue;
      const other = await get(t, session, `/api/user/${supplier.id}/information`);
      if (me.role === 'admin') expect(other.status).toBe(200);
      else expectError(other, 403, 'session.forbidden');
      const otherHeader = await get(t, session, `/api/user/${supplier.id}/get-header-data`);
      expect(otherHeader.status).toBe(me.role === 'admin' ? 200 : 403);
    }
  });

  test('without a session both are 401; an unknown account is a 404 for an admin', async () => {
    const t = await testApp();
    const supplier = await rowOf(t.db, 'supplier@demo.pim');
    expectError(
      await request(t.app, 'GET', `/api/user/${supplier.id}/information`),
      401,
      'errors.unauthenticated',
    );
    expectError(
      await request(t.app, 'GET', `/api/user/${supplier.id}/get-header-data`),
      401,
      'errors.unauthenticated',
    );
    const admin = await loginAs(t.app, 'admin@demo.pim');
    expectError(await get(t, admin, '/api/user/999999/information'), 404, 'accountsList.errors.notFound');
    expectError(await get(t, admin, '/api/user/abc/get-header-data'), 404, 'accountsList.errors.notFound');
  });

  test('the header data carries the company name, and its logo once the company has one', async () => {
    const t = await testApp();
    const supplier = await loginAs(t.app, 'supplier@demo.pim');
    const me = await rowOf(t.db, 'supplier@demo.pim');
    const [company] = await t.db.select().from(companies).where(eq(companies.id, me.companyId!));
    const before = headerDataSchema.parse(
      (await get(t, supplier, `/api/user/${me.id}/get-header-data`)).body,
    );
    expect(before).toMatchObject({ company_name: company!.name, logo_url: null, language: 'pl' });
    await t.db
      .update(companies)
      .set({ logoKey: 'abcdef0123456789', logoMime: 'image/png' })
      .where(eq(companies.id, me.companyId!));
    const after = headerDataSchema.parse((await get(t, supplier, `/api/user/${me.id}/get-header-data`)).body);
    expect(after.logo_url).toBe(`/api/company/${me.companyId}/logo?v=abcdef01`);
  });
});

describe("PUT /api/user/{id} on one's own account", () => {
  test('a supplier changes their own name and language; the header follows', async () => {
    const t = await testApp();
    const session = await loginAs(t.app, 'supplier@demo.pim');
    const me = await rowOf(t.db, 'supplier@demo.pim');
    const answer = await send(t.app, session, 'PUT', `/api/user/${me.id}`, {
      first_name: 'Joanna',
      last_name: 'Nowa',
      language: 'de',
    });
    expect(answer.status, answer.text).toBe(200);
    expect(userInformationSchema.parse(answer.body)).toMatchObject({
      first_name: 'Joanna',
      last_name: 'Nowa',
      language: 'de',
    });
    const header = headerDataSchema.parse((await get(t, session, `/api/user/${me.id}/get-header-data`)).body);
    expect(header).toMatchObject({ first_name: 'Joanna', last_name: 'Nowa', language: 'de' });
  });

  test('a non-admin cannot edit another account, nor their own role, e-mail or flags; nothing is written', async () => {
    const t = await testApp();
    const session = await loginAs(t.app, 'supplier@demo.pim');
    const me = await rowOf(t.db, 'supplier@demo.pim');
    const other = await rowOf(t.db, 'supplier2@demo.pim');
    expectError(
      await send(t.app, session, 'PUT', `/api/user/${other.id}`, { first_name: 'X' }),
      403,
      'session.forbidden',
    );
    for (const body of [
      { role: 'admin' },
      { email: 'new@demo.pim' },
      { flags: { has_media_gallery_access: true } },
    ])
      expectFaults(await send(t.app, session, 'PUT', `/api/user/${me.id}`, body), 'account');
    expect(await rowOf(t.db, 'supplier@demo.pim')).toEqual(me);
    expect(await rowOf(t.db, 'supplier2@demo.pim')).toEqual(other);
  });

  test('an empty body, an empty object and bad values are 400s for the user and the admin; nothing is written', async () => {
    const t = await testApp();
    const me = await rowOf(t.db, 'supplier@demo.pim');
    const before = await t.db.select().from(users).orderBy(users.id);
    for (const [email, namespace] of [
      ['supplier@demo.pim', 'account'],
      ['admin@demo.pim', 'accounts'],
    ] as const) {
      const session = await loginAs(t.app, email);
      const path = `/api/user/${me.id}`;
      const empty = await request(t.app, 'PUT', path, {
        cookie: session.cookie,
        csrf: session.csrf,
        raw: '',
      });
      expectFaults(empty, namespace);
      expectFaults(await send(t.app, session, 'PUT', path, {}), namespace);
      expectFaults(await send(t.app, session, 'PUT', path, { first_name: '  ' }), namespace);
      expectFaults(await send(t.app, session, 'PUT', path, { language: 'xx' }), namespace);
      expectFaults(await send(t.app, session, 'PUT', path, null), namespace);
    }
    const admin = await loginAs(t.app, 'admin@demo.pim');
    expectFaults(
      await send(t.app, admin, 'PUT', `/api/user/${me.id}`, { flags: { is_admin: true } }),
      'accounts',
    );
    expectFaults(
      await send(t.app, admin, 'PUT', `/api/user/${me.id}`, { flags: { is_penny: 'yes' } }),
      'accounts',
    );
    const after = (await t.db.select().from(users).orderBy(users.id)).map((row) => ({
      ...row,
      lastLoginAt: null,
    }));
    expect(after).toEqual(before.map((row) => ({ ...row, lastLoginAt: null })));
  });
});

describe('per-user flags set by an admin', () => {
  test("a flag switched off by the admin takes effect on the user's next request", async () => {
    const t = await testApp();
    const supplier = await loginAs(t.app, 'supplier@demo.pim');
    const me = await rowOf(t.db, 'supplier@demo.pim');
    const methods = async () =>
      ((await get(t, supplier, '/api/user-available-methods')).body as { methods: string[] }).methods;
    expect(await methods()).toContain('media_gallery.access');
    const admin = await loginAs(t.app, 'admin@demo.pim');
    const done = await send(t.app, admin, 'PUT', `/api/user/${me.id}`, {
      flags: { has_media_gallery_access: false, can_change_selgros_qc_status: true },
    });
    expect(done.status, done.text).toBe(200);
    // The same session, no new login: the next request reads the account as it is now.
    expect(await methods()).not.toContain('media_gallery.access');
    expect(await methods()).toContain('qc.change.selgros');
    expectError(await get(t, supplier, '/media-gallery-api/assets'), 403, 'session.forbidden');
    const info = userInformationSchema.parse((await get(t, admin, `/api/user/${me.id}/information`)).body);
    // The flags not named keep their value.
    expect(info.flags).toMatchObject({
      has_media_gallery_access: false,
      can_change_selgros_qc_status: true,
      can_use_selgros_private_attributes: true,
    });
  });

  test('a non-admin cannot set flags on another account', async () => {
    const t = await testApp();
    const network = await loginAs(t.app, 'network@demo.pim');
    const me = await rowOf(t.db, 'supplier@demo.pim');
    expectError(
      await send(t.app, network, 'PUT', `/api/user/${me.id}`, { flags: { has_media_gallery_access: false } }),
      403,
      'session.forbidden',
    );
    expect((await rowOf(t.db, 'supplier@demo.pim')).extraFlags).toEqual(me.extraFlags);
  });
});

describe('PUT /api/user/{id}/change-password', () => {
  test('a user changes their own password with the current one; other sessions end, this one stays', async () => {
    const t = await testApp();
    const email = 'supplier@demo.pim';
    const me = await rowOf(t.db, email);
    const other = await loginAs(t.app, email);
    const session = await loginAs(t.app, email);
    const answer = await send(t.app, session, 'PUT', `/api/user/${me.id}/change-password`, {
      current_password: demoUser(email).password,
      password: 'brand-new-pass',
    });
    expect(answer.status, answer.text).toBe(200);
    expect(changePasswordAnswerSchema.parse(answer.body).outcome).toBe('changed');
    expect((await get(t, session, `/api/user/${me.id}/information`)).status).toBe(200);
    expect((await get(t, other, `/api/user/${me.id}/information`)).status).toBe(401);
    await login(t.app, email, 'brand-new-pass');
    const old = await request(t.app, 'POST', '/api/login', {
      body: { email, password: demoUser(email).password },
    });
    expect(old.status).toBe(401);
  });

  test('a wrong current password or a short new one is a 400; the password stays', async () => {
    const t = await testApp();
    const email = 'supplier@demo.pim';
    const me = await rowOf(t.db, email);
    const session = await loginAs(t.app, email);
    const path = `/api/user/${me.id}/change-password`;
    expectFieldFault(
      await send(t.app, session, 'PUT', path, { current_password: 'wrong-one', password: 'brand-new-pass' }),
      {
        namespace: 'account',
        field: 'current_password',
        message: 'Obecne hasło jest nieprawidłowe.',
      },
    );
    expectFaults(
      await send(t.app, session, 'PUT', path, {
        current_password: demoUser(email).password,
        password: 'short',
      }),
      'account',
    );
    expectFaults(await send(t.app, session, 'PUT', path, {}), 'account');
    expectFaults(
      await request(t.app, 'PUT', path, { cookie: session.cookie, csrf: session.csrf, raw: '' }),
      'account',
    );
    expect((await rowOf(t.db, email)).passwordHash).toBe(me.passwordHash);
    await loginAs(t.app, email);
  });

  test("an admin resetting another account's password mails it a link and sets nothing", async () => {
    const t = await testApp();
    const me = await rowOf(t.db, 'supplier@demo.pim');
    const admin = await loginAs(t.app, 'admin@demo.pim');
    const path = `/api/user/${me.id}/change-password`;
    // The admin never chooses the password: a body with one is refused.
    expectFaults(await send(t.app, admin, 'PUT', path, { password: 'chosen-by-admin' }), 'account');
    const answer = await send(t.app, admin, 'PUT', path, {});
    expect(answer.status, answer.text).toBe(200);
    expect(changePasswordAnswerSchema.parse(answer.body).outcome).toBe('link_sent');
    await t.mailer.waitForMails('supplier@demo.pim');
    expect(t.mailer.lastLinkTo('supplier@demo.pim').pathname).toBe('/react/reset-password');
    expect((await rowOf(t.db, 'supplier@demo.pim')).passwordHash).toBe(me.passwordHash);
  });

  test('another non-admin is refused, and without a session it is a 401', async () => {
    const t = await testApp();
    const me = await rowOf(t.db, 'supplier@demo.pim');
    const path = `/api/user/${me.id}/change-password`;
    for (const email of ['supplier2@demo.pim', 'network@demo.pim', 'qc@demo.pim', 'mdm@demo.pim']) {
      const session = await loginAs(t.app, email);
      expectError(await send(t.app, session, 'PUT', path, {}), 403, 'session.forbidden');
    }
    expectError(await request(t.app, 'PUT', path, { body: {} }), 401, 'errors.unauthenticated');
    expect(t.mailer.sent).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, me.id))).toEqual([]);
  });
});
