import { expect } from 'vitest';
import { listAnswerSchema, type ListAnswer } from '@contract/data-table';
import type { App } from '@server/app';
import { request, type Session } from '@tests/server/harness/http';

/** A GET of a list with the query; a 200 parsed with the shared envelope. */
export async function listAt(app: App, session: Session, path: string, query = ''): Promise<ListAnswer> {
  const response = await request(app, 'GET', `${path}${query === '' ? '' : `?${query}`}`, {
    cookie: session.cookie,
  });
  expect(response.status, response.text).toBe(200);
  return listAnswerSchema.parse(response.body);
}

/** A write with the session's cookie and CSRF token. */
export const send = (app: App, session: Session, method: string, path: string, body?: unknown) =>
  request(app, method, path, {
    cookie: session.cookie,
    csrf: session.csrf,
    ...(body === undefined ? {} : { body }),
  });
