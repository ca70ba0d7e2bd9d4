import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { eq } from 'drizzle-orm';
import { languageBodySchema, loginBodySchema } from '@contract/auth';
import { LANGUAGES, type Language } from '@domain/constants';
import type { AppEnv } from '../app-env';
import { DUMMY_HASH, verifyPassword } from '../auth/passwords';
import { permissionsOf, requireUser } from '../auth/require';
import { LANGUAGE_COOKIE } from '../auth/session-middleware';
import { SESSION_COOKIE, createSession, deleteSession, extendSession } from '../auth/sessions';
import { clearFailures, countAttempt, forgiveAttempt } from '../auth/throttle';
import { passwordCheckKeys } from '../auth/throttle-keys';
import { users } from '../db/schema';
import { errorAnswer, parseBody } from '../http/answers';
import { pageConfigFor } from '../http/page-config';
import { secureCookies } from '../http/secure-cookies';
import { loadCurrentUser } from '../users/current-user';

function sessionCookie(c: Context<AppEnv>, token: string, expires: Date) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureCookies(c),
    path: '/',
    expires,
  });
}

/** Login, logout, keep-alive, language and the page config: the session part of §7 and §8. */
export const sessionRoutes = new Hono<AppEnv>()
  .post('/api/login', async (c) => {
    const parsed = await parseBody(c, loginBodySchema, 'login');
    if (!parsed.ok) return parsed.response;
    const email = parsed.data.email.trim().toLowerCase();
    const db = c.get('db');
    const config = c.get('config');
    // Counted as a failure before the password is checked; a right password takes it back.
    const { pair, keys } = passwordCheckKeys(c, 'login', email);
    const attempt = await countAttempt(db, keys);
    if (!attempt.allowed) return errorAnswer(c, 429, 'login.throttled', { minutes: attempt.waitMinutes });

    const row = (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];
    const valid = await verifyPassword(parsed.data.password, row?.passwordHash ?? DUMMY_HASH);
    if (row === undefined || !valid) return errorAnswer(c, 401, 'login.invalid');
    await forgiveAttempt(db, attempt);
    const user = await loadCurrentUser(db, row.id);
    if (user === null || user.is_blocked) return errorAnswer(c, 403, 'login.blocked');
    if (row.emailConfirmedAt === null) return errorAnswer(c, 403, 'login.inactive');

    await clearFailures(db, [pair]);
    // A session the browser came with (fixation, or another account) ends: one browser, one new session.
    const previous = c.get('session');
    if (previous !== null) await deleteSession(db, previous.tokenHash);
    const session = await createSession(db, row.id, config.sessionLengthMs);
    // The accounts list shows when each user last logged in (docs/decisions/0018).
    await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, row.id));
    sessionCookie(c, session.token, session.expiresAt);
    setCookie(c, LANGUAGE_COOKIE, row.language, { sameSite: 'Lax', path: '/', maxAge: 365 * 86400 });
    const language = (LANGUAGES as readonly string[]).includes(row.language)
      ? (row.language as Language)
      : 'pl';
    return c.json({
      user,
      permissions: permissionsOf(user, config),
      csrf_token: session.csrfToken,
      language,
    });
  })
  .post('/api/logout', async (c) => {
    const session = c.get('session');
    if (session !== null) await deleteSession(c.get('db'), session.tokenHash);
    deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: secureCookies(c) });
    return c.json({ ok: true as const });
  })
  .put('/api/p1/update-session', requireUser(), async (c) => {
    const session = c.get('session');
    if (session === null) return errorAnswer(c, 401, 'errors.unauthenticated');
    const expiresAt = await extendSession(c.get('db'), session.tokenHash, c.get('config').sessionLengthMs);
    // The cookie carries an Expires too: without a new one the browser drops it at the old time.
    const token = getCookie(c, SESSION_COOKIE);
    if (token !== undefined) sessionCookie(c, token, expiresAt);
    return c.json({ expires_at: expiresAt.toISOString() });
  })
  .get('/api/user-available-methods', requireUser(), (c) => {
    const user = c.get('user');
    if (user === null) return errorAnswer(c, 401, 'errors.unauthenticated');
    return c.json({ methods: permissionsOf(user, c.get('config')) });
  })
  .get('/api/page-config', (c) => c.json(pageConfigFor(c)))
  .put('/api/language', async (c) => {
    const parsed = await parseBody(c, languageBodySchema, 'language');
    if (!parsed.ok) return parsed.response;
    const { language } = parsed.data;
    setCookie(c, LANGUAGE_COOKIE, language, { sameSite: 'Lax', path: '/', maxAge: 365 * 86400 });
    const user = c.get('user');
    if (user !== null) await c.get('db').update(users).set({ language }).where(eq(users.id, user.id));
    return c.json({ ok: true as const });
  });
