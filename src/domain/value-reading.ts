import type { Language } from './constants';

/**
 * §3 Attribute types, read-only: stored numbers and dates as the reader's language writes them. A value
 * keeps its own digits (no rounding, no grouping); only the decimal mark and the date's shape change, so
 * "3.2" from an import and "3,2" typed in the form read alike.
 */

const DECIMAL = /^([-+]?\d+)(?:[.,](\d+))?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;

const marks = new Map<Language, string>();
function decimalMark(language: Language): string {
  let mark = marks.get(language);
  if (mark === undefined) {
    mark =
      new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ??
      ',';
    marks.set(language, mark);
  }
  return mark;
}

/** A stored number with the language's decimal mark; anything that is not a plain number as stored. */
export function readDecimal(value: string, language: Language): string {
  const match = DECIMAL.exec(value.trim());
  if (match === null) return value;
  const [, whole, fraction] = match;
  return fraction === undefined ? `${whole}` : `${whole}${decimalMark(language)}${fraction}`;
}

/**
 * A stored date ("2025-02-10") or date and time ("2025-02-10T09:30") as the language writes it; the time
 * is the one typed, read without any time zone. Anything else is shown as stored.
 */
export function readDate(value: string, withTime: boolean, language: Language): string {
  const match = DATE.exec(value.trim());
  if (match === null) return value;
  const [year, month, day, hour, minute] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!));
  if (Number.isNaN(date.getTime())) return value;
  const time = withTime && match[4] !== undefined;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    ...(time ? { timeStyle: 'short' as const } : {}),
    timeZone: 'UTC',
  }).format(date);
}
