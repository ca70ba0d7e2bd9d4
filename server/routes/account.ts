import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { registerBodySchema, resetPasswordBodySchema, resetRequestBodySchema } from '@contract/auth';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { registerOrNotify, sendResetLink, type MailWork } from '../accounts/account-mails';
import { consumeLink } from '../auth/email-links';
import { hashPassword } from '../auth/passwords';
import { countAttempt } from '../auth/throttle';
import { mailRequestKeys } from '../auth/throttle-keys';
import { sessions, users } from '../db/schema';
import { afterAnswer } from '../http/after-answer';
import { errorAnswer, faultAnswer, parseBody } from '../http/answers';

/**
 * Register → confirmation link → register-confirm or register-incorrect-confirm; password reset by link.
 * Register and reset requests answer the same, in the same time, whether or not the e-mail has an account:
 * what differs (the account, the link, the mail) happens after the answer (docs/decisions/0028).
 */
export const accountRoutes = new Hono<AppEnv>()
  .post('/api/register', async (c) => {
    const parsed = await parseBody(c, registerBodySchema, 'register');
    if (!parsed.ok) return parsed.response;
    const body = parsed.data;
    const email = body.email.trim().toLowerCase();
    const db = c.get('db');
    const config = c.get('config');
    const mailer = c.get('mailer');
    // Counted whether or not the e-mail has an account, so a refusal tells nothing about it.
    const attempt = await countAttempt(db, mailRequestKeys(c, 'register', email));
    if (!attempt.allowed) return errorAnswer(c, 429, 'register.throttled', { minutes: attempt.waitMinutes });
    const passwordHash = await hashPassword(body.password);
    const work: MailWork = { db, config, mailer };
    afterAnswer(() => registerOrNotify(work, body, email, passwordHash));
    return c.json({ ok: true as const }, 201);
  })
  .get('/api/register/confirm', async (c) => {
    const token = c.req.query('token') ?? '';
    const db = c.get('db');
    const confirmed = await db.transaction(async (tx) => {
      const userId = token === '' ? null : await consumeLink(tx, token, 'confirm');
      if (userId === null) return false;
      await tx.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, userId));
      return true;
    });
    return c.redirect(confirmed ? '/react/register-confirm' : '/react/register-incorrect-confirm', 302);
  })
  .post('/api/password/request-reset', async (c) => {
    const parsed = await parseBody(c, resetRequestBodySchema, 'reset');
    if (!parsed.ok) return parsed.response;
    const email = parsed.data.email.trim().toLowerCase();
    const db = c.get('db');
    const config = c.get('config');
    const mailer = c.get('mailer');
    // Past the limits nothing is mailed, and the answer is still the same.
    const attempt = await countAttempt(db, mailRequestKeys(c, 'reset', email));
    if (attempt.allowed) afterAnswer(() => sendResetLink({ db, config, mailer }, email));
    return c.json({ ok: true as const });
  })
  .post('/api/password/reset', async (c) => {
    const parsed = await parseBody(c, resetPasswordBodySchema, 'reset');
    if (!parsed.ok) return parsed.response;
    const passwordHash = await hashPassword(parsed.data.password);
    const done = await c.get('db').transaction(async (tx) => {
      // Using a link voids the account's other reset links too.
      const userId = await consumeLink(tx, parsed.data.token, 'reset');
      if (userId === null) return false;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      // A new password ends every open session of the account.
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      return true;
    });
    if (!done) {
      return faultAnswer(c, [
        {
          namespace: 'reset',
          field: 'token',
          message: translate(c.get('language'), 'resetPassword.invalidToken'),
          type: 'validation',
        },
      ]);
    }
    return c.json({ ok: true as const });
  });
