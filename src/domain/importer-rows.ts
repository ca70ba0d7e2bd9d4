import { gtin14, gtinFault, isEanNotSet } from './gs1';
import {
  IMPORT_COLUMN,
  attributeKey,
  unitKey,
  type FixedColumn,
  type MappedColumn,
} from './importer-columns';
import { cellText, parseAttributeCell, type CellValue, type ImportAttribute } from './importer-cells';
import type { AttributeData } from './product';
import { validateDraft } from './product-validation';

/**
 * §2 Products importer: one spreadsheet row checked with the card's rules (GTIN check digit, required
 * fields, attribute validity) into what the server writes, plus a problem per cell (docs/decisions/0021).
 * Pure: the lookups it needs (categories, producers, attribute definitions) are given to it.
 */

/** A problem of one cell (or of the row, column '_'), as a message key; errors skip the row, warnings not. */
export interface ImportProblem {
  column: string;
  message: string;
  values?: Record<string, string | number>;
  level: 'error' | 'warning';
}

/** A cell as read: its value, or the reason it could not be read (a formula without result, a merge). */
export interface SourceCell {
  value: CellValue;
  problem?: string;
}

export interface SourceRow {
  /** The row number in the sheet, as the user sees it in the spreadsheet program. */
  row: number;
  /** By column index (1-based). */
  cells: ReadonlyMap<number, SourceCell>;
}

export interface RowLookups {
  forUpdate: boolean;
  attributes: ReadonlyMap<string, ImportAttribute>;
  /** GPC code → category id. */
  categories: ReadonlyMap<string, number>;
  /** Producer name (lower case) → id and its brands (lower-case name → id). */
  producers: ReadonlyMap<string, { id: number; brands: ReadonlyMap<string, number> }>;
}

export interface CheckedRow {
  row: number;
  /** The valid GTIN of the row, or null. */
  gtin: string | null;
  /** The GTIN cell as written, for the report of a row whose GTIN was refused. */
  gtinText: string;
  profile: {
    name?: string;
    name_to_show?: string;
    producerId?: number;
    brandId?: number;
    categoryId?: number;
  };
  attributes: { uuid: string; data: AttributeData[] }[];
  problems: ImportProblem[];
}

export const ROW_PROBLEM = {
  REQUIRED: 'validation.required',
  UNKNOWN_CATEGORY: 'validation.unknownCategory',
  UNKNOWN_PRODUCER: 'validation.unknownProducer',
  UNKNOWN_BRAND: 'validation.unknownBrand',
  GTIN_REPEATED: 'productsImporter.problems.gtinRepeated',
  GTIN_TAKEN: 'productsImporter.problems.gtinTaken',
  CARD_NOT_FOUND: 'productsImporter.problems.cardNotFound',
  NOT_IN_CATEGORY: 'productsImporter.problems.notInCategory',
  REQUIRED_FOR_READY: 'productsImporter.problems.requiredForReady',
  GTIN_NUMBER: 'productsImporter.problems.gtinNumber',
  TOO_LONG: 'productsImporter.problems.tooLong',
} as const;

/** Longest name a card keeps (the form's own limit would be the same sentence to the user). */
export const MAX_NAME = 255;

export const hasErrors = (row: { problems: readonly ImportProblem[] }) =>
  row.problems.some((problem) => problem.level === 'error');

const error = (column: string, message: string, values?: ImportProblem['values']): ImportProblem =>
  values === undefined ? { column, message, level: 'error' } : { column, message, values, level: 'error' };

/**
 * The GTIN of a cell. A number cell lost its leading zeros (a UPC-A typed as a number), so 9 to 11 digits
 * are padded back to 12; text is taken as written.
 */
export function gtinOfCell(value: CellValue): string {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) return String(value);
    const digits = String(value);
    return digits.length >= 9 && digits.length < 12 ? digits.padStart(12, '0') : digits;
  }
  return cellText(value);
}

/** True when no recognised cell of the row holds anything: the row is left out, not reported. */
export function isBlankRow(row: SourceRow, columns: readonly MappedColumn[]): boolean {
  return columns.every((column) => {
    const cell = row.cells.get(column.index);
    return cell === undefined || (cell.problem === undefined && cellText(cell.value) === '');
  });
}

