import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { emailTokens, users } from '@server/db/schema';
import { expectFieldFault } from '@tests/server/harness/answers';
import { testApp, type TestApp } from '@tests/server/harness/app';
import { login, loginAs, request } from '@tests/server/harness/http';

/** R3 Password-reset links: single use, the newest voids the older, revoked with the account's access. */
const EMAIL = 'supplier2@demo.pim';
const INVALID = 'Link do zmiany hasła wygasł lub został już użyty.';

async function requestLink(t: TestApp, email = EMAIL): Promise<string> {
  const before = t.mailer.to(email).length;
  const answer = await request(t.app, 'POST', '/api/password/request-reset', { body: { email } });
  expect(answer.status).toBe(200);
  await t.mailer.waitForMails(email, before + 1);
  return t.mailer.lastLinkTo(email).searchParams.get('token')!;
}

const resetWith = (t: TestApp, token: string, password = 'nowe-haslo-2026') =>
  request(t.app, 'POST', '/api/password/reset', { body: { token, password, password_repeat: password } });

function expectRefused(response: Awaited<ReturnType<typeof resetWith>>) {
  expectFieldFault(response, { namespace: 'reset', field: 'token', message: INVALID });
}

async function userId(t: TestApp, email = EMAIL): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('R3 reset links', () => {
  test('a link works once', async () => {
    const t = await testApp();
    const token = await requestLink(t);
    expect((await resetWith(t, token)).status).toBe(200);
    expectRefused(await resetWith(t, token, 'drugie-haslo-22'));
    await login(t.app, EMAIL, 'nowe-haslo-2026');
  });

  test('a newer link voids the older one, before and after it is used', async () => {
    const t = await testApp();
    const older = await requestLink(t);
    const newer = await requestLink(t);
    expectRefused(await resetWith(t, older, 'stare-haslo-11'));
    expect((await resetWith(t, newer)).status).toBe(200);
    expectRefused(await resetWith(t, older, 'stare-haslo-11'));
    await login(t.app, EMAIL, 'nowe-haslo-2026');
  });

  test('a new password voids every outstanding link of the account', async () => {
    const t = await testApp();
    const first = await requestLink(t);
    // A second outstanding link, as an older server left them (issued before links voided each other).
    const second = await requestLink(t);
    await t.db
      .update(emailTokens)
      .set({ usedAt: null })
      .where(eq(emailTokens.userId, await userId(t)));
    expect((await resetWith(t, second)).status).toBe(200);
    expectRefused(await resetWith(t, first, 'stare-haslo-11'));
  });

  test.each([
    [
      'deactivated',
      {
        path: (id: number) => `/api/user/${id}/change-active`,
        method: 'PUT',
        body: () => ({ active: false }),
      },
    ],
    [
      'deactivated with the mass action',
      {
        path: () => '/api/users/change-active',
        method: 'PUT',
        body: (id: number) => ({ ids: [id], active: false }),
      },
    ],
    [
      'given another e-mail',
      {
        path: (id: number) => `/api/user/${id}`,
        method: 'PUT',
        body: () => ({ email: 'inny.adres@example.com' }),
      },
    ],
  ] as const)(
    'a link issued before the account was %s no longer works, even once it is active again',
    async (_case, change) => {
      const t = await testApp();
      const token = await requestLink(t);
      const id = await userId(t);
      const admin = await loginAs(t.app, 'admin@demo.pim');
      const changed = await request(t.app, change.method, change.path(id), {
        body: change.body(id),
        cookie: admin.cookie,
        csrf: admin.csrf,
      });
      expect(changed.status, changed.text).toBe(200);
      await request(t.app, 'PUT', `/api/user/${id}/change-active`, {
        body: { active: true },
        cookie: admin.cookie,
        csrf: admin.csrf,
      });
      expectRefused(await resetWith(t, token));
    },
  );

  test('a link of an account deleted meanwhile is refused', async () => {
    const t = await testApp();
    const admin = await loginAs(t.app, 'admin@demo.pim');
    // A supplier account belongs in a supplier's company (docs/decisions/0047).
    const supplier = await loginAs(t.app, 'supplier@demo.pim');
    const created = await request(t.app, 'POST', '/api/user', {
      body: {
        email: 'krotko@example.com',
        password: 'haslo-na-chwile-1',
        first_name: 'Krótko',
        last_name: 'Tymczasowy',
        role: 'supplier',
        company_id: supplier.answer.user.company_id,
        language: 'pl',
      },
      cookie: admin.cookie,
      csrf: admin.csrf,
    });
    expect(created.status, created.text).toBe(201);
    const token = await requestLink(t, 'krotko@example.com');
    const id = (created.body as { id: number }).id;
    const deleted = await request(t.app, 'DELETE', `/api/user/${id}`, {
      cookie: admin.cookie,
      csrf: admin.csrf,
    });
    expect(deleted.status, deleted.text).toBe(200);
    expectRefused(await resetWith(t, token));
  });

  test('a link of an account deactivated by other means is refused when used', async () => {
    const t = await testApp();
    const token = await requestLink(t);
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, EMAIL));
    expectRefused(await resetWith(t, token));
  });

  test('an expired link is refused', async () => {
    const t = await testApp();
    const token = await requestLink(t);
    await t.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expectRefused(await resetWith(t, token));
  });
});

describe('R3 reset requests are throttled and answer the same', () => {
  test('10 requests for one e-mail: ten identical answers, three mails', async () => {
    const t = await testApp();
    const answers = [];
    for (let index = 0; index < 10; index += 1)
      answers.push(await request(t.app, 'POST', '/api/password/request-reset', { body: { email: EMAIL } }));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ ok: true });
    }
    await t.mailer.waitForMails(EMAIL, 3);
    // A later request that mails something else shows the throttled ones were not merely slow.
    await requestLink(t, 'supplier@demo.pim');
    expect(t.mailer.to(EMAIL)).toHaveLength(3);
  });

  test('many e-mails from one address: past the limit the answer is the same and nothing is mailed', async () => {
    const t = await testApp();
    const ask = (email: string, address: string) =>
      request(t.app, 'POST', '/api/password/request-reset', { body: { email }, address });
    for (let index = 0; index < 10; index += 1) {
      const answer = await ask(`nobody${index}@example.com`, '198.51.100.7');
      expect(answer.body).toEqual({ ok: true });
    }
    const refused = await ask(EMAIL, '198.51.100.7');
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ ok: true });
    await ask('supplier@demo.pim', '192.0.2.10');
    await t.mailer.waitForMails('supplier@demo.pim');
    expect(t.mailer.to(EMAIL)).toHaveLength(0);
  });
});
