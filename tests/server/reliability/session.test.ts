import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { users } from '@server/db/schema';
import { expectError } from '@tests/server/harness/answers';
import { testApp, type TestApp } from '@tests/server/harness/app';
import {
  cookieHeader,
  loginAs,
  request,
  type RequestOptions,
  type Session,
} from '@tests/server/harness/http';

/**
 * R3 Sessions: CSRF on every unsafe method, cookie flags, fixation, logout, and a session of an account
 * deactivated meanwhile. (Throttling and reset links: session-throttle and session-reset-links.)
 */
const alive = (t: TestApp, cookie: string) =>
  request(t.app, 'GET', '/api/user-available-methods', { cookie });

/** One unsafe call per method, each of which the session's own page may make (admin session). */
function unsafeCalls(target: number) {
  return [
    { method: 'POST', path: '/api/logout', body: undefined },
    { method: 'PUT', path: '/api/language', body: { language: 'de' } },
    { method: 'DELETE', path: `/api/user/${target}`, body: undefined },
    { method: 'PATCH', path: '/api/p1/update-session', body: undefined },
  ] as const;
}

describe('R3 CSRF', () => {
  const variants: [string, (session: Session, other: Session) => RequestOptions][] = [
    ['no token', () => ({})],
    ['a wrong token', () => ({ headers: { 'x-csrf-token': 'wrong' } })],
    ["another session's token", (_session, other) => ({ csrf: other.csrf })],
    [
      'the token and a foreign Origin',
      (session) => ({ csrf: session.csrf, headers: { origin: 'https://evil.example' } }),
    ],
    [
      'the token and Sec-Fetch-Site cross-site',
      (session) => ({ csrf: session.csrf, headers: { 'sec-fetch-site': 'cross-site' } }),
    ],
    [
      'the token and Sec-Fetch-Site same-site',
      (session) => ({ csrf: session.csrf, headers: { 'sec-fetch-site': 'same-site' } }),
    ],
    ['no token and Origin null', () => ({ headers: { origin: 'null' } })],
  ];

  test.each(variants)('%s: every unsafe method is 403 and nothing changes', async (_variant, options) => {
    const t = await testApp();
    const admin = await loginAs(t.app, 'admin@demo.pim');
    const other = await loginAs(t.app, 'supplier@demo.pim');
    const target = other.answer.user.id;
    for (const call of unsafeCalls(target)) {
      const response = await request(t.app, call.method, call.path, {
        ...(call.body === undefined ? {} : { body: call.body }),
        cookie: admin.cookie,
        ...options(admin, other),
      });
      expectError(response, 403, 'errors.csrf');
      expect(response.cookies.size, `${call.method} ${call.path}`).toBe(0);
    }
    // Still logged in, language and the other account untouched.
    expect((await alive(t, admin.cookie)).status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.answer.user.id));
    expect(row!.language).toBe('pl');
    expect(await t.db.select().from(users).where(eq(users.id, target))).toHaveLength(1);
  });

  test('a login from another site is refused (login CSRF)', async () => {
    const t = await testApp();
    const body = { email: 'supplier@demo.pim', password: 'demo-supplier-pass' };
    // Origin null: a sandboxed frame or a data: page of another site, in a browser without Sec-Fetch-Site.
    const foreign = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const response = await request(t.app, 'POST', '/api/login', { body, headers });
      expectError(response, 403, 'errors.csrf');
      expect(response.cookies.has('pim_session')).toBe(false);
    }
  });
});

describe('R3 session cookie', () => {
  test('httpOnly, SameSite=Lax, Path=/, and not Secure on plain http', async () => {
    const t = await testApp();
    const cookie = (await loginAs(t.app, 'supplier@demo.pim')).response.cookies.get('pim_session')!;
    expect(cookie.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(cookie.attributes.secure).toBeUndefined();
  });

  test('Secure when the request is https, or when the public address is (behind a TLS proxy)', async () => {
    const direct = await testApp();
    const answer = await request(direct.app, 'POST', 'https://localhost/api/login', {
      body: { email: 'supplier@demo.pim', password: 'demo-supplier-pass' },
    });
    expect(answer.cookies.get('pim_session')!.attributes.secure).toBe(true);
    const proxied = await testApp({ publicUrl: 'https://pim.example.com' });
    const session = await loginAs(proxied.app, 'supplier@demo.pim');
    expect(session.response.cookies.get('pim_session')!.attributes.secure).toBe(true);
    const extended = await request(proxied.app, 'PUT', '/api/p1/update-session', {
      cookie: session.cookie,
      csrf: session.csrf,
    });
    expect(extended.cookies.get('pim_session')!.attributes.secure).toBe(true);
    const out = await request(proxied.app, 'POST', '/api/logout', {
      cookie: session.cookie,
      csrf: session.csrf,
    });
    expect(out.cookies.get('pim_session')!.attributes.secure).toBe(true);
  });
});

describe('R3 session lifecycle', () => {
  test('fixation: a session id sent before login is not the one after, and is void afterwards', async () => {
    const t = await testApp();
    const planted = 'planted-session-id-chosen-by-an-attacker-000000';
    const response = await request(t.app, 'POST', '/api/login', {
      body: { email: 'supplier@demo.pim', password: 'demo-supplier-pass' },
      cookie: `pim_session=${planted}`,
    });
    expect(response.status).toBe(200);
    expect(response.cookies.get('pim_session')!.value).not.toBe(planted);
    expectError(await alive(t, `pim_session=${planted}`), 401, 'errors.unauthenticated');

    // A live session of one account sent with the login of another is ended, not kept beside the new one.
    const first = await loginAs(t.app, 'admin@demo.pim');
    const second = await request(t.app, 'POST', '/api/login', {
      body: { email: 'supplier2@demo.pim', password: 'demo-supplier2-pass' },
      cookie: first.cookie,
      csrf: first.csrf,
    });
    expect(second.status, second.text).toBe(200);
    expect(cookieHeader(second.cookies)).not.toBe(first.cookie);
    expectError(await alive(t, first.cookie), 401, 'errors.unauthenticated');
  });

  test('logout: the old cookie no longer works, and the answer clears it', async () => {
    const t = await testApp();
    const session = await loginAs(t.app, 'supplier@demo.pim');
    const out = await request(t.app, 'POST', '/api/logout', { cookie: session.cookie, csrf: session.csrf });
    expect(out.status).toBe(200);
    const cleared = out.cookies.get('pim_session')!;
    expect(cleared.value).toBe('');
    expectError(await alive(t, session.cookie), 401, 'errors.unauthenticated');
  });

  test('a session of an account deactivated meanwhile is refused at once, by the admin or otherwise', async () => {
    const t = await testApp();
    const admin = await loginAs(t.app, 'admin@demo.pim');
    const victim = await loginAs(t.app, 'supplier@demo.pim');
    const other = await loginAs(t.app, 'supplier2@demo.pim');
    const deactivated = await request(t.app, 'PUT', `/api/user/${victim.answer.user.id}/change-active`, {
      body: { active: false },
      cookie: admin.cookie,
      csrf: admin.csrf,
    });
    expect(deactivated.status).toBe(200);
    expectError(await alive(t, victim.cookie), 401, 'errors.unauthenticated');
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, other.answer.user.id));
    expectError(await alive(t, other.cookie), 401, 'errors.unauthenticated');
    const write = await request(t.app, 'PUT', '/api/p1/update-session', {
      cookie: other.cookie,
      csrf: other.csrf,
    });
    expectError(write, 401, 'errors.unauthenticated');
  });
});
