import { attributeValidity, autoSelectSingleUnit, VALIDITY } from './attribute-validity';
import { UNIT_TYPES, type AttributeType } from './attribute-types';
import { chosenEntry, customEntry } from './attribute-values';
import { FAULT_MESSAGE } from './faults';
import type { AttributeData } from './product';

/**
 * §2 Products importer, §3 Attribute: one spreadsheet cell turned into the card's attribute data, with the
 * card's own validity rule (§5) run on the result. Pure: the server imports it, the tests call it.
 * Choices where the spec is silent are in docs/decisions/0021.
 */

/** A cell as read from the workbook: formulas already replaced by their cached result. */
export type CellValue = string | number | boolean | Date | null;

/** Why a cell cannot be taken: a message key (section productsImporter.problems or validation) and values. */
export interface CellProblem {
  message: string;
  values?: Record<string, string | number>;
}

/** An attribute definition as the importer needs it: names in every language to match cells against. */
export interface ImportAttribute {
  uuid: string;
  type: AttributeType;
  units: readonly { uuid: string; names: readonly string[] }[];
  values: readonly { uuid: string; name: string; names: readonly string[] }[];
  validationValues: readonly string[];
  customValuesCount: number;
}

export const PROBLEM = {
  NUMBER: 'productsImporter.problems.number',
  INTEGER: 'productsImporter.problems.integer',
  BOOLEAN: 'productsImporter.problems.boolean',
  DATE: 'productsImporter.problems.date',
  DATETIME: 'productsImporter.problems.datetime',
  UNKNOWN_VALUE: 'productsImporter.problems.unknownValue',
  ONE_VALUE: 'productsImporter.problems.oneValue',
  TOO_MANY_CUSTOM: 'productsImporter.problems.tooManyCustom',
  NUMBERS_COUNT: 'productsImporter.problems.numbersCount',
  UNKNOWN_UNIT: 'productsImporter.problems.unknownUnit',
  UNIT_REQUIRED: FAULT_MESSAGE.UNIT,
  TOO_LONG: 'productsImporter.problems.tooLong',
} as const;

/** Longest text a cell may put in a text attribute (a rich description fits; a pasted book does not). */
export const MAX_TEXT = 10_000;

const TRUE_WORDS = new Set(['true', '1', 'tak', 'yes', 'da', 'ja', 'x', 'prawda', 'wahr', 'adevărat']);
const FALSE_WORDS = new Set(['false', '0', 'nie', 'no', 'nu', 'nein', 'fałsz', 'falsch', 'fals']);
const UNIT_BEARING: ReadonlySet<string> = new Set(UNIT_TYPES);
const NUMBER = /^-?\d+(\.\d+)?$/;

const pad = (value: number, size = 2) => String(value).padStart(size, '0');
const isoDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The text of a cell (numbers without a thousands separator, dates as YYYY-MM-DD); '' when empty. */
export function cellText(value: CellValue): string {
  if (value === null) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : isoDay(value);
  return String(value).trim();
}

export const isEmptyCell = (value: CellValue) => cellText(value) === '';

/** A calendar day that exists (2026-02-30 does not). */
function realDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return isoDay(date);
}

/**
 * A date from a date cell or from text written YYYY-MM-DD or DD.MM.YYYY (the day-first order of pl, de
 * and ro). Anything else (03/12/2024, "12 marca", a bare number) is refused: a guessed date is a wrong one.
 */
export function parseDay(value: CellValue): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : isoDay(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (iso) return realDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (dotted) return realDay(Number(dotted[3]), Number(dotted[2]), Number(dotted[1]));
  return null;
}

/** A date and time as stored ("2024-05-01 12:30:00"), from a date cell or the text forms of parseDay + time. */
export function parseDateTime(value: CellValue): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return `${isoDay(value)} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
  }
  if (typeof value !== 'string') return null;
  const match = /^(\S+)[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const day = parseDay(match[1]!);
  const [hours, minutes, seconds] = [Number(match[2]), Number(match[3]), Number(match[4] ?? '0')];
  if (day === null || hours > 23 || minutes > 59 || seconds > 59) return null;
  return `${day} ${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** A decimal number as the card stores it (a dot, no exponent); a comma is taken as the decimal mark. */
export function parseNumber(value: CellValue, integer = false): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || (integer && !Number.isInteger(value))) return null;
    return String(value);
  }
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(',', '.');
  if (!NUMBER.test(text) || (integer && text.includes('.'))) return null;
  return text;
}

