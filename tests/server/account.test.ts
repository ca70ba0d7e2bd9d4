import { count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { hashToken } from '@server/auth/tokens';
import type { Db } from '@server/db/client';
import { companies, emailTokens, users } from '@server/db/schema';
import { SCRYPT_HASH } from '@tests/server/fixtures/passwords';
import { expectError, expectFieldFault, expectFaults } from '@tests/server/harness/answers';
import { PUBLIC_URL, testApp, type TestApp } from '@tests/server/harness/app';
import { login, loginAs, request } from '@tests/server/harness/http';

const REGISTRATION = {
  first_name: 'Jan',
  last_name: 'Nowak',
  email: 'jan.nowak@example.com',
  company_name: 'Piekarnia Nowak',
  tax_id: '1234567890',
  password: 'swieze-pieczywo-1',
  password_repeat: 'swieze-pieczywo-1',
  accept_terms: true,
  language: 'pl',
};

async function rowCounts(db: Db) {
  const [userCount] = await db.select({ n: count() }).from(users);
  const [companyCount] = await db.select({ n: count() }).from(companies);
  const [tokenCount] = await db.select({ n: count() }).from(emailTokens);
  return { users: userCount!.n, companies: companyCount!.n, tokens: tokenCount!.n };
}

/** Follows a link from a mail the way a browser would: path and query against the app. */
function follow({ app }: TestApp, link: URL) {
  expect(link.origin).toBe(PUBLIC_URL);
  return request(app, 'GET', `${link.pathname}${link.search}`);
}

describe('registration', () => {
  test('register → confirmation mail → confirm link → login works', async () => {
    const t = await testApp();
    const { app, db, mailer } = t;
    const response = await request(app, 'POST', '/api/register', { body: REGISTRATION });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ ok: true });

    const [mail] = mailer.to(REGISTRATION.email);
    expect(mailer.sent).toHaveLength(1);
    expect(mail!.subject).toBe('Potwierdź konto w Karcie Produktu');
    const link = mailer.lastLinkTo(REGISTRATION.email);
    expect(link.pathname).toBe('/api/register/confirm');
    const token = link.searchParams.get('token')!;

    const [user] = await db.select().from(users).where(eq(users.email, REGISTRATION.email));
    expect(user).toMatchObject({ role: 'supplier', firstName: 'Jan', lastName: 'Nowak', isActive: true, emailConfirmedAt: null });
    expect(user!.passwordHash).toMatch(SCRYPT_HASH);
    expect(user!.passwordHash).not.toContain(REGISTRATION.password);
    const [company] = await db.select().from(companies).where(eq(companies.id, user!.companyId!));
    expect(company).toMatchObject({ name: 'Piekarnia Nowak', taxId: '1234567890', kind: 'supplier' });
    // The link's token is stored only as a hash.
    const tokens = await db.select().from(emailTokens).where(eq(emailTokens.userId, user!.id));
    expect(tokens.map((row) => row.tokenHash)).toEqual([hashToken(token)]);

    // Before confirming, the account cannot log in.
    const early = await request(app, 'POST', '/api/login', {
      body: { email: REGISTRATION.email, password: REGISTRATION.password },
    });
    expect(expectError(early, 403, 'login.inactive').message).toBe(
      'Konto nie zostało jeszcze potwierdzone. Sprawdź skrzynkę e-mail.',
    );

    const confirmed = await follow(t, link);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe('/react/register-confirm');

    const session = await login(app, REGISTRATION.email, REGISTRATION.password);
    expect(session.answer.user).toMatchObject({ email: REGISTRATION.email, role: 'supplier', is_supplier: true, company_id: company!.id });
    expect(session.answer.permissions).toEqual(expect.arrayContaining(['product.edit', 'product.create']));
  });

  test('the e-mail is stored in lower case and the mail follows the chosen language', async () => {
    const { app, db, mailer } = await testApp();
    const response = await request(app, 'POST', '/api/register', {
      body: { ...REGISTRATION, email: 'Jan.Nowak@Example.COM', language: 'de' },
    });
    expect(response.status).toBe(201);
    const [user] = await db.select().from(users).where(eq(users.email, 'jan.nowak@example.com'));
    expect(user!.language).toBe('de');
    expect(mailer.to('jan.nowak@example.com')).toHaveLength(1);
  });

  test.each([
    ['a used link', 'used'],
    ['an unknown token', 'unknown'],
    ['an empty token', 'empty'],
    ['no token', 'none'],
    ['an expired link', 'expired'],
  ] as const)('confirming with %s redirects to register-incorrect-confirm', async (_name, kind) => {
    const t = await testApp();
    await request(t.app, 'POST', '/api/register', { body: REGISTRATION });
    const link = t.mailer.lastLinkTo(REGISTRATION.email);
    if (kind === 'used') expect((await follow(t, link)).headers.get('location')).toBe('/react/register-confirm');
    if (kind === 'expired') await t.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const paths = {
      used: `${link.pathname}${link.search}`,
      expired: `${link.pathname}${link.search}`,
      unknown: '/api/register/confirm?token=not-a-real-token',
      empty: '/api/register/confirm?token=',
      none: '/api/register/confirm',
    };
    const response = await request(t.app, 'GET', paths[kind]);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/react/register-incorrect-confirm');
    if (kind !== 'used') {
      const [user] = await t.db.select().from(users).where(eq(users.email, REGISTRATION.email));
      expect(user!.emailConfirmedAt).toBeNull();
    }
  });

  test('a reset token cannot confirm an account', async () => {
    const t = await testApp();
    await request(t.app, 'POST', '/api/password/request-reset', { body: { email: 'supplier@demo.pim' } });
    const token = t.mailer.lastLinkTo('supplier@demo.pim').searchParams.get('token')!;
    const response = await request(t.app, 'GET', `/api/register/confirm?token=${token}`);
    expect(response.headers.get('location')).toBe('/react/register-incorrect-confirm');
  });

  test('mismatched passwords: 400 fault on password_repeat, nothing stored, no mail', async () => {
    const { app, db, mailer } = await testApp();
    const before = await rowCounts(db);
    const response = await request(app, 'POST', '/api/register', {
      body: { ...REGISTRATION, password_repeat: 'cos-innego-123' },
    });
    expectFieldFault(response, { namespace: 'register', field: 'password_repeat', message: 'Podane hasła nie są takie same' });
    expect(await rowCounts(db)).toEqual(before);
    expect(mailer.sent).toEqual([]);
  });

  test.each(['supplier@demo.pim', 'SUPPLIER@demo.pim'])(
    'a taken e-mail (%s): 400 fault on email, nothing stored, no mail',
    async (email) => {
      const { app, db, mailer } = await testApp();
      const before = await rowCounts(db);
      const response = await request(app, 'POST', '/api/register', { body: { ...REGISTRATION, email } });
      expectFieldFault(response, { namespace: 'register', field: 'email', message: 'Konto z tym adresem e-mail już istnieje.' });
      expect(await rowCounts(db)).toEqual(before);
      expect(mailer.sent).toEqual([]);
    },
  );

  test('two registrations of one e-mail at the same time: one account, the other gets the fault', async () => {
    const { app, db, mailer } = await testApp();
    const answers = await Promise.all([
      request(app, 'POST', '/api/register', { body: REGISTRATION }),
      request(app, 'POST', '/api/register', { body: { ...REGISTRATION, company_name: 'Druga firma' } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const refused = answers.find((answer) => answer.status === 400)!;
    expectFieldFault(refused, { namespace: 'register', field: 'email', message: 'Konto z tym adresem e-mail już istnieje.' });
    expect(await db.select().from(users).where(eq(users.email, REGISTRATION.email))).toHaveLength(1);
    expect(mailer.sent).toHaveLength(1);
  });

  test('field rules: each broken field gets its own translated fault', async () => {
    const { app } = await testApp();
    const response = await request(app, 'POST', '/api/register', {
      body: {
        ...REGISTRATION,
        first_name: '   ',
        email: 'not-an-email',
        password: 'short',
        password_repeat: 'short',
        accept_terms: false,
      },
    });
    const faults = expectFaults(response, 'register');
    const byField = Object.fromEntries(faults.map((fault) => [fault.field, fault.message]));
    expect(byField).toEqual({
      first_name: 'Pole wymagane',
      email: 'Podaj poprawny adres e-mail',
      password: 'Hasło musi mieć co najmniej 8 znaków',
      accept_terms: 'Musisz zaakceptować regulamin',
    });
  });
});

describe('password reset', () => {
  const NEW_PASSWORD = 'nowe-haslo-2026';
  const reset = (token: string, password = NEW_PASSWORD, repeat = password) => ({
    token,
    password,
    password_repeat: repeat,
  });

  test('request → mail → reset: old password fails, new one works, old sessions are ended', async () => {
    const t = await testApp();
    const { app, db, mailer } = t;
    const oldSession = await loginAs(app, 'supplier@demo.pim');
    const [before] = await db.select().from(users).where(eq(users.email, 'supplier@demo.pim'));

    const requested = await request(app, 'POST', '/api/password/request-reset', { body: { email: 'Supplier@demo.pim' } });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ ok: true });
    const [mail] = mailer.to('supplier@demo.pim');
    expect(mail!.subject).toBe('Ustaw nowe hasło w Karcie Produktu');
    const link = mailer.lastLinkTo('supplier@demo.pim');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/react/reset-password`);
    const token = link.searchParams.get('token')!;

    const done = await request(app, 'POST', '/api/password/reset', { body: reset(token) });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ ok: true });

    const [after] = await db.select().from(users).where(eq(users.email, 'supplier@demo.pim'));
    expect(after!.passwordHash).toMatch(SCRYPT_HASH);
    expect(after!.passwordHash).not.toBe(before!.passwordHash);
    expect(after!.passwordHash).not.toContain(NEW_PASSWORD);

    const withOld = await request(app, 'POST', '/api/login', {
      body: { email: 'supplier@demo.pim', password: 'demo-supplier-pass' },
    });
    expectError(withOld, 401, 'login.invalid');
    await login(app, 'supplier@demo.pim', NEW_PASSWORD);
    expectError(await request(app, 'GET', '/api/user-available-methods', { cookie: oldSession.cookie }), 401, 'errors.unauthenticated');
  });

  test('a used link is refused with 400 on token and the password stays', async () => {
    const { app, mailer } = await testApp();
    await request(app, 'POST', '/api/password/request-reset', { body: { email: 'supplier@demo.pim' } });
    const token = mailer.lastLinkTo('supplier@demo.pim').searchParams.get('token')!;
    expect((await request(app, 'POST', '/api/password/reset', { body: reset(token) })).status).toBe(200);
    const again = await request(app, 'POST', '/api/password/reset', { body: reset(token, 'jeszcze-inne-haslo') });
    expectFieldFault(again, { namespace: 'reset', field: 'token', message: 'Link do zmiany hasła wygasł lub został już użyty.' });
    await login(app, 'supplier@demo.pim', NEW_PASSWORD);
  });

  test.each([
    ['an unknown token', 'unknown'],
    ['an expired link', 'expired'],
    ['a confirmation token', 'confirm'],
  ] as const)('%s is refused with 400 on token', async (_name, kind) => {
    const { app, db, mailer } = await testApp();
    let token = 'not-a-real-token';
    if (kind === 'expired') {
      await request(app, 'POST', '/api/password/request-reset', { body: { email: 'supplier@demo.pim' } });
      token = mailer.lastLinkTo('supplier@demo.pim').searchParams.get('token')!;
      await db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    }
    if (kind === 'confirm') {
      await request(app, 'POST', '/api/register', { body: REGISTRATION });
      token = mailer.lastLinkTo(REGISTRATION.email).searchParams.get('token')!;
    }
    const response = await request(app, 'POST', '/api/password/reset', { body: reset(token) });
    expectFieldFault(response, { namespace: 'reset', field: 'token', message: 'Link do zmiany hasła wygasł lub został już użyty.' });
    await loginAs(app, 'supplier@demo.pim');
  });

  test('mismatched passwords: 400 on password_repeat and the link stays usable', async () => {
    const { app, mailer } = await testApp();
    await request(app, 'POST', '/api/password/request-reset', { body: { email: 'supplier@demo.pim' } });
    const token = mailer.lastLinkTo('supplier@demo.pim').searchParams.get('token')!;
    const response = await request(app, 'POST', '/api/password/reset', { body: reset(token, NEW_PASSWORD, 'inne-haslo-2026') });
    expectFieldFault(response, { namespace: 'reset', field: 'password_repeat', message: 'Podane hasła nie są takie same' });
    await loginAs(app, 'supplier@demo.pim');
    expect((await request(app, 'POST', '/api/password/reset', { body: reset(token) })).status).toBe(200);
  });

  test.each(['nobody@example.com', 'blocked@demo.pim'])(
    'a request for %s answers the same 200 and sends nothing',
    async (email) => {
      const { app, db, mailer } = await testApp();
      const known = await request(app, 'POST', '/api/password/request-reset', { body: { email: 'supplier@demo.pim' } });
      const response = await request(app, 'POST', '/api/password/request-reset', { body: { email } });
      expect(response.status).toBe(known.status);
      expect(response.text).toBe(known.text);
      expect(mailer.to(email)).toEqual([]);
      expect(await db.select().from(emailTokens)).toHaveLength(1);
    },
  );
});
