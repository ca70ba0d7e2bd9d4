import { PACKAGE_TYPE } from './constants';
import { toKilograms } from './logistics-arithmetic';
import type { LogisticFieldKind } from './logistics-fields';
import { LOGISTIC_FAULT } from './logistics-messages';
import { dimensionInCm, isVolumeUnit } from './logistics-volume';

/**
 * Plausibility limits (docs/decisions/0013). The spec sets none; these catch a value typed in the wrong
 * unit (a 40-tonne consumer unit is 40 kg entered as tonnes, or grams entered as kilograms) while leaving
 * room for heavy goods. A lorry carries about 24 t, so no single package, pallet included, passes 5 t.
 */
export const LOGISTIC_LIMITS = {
  CONSUMER_MAX_KG: 1_000,
  PACKAGE_MAX_KG: 5_000,
  DIMENSION_MAX_CM: 2_000,
  COUNT_MAX: 1_000_000,
} as const;

const WEIGHT_KINDS: ReadonlySet<LogisticFieldKind> = new Set([
  'NET_WEIGHT',
  'GROSS_WEIGHT',
  'LAYER_WEIGHT',
  'RECYCLABLE_MATERIAL_WEIGHT',
]);
const COUNT_KINDS: ReadonlySet<LogisticFieldKind> = new Set([
  'CONSUMER_UNITS_NUMBER',
  'CONSUMER_PACKAGES_ON_LAYER',
  'CONSUMER_PACKAGES_COUNT',
]);

/** The heaviest a package of this type may be, in kg. */
export function maxPackageKg(packageType: number): number {
  return packageType === PACKAGE_TYPE.CONSUMER
    ? LOGISTIC_LIMITS.CONSUMER_MAX_KG
    : LOGISTIC_LIMITS.PACKAGE_MAX_KG;
}

/** A weight over the package type's limit, as its message key; null within it or when not a weight. */
export function weightLimitFault(packageType: number, value: number, unit: string | null | undefined) {
  const kg = toKilograms(value, unit);
  if (kg === null || kg <= maxPackageKg(packageType)) return null;
  return packageType === PACKAGE_TYPE.CONSUMER
    ? LOGISTIC_FAULT.CONSUMER_TOO_HEAVY
    : LOGISTIC_FAULT.PACKAGE_TOO_HEAVY;
}

/**
 * The limit a field's values break, as a message key, or null. The values are the field's numbers (each
 * already above zero); the unit is the field's unit.
 */
export function limitFault(
  kind: LogisticFieldKind,
  packageType: number,
  numbers: readonly number[],
  unit: string | null | undefined,
): string | null {
  const first = numbers[0];
  if (first === undefined) return null;
  if (WEIGHT_KINDS.has(kind)) return weightLimitFault(packageType, first, unit);
  if (kind === 'DIMENSIONS' && isVolumeUnit(unit)) {
    const toCm = dimensionInCm('1', unit) ?? 1;
    const tooLarge = numbers.some((value) => value * toCm > LOGISTIC_LIMITS.DIMENSION_MAX_CM);
    return tooLarge ? LOGISTIC_FAULT.DIMENSION_TOO_LARGE : null;
  }
  if (COUNT_KINDS.has(kind)) return first > LOGISTIC_LIMITS.COUNT_MAX ? LOGISTIC_FAULT.COUNT_TOO_LARGE : null;
  return null;
}
