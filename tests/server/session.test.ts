import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { availableMethodsSchema, pageConfigSchema } from '@contract/user';
import { sessionAnswerSchema } from '@contract/auth';
import { ALL_FEATURES, FEATURE } from '@domain/feature-flags';
import { hashToken } from '@server/auth/tokens';
import { sessions, users } from '@server/db/schema';
import { ROLE_EXPECTATIONS } from '@tests/server/fixtures/roles';
import { expectError, expectFieldFault } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { cookieHeader, loginAs, request, type Session } from '@tests/server/harness/http';

function sessionToken(session: Session): string {
  return session.response.cookies.get('pim_session')!.value;
}

describe('POST /api/logout', () => {
  test('ends the session: the cookie is cleared, the row deleted, the next request is 401', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const response = await request(app, 'POST', '/api/logout', {
      cookie: session.cookie,
      csrf: session.csrf,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    const cleared = response.cookies.get('pim_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes['max-age']).toBe('0');
    expect(
      await db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(sessionToken(session)))),
    ).toEqual([]);

    // A browser that kept the old cookie anyway is not let in.
    expectError(
      await request(app, 'GET', '/api/user-available-methods', { cookie: session.cookie }),
      401,
      'errors.unauthenticated',
    );
    const config = pageConfigSchema.parse(
      (await request(app, 'GET', '/api/page-config', { cookie: session.cookie })).body,
    );
    expect(config.user).toBeNull();
  });

  test('ends only that session: another login of the same user keeps working', async () => {
    const { app } = await testApp();
    const first = await loginAs(app, 'supplier@demo.pim');
    const second = await loginAs(app, 'supplier@demo.pim');
    await request(app, 'POST', '/api/logout', { cookie: first.cookie, csrf: first.csrf });
    expect((await request(app, 'GET', '/api/user-available-methods', { cookie: second.cookie })).status).toBe(
      200,
    );
  });

  test('without a session answers ok', async () => {
    const { app } = await testApp();
    const response = await request(app, 'POST', '/api/logout');
    expect(response.status).toBe(200);
  });
});

describe('session expiry', () => {
  test('a session past expires_at is 401 everywhere', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(sessionToken(session))));

    const methods = await request(app, 'GET', '/api/user-available-methods', { cookie: session.cookie });
    expect(expectError(methods, 401, 'errors.unauthenticated').message).toBe('Zaloguj się, aby kontynuować.');
    expectError(
      await request(app, 'GET', '/api/dashboard/stats', { cookie: session.cookie }),
      401,
      'errors.unauthenticated',
    );
    // The keep-alive cannot revive it either (with or without its old CSRF token).
    expectError(
      await request(app, 'PUT', '/api/p1/update-session', { cookie: session.cookie, csrf: session.csrf }),
      401,
      'errors.unauthenticated',
    );
  });
});

describe('PUT /api/p1/update-session', () => {
  test('extends the session by one session length, in the database and in the cookie', async () => {
    const { app, db, config } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const tokenHash = hashToken(sessionToken(session));
    // Nearly over: one minute left.
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.tokenHash, tokenHash));

    const before = Date.now();
    const response = await request(app, 'PUT', '/api/p1/update-session', {
      cookie: session.cookie,
      csrf: session.csrf,
    });
    expect(response.status).toBe(200);
    const expiresAt = Date.parse(sessionAnswerSchema.parse(response.body).expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(before + config.sessionLengthMs - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + config.sessionLengthMs + 1000);

    const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(row!.expiresAt.getTime()).toBe(expiresAt);

    // The browser must keep the cookie as long as the server keeps the session.
    const cookie = response.cookies.get('pim_session');
    expect(cookie?.value).toBe(sessionToken(session));
    expect(cookie?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(Math.abs(Date.parse(String(cookie?.attributes.expires)) - expiresAt)).toBeLessThan(1000);
  });

  test('without a session is 401', async () => {
    const { app } = await testApp();
    expectError(await request(app, 'PUT', '/api/p1/update-session'), 401, 'errors.unauthenticated');
  });
});

