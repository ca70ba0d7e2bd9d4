import { count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { hashToken } from '@server/auth/tokens';
import type { Db } from '@server/db/client';
import { companies, emailTokens, users } from '@server/db/schema';
import { SCRYPT_HASH } from '@tests/server/fixtures/passwords';
import { REGISTRATION } from '@tests/server/fixtures/registration';
import { expectError, expectFieldFault, expectFaults } from '@tests/server/harness/answers';
import { PUBLIC_URL, testApp, type TestApp } from '@tests/server/harness/app';
import { login, request } from '@tests/server/harness/http';

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

    const [mail] = await mailer.waitForMails(REGISTRATION.email);
    expect(mailer.sent).toHaveLength(1);
    expect(mail!.subject).toBe('Potwierdź konto w Karcie Produktu');
    const link = mailer.lastLinkTo(REGISTRATION.email);
    expect(link.pathname).toBe('/api/register/confirm');
    const token = link.searchParams.get('token')!;

    const [user] = await db.select().from(users).where(eq(users.email, REGISTRATION.email));
    expect(user).toMatchObject({
      role: 'supplier',
      firstName: 'Jan',
      lastName: 'Nowak',
      isActive: true,
      emailConfirmedAt: null,
    });
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
    expect(session.answer.user).toMatchObject({
      email: REGISTRATION.email,
      role: 'supplier',
      is_supplier: true,
      company_id: company!.id,
    });
    expect(session.answer.permissions).toEqual(expect.arrayContaining(['product.edit', 'product.create']));
  });

  test('the e-mail is stored in lower case and the mail follows the chosen language', async () => {
    const { app, db, mailer } = await testApp();
    const response = await request(app, 'POST', '/api/register', {
      body: { ...REGISTRATION, email: 'Jan.Nowak@Example.COM', language: 'de' },
    });
    expect(response.status).toBe(201);
    const [mail] = await mailer.waitForMails('jan.nowak@example.com');
    expect(mail!.subject).toBe('Bestätigen Sie Ihr Konto bei Karta Produktu');
    const [user] = await db.select().from(users).where(eq(users.email, 'jan.nowak@example.com'));
    expect(user!.language).toBe('de');
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
    await t.mailer.waitForMails(REGISTRATION.email);
    const link = t.mailer.lastLinkTo(REGISTRATION.email);
    if (kind === 'used')
      expect((await follow(t, link)).headers.get('location')).toBe('/react/register-confirm');
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
    await t.mailer.waitForMails('supplier@demo.pim');
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
    expectFieldFault(response, {
      namespace: 'register',
      field: 'password_repeat',
      message: 'Podane hasła nie są takie same',
    });
    expect(await rowCounts(db)).toEqual(before);
    expect(mailer.sent).toEqual([]);
  });

  test.each(['supplier@demo.pim', 'SUPPLIER@demo.pim'])(
    'a taken e-mail (%s) answers exactly like a new one, stores nothing and mails the owner a notice',
    async (email) => {
      const { app, db, mailer } = await testApp();
      const before = await rowCounts(db);
      const fresh = await request(app, 'POST', '/api/register', { body: REGISTRATION });
      await mailer.waitForMails(REGISTRATION.email);
      const afterFresh = await rowCounts(db);
      const response = await request(app, 'POST', '/api/register', { body: { ...REGISTRATION, email } });
      expect(response.status).toBe(fresh.status);
      expect(response.text).toBe(fresh.text);
      expect([...response.cookies.keys()]).toEqual([...fresh.cookies.keys()]);

      // The owner learns that someone tried, in the owner's language, with the way to a new password.
      const [notice] = await mailer.waitForMails('supplier@demo.pim');
      expect(notice!.subject).toBe('Próba rejestracji z Twoim adresem e-mail w Karcie Produktu');
      expect(notice!.text).toContain('Masz już konto z tym adresem');
      expect(mailer.lastLinkTo('supplier@demo.pim').href).toBe(`${PUBLIC_URL}/react/reset-password-request`);
      expect(await rowCounts(db)).toEqual(afterFresh);
      expect(afterFresh.users).toBe(before.users + 1);
    },
  );

  test('registrations of one e-mail at the same time: one account, the same answer to all, never a 500', async () => {
    const { app, db, mailer, errors } = await testApp();
    // Several rounds: on PostgreSQL the requests really overlap, and the race has to be lost every time.
    for (let round = 0; round < 3; round += 1) {
      const email = `race-${round}@example.com`;
      const answers = await Promise.all(
        Array.from({ length: 3 }, (_, index) =>
          request(app, 'POST', '/api/register', {
            body: { ...REGISTRATION, email, company_name: `Firma ${index}` },
          }),
        ),
      );
      expect(answers.map((answer) => [answer.status, answer.text])).toEqual(
        Array.from({ length: 3 }, () => [201, '{"ok":true}']),
      );
      // One confirmation link, and a notice for each other attempt.
      const mails = await mailer.waitForMails(email, 3);
      expect(mails.map((mail) => mail.subject).sort()).toEqual([
        'Potwierdź konto w Karcie Produktu',
        'Próba rejestracji z Twoim adresem e-mail w Karcie Produktu',
        'Próba rejestracji z Twoim adresem e-mail w Karcie Produktu',
      ]);
      expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    }
    expect(errors).toEqual([]);
  });

  test('registrations are throttled per e-mail and per address, whether or not the e-mail is taken', async () => {
    const { app, mailer } = await testApp();
    const register = (email: string, address: string) =>
      request(app, 'POST', '/api/register', { body: { ...REGISTRATION, email }, address });
    for (const email of ['supplier@demo.pim', 'kto.inny@example.com']) {
      for (let index = 0; index < 3; index += 1)
        expect((await register(email, `192.0.2.${index}`)).status).toBe(201);
      const refused = await register(email, '192.0.2.99');
      expect(expectError(refused, 429, 'register.throttled').message).toBe(
        'Zbyt wiele prób rejestracji. Spróbuj ponownie za 15 min.',
      );
    }
    for (let index = 0; index < 10; index += 1)
      expect((await register(`firma${index}@example.com`, '198.51.100.7')).status).toBe(201);
    expectError(await register('ostatnia@example.com', '198.51.100.7'), 429, 'register.throttled');
    await mailer.waitForMails('firma9@example.com');
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
