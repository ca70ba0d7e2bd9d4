import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import pl from '../../../src/i18n/locales/pl.json' with { type: 'json' };
import { withCheckDigit } from '../../../src/domain/gtin';
import { CORPUS } from './corpus';
import { inspectPage, type PageCheck } from './detector';

const screen = pl.productsImporter.screen;
/** A file name a user could give (the upload keeps names without markup), breaking out of an attribute. */
export const IMPORT_FILE_NAME = `x' onerror='__xss(${CORPUS.length + 1})' x='.xlsx`;

/** Import cells: every payload as a name, a producer and a brand, and every other one as the GTIN. */
async function corpusWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Produkty');
  sheet.addRow(['GTIN', 'Nazwa handlowa', 'Producent', 'Marka']);
  sheet.addRow(['gtin', 'name_to_show', 'producer', 'brand']);
  const base = Date.now() % 1_000_000;
  for (const payload of CORPUS) {
    const gtin =
      payload.id % 2 === 0
        ? payload.text
        : withCheckDigit(`57${String(base).padStart(6, '0')}${String(payload.id).padStart(4, '0')}`);
    sheet.addRow([gtin, payload.text, payload.text, payload.text]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * §2 Products importer with the corpus in the file's cells and name: the column check, the preview with
 * every problem per cell, then the import job (its title names the file in the jobs panel) and the
 * report. Each step is looked through like a page.
 */
export async function importerJourney(page: Page): Promise<Omit<PageCheck, 'executions' | 'dialogs'>[]> {
  const steps: Omit<PageCheck, 'executions' | 'dialogs'>[] = [];
  await page.goto('/react/products-importer-excel');
  await page.getByLabel(pl.productsImporter.modes.create).check();
  await page.getByLabel(screen.upload.fileLabel).setInputFiles({
    name: IMPORT_FILE_NAME,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await corpusWorkbook(),
  });
  await page.getByRole('button', { name: screen.upload.send }).click();
  await page.getByRole('heading', { name: screen.mapping.heading }).waitFor({ timeout: 60_000 });
  steps.push(await inspectPage(page, 'importer: columns'));
  await page.getByRole('button', { name: screen.actions.next }).click();
  await page.getByRole('heading', { name: screen.preview.heading }).waitFor({ timeout: 60_000 });
  steps.push(await inspectPage(page, 'importer: preview'));
  await page.getByRole('button', { name: screen.actions.import }).click();
  await page.getByRole('heading', { name: new RegExp(screen.report.heading) }).waitFor({ timeout: 120_000 });
  steps.push(await inspectPage(page, 'importer: report and jobs panel'));
  return steps;
}