function fixedCells(row: SourceRow, columns: readonly MappedColumn[], problems: ImportProblem[]) {
  const fixed = new Map<FixedColumn, string>();
  const raw = new Map<FixedColumn, CellValue>();
  for (const column of columns) {
    if (column.ref.kind !== 'fixed') continue;
    const cell = row.cells.get(column.index);
    if (cell?.problem !== undefined) {
      problems.push(error(column.key, cell.problem));
      continue;
    }
    const value = cell?.value ?? null;
    raw.set(column.ref.key, value);
    const text = cellText(value);
    if (text !== '') fixed.set(column.ref.key, text);
  }
  return { fixed, raw };
}

function checkGtin(raw: CellValue | undefined, problems: ImportProblem[]): string | null {
  if (raw instanceof Date || typeof raw === 'boolean') {
    problems.push(error(IMPORT_COLUMN.GTIN, ROW_PROBLEM.GTIN_NUMBER));
    return null;
  }
  const gtin = gtinOfCell(raw ?? null);
  if (isEanNotSet(gtin)) {
    problems.push(error(IMPORT_COLUMN.GTIN, ROW_PROBLEM.REQUIRED));
    return null;
  }
  const fault = gtinFault(gtin);
  if (fault !== null) {
    problems.push(error(IMPORT_COLUMN.GTIN, fault, { value: gtin }));
    return null;
  }
  return gtin;
}

function checkProfile(fixed: Map<FixedColumn, string>, lookups: RowLookups, problems: ImportProblem[]) {
  const profile: CheckedRow['profile'] = {};
  for (const key of [IMPORT_COLUMN.NAME, IMPORT_COLUMN.NAME_TO_SHOW] as const) {
    const text = fixed.get(key);
    if (text === undefined) continue;
    if (text.length > MAX_NAME) problems.push(error(key, ROW_PROBLEM.TOO_LONG, { max: MAX_NAME }));
    else profile[key] = text;
  }
  // §5 Product, draft: a new card needs name_to_show (the same rule as the form's draft save).
  const nameRead = !problems.some((problem) => problem.column === IMPORT_COLUMN.NAME_TO_SHOW);
  if (!lookups.forUpdate && nameRead) {
    const faults = validateDraft({ product_profile: { name_to_show: profile.name_to_show ?? '' } as never });
    for (const fault of faults) problems.push(error(IMPORT_COLUMN.NAME_TO_SHOW, fault.message));
  }
  const code = fixed.get(IMPORT_COLUMN.CATEGORY);
  if (code !== undefined) {
    const id = lookups.categories.get(code);
    if (id === undefined) problems.push(error(IMPORT_COLUMN.CATEGORY, ROW_PROBLEM.UNKNOWN_CATEGORY));
    else profile.categoryId = id;
  }
  const producerName = fixed.get(IMPORT_COLUMN.PRODUCER);
  const producer = producerName === undefined ? undefined : lookups.producers.get(producerName.toLowerCase());
  if (producerName !== undefined && producer === undefined)
    problems.push(error(IMPORT_COLUMN.PRODUCER, ROW_PROBLEM.UNKNOWN_PRODUCER));
  if (producer !== undefined) profile.producerId = producer.id;
  const brandName = fixed.get(IMPORT_COLUMN.BRAND)?.toLowerCase();
  if (brandName !== undefined) {
    // The brand of the named producer; without a producer, the company's brand of that name.
    const candidates = producer !== undefined ? [producer] : [...lookups.producers.values()];
    const brandId = candidates.map((entry) => entry.brands.get(brandName)).find((id) => id !== undefined);
    if (brandId === undefined) problems.push(error(IMPORT_COLUMN.BRAND, ROW_PROBLEM.UNKNOWN_BRAND));
    else profile.brandId = brandId;
  }
  return profile;
}

