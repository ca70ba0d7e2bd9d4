import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobAnswerSchema, jobStartedSchema, type JobAnswer } from '@contract/jobs';
import {
  importAnalysisSchema,
  importReportSchema,
  type ImportAnalysis,
  type ImportReport,
} from '@contract/products-importer';
import { withCheckDigit } from '@domain/gtin';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { categories } from '@server/db/schema';
import { request, type Session } from '@tests/server/harness/http';

export const BASE = '/product-excel/api/import';
/** A demo brick (Jogurt naturalny) whose chain carries the food attributes. */
export const BRICK = '10000028';

/** A valid GTIN-13 no demo card carries (prefix 590 + 299 + a running number). */
export const gtinFor = (n: number) => withCheckDigit(`590299${String(n).padStart(6, '0')}`);
/** The same code with its check digit off by one. */
export const wrongCheckDigit = (gtin: string) => `${gtin.slice(0, -1)}${(Number(gtin.at(-1)) + 1) % 10}`;

export async function brickId(db: Db, code = BRICK): Promise<number> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.code, code));
  return row!.id;
}

export async function template(app: App, session: Session, query: string): Promise<ExcelJS.Workbook> {
  const response = await app.request(`${BASE}/template${query}`, { headers: { cookie: session.cookie } });
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook;
}

/** Column keys of the template's key row (row 2), by label of row 1 without the required star. */
export function templateKeys(workbook: ExcelJS.Workbook): Map<string, string> {
  const sheet = workbook.worksheets[0]!;
  const keys = new Map<string, string>();
  sheet.getRow(2).eachCell((cell, column) => {
    const label = String(sheet.getRow(1).getCell(column).value).replace(/ \*$/, '');
    keys.set(label, String(cell.value));
  });
  return keys;
}

/** An xlsx with a key row and data rows given as objects by key. */
export async function importFile(
  keys: readonly string[],
  rows: readonly Record<string, ExcelJS.CellValue>[],
) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Produkty');
  sheet.addRow(keys.map((key) => `label ${key}`));
  sheet.addRow([...keys]);
  for (const row of rows) sheet.addRow(keys.map((key) => row[key] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function upload(
  app: App,
  session: Session,
  bytes: Uint8Array | string,
  options: { name?: string; forUpdate?: '0' | '1' } = {},
) {
  const form = new FormData();
  form.append('for_update', options.forUpdate ?? '0');
  form.append(
    'file',
    new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]),
    options.name ?? 'produkty.xlsx',
  );
  const response = await app.request(`${BASE}/upload`, {
    method: 'POST',
    body: form,
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrf },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

export async function analysed(
  app: App,
  session: Session,
  bytes: Uint8Array,
  forUpdate: '0' | '1' = '0',
): Promise<ImportAnalysis> {
  const answer = await upload(app, session, bytes, { forUpdate });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return importAnalysisSchema.parse(answer.body);
}

export async function start(app: App, session: Session, uploadId: number): Promise<JobAnswer> {
  const response = await request(app, 'POST', `${BASE}/${uploadId}/start`, {
    cookie: session.cookie,
    csrf: session.csrf,
  });
  expect(response.status, response.text).toBe(202);
  return jobStartedSchema.parse(response.body).job;
}

export async function untilEnded(app: App, session: Session, id: number): Promise<JobAnswer> {
  for (let round = 0; round < 600; round += 1) {
    const response = await request(app, 'POST', `/api/get-job/${id}`, {
      cookie: session.cookie,
      csrf: session.csrf,
    });
    const answer = jobAnswerSchema.parse(response.body);
    if (answer.status === 'finished' || answer.status === 'failed') return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import did not end');
}

export async function report(app: App, session: Session, jobId: number): Promise<ImportReport> {
  const response = await request(app, 'GET', `${BASE}/jobs/${jobId}/report`, { cookie: session.cookie });
  expect(response.status, response.text).toBe(200);
  return importReportSchema.parse(response.body);
}
