import { PACKAGE_TYPE } from './constants';
import { CONSUMER_UNITS_UNIT, logisticFieldId } from './logistics-fields';
import type { Ean, Package, PackageField, Structure } from './product';

// The rules of one package's fields and of its structure live beside this file; they are re-exported so
// that callers keep one place to import the structure rules from.
export { LogisticsInternalError } from './logistics-package-data';
export { dimensionsVolume, volumeUnitFor, withComputedVolume } from './logistics-volume';
export { recomputeStructure, recomputeStructures, setPackageField } from './logistics-updates';

/** §4 Logistics: a fresh EAN entry, empty and without dates. */
export function emptyEan(newUuid: () => string): Ean {
  return { uuid: newUuid(), ean: '', dates_enabled: false, date_from: null, date_to: null };
}

/**
 * §2 Package modal: a new package of a type. Consumer and collective levels start with the EAN flag on and
 * one empty EAN (each level has its own GTIN); a pallet starts without, as pallets are identified by SSCC
 * labels rather than a GTIN (docs/decisions/0013). The consumer holds units number 1 (§9 default); other
 * levels an empty units number for the user to give.
 */
export function emptyPackage(packageType: number, newUuid: () => string): Package {
  const unitsField = logisticFieldId(packageType, 'CONSUMER_UNITS_NUMBER');
  const units = packageType === PACKAGE_TYPE.CONSUMER ? '1' : '';
  const fields: PackageField[] =
    unitsField === undefined
      ? []
      : [{ uuid: unitsField, data: [{ value: [units], unit_uuid: CONSUMER_UNITS_UNIT }] }];
  const hasEan = packageType !== PACKAGE_TYPE.PALLET;
  return {
    uuid: newUuid(),
    package_type: packageType,
    has_ean: hasEan,
    fields,
    eans: hasEan ? [emptyEan(newUuid)] : [],
  };
}

/**
 * §3 Logistics, default basic structure: one non-network structure with one consumer package (type 11),
 * has_ean true, one EAN entry with empty dates, and the consumer-units-number field holding 1 in its
 * fixed unit.
 */
export function defaultBasicStructure(newUuid: () => string): Structure {
  return {
    is_network_structure: false,
    network_codes: [],
    packages: [emptyPackage(PACKAGE_TYPE.CONSUMER, newUuid)],
  };
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
 * §2 EAN modal: stores the entry as the modal confirmed it — replacing the entry of that uuid, or appended
 * as a new one. Dates are kept only while the dates flag is on (§4: changing it clears them).
 */
export function putEan(structures: readonly Structure[], packageUuid: string, ean: Ean): Structure[] {
  const entry: Ean = ean.dates_enabled ? ean : { ...ean, date_from: null, date_to: null };
  return updatePackage(structures, packageUuid, (pack) => {
    const present = pack.eans.some((existing) => existing.uuid === entry.uuid);
    return {
      ...pack,
      has_ean: true,
      eans: present
        ? pack.eans.map((existing) => (existing.uuid === entry.uuid ? entry : existing))
        : [...pack.eans, entry],
    };
  });
}
