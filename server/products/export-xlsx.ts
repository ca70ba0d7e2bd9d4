import type { Workbook, Worksheet } from 'exceljs';
import type { Language } from '@domain/constants';
import type { DetailsCard } from '@domain/product-details-card';
import { availabilityRows, logisticsSummary, type Amount } from '@domain/product-details-logistics';
import { displayValue, valueCells } from '@domain/product-details-values';
import {
  formatDateCells,
  numberCell,
  wallClock,
  XLSX_DATE_FORMAT,
  XLSX_DATE_TIME_FORMAT,
} from '../xlsx/typed-cells';
import { identifyRows, packageTypeName, translatorFor, yesNo, type Translate } from './export-labels';

/** exceljs is large: loaded on the first export, so the server starts without it. */
export async function newWorkbook(): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'PIM';
  workbook.created = new Date();
  return workbook;
}

/** A sheet with a bold, frozen header row, filters on it, and the given column widths. */
export function sheetWithHeader(
  workbook: Workbook,
  name: string,
  columns: readonly { header: string; width: number }[],
): Worksheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return sheet;
}

function attributesSheet(workbook: Workbook, tr: Translate, card: DetailsCard, language: Language) {
  const sheet = sheetWithHeader(workbook, tr('productExport.sheets.attributes'), [
    { header: tr('productExport.columns.section'), width: 26 },
    { header: tr('productExport.columns.group'), width: 20 },
    { header: tr('productExport.columns.attribute'), width: 36 },
    { header: tr('productExport.columns.value'), width: 48 },
    { header: tr('productExport.columns.unit'), width: 10 },
    { header: tr('productExport.columns.network'), width: 14 },
  ]);
  const sectionNames = new Map(card.sections.map((section) => [section.code, section.name]));
  const words = { yes: tr('productExport.values.yes'), no: tr('productExport.values.no') };
  for (const attribute of card.attributes) {
    const cells = valueCells(displayValue(attribute, language), words);
    const network = attribute.private_network_code ?? null;
    const typed = typedValue(attribute);
    const row = sheet.addRow([
      sectionNames.get(attribute.section_code) ?? attribute.section_code,
      attribute.group_name ?? '',
      attribute.name,
      typed ?? cells.text,
      cells.unit,
      network === null ? '' : (card.networkNames[network] ?? network),
    ]);
    if (typed instanceof Date)
      row.getCell(4).numFmt =
        attribute.type === 'date' ? XLSX_DATE_FORMAT[language] : XLSX_DATE_TIME_FORMAT[language];
  }
  sheet.getColumn(4).alignment = { wrapText: true, vertical: 'top' };
}

/**
 * A single number or date attribute as a typed cell (a stored "64" a number, "2025-02-10" a date, the
 * typed time read without a time zone); null for every other value, which is written as its text.
 */
function typedValue(attribute: DetailsCard['attributes'][number]): number | Date | null {
  const stored = attribute.data[0]?.value[0];
  if (stored === undefined || attribute.data.length !== 1) return null;
  if (SINGLE_NUMBER.has(attribute.type)) {
    const cell = numberCell(stored);
    return typeof cell === 'number' ? cell : null;
  }
  if (attribute.type !== 'date' && attribute.type !== 'datetime') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?$/.exec(stored.trim());
  if (match === null) return null;
  const [year, month, day, hour, minute] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!));
  return Number.isNaN(date.getTime()) ? null : date;
}

const SINGLE_NUMBER: ReadonlySet<string> = new Set(['number', 'integer', 'float']);

const value = (amount: Amount | null) => numberCell(amount?.value);
const unit = (amount: Amount | null) => amount?.unit ?? '';

function logisticsSheet(workbook: Workbook, tr: Translate, card: DetailsCard) {
  const sheet = sheetWithHeader(
    workbook,
    tr('productExport.sheets.logistics'),
    [
      ['structure', 22],
      ['package', 30],
      ['eans', 30],
      ['units', 10],
      ['dimensions', 22],
      ['dimensionsUnit', 10],
      ['volume', 12],
      ['volumeUnit', 10],
      ['netWeight', 12],
      ['netWeightUnit', 10],
      ['grossWeight', 12],
      ['grossWeightUnit', 10],
    ].map(([key, width]) => ({ header: tr(`productExport.columns.${key}`), width: width as number })),
  );
  const rows = logisticsSummary(card.structures, (uuid) => card.unitNames[uuid] ?? null);
  for (const row of rows) {
    const networks = row.networkCodes.map((code) => card.networkNames[code] ?? code).join(', ');
    sheet.addRow([
      networks === ''
        ? tr('productExport.values.generalStructure')
        : tr('productExport.values.networkStructure', { codes: networks }),
      packageTypeName(tr, row.packageType),
      row.eans.join(', '),
      numberCell(row.units),
      // "300 × 200 × 100" stays text; the volume and weights are numbers.
      row.dimensions?.value ?? '',
      unit(row.dimensions),
      value(row.volume),
      unit(row.volume),
      value(row.netWeight),
      unit(row.netWeight),
      value(row.grossWeight),
      unit(row.grossWeight),
    ]);
  }
}

function availabilitySheet(workbook: Workbook, tr: Translate, card: DetailsCard) {
  const sheet = sheetWithHeader(workbook, tr('productExport.sheets.availability'), [
    { header: tr('productExport.columns.network'), width: 24 },
    { header: tr('productExport.columns.networkCode'), width: 14 },
    { header: tr('productExport.columns.visible'), width: 10 },
    { header: tr('productExport.columns.productNumber'), width: 20 },
  ]);
  for (const row of availabilityRows(card.availability.availability, card.networkNames))
    sheet.addRow([row.name, row.code, yesNo(tr, row.visible), row.productNumber]);
}

/**
 * §7 GET /product/{id}/get-as-xlsx: the card in four sheets — identify fields, every attribute (section,
 * group, name, value, unit, network of a private one), logistics (one row per package) and availability
 * (one row per network) — in the user's language (docs/decisions/0015).
 */
export async function cardWorkbook(card: DetailsCard, language: Language): Promise<Buffer> {
  const tr = translatorFor(language);
  const workbook = await newWorkbook();
  const identify = sheetWithHeader(workbook, tr('productExport.sheets.card'), [
    { header: tr('productExport.columns.field'), width: 32 },
    { header: tr('productExport.columns.value'), width: 60 },
  ]);
  // The id a number, the created and changed times dates on the user's clock; the rest text as printed.
  const dated = new Set([tr('productExport.fields.created'), tr('productExport.fields.updated')]);
  for (const [field, text] of identifyRows(tr, card, (iso) => iso)) {
    const typed =
      field === tr('productExport.fields.id')
        ? card.id
        : dated.has(field)
          ? (wallClock(text, language) ?? text)
          : text;
    formatDateCells(identify.addRow([field, typed]), language);
  }
  attributesSheet(workbook, tr, card, language);
  logisticsSheet(workbook, tr, card);
  availabilitySheet(workbook, tr, card);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
