import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { USER_FLAGS } from '@domain/user';
import { hashToken } from '@server/auth/tokens';
import { companies, loginFailures, sessions, users } from '@server/db/schema';
import { DEMO_COMPANIES, DEMO_USERS } from '@server/seed/demo-users';
import { SCRYPT_HASH } from '@tests/server/fixtures/passwords';
import { ROLE_EXPECTATIONS } from '@tests/server/fixtures/roles';
import { expectError } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { demoUser, login, loginAs, request } from '@tests/server/harness/http';

describe('POST /api/login', () => {
  test.each(ROLE_EXPECTATIONS)('$role $email gets its §3 flags and §6 permissions', async (expected) => {
    const { app, db } = await testApp();
    const { answer, response } = await loginAs(app, expected.email);
    const demo = demoUser(expected.email);

    expect(answer.user).toMatchObject({
      email: expected.email,
      first_name: demo.firstName,
      last_name: demo.lastName,
      role: expected.role,
      network_code: expected.network?.code ?? null,
      network_name: expected.network?.name ?? null,
    });
    const trueFlags = USER_FLAGS.filter((flag) => answer.user[flag]);
    expect(trueFlags.sort()).toEqual([...expected.flags].sort());
    expect([...answer.permissions].sort()).toEqual([...expected.permissions].sort());
    expect(answer.user.media_gallery_token === null).toBe(
      !expected.flags.includes('has_media_gallery_access'),
    );

    const company = DEMO_COMPANIES.find((candidate) => candidate.key === demo.company)!;
    const [row] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.name, company.name));
    expect(answer.user.company_id).toBe(row!.id);

    // The language cookie follows the user's stored language.
    expect(response.cookies.get('pim_lang')?.value).toBe(demo.language);
  });

  test('sets an httpOnly SameSite session cookie whose token is stored only as a hash', async () => {
    const { app, db, config } = await testApp();
    const before = Date.now();
    const { response, csrf, answer } = await loginAs(app, 'supplier@demo.pim');

    const cookie = response.cookies.get('pim_session');
    expect(cookie).toBeDefined();
    expect(cookie!.value.length).toBeGreaterThanOrEqual(40);
    expect(cookie!.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(cookie!.attributes.secure).toBeUndefined(); // plain http in tests; https sets Secure
    const expires = Date.parse(String(cookie!.attributes.expires));
    expect(expires).toBeGreaterThan(before + config.sessionLengthMs - 5_000);
    expect(expires).toBeLessThan(Date.now() + config.sessionLengthMs + 5_000);

    const stored = await db.select().from(sessions).where(eq(sessions.userId, answer.user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashToken(cookie!.value));
    expect(stored[0]!.tokenHash).not.toBe(cookie!.value);
    expect(stored[0]!.csrfToken).toBe(csrf);
  });

  test('accepts the e-mail in any case and with surrounding spaces', async () => {
    const { app } = await testApp();
    const { answer } = await login(app, '  Supplier@Demo.PIM ', 'demo-supplier-pass');
    expect(answer.user.email).toBe('supplier@demo.pim');
  });

  test('a wrong password is 401 with the Polish message and no session', async () => {
    const { app, db } = await testApp();
    const response = await request(app, 'POST', '/api/login', {
      body: { email: 'supplier@demo.pim', password: 'not-the-password' },
    });
    const error = expectError(response, 401, 'login.invalid');
    expect(error.message).toBe('Nieprawidłowy e-mail lub hasło.');
    expect(response.cookies.has('pim_session')).toBe(false);
    expect(await db.select().from(sessions)).toHaveLength(0);
  });

  test('an unknown e-mail gets the same 401 as a wrong password', async () => {
    const { app } = await testApp();
    const response = await request(app, 'POST', '/api/login', {
      body: { email: 'nobody@demo.pim', password: 'demo-supplier-pass' },
    });
    expect(expectError(response, 401, 'login.invalid').message).toBe('Nieprawidłowy e-mail lub hasło.');
  });

  test('a blocked user with the right password is refused with 403 and gets no session', async () => {
    const { app, db } = await testApp();
    const response = await request(app, 'POST', '/api/login', {
      body: { email: 'blocked@demo.pim', password: 'demo-blocked-pass' },
    });
    expect(expectError(response, 403, 'login.blocked').message).toBe(
      'To konto jest zablokowane. Skontaktuj się z administratorem.',
    );
    expect(response.cookies.has('pim_session')).toBe(false);
    expect(await db.select().from(sessions)).toHaveLength(0);
  });

  test('a user blocked after logging in loses the session on the next request', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier2@demo.pim');
    await db.update(users).set({ isActive: false }).where(eq(users.email, 'supplier2@demo.pim'));
    const response = await request(app, 'GET', '/api/user-available-methods', { cookie: session.cookie });
    expectError(response, 401, 'errors.unauthenticated');
  });

  describe('throttling', () => {
    const wrong = { email: 'supplier@demo.pim', password: 'wrong-password' };

    test('after config.loginAttempts failures even the right password gets 429 with the wait', async () => {
      const { app, config } = await testApp({ loginAttempts: 3 });
      for (let attempt = 0; attempt < config.loginAttempts; attempt += 1) {
        expectError(await request(app, 'POST', '/api/login', { body: wrong }), 401, 'login.invalid');
      }
      const refused = await request(app, 'POST', '/api/login', {
        body: { email: 'supplier@demo.pim', password: 'demo-supplier-pass' },
      });
      expect(expectError(refused, 429, 'login.throttled').message).toBe(
        'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 15 min.',
      );
      expect(refused.cookies.has('pim_session')).toBe(false);

      // Another account from the same address is not affected.
      await loginAs(app, 'supplier2@demo.pim');
    });

    test('uses the default of 5 attempts from the environment config', async () => {
      const { app, config } = await testApp();
      expect(config.loginAttempts).toBe(5);
      for (let attempt = 0; attempt < 4; attempt += 1)
        await request(app, 'POST', '/api/login', { body: wrong });
      expect((await request(app, 'POST', '/api/login', { body: wrong })).status).toBe(401);
      expect((await request(app, 'POST', '/api/login', { body: wrong })).status).toBe(429);
    });

    test('a successful login clears the failures', async () => {
      const { app, db } = await testApp({ loginAttempts: 3 });
      await request(app, 'POST', '/api/login', { body: wrong });
      await request(app, 'POST', '/api/login', { body: wrong });
      await loginAs(app, 'supplier@demo.pim');
      // The e-mail's failures are forgotten; the address keeps counting its own (docs/decisions/0028).
      const left = await db.select().from(loginFailures);
      expect(left.filter((row) => row.key.startsWith('login:'))).toHaveLength(0);
      await request(app, 'POST', '/api/login', { body: wrong });
      await request(app, 'POST', '/api/login', { body: wrong });
      await loginAs(app, 'supplier@demo.pim');
    });

    test('failures older than the 15-minute window do not count', async () => {
      const { app, db } = await testApp({ loginAttempts: 3 });
      for (let attempt = 0; attempt < 3; attempt += 1)
        await request(app, 'POST', '/api/login', { body: wrong });
      expect((await request(app, 'POST', '/api/login', { body: wrong })).status).toBe(429);
      await db.update(loginFailures).set({ at: new Date(Date.now() - 16 * 60_000) });
      await loginAs(app, 'supplier@demo.pim');
    });
  });

  test('stores passwords only as scrypt hashes', async () => {
    const { db } = await testApp();
    const rows = await db.select({ email: users.email, hash: users.passwordHash }).from(users);
    // The demo users of every role, and the extra accounts of the accounts list (server/seed/accounts.ts).
    const demo = rows.filter((row) => DEMO_USERS.some((user) => user.email === row.email));
    expect(demo).toHaveLength(DEMO_USERS.length);
    for (const row of demo) expect(row.hash).not.toContain(demoUser(row.email).password);
    for (const row of rows) expect(row.hash).toMatch(SCRYPT_HASH);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length); // salted
  });
});
