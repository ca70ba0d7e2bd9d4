import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gs1CheckDigit, isValidGtin, withCheckDigit } from '@domain/gtin';

describe('GS1 check digit', () => {
  it.each([
    ['5901234123457', true],
    ['5901234123456', false],
    ['96385074', true],
    ['036000291452', true],
    ['10012345678902', true],
    ['590123412345', false],
    ['59012341234a7', false],
    ['', false],
  ])('%s valid: %s', (gtin, valid) => {
    expect(isValidGtin(gtin)).toBe(valid);
  });

  it('a completed body is always valid and any other last digit is not', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(7, 11, 12, 13),
        fc.integer({ min: 0, max: 9 }),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 13, maxLength: 13 }),
        (length, wrong, digits) => {
          const body = digits.slice(0, length);
          const gtin = withCheckDigit(body);
          expect(isValidGtin(gtin)).toBe(true);
          const check = gs1CheckDigit(body);
          if (wrong !== check) expect(isValidGtin(`${body}${wrong}`)).toBe(false);
        },
      ),
    );
  });
});
