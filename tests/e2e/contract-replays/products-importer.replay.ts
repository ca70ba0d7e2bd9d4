import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import ExcelJS from 'exceljs';
import { withCheckDigit } from '../../../src/domain/gtin';
import {
  IMPORTER_FIXTURE,
  productsImporterViewContract,
} from '@screens/products-importer/products-importer.view-contract';
import { defineContractReplay } from '../support/contract-replay';
import { logIn } from '../support';
import { openInApp } from './open-in-app';

/** The brewery's supplier, as in the importer journey: its own cards, so no other spec's counts move. */
const SUPPLIER = { email: 'supplier2@demo.pim', password: 'demo-supplier2-pass' };
let written = 0;

/** A template-shaped xlsx with two new cards: GTINs no card has yet, so every path can import them. */
async function writeFixture(): Promise<void> {
  written += 1;
  const base = `${String(Date.now() % 100_000).padStart(5, '0')}${String(written % 100).padStart(2, '0')}`;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Produkty');
  sheet.addRow(['GTIN', 'Nazwa handlowa']);
  sheet.addRow(['gtin', 'name_to_show']);
  for (const index of [1, 2])
    sheet.addRow([withCheckDigit(`5906${base}${index}`), `Piwo z kontraktu ${base} ${index}`]);
  mkdirSync(dirname(IMPORTER_FIXTURE), { recursive: true });
  await workbook.xlsx.writeFile(IMPORTER_FIXTURE);
}

/**
 * The Excel importer (§2) from its view contract: the supplier's importer, a new file for each path. A
 * refused file, a failed job and a missing column need answers the real server gives only to other files
 * or failures; those paths are skipped.
 */
export const productsImporterReplay = defineContractReplay({
  name: 'products importer',
  contract: productsImporterViewContract,
  setup: async (page) => {
    await writeFixture();
    await logIn(page, SUPPLIER);
  },
  open: async (page) => {
    await openInApp(page, '/react/products-importer-excel');
  },
});
