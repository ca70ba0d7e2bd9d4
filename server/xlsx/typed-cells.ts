import type { Row } from 'exceljs';
import type { Language } from '@domain/constants';

/**
 * Typed xlsx cells (docs/decisions/0058): numbers as numbers and dates as dates, so a spreadsheet sums,
 * sorts and filters them; the date's number format is the reader's language's (day first in pl, de, ro).
 */
export const XLSX_DATE_FORMAT: Readonly<Record<Language, string>> = {
  pl: 'dd.mm.yyyy',
  de: 'dd.mm.yyyy',
  ro: 'dd.mm.yyyy',
};

export const XLSX_DATE_TIME_FORMAT: Readonly<Record<Language, string>> = {
  pl: 'dd.mm.yyyy hh:mm',
  de: 'dd.mm.yyyy hh:mm',
  ro: 'dd.mm.yyyy hh:mm',
};

/** The time zone of each language's instance (§1: pl, de, ro): an export's times read as the user's clock. */
export const TIME_ZONE: Readonly<Record<Language, string>> = {
  pl: 'Europe/Warsaw',
  de: 'Europe/Berlin',
  ro: 'Europe/Bucharest',
};

const clocks = new Map<Language, Intl.DateTimeFormat>();
function clockOf(language: Language): Intl.DateTimeFormat {
  let clock = clocks.get(language);
  if (clock === undefined) {
    clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE[language],
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clocks.set(language, clock);
  }
  return clock;
}

/**
 * An instant as a date cell showing the wall clock of the language's instance: an Excel date has no time
 * zone, so the UTC fields of the Date written are the local day and time. Null for no or a bad instant.
 */
export function wallClock(instant: Date | string | null | undefined, language: Language): Date | null {
  if (instant === null || instant === undefined || instant === '') return null;
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return null;
  const part = Object.fromEntries(
    clockOf(language)
      .formatToParts(date)
      .map((piece) => [piece.type, Number(piece.value)]),
  ) as Record<string, number>;
  return new Date(Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!));
}

const PLAIN_NUMBER = /^-?\d{1,15}(?:[.,]\d+)?$/;

/**
 * A stored number ("64", "0.25", "3,2") as a number cell; anything else (a code with leading zeros, a
 * range, text) stays as it is. Only for values known to be amounts: a GTIN is digits but not a number.
 */
export function numberCell(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (!PLAIN_NUMBER.test(text) || /^-?0\d/.test(text)) return value;
  return Number(text.replace(',', '.'));
}

/** Gives every date cell of a row the language's date-and-time format (set before a streamed row commits). */
export function formatDateCells(row: Row, language: Language, format = XLSX_DATE_TIME_FORMAT[language]) {
  row.eachCell((cell) => {
    if (cell.value instanceof Date) cell.numFmt = format;
  });
}