export function parseBoolean(value: CellValue): boolean | null {
  if (typeof value === 'boolean') return value;
  const text = cellText(value).toLowerCase();
  if (TRUE_WORDS.has(text)) return true;
  if (FALSE_WORDS.has(text)) return false;
  return null;
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** The unit a cell names by code, by name in any language, or by uuid. */
function findUnit(attribute: ImportAttribute, text: string) {
  return attribute.units.find((unit) => unit.uuid === text || unit.names.some((name) => same(name, text)));
}

function findValue(attribute: ImportAttribute, text: string) {
  return attribute.values.find(
    (value) => value.uuid === text || value.names.some((name) => same(name, text)),
  );
}

type Parsed = { ok: true; data: AttributeData[] } | { ok: false; problem: CellProblem };
const refuse = (message: string, values?: Record<string, string | number>): Parsed => ({
  ok: false,
  problem: values === undefined ? { message } : { message, values },
});
const one = (value: string[]): Parsed => ({ ok: true, data: [{ value }] });

/** §3 multi-value cells: one value per line or per semicolon. */
const splitValues = (text: string) =>
  text
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

function parseChoices(attribute: ImportAttribute, text: string, multi: boolean): Parsed {
  const parts = multi ? splitValues(text) : [text];
  const customAllowed = attribute.customValuesCount > 0;
  const data: AttributeData[] = [];
  let custom = 0;
  for (const part of parts) {
    const value = findValue(attribute, part);
    if (value !== undefined) data.push(chosenEntry({ uuid: value.uuid, name: value.name }, customAllowed));
    else if (customAllowed) {
      custom += 1;
      if (custom > attribute.customValuesCount)
        return refuse(PROBLEM.TOO_MANY_CUSTOM, { count: attribute.customValuesCount });
      data.push(customEntry(part));
    } else return refuse(PROBLEM.UNKNOWN_VALUE, { value: part });
  }
  return { ok: true, data };
}

/** Two or three numbers: "10;20", "10 x 20 x 30". */
function parseNumbers(text: string, count: number): Parsed {
  const parts = text.split(/\s*(?:;|x|×|\*)\s*/i).filter((part) => part !== '');
  if (parts.length !== count) return refuse(PROBLEM.NUMBERS_COUNT, { count });
  const numbers = parts.map((part) => parseNumber(part));
  if (numbers.some((number) => number === null)) return refuse(PROBLEM.NUMBER);
  return one(numbers as string[]);
}

/** The value part of a filled cell, by type; units come after. */
function parseValue(attribute: ImportAttribute, value: CellValue): Parsed {
  const text = cellText(value);
  // §5 A named special value ("n/a") stands in for a number and its unit.
  if (attribute.validationValues.some((name) => same(name, text))) return one([text]);
  switch (attribute.type) {
    case 'number':
    case 'float':
    case 'text_unit': {
      if (attribute.type === 'text_unit') return one([text]);
      const number = parseNumber(value);
      return number === null ? refuse(PROBLEM.NUMBER, { value: text }) : one([number]);
    }
    case 'integer': {
      const number = parseNumber(value, true);
      return number === null ? refuse(PROBLEM.INTEGER, { value: text }) : one([number]);
    }
    case 'boolean':
    case 'checkbox': {
      const flag = parseBoolean(value);
      return flag === null ? refuse(PROBLEM.BOOLEAN, { value: text }) : one([String(flag)]);
    }
    case 'date': {
      const day = parseDay(value);
      return day === null ? refuse(PROBLEM.DATE, { value: text }) : one([day]);
    }
    case 'datetime': {
      const moment = parseDateTime(value);
      return moment === null ? refuse(PROBLEM.DATETIME, { value: text }) : one([moment]);
    }
    case 'select':
    case 'radio_multi_select':
      return parseChoices(attribute, text, false);
    case 'multiselect':
    case 'checkbox_multi_select':
    case 'pictogram_multi_select':
      return parseChoices(attribute, text, true);
    case 'rangenumber':
    case 'twonumber':
      return parseNumbers(text, 2);
    case 'threenumber':
      return parseNumbers(text, 3);
    default:
      return text.length > MAX_TEXT ? refuse(PROBLEM.TOO_LONG, { max: MAX_TEXT }) : one([text]);
  }
}

export type AttributeCell =
  { ok: true; data: AttributeData[] } | { ok: false; problem: CellProblem; onUnit: boolean };

/**
 * §3 One attribute from its value cell and (for types with units) its unit cell. A single offered unit
 * is set by itself (§5, as the form does); several need the unit cell. The card's validity rule (§5) is
 * the last word, so a value the form would call invalid is never imported.
 */
export function parseAttributeCell(
  attribute: ImportAttribute,
  value: CellValue,
  unit: CellValue,
): AttributeCell {
  const parsed = parseValue(attribute, value);
  if (!parsed.ok) return { ...parsed, onUnit: false };
  let data = parsed.data;
  const unitText = cellText(unit);
  if (UNIT_BEARING.has(attribute.type) && attribute.units.length > 0 && unitText !== '') {
    const found = findUnit(attribute, unitText);
    if (found === undefined)
      return {
        ok: false,
        problem: { message: PROBLEM.UNKNOWN_UNIT, values: { value: unitText } },
        onUnit: true,
      };
    data = data.map((entry, index) => (index === 0 ? { ...entry, unit_uuid: found.uuid } : entry));
  }
  const units = attribute.units.map((entry) => ({ uuid: entry.uuid, name: entry.names[0] ?? '' }));
  const checked = autoSelectSingleUnit({ type: attribute.type, data, available_units: units });
  const validity = attributeValidity({
    type: attribute.type,
    data: checked.data,
    available_units: units,
    available_validation_values: attribute.validationValues.map((name) => ({ name })),
    custom_values_count: attribute.customValuesCount,
  });
  if (validity === VALIDITY.NO_UNIT)
    return { ok: false, problem: { message: PROBLEM.UNIT_REQUIRED }, onUnit: true };
  if (validity === VALIDITY.NO_VALUE)
    return { ok: false, problem: { message: FAULT_MESSAGE.NOT_EMPTY }, onUnit: false };
  // Only the stored fields: names are filled in again in the reader's language when the card is shown.
  return {
    ok: true,
    data: checked.data.map((entry) => ({
      value: entry.value,
      value_uuid: entry.value_uuid ?? null,
      unit_uuid: entry.unit_uuid ?? null,
      ...(entry.is_custom_value === true ? { is_custom_value: true } : {}),
    })),
  };
}
