import { DECIMALS } from './constants';
import { formatFixed, parsePositive } from './logistics-arithmetic';
import { LOGISTIC_UNIT } from './logistics-fields';
import { kindData, LogisticsInternalError, withKindData } from './logistics-package-data';
import type { Package, PackageFieldData } from './product';

/**
 * §5 Computations, read as follows. Each dimension is converted to cm (mm ÷ 10, cm as is, m × 100) and the
 * three are multiplied into cm³. The result is given in cm³ when the dimensions' unit is mm — small
 * packages — and in litres (dm³, cm³ ÷ 1000) when it is cm or m ("litres from cm"). The spec also names
 * cm3 as a unit giving cm³: values in that unit are taken as cm (cm³ is the cube of cm) and the result is
 * in cm³. Any other unit is an internal error; the result unit is `volumeUnitFor(unit)`.
 */
const VOLUME_BY_UNIT: Readonly<Record<string, { toCm: number; toResult: number; volumeUnit: string }>> = {
  [LOGISTIC_UNIT.MM]: { toCm: 0.1, toResult: 1, volumeUnit: LOGISTIC_UNIT.CM3 },
  [LOGISTIC_UNIT.CM3]: { toCm: 1, toResult: 1, volumeUnit: LOGISTIC_UNIT.CM3 },
  [LOGISTIC_UNIT.CM]: { toCm: 1, toResult: 1 / 1000, volumeUnit: LOGISTIC_UNIT.DM3 },
  [LOGISTIC_UNIT.M]: { toCm: 100, toResult: 1 / 1000, volumeUnit: LOGISTIC_UNIT.DM3 },
};

function volumeRule(unitUuid: string) {
  const rule = VOLUME_BY_UNIT[unitUuid];
  if (!rule) throw new LogisticsInternalError(`Unknown dimensions unit: ${unitUuid}`);
  return rule;
}

/** §5 Computations: the unit of the computed volume — cm3 for mm (and cm3), dm3/litre for cm and m. */
export function volumeUnitFor(unitUuid: string): string {
  return volumeRule(unitUuid).volumeUnit;
}

/** §5 One dimension converted to cm (mm ÷ 10, cm and cm3 as is, m × 100); null when not above zero. */
export function dimensionInCm(text: string | undefined, unitUuid: string): number | null {
  const number = parsePositive(text);
  return number === null ? null : number * volumeRule(unitUuid).toCm;
}

/**
 * §5 Computations: volume from three dimensions in `unitUuid` (see VOLUME_BY_UNIT for the reading), three
 * decimals with a comma. Null while the unit is not chosen or a dimension is not a number above zero;
 * an unknown unit throws LogisticsInternalError.
 */
export function dimensionsVolume(
  values: readonly string[],
  unitUuid: string | null | undefined,
): string | null {
  if (!unitUuid) return null;
  const { toResult } = volumeRule(unitUuid);
  const cm = [0, 1, 2].map((index) => dimensionInCm(values[index], unitUuid));
  if (cm.some((value) => value === null)) return null;
  const cubicCm = (cm as number[]).reduce((product, value) => product * value, 1);
  const volume = cubicCm * toResult;
  return Number.isFinite(volume) ? formatFixed(volume, DECIMALS.VOLUME) : null;
}

/** A unit the volume rule knows (the dimensions field offers mm, cm and m; cm3 is read as cm). */
export function isVolumeUnit(unitUuid: string | null | undefined): unitUuid is string {
  return typeof unitUuid === 'string' && unitUuid in VOLUME_BY_UNIT;
}

/**
 * §5 Computations: the package's volume field (disabled to the user, §3) recomputed from its dimensions
 * field; emptied when the dimensions are incomplete or in a unit the field does not offer (the validation
 * names that unit). Returns the same package when nothing changes.
 */
export function withComputedVolume(pack: Package): Package {
  const dimensions = kindData(pack, 'DIMENSIONS');
  return withKindData(pack, 'VOLUME', volumeData(dimensions));
}

// The volume of a dimensions array, kept while the package holds that very array (edits replace arrays).
const volumes = new WeakMap<readonly PackageFieldData[], PackageFieldData[]>();

function volumeData(dimensions: readonly PackageFieldData[]): PackageFieldData[] {
  const known = volumes.get(dimensions);
  if (known !== undefined) return known;
  const first = dimensions[0];
  const unit = first?.unit_uuid;
  const volume = first && isVolumeUnit(unit) ? dimensionsVolume(first.value, unit) : null;
  const data =
    volume === null || !isVolumeUnit(unit) ? [] : [{ value: [volume], unit_uuid: volumeUnitFor(unit) }];
  volumes.set(dimensions, data);
  return data;
}
