import { logisticFieldId, type LogisticFieldKind } from './logistics-fields';
import { dimensionsVolume, volumeUnitFor } from './logistics-structure';
import type { AvailabilityEntry, Package, PackageFieldData, Structure } from './product';

/**
 * §3 Logistics and §3 Network availability, read-only: the packages of a card with their EANs, dimensions,
 * volume and weights, and the networks it is available in, for the details screen, xlsx and print.
 */

export interface Amount {
  value: string;
  unit: string;
}

export interface PackageSummary {
  uuid: string;
  packageType: number;
  /** The structure's networks when it is network-specific, else empty. */
  networkCodes: string[];
  eans: string[];
  units: string | null;
  /** Width × height × depth as typed. */
  dimensions: Amount | null;
  /** The stored volume, or (§5 Computations) the one the dimensions give. */
  volume: Amount | null;
  netWeight: Amount | null;
  grossWeight: Amount | null;
}

/** A unit's name by its id (null when unknown: the id is then not shown). */
export type UnitName = (uuid: string) => string | null;

function field(pack: Package, kind: LogisticFieldKind): PackageFieldData | undefined {
  const id = logisticFieldId(pack.package_type, kind);
  return id === undefined ? undefined : pack.fields.find((candidate) => candidate.uuid === id)?.data[0];
}

function amount(data: PackageFieldData | undefined, unitName: UnitName): Amount | null {
  const value = data?.value[0]?.trim();
  if (!data || !value) return null;
  return { value, unit: data.unit ?? (data.unit_uuid ? (unitName(data.unit_uuid) ?? '') : '') };
}

function dimensionsOf(pack: Package, unitName: UnitName): { shown: Amount | null; volume: Amount | null } {
  const data = field(pack, 'DIMENSIONS');
  const values = (data?.value ?? []).map((value) => value.trim()).filter((value) => value !== '');
  if (!data || values.length === 0) return { shown: null, volume: null };
  const unit = data.unit ?? (data.unit_uuid ? (unitName(data.unit_uuid) ?? '') : '');
  let volume: Amount | null = null;
  try {
    const computed = data.unit_uuid ? dimensionsVolume(data.value, data.unit_uuid) : null;
    if (computed !== null && data.unit_uuid)
      volume = { value: computed, unit: unitName(volumeUnitFor(data.unit_uuid)) ?? '' };
  } catch {
    // A unit the computation does not know: the dimensions are shown, the volume is not.
  }
  return { shown: { value: values.join(' × '), unit }, volume };
}

/** §3 Logistics: every package of every structure, in structure order, summarised. */
export function logisticsSummary(structures: readonly Structure[], unitName: UnitName): PackageSummary[] {
  return structures.flatMap((structure) =>
    structure.packages.map((pack) => {
      const dimensions = dimensionsOf(pack, unitName);
      return {
        uuid: pack.uuid,
        packageType: pack.package_type,
        networkCodes: structure.is_network_structure ? [...structure.network_codes] : [],
        eans: pack.has_ean ? pack.eans.map((ean) => ean.ean).filter((ean) => ean.trim() !== '') : [],
        units: field(pack, 'CONSUMER_UNITS_NUMBER')?.value[0]?.trim() || null,
        dimensions: dimensions.shown,
        volume: amount(field(pack, 'VOLUME'), unitName) ?? dimensions.volume,
        netWeight: amount(field(pack, 'NET_WEIGHT'), unitName),
        grossWeight: amount(field(pack, 'GROSS_WEIGHT'), unitName),
      };
    }),
  );
}

export interface AvailabilityRow {
  code: string;
  name: string;
  visible: boolean;
  productNumber: string;
}

/** §3 Network availability: one row per listed network, named, visible ones first, then by name. */
export function availabilityRows(
  availability: readonly AvailabilityEntry[],
  networkNames: Readonly<Record<string, string>>,
): AvailabilityRow[] {
  return availability
    .map((entry) => ({
      code: entry.code,
      name: networkNames[entry.code] ?? entry.code,
      visible: entry.visibility,
      productNumber: entry.product_number.trim(),
    }))
    .sort((a, b) => Number(b.visible) - Number(a.visible) || a.name.localeCompare(b.name));
}
