import { DECIMALS, KG_TO_G } from './constants';
import { UNIT } from './units';

/**
 * §5 Computations as pure number functions. Each answers null for input it cannot compute from (not a
 * finite number, zero or negative where a quantity must be positive, a unit outside its rule), so a
 * caller never stores NaN, Infinity or a negative weight.
 */

const isDigit = (code: number) => code >= 48 && code <= 57;
/** The white space of `\s` (as String.prototype.trim knows it), and the no-break space typed as a group separator. */
const isSpace = (code: number) =>
  code === 32 ||
  code === 0xa0 ||
  (code >= 9 && code <= 13) ||
  code === 0x1680 ||
  (code >= 0x2000 && code <= 0x200a) ||
  code === 0x2028 ||
  code === 0x2029 ||
  code === 0x202f ||
  code === 0x205f ||
  code === 0x3000 ||
  code === 0xfeff;

/**
 * A user's decimal, or null when the text is not a finite number: digits with one comma or dot and an
 * optional sign; spaces only between digits ("1 000,5"). Scanned by hand: it runs for every value of every
 * package on each edit, and a scan is several times faster than the equivalent regular expressions.
 */
export function parseDecimal(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').trim();
  let at = 0;
  let sign = 1;
  const first = trimmed.charCodeAt(0);
  if (first === 43 || first === 45) {
    sign = first === 45 ? -1 : 1;
    at = 1;
  }
  // The digits as one integer and the count of those after the separator: 12,5 is 125 ÷ 10¹.
  let mantissa = 0;
  let digits = 0;
  let decimals = -1;
  let last: 'none' | 'digit' | 'space' | 'separator' = 'none';
  for (; at < trimmed.length; at += 1) {
    const code = trimmed.charCodeAt(at);
    if (isDigit(code)) {
      mantissa = mantissa * 10 + (code - 48);
      digits += 1;
      if (decimals >= 0) decimals += 1;
      last = 'digit';
    } else if (isSpace(code)) {
      if (last !== 'digit' && last !== 'space') return null;
      last = 'space';
    } else if (code === 44 || code === 46) {
      if (decimals >= 0 || last === 'space') return null;
      decimals = 0;
      last = 'separator';
    } else {
      return null;
    }
  }
  if (digits === 0 || last === 'space') return null;
  // Up to 15 digits the integer is exact and one division by a power of ten rounds correctly, as Number()
  // would; longer numbers go through Number() itself.
  const number =
    digits <= 15
      ? sign * (decimals > 0 ? mantissa / 10 ** decimals : mantissa)
      : sign *
        Number(
          trimmed
            .slice(first === 43 || first === 45 ? 1 : 0)
            .replace(/\s/g, '')
            .replace(',', '.'),
        );
  return Number.isFinite(number) ? number : null;
}

/** A user's decimal that is a number above zero, else null. */
export function parsePositive(text: string | null | undefined): number | null {
  const number = parseDecimal(text);
  return number !== null && number > 0 ? number : null;
}

/** Rounds half away from zero at `decimals` places (Math.round alone rounds 1.0005 down through binary noise). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
}

/** §5 A number with a comma decimal separator and exactly `decimals` places ("1,500"), rounded half up. */
export function formatFixed(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  const scaled = Math.round((Math.abs(value) + Number.EPSILON) * factor);
  // Integer arithmetic is exact up to 2^53; beyond that (never a plausible package value) toFixed decides.
  if (!Number.isSafeInteger(scaled)) return roundTo(value, decimals).toFixed(decimals).replace('.', ',');
  const whole = Math.floor(scaled / factor);
  const sign = value < 0 && scaled > 0 ? '-' : '';
  if (decimals === 0) return `${sign}${whole}`;
  return `${sign}${whole},${String(scaled - whole * factor).padStart(decimals, '0')}`;
}

/** §5 Decimal products: whole ones as they are, others rounded to 4 decimals (trailing zeros dropped). */
export function formatProduct(value: number): string {
  const rounded = Number.isInteger(value) ? value : roundTo(value, DECIMALS.PRODUCT);
  return String(rounded).replace('.', ',');
}

/** §5 Weight conversion: kg × 1000 to g, g unchanged, any other unit gives nothing. */
export function toGrams(value: number, unitUuid: string | null | undefined): number | null {
  if (!Number.isFinite(value)) return null;
  if (unitUuid === UNIT.KG) return value * KG_TO_G;
  if (unitUuid === UNIT.G) return value;
  return null;
}

/** The inverse of toGrams: g ÷ 1000 to kg, kg unchanged, any other unit gives nothing. */
export function toKilograms(value: number, unitUuid: string | null | undefined): number | null {
  if (!Number.isFinite(value)) return null;
  if (unitUuid === UNIT.G) return value / KG_TO_G;
  if (unitUuid === UNIT.KG) return value;
  return null;
}

/** A count (consumer units, packages on a layer): a whole number above zero, else null. */
export function parseCount(text: string | null | undefined): number | null {
  const number = parseDecimal(text);
  return number !== null && Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * §5 Non-consumer net weight = consumer-unit count × consumer net weight, in the consumer's unit; the
 * count defaults to 1 when the level has none. Null when the weight is not above zero or the count is not a
 * whole number above zero.
 */
export function nonConsumerNetWeight(consumerNetWeight: number, consumerUnits = 1): number | null {
  if (!(Number.isFinite(consumerNetWeight) && consumerNetWeight > 0)) return null;
  if (!(Number.isInteger(consumerUnits) && consumerUnits > 0)) return null;
  const product = consumerNetWeight * consumerUnits;
  return Number.isFinite(product) ? product : null;
}

/**
 * §5 Weight per base unit = material weight ÷ consumer units number, rounded to 3 decimals. Zero material
 * is a valid zero; a negative weight or a count that is not a whole number above zero gives null.
 */
export function weightPerBaseUnit(materialWeight: number, consumerUnits: number): number | null {
  if (!(Number.isFinite(materialWeight) && materialWeight >= 0)) return null;
  if (!(Number.isInteger(consumerUnits) && consumerUnits > 0)) return null;
  return roundTo(materialWeight / consumerUnits, DECIMALS.WEIGHT);
}

/**
 * §4 Logistics: the pallet layer weight in kg = first-level gross weight (kg) × packages on one layer,
 * 3 decimals; only when both are above zero (docs/decisions/0013: the count is of first-level packages).
 */
export function layerWeightKg(firstLevelGrossKg: number, packagesOnLayer: number): number | null {
  if (!(Number.isFinite(firstLevelGrossKg) && firstLevelGrossKg > 0)) return null;
  if (!(Number.isInteger(packagesOnLayer) && packagesOnLayer > 0)) return null;
  const weight = roundTo(firstLevelGrossKg * packagesOnLayer, DECIMALS.WEIGHT);
  return Number.isFinite(weight) ? weight : null;
}
