import { and, asc, eq, ne } from 'drizzle-orm';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { products } from '@server/db/schema';
import { request, type Session } from '@tests/server/harness/http';

/** A request as the signed-in browser sends it (cookie and CSRF token). */
export const send = (app: App, session: Session | null, method: string, path: string, body?: unknown) =>
  request(app, method, path, {
    ...(session === null ? {} : { cookie: session.cookie, csrf: session.csrf }),
    ...(body === undefined ? {} : { body }),
  });

/** Cards of one company (or of any other company), oldest first. */
export async function cardsOf(db: Db, companyId: number, count: number, other = false) {
  return db
    .select()
    .from(products)
    .where(other ? ne(products.companyId, companyId) : eq(products.companyId, companyId))
    .orderBy(asc(products.id))
    .limit(count);
}

/** One card as stored now. */
export async function cardNow(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id)));
  if (row === undefined) throw new Error(`no card ${id}`);
  return row;
}
