import { gtin14, isEanNotSet } from './gs1';

/**
 * GS1 company prefixes (docs/decisions/0050): the numbers a company licensed from GS1, from which it
 * builds its GTINs. No GS1 service is reachable from the product, so the company enters them itself and
 * the product checks its cards' codes against them.
 */

/** A GS1 company prefix has 6 to 12 digits (GS1 General Specifications, 1.4.3; shorter ones are not issued). */
export const GS1_PREFIX = /^\d{6,12}$/;

/** Most prefixes one company keeps: large manufacturers hold a handful, never hundreds. */
export const MAX_GS1_PREFIXES = 50;

export const GS1_PREFIX_FAULT = {
  FORMAT: 'gs1.errors.prefixFormat',
  DUPLICATE: 'gs1.errors.prefixDuplicate',
  OVERLAP: 'gs1.errors.prefixOverlap',
  TOO_MANY: 'gs1.errors.tooMany',
} as const;
export type Gs1PrefixFault = (typeof GS1_PREFIX_FAULT)[keyof typeof GS1_PREFIX_FAULT];

/** A prefix as typed, without spaces and dashes (printed prefixes are often grouped: "590 1234"). */
export function compactPrefix(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * Why a prefix cannot join the list: not 6–12 digits, already there, or one of them starts the other
 * (GS1 never issues a prefix inside another, so that is a typing slip). Null when it fits.
 */
export function gs1PrefixFault(prefix: string, others: readonly string[]): Gs1PrefixFault | null {
  const compact = compactPrefix(prefix);
  if (!GS1_PREFIX.test(compact)) return GS1_PREFIX_FAULT.FORMAT;
  if (others.includes(compact)) return GS1_PREFIX_FAULT.DUPLICATE;
  if (others.some((other) => other.startsWith(compact) || compact.startsWith(other)))
    return GS1_PREFIX_FAULT.OVERLAP;
  return null;
}

/** The faults of a whole list, by position; an empty list of faults means the list may be kept. */
export function gs1PrefixListFaults(prefixes: readonly string[]): { index: number; fault: Gs1PrefixFault }[] {
  const faults = prefixes.flatMap((prefix, index) => {
    const fault = gs1PrefixFault(prefix, prefixes.slice(0, index).map(compactPrefix));
    return fault === null ? [] : [{ index, fault }];
  });
  if (prefixes.length > MAX_GS1_PREFIXES)
    faults.push({ index: MAX_GS1_PREFIXES, fault: GS1_PREFIX_FAULT.TOO_MANY });
  return faults;
}

/**
 * The digits of a code a company prefix is compared with: the code as a GTIN-14 without its indicator
 * digit. A GTIN-13 then starts with its prefix, a GTIN-12 (UPC) with "0" and its prefix, a GTIN-14 of a
 * case with the prefix of the unit it packs. The SQL of the list filter computes the same (gs1-outside.ts).
 */
export function prefixKey(code: string): string {
  return gtin14(code).slice(1);
}

/**
 * Whether a code was built from one of the prefixes. A code not set (§9: empty or 13 zeros) is never
 * outside; with no prefix entered nothing can be judged, so nothing is outside either.
 */
export function isOutsidePrefixes(code: string, prefixes: readonly string[]): boolean {
  if (isEanNotSet(code) || prefixes.length === 0) return false;
  const key = prefixKey(code);
  return !prefixes.some((prefix) => key.startsWith(prefix));
}