function checkAttributes(
  row: SourceRow,
  columns: readonly MappedColumn[],
  lookups: RowLookups,
  problems: ImportProblem[],
) {
  const unitColumns = new Map<string, number>();
  for (const column of columns)
    if (column.ref.kind === 'unit') unitColumns.set(column.ref.uuid, column.index);
  const attributes: CheckedRow['attributes'] = [];
  for (const column of columns) {
    if (column.ref.kind !== 'attribute') continue;
    const definition = lookups.attributes.get(column.ref.uuid);
    const cell = row.cells.get(column.index);
    if (definition === undefined || cell === undefined) continue;
    if (cell.problem !== undefined) {
      problems.push(error(column.key, cell.problem));
      continue;
    }
    if (cellText(cell.value) === '') continue; // §2 an empty cell leaves the value as it is
    const unitIndex = unitColumns.get(definition.uuid);
    const unitCell = unitIndex === undefined ? undefined : row.cells.get(unitIndex);
    if (unitCell?.problem !== undefined) {
      problems.push(error(unitKey(definition.uuid), unitCell.problem));
      continue;
    }
    const parsed = parseAttributeCell(definition, cell.value, unitCell?.value ?? null);
    if (parsed.ok) attributes.push({ uuid: definition.uuid, data: parsed.data });
    else
      problems.push(
        error(
          parsed.onUnit ? unitKey(definition.uuid) : attributeKey(definition.uuid),
          parsed.problem.message,
          parsed.problem.values,
        ),
      );
  }
  return attributes;
}

/** §2 A row checked on its own: what it would write and every problem of its cells. */
export function checkRow(row: SourceRow, columns: readonly MappedColumn[], lookups: RowLookups): CheckedRow {
  const problems: ImportProblem[] = [];
  const { fixed, raw } = fixedCells(row, columns, problems);
  const gtin = problems.some((problem) => problem.column === IMPORT_COLUMN.GTIN)
    ? null
    : checkGtin(raw.get(IMPORT_COLUMN.GTIN), problems);
  const profile = checkProfile(fixed, lookups, problems);
  const attributes = checkAttributes(row, columns, lookups, problems);
  const gtinText = raw.get(IMPORT_COLUMN.GTIN);
  return {
    row: row.row,
    gtin,
    gtinText:
      gtinText instanceof Date || typeof gtinText === 'boolean'
        ? cellText(gtinText ?? null)
        : gtinOfCell(gtinText ?? null),
    profile,
    attributes,
    problems,
  };
}

/** §5 GS1: a GTIN names one product; its second appearance in the file is refused (the first one stands). */
export function markRepeatedGtins(rows: readonly CheckedRow[]): void {
  const first = new Map<string, number>();
  for (const row of rows) {
    if (row.gtin === null || hasErrors(row)) continue;
    const key = gtin14(row.gtin);
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, row.row);
    else row.problems.push(error(IMPORT_COLUMN.GTIN, ROW_PROBLEM.GTIN_REPEATED, { row: earlier }));
  }
}

/** How an attribute applies to a category (the nearest assignment along its chain, docs/decisions/0008). */
export interface CategoryAttribute {
  isRequired: boolean;
  isVisible: boolean;
}

/**
 * §2 The values checked against the card's category: an attribute the category does not carry is left
 * out with a warning; a required one still empty is a warning (the card stays a draft until it is filled).
 * `filled` are the attributes the card already has values for (an update keeps them).
 */
export function applyCategory(
  row: CheckedRow,
  categoryAttributes: ReadonlyMap<string, CategoryAttribute> | null,
  filled: ReadonlySet<string>,
): CheckedRow {
  const kept = row.attributes.filter((attribute) => {
    if (categoryAttributes?.get(attribute.uuid)?.isVisible === true) return true;
    row.problems.push({
      column: attributeKey(attribute.uuid),
      message: ROW_PROBLEM.NOT_IN_CATEGORY,
      level: 'warning',
    });
    return false;
  });
  const given = new Set(kept.map((attribute) => attribute.uuid));
  for (const [uuid, flags] of categoryAttributes ?? []) {
    if (!flags.isRequired || !flags.isVisible || given.has(uuid) || filled.has(uuid)) continue;
    row.problems.push({
      column: attributeKey(uuid),
      message: ROW_PROBLEM.REQUIRED_FOR_READY,
      level: 'warning',
    });
  }
  return { ...row, attributes: kept };
}
