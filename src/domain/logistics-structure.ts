import { DECIMALS, PACKAGE_TYPE } from './constants';
import { CONSUMER_UNITS_UNIT, LOGISTIC_FIELD_ID, LOGISTIC_UNIT, logisticFieldId } from './logistics-fields';
import type { Ean, Package, PackageFieldData, Structure } from './product';

/** An internal error: a caller passed something the rules do not know (never the user's fault). */
export class LogisticsInternalError extends Error {
  override name = 'LogisticsInternalError';
}

/** §4 Logistics: a fresh EAN entry, empty and without dates. */
function emptyEan(newUuid: () => string): Ean {
  return { uuid: newUuid(), ean: '', dates_enabled: false, date_from: null, date_to: null };
}

/**
 * §3 Logistics, default basic structure: one non-network structure with one consumer package (type 11),
 * has_ean true, one EAN entry with empty dates, and the consumer-units-number field holding 1 in its
 * fixed unit.
 */
export function defaultBasicStructure(newUuid: () => string): Structure {
  const consumer: Package = {
    uuid: newUuid(),
    package_type: PACKAGE_TYPE.CONSUMER,
    has_ean: true,
    fields: [
      {
        uuid: LOGISTIC_FIELD_ID[PACKAGE_TYPE.CONSUMER].CONSUMER_UNITS_NUMBER,
        data: [{ value: ['1'], unit_uuid: CONSUMER_UNITS_UNIT }],
      },
    ],
    eans: [emptyEan(newUuid)],
  };
  return { is_network_structure: false, network_codes: [], packages: [consumer] };
}

/** Applies `update` to one package; structures and packages it does not touch keep their identity. */
function updatePackage(
  structures: readonly Structure[],
  packageUuid: string,
  update: (pack: Package) => Package,
): Structure[] {
  return structures.map((structure) => {
    if (!structure.packages.some((pack) => pack.uuid === packageUuid)) return structure;
    return {
      ...structure,
      packages: structure.packages.map((pack) => (pack.uuid === packageUuid ? update(pack) : pack)),
    };
  });
}

/** Writes one field's data on a package, adding the field when the package does not hold it yet. */
function withField(pack: Package, fieldUuid: string, data: PackageFieldData[]): Package {
  const present = pack.fields.some((field) => field.uuid === fieldUuid);
  const fields = present
    ? pack.fields.map((field) => (field.uuid === fieldUuid ? { ...field, data } : field))
    : [...pack.fields, { uuid: fieldUuid, data }];
  return { ...pack, fields };
}

/**
 * §4 Logistics, updating a package: sets one field's data (shape of §5 Product: data[0].value, unit_uuid).
 * A change of the dimensions field recomputes the package's volume (§5 Computations).
 */
export function setPackageField(
  structures: readonly Structure[],
  packageUuid: string,
  fieldUuid: string,
  data: PackageFieldData[],
): Structure[] {
  return updatePackage(structures, packageUuid, (pack) => {
    const updated = withField(pack, fieldUuid, data);
    const isDimensions = logisticFieldId(pack.package_type, 'DIMENSIONS') === fieldUuid;
    return isDimensions ? withComputedVolume(updated) : updated;
  });
}

/** §4 Logistics: toggling the package EAN flag off clears its EANs; on, it starts with one empty EAN. */
export function setPackageEanFlag(
  structures: readonly Structure[],
  packageUuid: string,
  hasEan: boolean,
  newUuid: () => string,
): Structure[] {
  return updatePackage(structures, packageUuid, (pack) => ({
    ...pack,
    has_ean: hasEan,
    eans: hasEan ? (pack.eans.length > 0 ? pack.eans : [emptyEan(newUuid)]) : [],
  }));
}

/** §4 Logistics: edits one EAN; changing the dates flag clears date_from and date_to. */
export function setEan(
  structures: readonly Structure[],
  packageUuid: string,
  eanUuid: string,
  patch: Partial<Omit<Ean, 'uuid'>>,
): Structure[] {
  return updatePackage(structures, packageUuid, (pack) => ({
    ...pack,
    eans: pack.eans.map((ean) => {
      if (ean.uuid !== eanUuid) return ean;
      const next = { ...ean, ...patch };
      const datesToggled = patch.dates_enabled !== undefined && patch.dates_enabled !== ean.dates_enabled;
      return datesToggled ? { ...next, date_from: null, date_to: null } : next;
    }),
  }));
}

/** §3 Logistics: appends an empty EAN entry to a package. */
export function addEan(
  structures: readonly Structure[],
  packageUuid: string,
  newUuid: () => string,
): Structure[] {
  return updatePackage(structures, packageUuid, (pack) => ({
    ...pack,
    eans: [...pack.eans, emptyEan(newUuid)],
  }));
}

/** §3 Logistics: removes one EAN entry of a package. */
export function removeEan(
  structures: readonly Structure[],
  packageUuid: string,
  eanUuid: string,
): Structure[] {
  return updatePackage(structures, packageUuid, (pack) => ({
    ...pack,
    eans: pack.eans.filter((ean) => ean.uuid !== eanUuid),
  }));
}

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

/** A user's decimal (comma or dot), or null when it is not a number above zero. */
function positiveNumber(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$|^\.\d+$|^\d+\.$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return number > 0 ? number : null;
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
  const { toCm, toResult } = volumeRule(unitUuid);
  const numbers = [0, 1, 2].map((index) => positiveNumber(values[index]));
  if (numbers.some((number) => number === null)) return null;
  const cubicCm = (numbers as number[]).reduce((product, number) => product * number * toCm, 1);
  const factor = 10 ** DECIMALS.VOLUME;
  const rounded = Math.round(cubicCm * toResult * factor) / factor;
  return rounded.toFixed(DECIMALS.VOLUME).replace('.', ',');
}

/**
 * §5 Computations: the package's volume field (disabled to the user, §3) recomputed from its dimensions
 * field; emptied when the dimensions are incomplete. Returns the same package when nothing changes.
 */
export function withComputedVolume(pack: Package): Package {
  const dimensionsId = logisticFieldId(pack.package_type, 'DIMENSIONS');
  const volumeId = logisticFieldId(pack.package_type, 'VOLUME');
  if (dimensionsId === undefined || volumeId === undefined) return pack;
  const dimensions = pack.fields.find((field) => field.uuid === dimensionsId)?.data[0];
  const unit = dimensions?.unit_uuid;
  const volume = dimensions && unit ? dimensionsVolume(dimensions.value, unit) : null;
  const current = pack.fields.find((field) => field.uuid === volumeId)?.data;
  if (volume === null || !unit) {
    return current === undefined || current.length === 0 ? pack : withField(pack, volumeId, []);
  }
  const volumeUnit = volumeUnitFor(unit);
  const [first, ...more] = current ?? [];
  if (more.length === 0 && first?.value[0] === volume && first.unit_uuid === volumeUnit) return pack;
  return withField(pack, volumeId, [{ value: [volume], unit_uuid: volumeUnit }]);
}
