import type { ListColumn } from '@contract/data-table';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import { cardCells, type ListedCard } from './list-rows';

/** Column widths in characters; names are wide, codes and numbers narrow. */
const WIDTHS: Record<string, number> = {
  name_to_show: 48,
  gtin: 16,
  category: 30,
  supplier: 32,
  updated_at: 20,
};

/**
 * The products list as an xlsx workbook: one sheet, a bold frozen header of the columns the user's role
 * gets, one row per card with the list's cells (completeness a number, the change time a date).
 */
export async function productListWorkbook(
  cards: readonly ListedCard[],
  columns: readonly ListColumn[],
  language: Language,
): Promise<Buffer> {
  // exceljs is large: loaded on the first export, so the server starts without it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'PIM';
  const sheet = workbook.addWorksheet(translate(language, 'productList.export.sheet'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column) => ({
    header: translate(language, column.label),
    key: column.id,
    width: WIDTHS[column.id] ?? 14,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const card of cards) {
    const cells: Record<string, unknown> = {
      ...cardCells(card, language),
      updated_at: new Date(card.updatedAt),
    };
    sheet.addRow(Object.fromEntries(columns.map((column) => [column.id, cells[column.id] ?? null])));
  }
  if (columns.some((column) => column.id === 'updated_at'))
    sheet.getColumn('updated_at').numFmt = 'yyyy-mm-dd hh:mm';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
