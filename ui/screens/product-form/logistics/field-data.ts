import type { NamedValue, PackageFieldData } from '@domain/product';

/**
 * The shape the ready validation reads (§5 Product): one entry, values in `value`, the unit in
 * `unit_uuid`. Further entries (materials) are kept as they are.
 */
export function writeValues(
  data: readonly PackageFieldData[],
  values: string[],
  units: readonly NamedValue[],
): PackageFieldData[] {
  const first = data[0];
  // §5 Single-unit fields get their unit set automatically.
  const single = units.length === 1 ? units[0]!.uuid : null;
  const unit_uuid = first?.unit_uuid ?? single;
  return [{ ...first, value: values, unit_uuid }, ...data.slice(1)];
}

export function writeUnit(
  data: readonly PackageFieldData[],
  unitUuid: string | null,
  units: readonly NamedValue[],
): PackageFieldData[] {
  const first = data[0];
  const unit = units.find((candidate) => candidate.uuid === unitUuid)?.name ?? null;
  return [{ ...first, value: first?.value ?? [], unit_uuid: unitUuid, unit }, ...data.slice(1)];
}

/** The n-th value of the first entry, '' when absent. */
export function valueAt(data: readonly PackageFieldData[], index: number): string {
  return data[0]?.value[index] ?? '';
}
