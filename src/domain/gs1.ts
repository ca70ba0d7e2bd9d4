import { EMPTY_EAN, PACKAGE_TYPE } from './constants';
import { gs1CheckDigit } from './gtin';

/**
 * GS1 rules beyond the spec (docs/decisions/0013). The spec knows only the empty placeholder (§9, 13
 * zeros); these make an EAN/GTIN entered on a package one that a scanner and a retailer's master data
 * accept.
 */

/** §9 An EAN entry that holds no code: empty, or the 13-zero placeholder. */
export function isEanNotSet(code: string): boolean {
  const trimmed = code.trim();
  return trimmed === '' || trimmed === EMPTY_EAN;
}

/** Why a code is not a GTIN, as a message key (catalogue section "validation"); null when it is one. */
export const GTIN_FAULT = {
  DIGITS: 'validation.eanDigits',
  LENGTH: 'validation.eanLength',
  CHECK_DIGIT: 'validation.eanCheckDigit',
  INDICATOR: 'validation.gtin14Indicator',
} as const;
export type GtinFault = (typeof GTIN_FAULT)[keyof typeof GTIN_FAULT];

const LENGTHS: ReadonlySet<number> = new Set([8, 12, 13, 14]);

/**
 * The first GS1 rule a code breaks: digits only; 8, 12, 13 or 14 of them; a correct mod-10 check digit;
 * a GTIN-14 starts with an indicator digit 1–8 (0 is the GTIN-13 written on 14 places, 9 marks a
 * variable-measure item). Null for a valid GTIN and for a code that is not set.
 */
export function gtinFault(code: string): GtinFault | null {
  const trimmed = code.trim();
  if (isEanNotSet(trimmed)) return null;
  if (!/^\d+$/.test(trimmed)) return GTIN_FAULT.DIGITS;
  if (!LENGTHS.has(trimmed.length)) return GTIN_FAULT.LENGTH;
  if (gs1CheckDigit(trimmed.slice(0, -1)) !== Number(trimmed.at(-1))) return GTIN_FAULT.CHECK_DIGIT;
  if (trimmed.length === 14 && !/^[1-8]/.test(trimmed)) return GTIN_FAULT.INDICATOR;
  return null;
}

/** GS1 advice that does not stop a save, as message keys (catalogue section "logistics.ean.warnings"). */
export const GTIN_WARNING = {
  GTIN14_ON_CONSUMER: 'logistics.ean.warnings.gtin14OnConsumer',
  RESTRICTED: 'logistics.ean.warnings.restricted',
} as const;
export type GtinWarning = (typeof GTIN_WARNING)[keyof typeof GTIN_WARNING];

/** The same code as 14 digits, so that 8-, 12- and 13-digit forms compare equal (GS1 "GTIN-14 format"). */
export function gtin14(code: string): string {
  return code.trim().padStart(14, '0');
}

/**
 * Warnings for a valid GTIN on a package: a consumer unit is scanned at the till and carries a GTIN-8, -12
 * or -13, not a GTIN-14; prefixes 02, 04 and 20–29 are for restricted circulation (in-store and internal
 * numbers) and are not unique worldwide.
 */
export function gtinWarnings(code: string, packageType: number): GtinWarning[] {
  if (gtinFault(code) !== null || isEanNotSet(code)) return [];
  const trimmed = code.trim();
  const warnings: GtinWarning[] = [];
  if (trimmed.length === 14 && packageType === PACKAGE_TYPE.CONSUMER) {
    warnings.push(GTIN_WARNING.GTIN14_ON_CONSUMER);
  }
  const gtin13 = gtin14(trimmed).slice(1);
  if (/^(0[24]|2\d)/.test(gtin13) && trimmed.length !== 8) warnings.push(GTIN_WARNING.RESTRICTED);
  return warnings;
}
