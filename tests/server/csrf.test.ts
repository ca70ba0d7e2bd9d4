import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { hashToken } from '@server/auth/tokens';
import { sessions, users } from '@server/db/schema';
import { expectError } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

const CSRF_MESSAGE = 'Żądanie odrzucone: brak lub nieprawidłowy token bezpieczeństwa. Odśwież stronę.';

/** The unsafe calls a logged-in page makes, each with a body that would succeed with the right token. */
const UNSAFE_CALLS = [
  { method: 'PUT', path: '/api/p1/update-session', body: undefined },
  { method: 'PUT', path: '/api/language', body: { language: 'de' } },
  { method: 'POST', path: '/api/logout', body: undefined },
] as const;

async function sessionExpiry(db: Awaited<ReturnType<typeof testApp>>['db'], session: Session) {
  const token = session.response.cookies.get('pim_session')!.value;
  const [row] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row?.expiresAt.getTime() ?? null;
}

describe('CSRF', () => {
  test.each(UNSAFE_CALLS)(
    '$method $path with a session but no token is 403 and changes nothing',
    async (call) => {
      const { app, db } = await testApp();
      const session = await loginAs(app, 'supplier@demo.pim');
      const expiry = await sessionExpiry(db, session);
      const response = await request(app, call.method, call.path, {
        body: call.body,
        cookie: session.cookie,
      });
      expect(expectError(response, 403, 'errors.csrf').message).toBe(CSRF_MESSAGE);
      expect(response.cookies.size).toBe(0);
      // The session is still there and untouched, the language unchanged.
      expect(await sessionExpiry(db, session)).toBe(expiry);
      const [user] = await db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.email, 'supplier@demo.pim'));
      expect(user!.language).toBe('pl');
      // With the token the same call goes through.
      const allowed = await request(app, call.method, call.path, {
        body: call.body,
        cookie: session.cookie,
        csrf: session.csrf,
      });
      expect(allowed.status).toBe(200);
    },
  );

  test.each(UNSAFE_CALLS)('$method $path with a wrong token is 403', async (call) => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    for (const csrf of ['', 'wrong', `${session.csrf}x`, session.csrf.toUpperCase()]) {
      const response = await request(app, call.method, call.path, {
        body: call.body,
        cookie: session.cookie,
        csrf,
      });
      expectError(response, 403, 'errors.csrf');
    }
  });

  test("another session's token does not work", async () => {
    const { app } = await testApp();
    const mine = await loginAs(app, 'supplier@demo.pim');
    const theirs = await loginAs(app, 'network@demo.pim');
    const response = await request(app, 'PUT', '/api/p1/update-session', {
      cookie: mine.cookie,
      csrf: theirs.csrf,
    });
    expectError(response, 403, 'errors.csrf');
  });

  test('safe methods need no token', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    expect(
      (await request(app, 'GET', '/api/user-available-methods', { cookie: session.cookie })).status,
    ).toBe(200);
    expect((await request(app, 'HEAD', '/api/page-config', { cookie: session.cookie })).status).toBe(200);
  });

  describe('cross-site requests', () => {
    const credentials = { email: 'supplier@demo.pim', password: 'demo-supplier-pass' };

    test.each([
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:8080' },
      { origin: 'https://localhost' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ])('a login with %j is refused with 403 and sets no cookie', async (headers) => {
      const { app, db } = await testApp();
      const response = await request(app, 'POST', '/api/login', { body: credentials, headers });
      expect(expectError(response, 403, 'errors.csrf').message).toBe(CSRF_MESSAGE);
      expect(response.cookies.size).toBe(0);
      expect(await db.select().from(sessions)).toHaveLength(0);
    });

    test('a cross-site Origin is refused even with the right session token', async () => {
      const { app } = await testApp();
      const session = await loginAs(app, 'supplier@demo.pim');
      const response = await request(app, 'PUT', '/api/p1/update-session', {
        cookie: session.cookie,
        csrf: session.csrf,
        headers: { origin: 'https://evil.example' },
      });
      expectError(response, 403, 'errors.csrf');
    });

    test.each([
      { origin: 'http://localhost' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
    ])('a same-origin login with %j goes through', async (headers) => {
      const { app } = await testApp();
      const response = await request(app, 'POST', '/api/login', { body: credentials, headers });
      expect(response.status).toBe(200);
    });
  });
});
