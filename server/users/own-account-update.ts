import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { eq } from 'drizzle-orm';
import { ownAccountUpdateSchema } from '@contract/own-account';
import type { AppEnv } from '../app-env';
import { LANGUAGE_COOKIE } from '../auth/session-middleware';
import { users } from '../db/schema';
import { parseBody } from '../http/answers';
import { userInformation } from './user-information';

/**
 * §7 PUT /api/user/{id} by the user themself (docs/decisions/0049): name and language only; a role, an
 * e-mail or a flag in the body is a 400, as is a body naming nothing. The new language is the page's too.
 */
export async function updateOwnAccount(c: Context<AppEnv>, id: number) {
  const parsed = await parseBody(c, ownAccountUpdateSchema, 'account');
  if (!parsed.ok) return parsed.response;
  const body = parsed.data;
  await c
    .get('db')
    .update(users)
    .set({
      ...(body.first_name === undefined ? {} : { firstName: body.first_name }),
      ...(body.last_name === undefined ? {} : { lastName: body.last_name }),
      ...(body.language === undefined ? {} : { language: body.language }),
    })
    .where(eq(users.id, id));
  if (body.language !== undefined)
    setCookie(c, LANGUAGE_COOKIE, body.language, { sameSite: 'Lax', path: '/', maxAge: 365 * 86400 });
  return c.json((await userInformation(c.get('db'), id))!);
}
