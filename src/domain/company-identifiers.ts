import { gs1CheckDigit } from './gtin';

/**
 * §3 Shared field labels (company: NIP / tax id with its country, GLN) and §5 Other: the checks a
 * company's identifiers pass before they are stored (docs/decisions/0047). Each answers a message key of
 * the catalogue section "companies.errors", or null when the value is well formed.
 */

/** The countries whose tax ids are checked: Polish NIP, Romanian CUI, German USt-IdNr. */
export const TAX_COUNTRIES = ['PL', 'RO', 'DE'] as const;
export type TaxCountry = (typeof TAX_COUNTRIES)[number];

export const IDENTIFIER_FAULT = {
  TAX_ID: 'companies.errors.taxId',
  GLN: 'companies.errors.gln',
} as const;
export type IdentifierFault = (typeof IDENTIFIER_FAULT)[keyof typeof IDENTIFIER_FAULT];

const digitsOf = (value: string) => Array.from(value, (char) => char.charCodeAt(0) - 48);

/** A tax id as typed, without spaces, dashes and dots (people write "526-025-02-74"). */
export function compactTaxId(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** §3 PL NIP: 10 digits; weights 6,5,7,2,3,4,5,6,7 over the first nine, sum mod 11 is the tenth (10 never). */
export function isValidNip(value: string): boolean {
  const nip = compactTaxId(value).replace(/^PL/, '');
  if (!/^\d{10}$/.test(nip)) return false;
  const digits = digitsOf(nip);
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((total, weight, index) => total + weight * digits[index]!, 0);
  const check = sum % 11;
  return check !== 10 && check === digits[9];
}

/**
 * §3 RO CUI: 2 to 10 digits, the last a check digit. The others, padded to nine on the left, are weighted
 * by the control key 7,5,3,2,1,7,5,3,2; the sum ×10 mod 11 (10 counts as 0) is the check digit.
 */
export function isValidCui(value: string): boolean {
  const cui = compactTaxId(value).replace(/^RO/, '');
  if (!/^\d{2,10}$/.test(cui) || cui.startsWith('0')) return false;
  const body = digitsOf(cui.slice(0, -1).padStart(9, '0'));
  const key = [7, 5, 3, 2, 1, 7, 5, 3, 2];
  const sum = key.reduce((total, weight, index) => total + weight * body[index]!, 0);
  return ((sum * 10) % 11) % 10 === Number(cui.at(-1));
}

/** §3 DE USt-IdNr: "DE" and 9 digits, the ninth the ISO 7064 MOD 11,10 check digit of the first eight. */
export function isValidUstIdNr(value: string): boolean {
  const ustId = compactTaxId(value);
  if (!/^DE\d{9}$/.test(ustId)) return false;
  const digits = digitsOf(ustId.slice(2));
  let product = 10;
  for (const digit of digits.slice(0, 8)) {
    const sum = (digit + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  return (11 - product) % 10 === digits[8];
}

const TAX_ID_CHECKS: Record<TaxCountry, (value: string) => boolean> = {
  PL: isValidNip,
  RO: isValidCui,
  DE: isValidUstIdNr,
};

/** §3 The tax id checked by the rule of its country. */
export function taxIdFault(country: TaxCountry, value: string): IdentifierFault | null {
  return TAX_ID_CHECKS[country](value) ? null : IDENTIFIER_FAULT.TAX_ID;
}

/** §3 GLN: 13 digits with the GS1 mod-10 check digit (the same as a GTIN-13's). */
export function glnFault(value: string): IdentifierFault | null {
  const gln = value.trim();
  if (!/^\d{13}$/.test(gln)) return IDENTIFIER_FAULT.GLN;
  return gs1CheckDigit(gln.slice(0, -1)) === Number(gln.at(-1)) ? null : IDENTIFIER_FAULT.GLN;
}
