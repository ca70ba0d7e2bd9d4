import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { emailTokens, users } from '@server/db/schema';
import { SCRYPT_HASH } from '@tests/server/fixtures/passwords';
import { REGISTRATION } from '@tests/server/fixtures/registration';
import { expectError, expectFieldFault } from '@tests/server/harness/answers';
import { PUBLIC_URL, testApp } from '@tests/server/harness/app';
import { login, loginAs, request } from '@tests/server/harness/http';

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

    const requested = await request(app, 'POST', '/api/password/request-reset', {
      body: { email: 'Supplier@demo.pim' },
    });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ ok: true });
    const [mail] = await mailer.waitForMails('supplier@demo.pim');
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
    expectError(
      await request(app, 'GET', '/api/user-available-methods', { cookie: oldSession.cookie }),
      401,
      'errors.unauthenticated',
    );
  });

  test('a used link is refused with 400 on token and the password stays', async () => {
    const { app, mailer } = await testApp();
    await request(app, 'POST', '/api/password/request-reset', { body: { email: 'supplier@demo.pim' } });
    await mailer.waitForMails('supplier@demo.pim');
    const token = mailer.lastLinkTo('supplier@demo.pim').searchParams.get('token')!;
    expect((await request(app, 'POST', '/api/password/reset', { body: reset(token) })).status).toBe(200);
    const again = await request(app, 'POST', '/api/password/reset', {
      body: reset(token, 'jeszcze-inne-haslo'),
    });
    expectFieldFault(again, {
      namespace: 'reset',
      field: 'token',
      message: 'Link do zmiany hasła wygasł lub został już użyty.',
    });
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
      await mailer.waitForMails('supplier@demo.pim');
      token = mailer.lastLinkTo('supplier@demo.pim').searchParams.get('token')!;
      await db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    }
    if (kind === 'confirm') {
      await request(app, 'POST', '/api/register', { body: REGISTRATION });
      await mailer.waitForMails(REGISTRATION.email);
      token = mailer.lastLinkTo(REGISTRATION.email).searchParams.get('token')!;
    }
    const response = await request(app, 'POST', '/api/password/reset', { body: reset(token) });
    expectFieldFault(response, {
      namespace: 'reset',
      field: 'token',
      message: 'Link do zmiany hasła wygasł lub został już użyty.',
    });
    await loginAs(app, 'supplier@demo.pim');
  });

  test('one link used twice at the same time works once', async () => {
    const { app, mailer, errors } = await testApp();
    await request(app, 'POST', '/api/password/request-reset', { body: { email: 'supplier@demo.pim' } });
    await mailer.waitForMails('supplier@demo.pim');
    const token = mailer.lastLinkTo('supplier@demo.pim').searchParams.get('token')!;
    const answers = await Promise.all([
      request(app, 'POST', '/api/password/reset', { body: reset(token, 'pierwsze-haslo-1') }),
      request(app, 'POST', '/api/password/reset', { body: reset(token, 'drugie-haslo-22') }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const winner = answers[0]!.status === 200 ? 'pierwsze-haslo-1' : 'drugie-haslo-22';
    await login(app, 'supplier@demo.pim', winner);
    expect(errors).toEqual([]);
  });

  test('mismatched passwords: 400 on password_repeat and the link stays usable', async () => {
    const { app, mailer } = await testApp();
    await request(app, 'POST', '/api/password/request-reset', { body: { email: 'supplier@demo.pim' } });
    await mailer.waitForMails('supplier@demo.pim');
    const token = mailer.lastLinkTo('supplier@demo.pim').searchParams.get('token')!;
    const response = await request(app, 'POST', '/api/password/reset', {
      body: reset(token, NEW_PASSWORD, 'inne-haslo-2026'),
    });
    expectFieldFault(response, {
      namespace: 'reset',
      field: 'password_repeat',
      message: 'Podane hasła nie są takie same',
    });
    await loginAs(app, 'supplier@demo.pim');
    expect((await request(app, 'POST', '/api/password/reset', { body: reset(token) })).status).toBe(200);
  });

  test.each(['nobody@example.com', 'blocked@demo.pim'])(
    'a request for %s answers the same 200 and sends nothing',
    async (email) => {
      const { app, db, mailer } = await testApp();
      const response = await request(app, 'POST', '/api/password/request-reset', { body: { email } });
      const known = await request(app, 'POST', '/api/password/request-reset', {
        body: { email: 'supplier@demo.pim' },
      });
      expect(response.status).toBe(known.status);
      expect(response.text).toBe(known.text);
      // The mail work runs after the answer; the known e-mail's, asked for later, is done by now.
      await mailer.waitForMails('supplier@demo.pim');
      expect(mailer.to(email)).toEqual([]);
      expect(await db.select().from(emailTokens)).toHaveLength(1);
    },
  );
});
