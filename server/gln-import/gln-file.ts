import type ExcelJS from 'exceljs';
import type { GlnSourceRow } from '@domain/gln-import';
import { loadExcel } from '../importer/excel';
import { checkXlsxZip } from '../importer/zip-guard';

/**
 * §6 Import GLN file (docs/decisions/0050): a csv or xlsx with a header row naming a company column and a
 * GLN column, in any order, read into rows. Everything that goes wrong while reading is a message key for
 * a 400; nothing here writes.
 */

export const GLN_FILE_PROBLEM = {
  NOT_READABLE: 'glnImport.errors.notReadable',
  COLUMNS: 'glnImport.errors.columns',
  NO_ROWS: 'glnImport.errors.noRows',
  TOO_MANY_ROWS: 'glnImport.errors.tooManyRows',
} as const;

export type GlnFileRead =
  { ok: true; rows: GlnSourceRow[] } | { ok: false; key: string; values?: Record<string, number> };

/** Header words of the company column (pl, de, ro, en, and the tax id's names): matched case aside. */
const COMPANY_HEADERS = new Set([
  'company',
  'firma',
  'nazwa firmy',
  'unternehmen',
  'companie',
  'compania',
  'nip',
  'tax_id',
  'cui',
]);
const GLN_HEADERS = new Set(['gln']);

const headerKey = (value: string) => value.trim().toLocaleLowerCase('pl');

/** One csv line split on the separator; a quoted field may hold the separator and doubled quotes. */
function splitCsvLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

/** Spreadsheet programs in pl, de and ro write csv with ";" (the comma is their decimal mark). */
function separatorOf(header: string): string {
  const counts = [';', ',', '\t'].map((separator) => [separator, header.split(separator).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

function readCsv(bytes: Uint8Array): string[][] {
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  const lines = text.split(/\r\n|\n|\r/);
  const separator = separatorOf(lines[0] ?? '');
  return lines.map((line) => splitCsvLine(line, separator));
}

/** A cell as text (a formula gives its last result). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number')
    return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value && value.result !== undefined) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value && typeof value.text === 'string') return value.text;
  return '';
}

async function readXlsx(bytes: Uint8Array, maxUncompressedBytes: number): Promise<string[][] | null> {
  const zip = await checkXlsxZip(bytes, { maxUncompressedBytes });
  if (!zip.ok) return null;
  const workbook = new (await loadExcel()).Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) return [];
  const lines: string[][] = [];
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let column = 1; column <= Math.max(row.cellCount, 1); column += 1)
      cells.push(cellText(row.getCell(column).value).trim());
    lines.push(cells);
  }
  return lines;
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/** Reads an upload: xlsx when it is a zip, csv (UTF-8) otherwise; blank lines are skipped, not reported. */
export async function readGlnFile(
  bytes: Uint8Array,
  limits: { maxRows: number; maxUncompressedBytes: number },
): Promise<GlnFileRead> {
  const xlsx = isZip(bytes);
  let lines: string[][] | null;
  try {
    lines = xlsx ? await readXlsx(bytes, limits.maxUncompressedBytes) : readCsv(bytes);
  } catch {
    lines = null;
  }
  if (lines === null) return { ok: false, key: GLN_FILE_PROBLEM.NOT_READABLE };
  const header = (lines[0] ?? []).map(headerKey);
  const companyColumn = header.findIndex((cell) => COMPANY_HEADERS.has(cell));
  const glnColumn = header.findIndex((cell) => GLN_HEADERS.has(cell));
  if (companyColumn < 0 || glnColumn < 0) return { ok: false, key: GLN_FILE_PROBLEM.COLUMNS };
  // A GLN typed into a spreadsheet as a number lost its leading zeros: 1 to 12 digits get them back.
  const glnOf = (cell: string) => (xlsx && /^\d{1,12}$/.test(cell) ? cell.padStart(13, '0') : cell);
  const rows = lines
    .map((cells, index) => ({
      row: index + 1,
      company: cells[companyColumn] ?? '',
      gln: glnOf(cells[glnColumn] ?? ''),
    }))
    .slice(1)
    .filter((row) => row.company !== '' || row.gln !== '');
  if (rows.length === 0) return { ok: false, key: GLN_FILE_PROBLEM.NO_ROWS };
  if (rows.length > limits.maxRows)
    return { ok: false, key: GLN_FILE_PROBLEM.TOO_MANY_ROWS, values: { max: limits.maxRows } };
  return { ok: true, rows };
}
