import { eq } from 'drizzle-orm';
import { switchLogs, switchPermissions, users } from '@server/db/schema';
import type { App } from '@server/app';
import type { testApp } from '@tests/server/harness/app';
import { login, request, type Session } from '@tests/server/harness/http';

export type Db = Awaited<ReturnType<typeof testApp>>['db'];

/** A colleague of supplier@demo.pim in the dairy company (server/seed/accounts.ts). */
export const DAIRY_COLLEAGUE = 'agnieszka.kowalczyk@dairy.demo.pim';
export const loginColleague = (app: App) => login(app, DAIRY_COLLEAGUE, 'demo-account-pass');

export async function idOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (row === undefined) throw new Error(`No user ${email}`);
  return row.id;
}

/** A day `days` from today (UTC), as the configuration takes it. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function putConfig(app: App, session: Session, targetId: number, body: unknown) {
  return request(app, 'PUT', `/api/user/${targetId}/configuration/switch-me-to`, {
    cookie: session.cookie,
    csrf: session.csrf,
    body,
  });
}

export function switchTo(app: App, session: Session, targetId: number) {
  return request(app, 'POST', `/api/user/${targetId}/switch-me-to`, {
    cookie: session.cookie,
    csrf: session.csrf,
    body: {},
  });
}

export function switchBack(app: App, session: Session) {
  return request(app, 'POST', '/api/switch-back', { cookie: session.cookie, csrf: session.csrf, body: {} });
}

/** What the database holds of the switch feature: the permissions and the log lines. */
export async function stored(db: Db) {
  const permissions = await db.select().from(switchPermissions);
  const logs = await db.select().from(switchLogs);
  return {
    permissions: permissions.map((row) => [row.targetUserId, row.allowedUserId]),
    logs: logs.sort((a, b) => a.id - b.id).map((row) => [row.kind, row.realUserId, row.targetUserId]),
  };
}
