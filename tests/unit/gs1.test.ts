import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { EMPTY_EAN, PACKAGE_TYPE } from '@domain/constants';
import { eanFaults, repeatsAnotherEan, setEanCodes } from '@domain/ean-validation';
import { GTIN_FAULT, GTIN_WARNING, gtin14, gtinFault, gtinWarnings, isEanNotSet } from '@domain/gs1';
import { withCheckDigit } from '@domain/gtin';
import type { Structure } from '@domain/product';
import { ean, gtin13, pack } from './logistics-fixture';

describe('GS1: one code', () => {
  test.each([
    ['5901234123457', null],
    ['96385074', null], // GTIN-8
    ['036000291452', null], // GTIN-12 (UPC-A)
    [withCheckDigit('1590123412345'), null], // GTIN-14, indicator 1
    ['', null],
    [EMPTY_EAN, null],
    ['  5901234123457 ', null],
    ['590123412345X', GTIN_FAULT.DIGITS],
    ['5901-234123457', GTIN_FAULT.DIGITS],
    ['590123412345', GTIN_FAULT.CHECK_DIGIT], // 12 digits, wrong check digit
    ['59012341234', GTIN_FAULT.LENGTH],
    ['590123412345789', GTIN_FAULT.LENGTH],
    ['5901234123458', GTIN_FAULT.CHECK_DIGIT],
    [withCheckDigit('0590123412345'), GTIN_FAULT.INDICATOR],
    [withCheckDigit('9590123412345'), GTIN_FAULT.INDICATOR],
  ])('%j → %s', (code, fault) => {
    expect(gtinFault(code)).toBe(fault);
  });

  it('13 zeros and blanks are "not set" (§9)', () => {
    expect(isEanNotSet(EMPTY_EAN)).toBe(true);
    expect(isEanNotSet('  ')).toBe(true);
    expect(isEanNotSet('5901234123457')).toBe(false);
  });

  it('8-, 12-, 13- and 14-digit forms compare in the 14-digit form', () => {
    expect(gtin14('036000291452')).toBe('00036000291452');
    expect(gtin14('0036000291452')).toBe(gtin14('036000291452'));
  });

  it('warnings: a GTIN-14 on a consumer unit; restricted-circulation prefixes', () => {
    const case14 = withCheckDigit('1590123412345');
    expect(gtinWarnings(case14, PACKAGE_TYPE.CONSUMER)).toEqual([GTIN_WARNING.GTIN14_ON_CONSUMER]);
    expect(gtinWarnings(case14, PACKAGE_TYPE.FIRST_LEVEL)).toEqual([]);
    expect(gtinWarnings(withCheckDigit('200123412345'), PACKAGE_TYPE.CONSUMER)).toEqual([
      GTIN_WARNING.RESTRICTED,
    ]);
    expect(gtinWarnings('5901234123457', PACKAGE_TYPE.CONSUMER)).toEqual([]);
    expect(gtinWarnings('5901234123458', PACKAGE_TYPE.CONSUMER)).toEqual([]); // a fault, not a warning
  });

  it('any body with its computed check digit is valid; any other last digit is not', () => {
    const body = fc
      .constantFrom(7, 11, 12)
      .chain((length) => fc.stringMatching(new RegExp(`^\\d{${length}}$`)));
    fc.assert(
      fc.property(body, fc.integer({ min: 1, max: 9 }), (digits, shift) => {
        const code = withCheckDigit(digits);
        if (isEanNotSet(code)) return;
        expect(gtinFault(code)).toBeNull();
        const wrong = `${digits}${(Number(code.at(-1)) + shift) % 10}`;
        expect(gtinFault(wrong)).toBe(GTIN_FAULT.CHECK_DIGIT);
      }),
    );
  });
});

