import { Hono } from 'hono';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { registerBodySchema, resetPasswordBodySchema, resetRequestBodySchema } from '@contract/auth';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { hashPassword } from '../auth/passwords';
import { hashToken, newToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { companies, emailTokens, sessions, users } from '../db/schema';
import { faultAnswer, parseBody } from '../http/answers';

const CONFIRM_TTL_MS = 48 * 3600_000;
const RESET_TTL_MS = 2 * 3600_000;

async function issueToken(db: Db, userId: number, kind: 'confirm' | 'reset', ttlMs: number): Promise<string> {
  const token = newToken();
  await db.insert(emailTokens).values({
    tokenHash: hashToken(token),
    userId,
    kind,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** Marks a one-time token used and answers its user, or null when it is unknown, used or expired. */
async function consumeToken(db: Db, token: string, kind: 'confirm' | 'reset'): Promise<number | null> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.kind, kind),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return rows[0]?.userId ?? null;
}

/** True when the error (or the driver error it wraps) is a unique violation of that index. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  let cause = error;
  while (typeof cause === 'object' && cause !== null) {
    const { code, constraint: name } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && name === constraint) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

function mailText(language: Language, key: string, link: string): { subject: string; text: string } {
  return {
    subject: translate(language, `mail.${key}.subject`),
    text: `${translate(language, `mail.${key}.body`)}\n\n${link}\n`,
  };
}

/** Register → confirmation link → register-confirm or register-incorrect-confirm; password reset by link. */
export const accountRoutes = new Hono<AppEnv>()
  .post('/api/register', async (c) => {
    const parsed = await parseBody(c, registerBodySchema, 'register');
    if (!parsed.ok) return parsed.response;
    const body = parsed.data;
    const email = body.email.trim().toLowerCase();
    const { db, config, mailer } = c.var;
    const passwordHash = await hashPassword(body.password);
    const register = db.transaction(async (tx) => {
      const taken = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (taken.length > 0) return null;
      const [company] = await tx
        .insert(companies)
        .values({ name: body.company_name, kind: 'supplier', taxId: body.tax_id, taxCountry: 'PL' })
        .returning({ id: companies.id });
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: body.first_name,
          lastName: body.last_name,
          role: 'supplier',
          companyId: company!.id,
          language: body.language,
        })
        .returning({ id: users.id });
      return issueToken(tx, user!.id, 'confirm', CONFIRM_TTL_MS);
    });
    // Two registrations of one e-mail at once both pass the check above; the unique index stops the second.
    const token = await register.catch((error: unknown) => {
      if (isUniqueViolation(error, 'users_email_idx')) return null;
      throw error;
    });
    if (token === null) {
      return faultAnswer(c, [
        {
          namespace: 'register',
          field: 'email',
          message: translate(c.var.language, 'register.emailTaken'),
          type: 'validation',
        },
      ]);
    }
    const link = `${config.publicUrl}/api/register/confirm?token=${token}`;
    await mailer.send({ to: email, ...mailText(body.language, 'confirm', link) });
    return c.json({ ok: true as const }, 201);
  })
  .get('/api/register/confirm', async (c) => {
    const token = c.req.query('token') ?? '';
    const { db } = c.var;
    const confirmed = await db.transaction(async (tx) => {
      const userId = token === '' ? null : await consumeToken(tx, token, 'confirm');
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
    const { db, config, mailer } = c.var;
    const row = (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];
    // The same answer whether or not the account exists, so the form cannot be used to probe e-mails.
    if (row !== undefined && row.isActive) {
      const token = await issueToken(db, row.id, 'reset', RESET_TTL_MS);
      const link = `${config.publicUrl}/react/reset-password?token=${token}`;
      await mailer.send({ to: email, ...mailText(row.language as Language, 'reset', link) });
    }
    return c.json({ ok: true as const });
  })
  .post('/api/password/reset', async (c) => {
    const parsed = await parseBody(c, resetPasswordBodySchema, 'reset');
    if (!parsed.ok) return parsed.response;
    const passwordHash = await hashPassword(parsed.data.password);
    const done = await c.var.db.transaction(async (tx) => {
      const userId = await consumeToken(tx, parsed.data.token, 'reset');
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
          message: translate(c.var.language, 'resetPassword.invalidToken'),
          type: 'validation',
        },
      ]);
    }
    return c.json({ ok: true as const });
  });
