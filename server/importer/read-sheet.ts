import type ExcelJS from 'exceljs';
import { findKeyRow, mapColumns, type ColumnMapping } from '@domain/importer-columns';
import type { CellValue } from '@domain/importer-cells';
import { isBlankRow, type SourceCell, type SourceRow } from '@domain/importer-rows';
import { checkXlsxZip } from './zip-guard';
import { loadExcel } from './excel';

/**
 * §2 Products importer: an uploaded xlsx read into rows of cells. The zip guard runs first (size, rows);
 * then the workbook is parsed, the key row found and the columns mapped. Formulas give their cached
 * result (a formula without one is a cell problem); cells of a merged area in the data are problems of
 * every row the area covers: the importer never guesses which row a merged value was meant for.
 */

export interface ReadLimits {
  maxRows: number;
  maxUncompressedBytes: number;
}

export interface ReadSheet {
  mapping: ColumnMapping;
  rows: SourceRow[];
}

export type ReadResult =
  { ok: true; sheet: ReadSheet } | { ok: false; message: string; values?: Record<string, string | number> };

export const READ_PROBLEM = {
  NOT_XLSX: 'productsImporter.errors.notXlsx',
  TOO_LARGE: 'productsImporter.errors.tooLargeUnpacked',
  TOO_MANY_ROWS: 'productsImporter.errors.tooManyRows',
  WRONG_TEMPLATE: 'productsImporter.errors.wrongTemplate',
  NO_ROWS: 'productsImporter.errors.noRows',
  FORMULA: 'productsImporter.problems.formula',
  CELL_ERROR: 'productsImporter.problems.cellError',
  MERGED: 'productsImporter.problems.merged',
} as const;

/** Rows of the template above the data (labels, keys) plus some slack for notes the user added. */
const HEADER_SLACK = 10;

type Read = { value: CellValue } | { problem: string };

/** A cell of any kind exceljs gives, as a plain value or the reason it cannot be taken. */
function plain(value: ExcelJS.CellValue): Read {
  if (value === null || value === undefined) return { value: null };
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return { value };
  if (value instanceof Date) return { value };
  if ('error' in value) return { problem: READ_PROBLEM.CELL_ERROR };
  if ('richText' in value) return { value: value.richText.map((part) => part.text).join('') };
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    // The value the spreadsheet program last computed; a formula never computed has none to take.
    if (result === undefined || result === null) return { problem: READ_PROBLEM.FORMULA };
    return plain(result);
  }
  if ('text' in value && typeof value.text === 'string') return { value: value.text };
  return { value: null };
}

function headerText(value: ExcelJS.CellValue): string | null {
  const read = plain(value);
  if ('problem' in read || read.value === null) return null;
  const text = String(read.value).trim();
  return text === '' ? null : text;
}

/** Merged areas ("B3:C4") as row and column spans. */
function mergedAreas(sheet: ExcelJS.Worksheet) {
  const merges = (sheet.model as { merges?: string[] }).merges ?? [];
  return merges.flatMap((range) => {
    const match = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(range);
    if (!match) return [];
    const column = (letters: string) =>
      [...letters].reduce((sum, char) => sum * 26 + char.charCodeAt(0) - 64, 0);
    return [
      {
        top: Number(match[2]),
        bottom: Number(match[4]),
        left: column(match[1]!),
        right: column(match[3]!),
      },
    ];
  });
}

/** The first worksheet with a key row, its key row number and its headers. */
function keyedSheet(workbook: ExcelJS.Workbook, importable: ReadonlySet<string>) {
  for (const sheet of workbook.worksheets) {
    const top: (string | null)[][] = [];
    for (let r = 1; r <= 5; r += 1) {
      const row = sheet.getRow(r);
      const cells: (string | null)[] = [];
      for (let c = 1; c <= sheet.columnCount; c += 1) cells.push(headerText(row.getCell(c).value));
      top.push(cells);
    }
    const keyRow = findKeyRow(top, importable);
    if (keyRow !== null) return { sheet, keyRow, headers: top[keyRow - 1]! };
  }
  return null;
}

/**
 * Reads an upload. `importable` are the attribute uuids the importer may write; `forUpdate` decides
 * which columns are required.
 */
export async function readImportSheet(
  bytes: Uint8Array,
  importable: ReadonlySet<string>,
  forUpdate: boolean,
  limits: ReadLimits,
): Promise<ReadResult> {
  try {
    return await readChecked(bytes, importable, forUpdate, limits);
  } catch {
    // A workbook that parses but whose parts contradict each other: refused as not an xlsx, never a 500.
    return { ok: false, message: READ_PROBLEM.NOT_XLSX };
  }
}

async function readChecked(
  bytes: Uint8Array,
  importable: ReadonlySet<string>,
  forUpdate: boolean,
  limits: ReadLimits,
): Promise<ReadResult> {
  const zip = await checkXlsxZip(bytes, { maxUncompressedBytes: limits.maxUncompressedBytes });
  if (!zip.ok)
    return zip.reason === 'notXlsx'
      ? { ok: false, message: READ_PROBLEM.NOT_XLSX }
      : { ok: false, message: READ_PROBLEM.TOO_LARGE };
  if (zip.maxSheetRows > limits.maxRows + HEADER_SLACK)
    return { ok: false, message: READ_PROBLEM.TOO_MANY_ROWS, values: { max: limits.maxRows } };
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    return { ok: false, message: READ_PROBLEM.NOT_XLSX };
  }
  const keyed = keyedSheet(workbook, importable);
  if (keyed === null) return { ok: false, message: READ_PROBLEM.WRONG_TEMPLATE };
  const { sheet, keyRow, headers } = keyed;
  const mapping = mapColumns(headers, importable, forUpdate);
  const merges = mergedAreas(sheet).filter((area) => area.bottom > keyRow);
  const rows: SourceRow[] = [];
  for (let r = keyRow + 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells = new Map<number, SourceCell>();
    for (const column of mapping.recognised) {
      const read = plain(row.getCell(column.index).value);
      cells.set(
        column.index,
        'problem' in read ? { value: null, problem: read.problem } : { value: read.value },
      );
    }
    for (const area of merges) {
      if (r < area.top || r > area.bottom) continue;
      for (const column of mapping.recognised)
        if (column.index >= area.left && column.index <= area.right)
          cells.set(column.index, { value: null, problem: READ_PROBLEM.MERGED });
    }
    const source = { row: r, cells };
    // Blank rows (trailing formatting, spacer rows) are no data: neither imported nor reported.
    if (!isBlankRow(source, mapping.recognised)) rows.push(source);
  }
  if (rows.length === 0) return { ok: false, message: READ_PROBLEM.NO_ROWS };
  if (rows.length > limits.maxRows)
    return { ok: false, message: READ_PROBLEM.TOO_MANY_ROWS, values: { max: limits.maxRows } };
  return { ok: true, sheet: { mapping, rows } };
}
