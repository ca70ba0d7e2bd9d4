import { Hono, type Context } from 'hono';
import { and, eq, ne } from 'drizzle-orm';
import { safeParse } from 'zod/v4/core';
import { queryId } from '@contract/list-params';
import { ownPasswordSchema, resetLinkBodySchema } from '@contract/own-account';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { sendResetLink } from '../accounts/account-mails';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { countAttempt, forgiveAttempt } from '../auth/throttle';
import { passwordCheckKeys } from '../auth/throttle-keys';
import { sessions, users } from '../db/schema';
import { errorAnswer, faultAnswer, parseBody } from '../http/answers';
import { selfOrAdmin } from '../users/self-or-admin';
import { headerData, userInformation } from '../users/user-information';

const NAMESPACE = 'account';

function idOf(c: Context<AppEnv>): number | null {
  const parsed = safeParse(queryId, c.req.param('id'));
  return parsed.success ? parsed.data : null;
}

const notFound = (c: Context<AppEnv>) => errorAnswer(c, 404, 'accountsList.errors.notFound');

/**
 * §7 Users: a user's own account (information, header data, change-password), open to that user and to
 * admins (docs/decisions/0049). Changing one's own password takes the current one; an admin changing
 * another account's password mails that account a reset link instead of choosing a password for it.
 */
export const userAccountRoutes = new Hono<AppEnv>()
  .get('/api/user/:id/information', selfOrAdmin, async (c) => {
    const id = idOf(c);
    const answer = id === null ? null : await userInformation(c.get('db'), id);
    return answer === null ? notFound(c) : c.json(answer);
  })
  .get('/api/user/:id/get-header-data', selfOrAdmin, async (c) => {
    const id = idOf(c);
    const answer = id === null ? null : await headerData(c.get('db'), id);
    return answer === null ? notFound(c) : c.json(answer);
  })
  .put('/api/user/:id/change-password', selfOrAdmin, async (c) => {
    const id = idOf(c);
    if (id === null) return notFound(c);
    return id === c.get('user')!.id ? changeOwnPassword(c) : mailResetLink(c, id);
  });

/** The own password: checked like a login (and throttled like one), then stored; other sessions end. */
async function changeOwnPassword(c: Context<AppEnv>) {
  const parsed = await parseBody(c, ownPasswordSchema, NAMESPACE);
  if (!parsed.ok) return parsed.response;
  const db = c.get('db');
  const me = c.get('user')!;
  const { keys } = passwordCheckKeys(c, 'login', me.email);
  const attempt = await countAttempt(db, keys);
  if (!attempt.allowed) return errorAnswer(c, 429, 'login.throttled', { minutes: attempt.waitMinutes });
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, me.id));
  if (row === undefined) return notFound(c);
  if (!(await verifyPassword(parsed.data.current_password, row.hash)))
    return faultAnswer(c, [
      {
        namespace: NAMESPACE,
        field: 'current_password',
        message: translate(c.get('language'), 'userAccount.errors.wrongPassword'),
        type: 'validation',
      },
    ]);
  await forgiveAttempt(db, attempt);
  const passwordHash = await hashPassword(parsed.data.password);
  const current = c.get('session')?.tokenHash ?? '';
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, me.id));
    // A new password ends the account's other sessions (as a reset does); this browser stays signed in.
    await tx.delete(sessions).where(and(eq(sessions.userId, me.id), ne(sessions.tokenHash, current)));
  });
  return c.json({ outcome: 'changed' as const });
}

/** An admin never picks another user's password: the account gets a reset link by e-mail. */
async function mailResetLink(c: Context<AppEnv>, id: number) {
  const parsed = await parseBody(c, resetLinkBodySchema, NAMESPACE);
  if (!parsed.ok) return parsed.response;
  const [row] = await c.get('db').select({ email: users.email }).from(users).where(eq(users.id, id));
  if (row === undefined) return notFound(c);
  const db = c.get('db');
  const config = c.get('config');
  const mailer = c.get('mailer');
  await sendResetLink({ db, config, mailer }, row.email);
  return c.json({ outcome: 'link_sent' as const });
}
