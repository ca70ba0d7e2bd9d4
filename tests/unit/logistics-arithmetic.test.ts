import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import {
  formatFixed,
  formatProduct,
  layerWeightKg,
  nonConsumerNetWeight,
  parseCount,
  parseDecimal,
  parsePositive,
  toGrams,
  toKilograms,
  weightPerBaseUnit,
} from '@domain/logistics-arithmetic';
import { LOGISTIC_UNIT } from '@domain/logistics-fields';
import { dimensionsVolume } from '@domain/logistics-volume';
import { UNIT } from '@domain/units';

const { MM, CM, M, CM3, G, KG } = LOGISTIC_UNIT;

describe('reading what the user typed', () => {
  test.each([
    ['12', 12],
    ['12,5', 12.5],
    ['12.5', 12.5],
    [' 0,25 ', 0.25],
    [',5', 0.5],
    ['1 000,5', 1000.5],
    ['1\u00a0000', 1000],
    ['-3', -3],
    ['+3', 3],
    ['', null],
    ['abc', null],
    ['12,5,1', null],
    ['1e3', null],
    ['12 kg', null],
    ['9'.repeat(400), null],
  ])('%j → %s', (text, number) => {
    expect(parseDecimal(text)).toBe(number);
  });

  test.each([
    ['5', 5],
    ['0', null],
    ['-1', null],
    ['x', null],
  ])('above zero: %j → %s', (text, number) => expect(parsePositive(text)).toBe(number));

  test.each([
    ['12', 12],
    ['12,0', 12],
    ['12,5', null],
    ['0', null],
  ])('a count: %j → %s', (text, number) => expect(parseCount(text)).toBe(number));
});

describe('§5 Computations, sentence by sentence', () => {
  it('dimension fields convert mm, cm, m to cm, then compute volume (cm3 for mm and cm3, litres otherwise)', () => {
    expect(dimensionsVolume(['200', '100', '50'], MM)).toBe('1000,000'); // 20 × 10 × 5 cm = 1000 cm3
    expect(dimensionsVolume(['20', '10', '5'], CM)).toBe('1,000'); // 1000 cm3 = 1 l
    expect(dimensionsVolume(['0,2', '0,1', '0,05'], M)).toBe('1,000');
    expect(dimensionsVolume(['20', '10', '5'], CM3)).toBe('1000,000');
  });

  it('three decimals, comma decimal separator', () => {
    expect(formatFixed(1.5, 3)).toBe('1,500');
    expect(formatFixed(0.0005, 3)).toBe('0,001');
    expect(dimensionsVolume(['3', '3', '3'], CM)).toBe('0,027');
  });

  it('non-consumer net weight = consumer-unit count × consumer net weight; the count defaults to 1', () => {
    expect(nonConsumerNetWeight(90, 12)).toBe(1080);
    expect(nonConsumerNetWeight(0.25)).toBe(0.25);
    expect(nonConsumerNetWeight(90, 0)).toBeNull();
    expect(nonConsumerNetWeight(90, 1.5)).toBeNull();
  });

  it('weight per base unit = material weight ÷ consumer units number, rounded to 3 decimals', () => {
    expect(weightPerBaseUnit(100, 3)).toBe(33.333);
    expect(weightPerBaseUnit(2, 3)).toBe(0.667);
    expect(weightPerBaseUnit(0, 6)).toBe(0);
    expect(weightPerBaseUnit(10, 0)).toBeNull();
  });

  it('decimal products rounded to 4 decimals when not whole', () => {
    expect(formatProduct(12)).toBe('12');
    expect(formatProduct(0.1 * 3)).toBe('0,3');
    expect(formatProduct(0.33333 * 2)).toBe('0,6667');
    expect(formatProduct(0.33333 * 3)).toBe('1'); // 0.99999 rounds to a whole 1
    expect(formatProduct(1.23456789)).toBe('1,2346');
  });

  it('weight conversion: kg × 1000 to g, g unchanged, other units give nothing', () => {
    expect(toGrams(1.5, KG)).toBe(1500);
    expect(toGrams(250, G)).toBe(250);
    expect(toGrams(1, UNIT.ML)).toBeNull();
    expect(toGrams(1, null)).toBeNull();
    expect(toKilograms(1500, G)).toBe(1.5);
    expect(toKilograms(2, KG)).toBe(2);
    expect(toKilograms(2, CM)).toBeNull();
  });

  it('§4 pallet layer weight (kg) from the first-level gross weight and packages per layer, both positive', () => {
    expect(layerWeightKg(6.5, 12)).toBe(78);
    expect(layerWeightKg(0.3333, 3)).toBe(1);
    expect(layerWeightKg(0, 12)).toBeNull();
    expect(layerWeightKg(6.5, 0)).toBeNull();
  });
});

