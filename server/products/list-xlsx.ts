import { PassThrough } from 'node:stream';
import type { ListColumn } from '@contract/data-table';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import { wallClock, XLSX_DATE_TIME_FORMAT } from '../xlsx/typed-cells';
import { cardCells, type ListedCard } from './list-rows';

/** Column widths in characters; names are wide, codes and numbers narrow. */
const WIDTHS: Record<string, number> = {
  name_to_show: 48,
  gtin: 16,
  category: 30,
  supplier: 32,
  updated_at: 20,
};

/** The sheet's columns: the list's columns the user's role gets, headed in the user's language. */
function sheetColumns(columns: readonly ListColumn[], language: Language) {
  return columns.map((column) => ({
    header: translate(language, column.label),
    key: column.id,
    width: WIDTHS[column.id] ?? 14,
    ...(column.id === 'updated_at' ? { style: { numFmt: XLSX_DATE_TIME_FORMAT[language] } } : {}),
  }));
}

/** A card's row: the list's cells, completeness a number, the change time a date on the user's clock. */
function sheetRow(card: ListedCard, columns: readonly ListColumn[], language: Language) {
  const cells: Record<string, unknown> = {
    ...cardCells(card, language),
    updated_at: wallClock(card.updatedAt, language),
  };
  return Object.fromEntries(columns.map((column) => [column.id, cells[column.id] ?? null]));
}

/** exceljs is large: loaded on the first export, so the server starts without it. */
const excel = async () => (await import('exceljs')).default;

/**
 * The products list as an xlsx workbook: one sheet, a bold frozen header of the columns the user's role
 * gets, one row per card with the list's cells.
 */
export async function productListWorkbook(
  cards: readonly ListedCard[],
  columns: readonly ListColumn[],
  language: Language,
): Promise<Buffer> {
  const ExcelJS = await excel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'PIM';
  const sheet = workbook.addWorksheet(translate(language, 'productList.export.sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = sheetColumns(columns, language);
  sheet.getRow(1).font = { bold: true };
  for (const card of cards) sheet.addRow(sheetRow(card, columns, language));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The same workbook written row by row (a background export of up to 100,000 cards): each batch of rows
 * is committed to the zip stream as it comes, so memory holds one batch, not the whole sheet.
 */
export async function streamProductListWorkbook(
  batches: AsyncIterable<readonly ListedCard[]>,
  columns: readonly ListColumn[],
  language: Language,
): Promise<Buffer> {
  const ExcelJS = await excel();
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  workbook.creator = 'PIM';
  const sheet = workbook.addWorksheet(translate(language, 'productList.export.sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = sheetColumns(columns, language);
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const batch of batches)
    for (const card of batch) sheet.addRow(sheetRow(card, columns, language)).commit();
  sheet.commit();
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}