describe('GS1: the codes of a card', () => {
  const structure = (network: boolean, packages: Structure['packages']): Structure => ({
    is_network_structure: network,
    network_codes: network ? ['selgros'] : [],
    packages,
  });
  const fields = (structures: Structure[]) => eanFaults(structures).map((f) => `${f.field} ${f.message}`);

  it('each packaging level has its own GTIN: the later package of another level is refused', () => {
    const code = gtin13(1);
    const structures = [
      structure(false, [
        pack('c', PACKAGE_TYPE.CONSUMER, {}, [ean('e1', code)]),
        pack('f', PACKAGE_TYPE.FIRST_LEVEL, {}, [ean('e2', code)]),
      ]),
    ];
    expect(fields(structures)).toEqual(['e2 validation.eanRepeated']);
  });

  it('the same level of a network structure may repeat the base code; twice in one package may not', () => {
    const code = gtin13(2);
    const structures = [
      structure(false, [pack('c', PACKAGE_TYPE.CONSUMER, {}, [ean('e1', code), ean('e2', code)])]),
      structure(true, [pack('n', PACKAGE_TYPE.CONSUMER, {}, [ean('e3', code)])]),
    ];
    expect(fields(structures)).toEqual(['e2 validation.eanRepeated']);
  });

  it('a GTIN-12 and its 13-digit form are the same code', () => {
    const structures = [
      structure(false, [
        pack('c', PACKAGE_TYPE.CONSUMER, {}, [ean('e1', '036000291452')]),
        pack('f', PACKAGE_TYPE.FIRST_LEVEL, {}, [ean('e2', '0036000291452')]),
      ]),
    ];
    expect(fields(structures)).toEqual(['e2 validation.eanRepeated']);
  });

  it('malformed codes and dates out of order are named on their EAN; unset codes are skipped', () => {
    const structures = [
      structure(false, [
        pack('c', PACKAGE_TYPE.CONSUMER, {}, [
          ean('e1', 'abc'),
          ean('e2', EMPTY_EAN),
          ean('e3', gtin13(3), { dates_enabled: true, date_from: '2026-05-01', date_to: '2026-04-01' }),
          ean('e4', gtin13(4), { dates_enabled: true, date_from: '2026-02-30', date_to: null }),
          ean('e5', gtin13(5), { dates_enabled: false, date_from: 'x', date_to: null }),
        ]),
      ]),
    ];
    expect(fields(structures)).toEqual([
      'e1 validation.eanDigits',
      'e3 validation.eanDates',
      'e4 validation.invalid',
    ]);
  });

  it('setEanCodes lists every code once, without placeholders', () => {
    const structures = [
      structure(false, [
        pack('c', PACKAGE_TYPE.CONSUMER, {}, [ean('e1', gtin13(1)), ean('e2', EMPTY_EAN), ean('e3', '')]),
      ]),
      structure(true, [pack('n', PACKAGE_TYPE.CONSUMER, {}, [ean('e4', gtin13(1))])]),
    ];
    expect(setEanCodes(structures)).toEqual([gtin13(1)]);
  });
});

describe('GS1: the code being entered in the EAN modal', () => {
  it('repeats another level whichever comes first; the same level of another structure is fine', () => {
    const code = gtin13(9);
    const base: Structure = {
      is_network_structure: false,
      network_codes: [],
      packages: [
        pack('c', PACKAGE_TYPE.CONSUMER, {}, [ean('mine', code)]),
        pack('f', PACKAGE_TYPE.FIRST_LEVEL, {}, [ean('other', code)]),
      ],
    };
    expect(repeatsAnotherEan([base], 'mine')).toBe(true);
    expect(repeatsAnotherEan([base], 'other')).toBe(true);
    const network: Structure = { ...base, is_network_structure: true, packages: [base.packages[0]!] };
    const alone: Structure = { ...base, packages: [pack('c2', PACKAGE_TYPE.CONSUMER, {}, [ean('x', code)])] };
    expect(repeatsAnotherEan([alone, network], 'x')).toBe(false);
    expect(repeatsAnotherEan([alone], 'nope')).toBe(false);
  });
});
