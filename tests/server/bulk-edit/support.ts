import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bulkEditAnswerSchema, type BulkEditAnswer } from '@contract/bulk-edit';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { products } from '@server/db/schema';
import { request, type Session } from '@tests/server/harness/http';

/** Ids of the first `count` cards of the company, oldest first. */
export async function companyCardIds(db: Db, companyId: number, count: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.companyId, companyId))
    .orderBy(asc(products.id))
    .limit(count);
  return rows.map((row) => row.id);
}

export function call(app: App, session: Session, method: string, path: string, body?: unknown) {
  return request(app, method, path, {
    cookie: session.cookie,
    csrf: session.csrf,
    ...(body === undefined ? {} : { body }),
  });
}

/** Opens a session over the cards and answers its grid. */
export async function openSession(app: App, session: Session, ids: number[]): Promise<BulkEditAnswer> {
  const created = await call(app, session, 'POST', '/api/bulk-edit', { ids });
  expect(created.status, created.text).toBe(201);
  const { id } = created.body as { id: number };
  return gridOf(app, session, id);
}

export async function gridOf(app: App, session: Session, id: number): Promise<BulkEditAnswer> {
  const response = await call(app, session, 'GET', `/api/bulk-edit/${id}`);
  expect(response.status, response.text).toBe(200);
  return bulkEditAnswerSchema.parse(response.body);
}

/** A text-like attribute column every card of the grid has (to edit with a plain value). */
export function textColumn(grid: BulkEditAnswer) {
  const column = grid.available_columns.find(
    (candidate) =>
      ['text', 'textarea'].includes(candidate.attribute.type) &&
      !candidate.attribute.is_read_only &&
      candidate.key !== 'name' &&
      candidate.key !== 'name_to_show' &&
      candidate.cards === grid.cards.length,
  );
  if (column === undefined) throw new Error('No text attribute shared by every card of the session');
  return column;
}

export const textData = (text: string) => [{ value: [text], value_uuid: null, unit_uuid: null }];