/** Valid input: what a package may hold (positive weights up to 5 t in grams, counts up to a million). */
const weight = fc.double({ min: 0.001, max: 5_000_000, noNaN: true, noDefaultInfinity: true });
const count = fc.integer({ min: 1, max: 1_000_000 });
const notFinite = fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
const badCount = fc.oneof(
  fc.integer({ max: 0 }),
  fc.double({ noInteger: true }).filter((n) => Number.isFinite(n)),
  notFinite,
);
const finiteNonNegative = (n: number | null) => n !== null && Number.isFinite(n) && n >= 0;

describe('properties (fast-check)', () => {
  it('valid input never gives NaN, Infinity or a negative weight', () => {
    fc.assert(
      fc.property(weight, count, (w, n) => {
        expect(finiteNonNegative(nonConsumerNetWeight(w, n))).toBe(true);
        expect(finiteNonNegative(weightPerBaseUnit(w, n))).toBe(true);
        expect(finiteNonNegative(layerWeightKg(w / 1000, n))).toBe(true);
        expect(finiteNonNegative(toGrams(w, KG))).toBe(true);
        expect(finiteNonNegative(toKilograms(w, G))).toBe(true);
      }),
    );
  });

  it('invalid input is always rejected (null), never turned into a number', () => {
    const badWeight = fc.oneof(fc.double({ max: 0, noNaN: true }), notFinite);
    fc.assert(
      fc.property(badWeight, count, (w, n) => {
        expect(nonConsumerNetWeight(w, n)).toBeNull();
        expect(layerWeightKg(w, n)).toBeNull();
        if (w < 0 || !Number.isFinite(w)) expect(weightPerBaseUnit(w, n)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(weight, badCount, (w, n) => {
        expect(nonConsumerNetWeight(w, n)).toBeNull();
        expect(weightPerBaseUnit(w, n)).toBeNull();
        expect(layerWeightKg(w, n)).toBeNull();
      }),
    );
  });

  it('the volume of three positive dimensions is a finite positive number in every unit', () => {
    const side = fc.double({ min: 0.01, max: 2000, noNaN: true }).map((n) => String(n).replace('.', ','));
    fc.assert(
      fc.property(side, side, side, fc.constantFrom(MM, CM, M, CM3), (a, b, c, unit) => {
        const volume = dimensionsVolume([a, b, c], unit);
        expect(volume).toMatch(/^\d+,\d{3}$/);
        expect(Number(volume!.replace(',', '.'))).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('text that is not a decimal is never read as a number', () => {
    const text = fc.string().filter((s) => !/^\s*[+-]?(\d[\d\s\u00a0]*([.,]\d*)?|[.,]\d+)\s*$/.test(s));
    fc.assert(
      fc.property(text, (s) => {
        expect(parseDecimal(s)).toBeNull();
        expect(parsePositive(s)).toBeNull();
      }),
    );
  });

  it('reading a written decimal gives the number back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 999 }), (whole, part) => {
        const text = `${whole},${String(part).padStart(3, '0')}`;
        expect(parseDecimal(text)).toBeCloseTo(whole + part / 1000, 6);
      }),
    );
  });
});
