import type { AttributeType } from './attribute-types';

/**
 * §2 Products importer (docs/decisions/0021): the columns of the import template. Every column has a
 * stable key, written in the template's key row, by which the importer recognises it whatever its label
 * or position says. Attributes are keyed by their uuid, their units by the same uuid.
 */
export const IMPORT_COLUMN = {
  GTIN: 'gtin',
  NAME_TO_SHOW: 'name_to_show',
  NAME: 'name',
  PRODUCER: 'producer',
  BRAND: 'brand',
  CATEGORY: 'category',
} as const;
export type FixedColumn = (typeof IMPORT_COLUMN)[keyof typeof IMPORT_COLUMN];
export const FIXED_COLUMNS: readonly FixedColumn[] = Object.values(IMPORT_COLUMN);

export const ATTRIBUTE_PREFIX = 'attr:';
export const UNIT_PREFIX = 'unit:';

/** Where the key row may be: labels above it are for people and are skipped. */
export const KEY_ROW_SEARCH = 5;

/**
 * §3 Attribute types a spreadsheet cell can hold. File uploads, per-value numbers and texts, and the
 * range selector need a structure a cell cannot express, so they are left out of the template.
 */
export const IMPORTABLE_TYPES: ReadonlySet<AttributeType> = new Set<AttributeType>([
  'boolean',
  'checkbox',
  'checkbox_text',
  'date',
  'datetime',
  'html_textarea',
  'integer',
  'float',
  'number',
  'text',
  'textarea',
  'text_unit',
  'select',
  'multiselect',
  'radio_multi_select',
  'checkbox_multi_select',
  'pictogram_multi_select',
  'rangenumber',
  'twonumber',
  'threenumber',
]);

/** What a recognised column is. */
export type ColumnRef =
  { kind: 'fixed'; key: FixedColumn } | { kind: 'attribute'; uuid: string } | { kind: 'unit'; uuid: string };

/** One column of the uploaded sheet: its position (1-based), its key, and what the key means. */
export interface MappedColumn {
  index: number;
  key: string;
  ref: ColumnRef;
}

export interface ColumnMapping {
  recognised: MappedColumn[];
  /** Headers the importer does not know (or that name a column twice): ignored, and said so. */
  unknown: { index: number; header: string }[];
  /** Keys the import needs and the file lacks. */
  missing: FixedColumn[];
}

export const attributeKey = (uuid: string) => `${ATTRIBUTE_PREFIX}${uuid}`;
export const unitKey = (uuid: string) => `${UNIT_PREFIX}${uuid}`;

/** What a header text names, or null; `importable` tells which attribute uuids may be imported. */
export function columnRef(header: string, importable: ReadonlySet<string>): ColumnRef | null {
  const key = header.trim();
  if ((FIXED_COLUMNS as readonly string[]).includes(key)) return { kind: 'fixed', key: key as FixedColumn };
  for (const [prefix, kind] of [
    [ATTRIBUTE_PREFIX, 'attribute'],
    [UNIT_PREFIX, 'unit'],
  ] as const) {
    if (!key.startsWith(prefix)) continue;
    const uuid = key.slice(prefix.length).toLowerCase();
    return importable.has(uuid) ? { kind, uuid } : null;
  }
  return null;
}

/** The columns an import needs: the GTIN always (it finds or names the card), the shown name for new cards. */
export function requiredColumns(forUpdate: boolean): FixedColumn[] {
  return forUpdate ? [IMPORT_COLUMN.GTIN] : [IMPORT_COLUMN.GTIN, IMPORT_COLUMN.NAME_TO_SHOW];
}

/**
 * §2 column mapping check: the recognised columns of a key row, the unknown ones, the required ones
 * missing. A key given twice counts once (the first); the second is reported as unknown.
 */
export function mapColumns(
  headers: readonly (string | null)[],
  importable: ReadonlySet<string>,
  forUpdate: boolean,
): ColumnMapping {
  const recognised: MappedColumn[] = [];
  const unknown: ColumnMapping['unknown'] = [];
  const seen = new Set<string>();
  headers.forEach((header, position) => {
    if (header === null || header.trim() === '') return;
    const index = position + 1;
    const ref = columnRef(header, importable);
    const key = ref === null ? header.trim() : refKey(ref);
    if (ref === null || seen.has(key)) {
      unknown.push({ index, header: header.trim() });
      return;
    }
    seen.add(key);
    recognised.push({ index, key, ref });
  });
  const missing = requiredColumns(forUpdate).filter((key) => !seen.has(key));
  return { recognised, unknown, missing };
}

export function refKey(ref: ColumnRef): string {
  if (ref.kind === 'fixed') return ref.key;
  return ref.kind === 'attribute' ? attributeKey(ref.uuid) : unitKey(ref.uuid);
}

/** The row (1-based, among the first KEY_ROW_SEARCH) whose cells name at least one known column. */
export function findKeyRow(
  rows: readonly (readonly (string | null)[])[],
  importable: ReadonlySet<string>,
): number | null {
  for (let i = 0; i < Math.min(rows.length, KEY_ROW_SEARCH); i += 1) {
    const row = rows[i] ?? [];
    if (row.some((cell) => cell !== null && columnRef(cell, importable) !== null)) return i + 1;
  }
  return null;
}

/** Longest file name kept with an upload. */
export const MAX_IMPORT_FILE_NAME = 120;

/**
 * The name an upload is kept and shown under: the last path segment, markup and control characters
 * removed (a name like `<img onerror=…>.xlsx` keeps its words, never its tags), at most 120 characters.
 * It is only ever rendered as text; removing the characters makes it safe in an e-mail or a log too.
 */
export function importFileName(raw: string): string {
  const base = raw.normalize('NFC').split(/[\\/]/).at(-1) ?? '';
  const cleaned = base.replace(/[<>"'`&\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069]/gu, '').trim();
  const name = Array.from(cleaned)
    .slice(-MAX_IMPORT_FILE_NAME)
    .join('')
    .replace(/^[\s.]+/, '');
  return name === '' ? 'import.xlsx' : name;
}
