import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { glnImportCheckSchema, type GlnImportCheck } from '@contract/gln-import';
import { withCheckDigit } from '@domain/gtin';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { companies, glnImports } from '@server/db/schema';
import { request, type Session } from '@tests/server/harness/http';

export const BASE = '/api/company/gln-import';

/** Demo companies the files name (server/seed/demo-users.ts). */
export const DAIRY = { name: 'Mleczarnia Zielona Dolina Sp. z o.o.', taxId: '7740000006' };
export const BREWERY = { name: 'Browar Pod Lipą S.A.', taxId: '6310000003' };

/** A GLN with a right check digit, from twelve digits. */
export const gln = (body: string) => withCheckDigit(body);
/** The same GLN with its check digit off by one. */
export const wrongGln = (body: string) => `${body}${(Number(withCheckDigit(body).at(-1)) + 1) % 10}`;

/** Uploads a file as the import's form sends it. */
export async function uploadGln(app: App, session: Session, content: string | Uint8Array, name = 'gln.csv') {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
  const response = await app.request(BASE, {
    method: 'POST',
    body: form,
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrf },
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, text };
}

/** An upload that must be checked (200): its report. */
export async function checked(
  app: App,
  session: Session,
  content: string | Uint8Array,
  name?: string,
): Promise<GlnImportCheck> {
  const response = await uploadGln(app, session, content, name);
  expect(response.status, response.text).toBe(200);
  return glnImportCheckSchema.parse(response.body);
}

export const apply = (app: App, session: Session, id: number, body: unknown) =>
  request(app, 'POST', `${BASE}/${id}/apply`, { cookie: session.cookie, csrf: session.csrf, body });

/** The GLNs of the named companies, by name. */
export async function glnsOf(db: Db, names: string[]): Promise<Record<string, string | null>> {
  const rows = await db
    .select({ name: companies.name, gln: companies.gln })
    .from(companies)
    .where(inArray(companies.name, names));
  return Object.fromEntries(rows.map((row) => [row.name, row.gln]));
}

export async function importCount(db: Db, userId?: number): Promise<number> {
  const rows = await db
    .select({ id: glnImports.id })
    .from(glnImports)
    .where(userId === undefined ? undefined : eq(glnImports.userId, userId));
  return rows.length;
}
