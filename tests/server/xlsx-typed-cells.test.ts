import ExcelJS, { type Cell, type Worksheet } from 'exceljs';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { jobAnswerSchema, jobStartedSchema, type JobAnswer } from '@contract/jobs';
import pl from '@i18n/locales/pl.json';
import de from '@i18n/locales/de.json';
import type { App } from '@server/app';
import { products, users } from '@server/db/schema';
import { jobHandlers } from '@server/jobs/handlers';
import { startJobWorker } from '@server/jobs/worker';
import { cardOf, withCookies } from '@tests/server/fixtures/catalog';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

/** Every xlsx export writes numbers as number cells and dates as date cells in the language's format. */

const DATE_TIME = 'dd.mm.yyyy hh:mm';

async function workbookOf(response: Response) {
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook;
}

const get = (app: App, session: Session, path: string, cookie = '') =>
  app.request(path, { headers: { cookie: withCookies(session.cookie, cookie) } });

/** The row whose first cell reads `label`. */
function rowOf(sheet: Worksheet, column: number, label: string) {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (String(row.getCell(column).value) === label) found = row;
  });
  if (found === undefined) throw new Error(`no row ${label} in ${sheet.name}`);
  return found;
}

/** A date cell on the wall clock of Warsaw: its UTC fields read as the Polish time of the instant. */
function expectWarsawDate(cell: Cell, instant: Date) {
  expect(cell.value).toBeInstanceOf(Date);
  expect(cell.numFmt).toBe(DATE_TIME);
  const shown = cell.value as Date;
  const warsaw = new Intl.DateTimeFormat('pl', {
    timeZone: 'Europe/Warsaw',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(instant);
  const written = new Intl.DateTimeFormat('pl', {
    timeZone: 'UTC',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(shown);
  expect(written).toBe(warsaw);
}

async function untilEnded(app: App, session: Session, id: number): Promise<JobAnswer> {
  for (let round = 0; round < 400; round += 1) {
    const answer = jobAnswerSchema.parse(
      (await request(app, 'POST', `/api/get-job/${id}`, { cookie: session.cookie, csrf: session.csrf })).body,
    );
    if (answer.status === 'finished' || answer.status === 'failed') return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the job did not end');
}

describe('typed cells in the xlsx exports', () => {
  test('card, products list, users report and change log: numbers are numbers, dates are dates', async () => {
    const { app, db, config } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!);

    // The card: its id a number, its times dates, a number attribute and the package's figures numbers.
    const cardBook = await workbookOf(await get(app, supplier, `/product/${card.id}/get-as-xlsx`));
    const identify = cardBook.getWorksheet(pl.productExport.sheets.card)!;
    expect(rowOf(identify, 1, pl.productExport.fields.id).getCell(2).value).toBe(card.id);
    expectWarsawDate(rowOf(identify, 1, pl.productExport.fields.updated).getCell(2), card.updatedAt);
    const attributeSheet = cardBook.getWorksheet(pl.productExport.sheets.attributes)!;
    expect(typeof rowOf(attributeSheet, 3, 'Zawartość netto').getCell(4).value).toBe('number');
    const logistics = cardBook.getWorksheet(pl.productExport.sheets.logistics)!;
    const consumer = rowOf(logistics, 2, pl.logistics.packageTypes.consumer);
    expect(consumer.getCell(4).value).toBe(1);
    expect(typeof consumer.getCell(7).value).toBe('number');

    // German: the same cells, the German sheet names.
    const german = await workbookOf(
      await get(app, supplier, `/product/${card.id}/get-as-xlsx`, 'pim_lang=de'),
    );
    const germanIdentify = german.getWorksheet(de.productExport.sheets.card)!;
    expect(rowOf(germanIdentify, 1, de.productExport.fields.created).getCell(2).numFmt).toBe(DATE_TIME);

    // The products list: the change time a date in the language's format, completeness a number.
    const listBook = await workbookOf(await get(app, supplier, `/api/p1/products/export?ids=${card.id}`));
    const list = listBook.worksheets[0]!;
    const header = (list.getRow(1).values as unknown[]).map(String);
    const updated = list.getRow(2).getCell(header.indexOf(pl.productList.columns.updated_at));
    expectWarsawDate(updated, card.updatedAt);
    const completeness = header.indexOf(pl.productList.columns.completeness);
    if (completeness > 0) expect(typeof list.getRow(2).getCell(completeness).value).toBe('number');

    // The users report: the last login a date.
    const admin = await loginAs(app, 'admin@demo.pim');
    const report = await workbookOf(
      await get(app, admin, `/api/company/${supplier.answer.user.company_id}/user/selgros-report`),
    );
    const [account] = await db.select().from(users).where(eq(users.email, 'supplier@demo.pim'));
    expectWarsawDate(rowOf(report.worksheets[0]!, 3, 'supplier@demo.pim').getCell(6), account!.lastLoginAt!);

    // The change log: when a date, the card's id a number.
    await db.update(products).set({ nameToShow: 'Do eksportu' }).where(eq(products.id, card.id));
    const started = await request(app, 'POST', '/api/p1/audit-trail/export', {
      cookie: supplier.cookie,
      csrf: supplier.csrf,
      body: { scope: { kind: 'report' }, filters: { product_id: card.id, field: 'name_to_show' } },
    });
    expect(started.status, started.text).toBe(202);
    const { job } = jobStartedSchema.parse(started.body);
    const worker = startJobWorker(db, jobHandlers(config), { idleMs: 20 });
    const ended = await untilEnded(app, supplier, job.id);
    await worker.stop();
    const trail = await workbookOf(await get(app, supplier, ended.result!.download!));
    const first = trail.worksheets[0]!.getRow(2);
    expect(first.getCell(1).value).toBeInstanceOf(Date);
    expect(first.getCell(1).numFmt).toBe(DATE_TIME);
    expect(first.getCell(6).value).toBe(card.id);
  });
});
