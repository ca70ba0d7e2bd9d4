import { LOGISTIC_VALUE, logisticFieldId, type LogisticFieldKind } from './logistics-fields';
import type { Package, PackageFieldData } from './product';

/** An internal error: a caller passed something the rules do not know (never the user's fault). */
export class LogisticsInternalError extends Error {
  override name = 'LogisticsInternalError';
}

/** The data of one field kind on a package ([] when the type or the package has none). */
export function kindData(pack: Package, kind: LogisticFieldKind): PackageFieldData[] {
  const uuid = logisticFieldId(pack.package_type, kind);
  if (uuid === undefined) return [];
  return pack.fields.find((field) => field.uuid === uuid)?.data ?? [];
}

/** The first entry of one field kind: its first value and its unit. */
export function kindValue(pack: Package, kind: LogisticFieldKind): { value: string; unit: string | null } {
  const first = kindData(pack, kind)[0];
  return { value: first?.value[0] ?? '', unit: first?.unit_uuid ?? null };
}

/** A flag field's choice: the positive or negative identifier, from its first value or its value_uuid. */
export function flagOf(pack: Package, kind: LogisticFieldKind): 'positive' | 'negative' | null {
  const first = kindData(pack, kind)[0];
  const chosen = first?.value[0] || first?.value_uuid;
  if (chosen === LOGISTIC_VALUE.POSITIVE) return 'positive';
  if (chosen === LOGISTIC_VALUE.NEGATIVE) return 'negative';
  return null;
}

/** Writes one field's data on a package, adding the field when the package does not hold it yet. */
export function withField(pack: Package, fieldUuid: string, data: PackageFieldData[]): Package {
  const present = pack.fields.some((field) => field.uuid === fieldUuid);
  const fields = present
    ? pack.fields.map((field) => (field.uuid === fieldUuid ? { ...field, data } : field))
    : [...pack.fields, { uuid: fieldUuid, data }];
  return { ...pack, fields };
}

/** Same data: values, unit, chosen value and position (names are derived and not compared). */
function sameData(a: readonly PackageFieldData[], b: readonly PackageFieldData[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((entry, index) => {
    const other = b[index]!;
    return (
      entry.value.length === other.value.length &&
      entry.value.every((value, at) => value === other.value[at]) &&
      (entry.unit_uuid ?? null) === (other.unit_uuid ?? null) &&
      (entry.value_uuid ?? null) === (other.value_uuid ?? null) &&
      (entry.attribute_set_position ?? null) === (other.attribute_set_position ?? null)
    );
  });
}

/**
 * Writes a computed field kind, keeping the very same package when the data is already right (memoised
 * package cards re-render only for real changes). A type without that kind is left as it is.
 */
export function withKindData(pack: Package, kind: LogisticFieldKind, data: PackageFieldData[]): Package {
  const uuid = logisticFieldId(pack.package_type, kind);
  if (uuid === undefined) return pack;
  const current = pack.fields.find((field) => field.uuid === uuid)?.data;
  if (current === undefined ? data.length === 0 : sameData(current, data)) return pack;
  return withField(pack, uuid, data);
}