describe('GET /api/user-available-methods', () => {
  test.each(ROLE_EXPECTATIONS)('$role $email gets the §6 permissions of its role', async (expected) => {
    const { app } = await testApp();
    const session = await loginAs(app, expected.email);
    const response = await request(app, 'GET', '/api/user-available-methods', { cookie: session.cookie });
    expect(response.status).toBe(200);
    const { methods } = availableMethodsSchema.parse(response.body);
    expect([...methods].sort()).toEqual([...expected.permissions].sort());
  });

  test('a supplier may edit and create products; a network may do neither', async () => {
    const { app } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const network = await loginAs(app, 'network@demo.pim');
    const methodsOf = async (session: Session) =>
      availableMethodsSchema.parse(
        (await request(app, 'GET', '/api/user-available-methods', { cookie: session.cookie })).body,
      ).methods;
    expect(await methodsOf(supplier)).toEqual(expect.arrayContaining(['product.edit', 'product.create']));
    const networkMethods = await methodsOf(network);
    expect(networkMethods).not.toContain('product.edit');
    expect(networkMethods).not.toContain('product.create');
  });

  test('bulk edit follows flags.bulk_edit of the server config', async () => {
    const { app } = await testApp({ bulkEditEnabled: false });
    const session = await loginAs(app, 'supplier@demo.pim');
    const { methods } = availableMethodsSchema.parse(
      (await request(app, 'GET', '/api/user-available-methods', { cookie: session.cookie })).body,
    );
    expect(methods).not.toContain('product.bulk_edit');
    expect(methods).toContain('product.edit');
  });

  test('the statechart viewer is open to every role in development', async () => {
    const { app } = await testApp({ development: true });
    const session = await loginAs(app, 'cm@demo.pim');
    expect(session.answer.permissions).toContain('statecharts.view');
  });

  test('without a session is 401', async () => {
    const { app } = await testApp();
    expectError(await request(app, 'GET', '/api/user-available-methods'), 401, 'errors.unauthenticated');
  });
});

describe('GET /api/page-config', () => {
  test('without a session: instance, language and features, no user and no permissions', async () => {
    const { app, config } = await testApp();
    const response = await request(app, 'GET', '/api/page-config');
    expect(response.status).toBe(200);
    expect(pageConfigSchema.parse(response.body)).toEqual({
      instance: 'pl',
      language: 'pl',
      features: [...ALL_FEATURES],
      flags: { bulk_edit: true },
      media_gallery_url: config.mediaGalleryUrl,
      session_length_ms: config.sessionLengthMs,
      development: false,
      csrf_token: '',
      user: null,
      permissions: [],
      module: null,
      product_id: null,
      // §6 Switch user: set only while the session acts as someone else (docs/decisions/0048).
      switched_by: null,
    });
  });

  test('with a session: the current user, its permissions and the session CSRF token', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'network@demo.pim');
    const config = pageConfigSchema.parse(
      (await request(app, 'GET', '/api/page-config', { cookie: session.cookie })).body,
    );
    expect(config.user).toEqual(session.answer.user);
    expect(config.permissions).toEqual(session.answer.permissions);
    expect(config.csrf_token).toBe(session.csrf);
  });

  test('the German instance speaks German by default and has no offer sending (§1)', async () => {
    const { app } = await testApp({ instance: 'de' });
    const config = pageConfigSchema.parse((await request(app, 'GET', '/api/page-config')).body);
    expect(config.instance).toBe('de');
    expect(config.language).toBe('de');
    expect(config.features).not.toContain(FEATURE.SEND_OFFER);
  });

  test('features disabled in the server config are left out', async () => {
    const { app } = await testApp({ disabledFeatures: [FEATURE.QC], bulkEditEnabled: false });
    const config = pageConfigSchema.parse((await request(app, 'GET', '/api/page-config')).body);
    expect(config.features).not.toContain(FEATURE.QC);
    expect(config.flags.bulk_edit).toBe(false);
  });
});

describe('PUT /api/language', () => {
  test('without a session sets the language cookie, which the page config then follows', async () => {
    const { app } = await testApp();
    const response = await request(app, 'PUT', '/api/language', { body: { language: 'ro' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(response.cookies.get('pim_lang')?.value).toBe('ro');
    const config = pageConfigSchema.parse(
      (await request(app, 'GET', '/api/page-config', { cookie: cookieHeader(response.cookies) })).body,
    );
    expect(config.language).toBe('ro');
  });

  test('with a session also stores the language on the user, so the next login brings it back', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const response = await request(app, 'PUT', '/api/language', {
      body: { language: 'de' },
      cookie: session.cookie,
      csrf: session.csrf,
    });
    expect(response.status).toBe(200);
    const [row] = await db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, 'supplier@demo.pim'));
    expect(row!.language).toBe('de');
    const again = await loginAs(app, 'supplier@demo.pim');
    expect(again.response.cookies.get('pim_lang')?.value).toBe('de');
  });

  test.each([{ language: 'en' }, { language: 'PL' }, { language: '' }, { language: null }, {}])(
    'refuses %j with a 400 fault on language and changes nothing',
    async (body) => {
      const { app, db } = await testApp();
      const session = await loginAs(app, 'supplier@demo.pim');
      const response = await request(app, 'PUT', '/api/language', {
        body,
        cookie: session.cookie,
        csrf: session.csrf,
      });
      expectFieldFault(response, {
        namespace: 'language',
        field: 'language',
        message: 'Nieobsługiwany język',
      });
      expect(response.cookies.has('pim_lang')).toBe(false);
      const [row] = await db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.email, 'supplier@demo.pim'));
      expect(row!.language).toBe('pl');
    },
  );
});
