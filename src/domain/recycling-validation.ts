import { FAULT_MESSAGE, NAMESPACE } from './faults';
import { parseDecimal } from './logistics-arithmetic';
import { LOGISTIC_UNIT, logisticFieldId } from './logistics-fields';
import { weightLimitFault } from './logistics-limits';
import { LOGISTIC_FAULT } from './logistics-messages';
import { kindData } from './logistics-package-data';
import type { Package, PackageFieldData } from './product';
import { entryAt, isNotRecyclable, isRecyclable, materialPositions } from './recycling';
import { isKnownFraction, isKnownMaterial } from './recycling-materials';
import type { FieldFault } from './refusal';

const WEIGHT_UNITS: ReadonlySet<string> = new Set([LOGISTIC_UNIT.G, LOGISTIC_UNIT.KG]);

const fault = (field: string, message: string): FieldFault => ({
  namespace: NAMESPACE.LOGISTIC,
  field,
  message,
  type: 'validation',
});

/** §3 A material entry's weight: given, a number above zero, in g or kg, within the package's limit. */
function weightMessage(
  entry: PackageFieldData,
  packageType: number,
): { message: string; unit: boolean } | null {
  const text = entry.value[0]?.trim() ?? '';
  if (text === '') return { message: FAULT_MESSAGE.REQUIRED, unit: false };
  const weight = parseDecimal(text);
  if (weight === null) return { message: LOGISTIC_FAULT.NOT_A_NUMBER, unit: false };
  if (weight <= 0) return { message: FAULT_MESSAGE.GREATER_THAN_ZERO, unit: false };
  if (!entry.unit_uuid) return { message: FAULT_MESSAGE.UNIT, unit: true };
  if (!WEIGHT_UNITS.has(entry.unit_uuid)) return { message: LOGISTIC_FAULT.UNIT_NOT_ALLOWED, unit: true };
  const limit = weightLimitFault(packageType, weight, entry.unit_uuid);
  return limit === null ? null : { message: limit, unit: false };
}

/** §3 Recycled-content percent: when given, a number from 0 to 100. */
function percentMessage(entry: PackageFieldData | undefined): string | null {
  const text = entry?.value[0]?.trim() ?? '';
  if (text === '') return null;
  const percent = parseDecimal(text);
  if (percent === null) return LOGISTIC_FAULT.NOT_A_NUMBER;
  return percent < 0 || percent > 100 ? LOGISTIC_FAULT.PERCENT_RANGE : null;
}

/** A recycling fault without its package: the field after `<package uuid>.` and the message. */
interface Found {
  field: string;
  message: string;
}

/**
 * §3/§5 The recycling table of one package, faults at `<package>.<field>.<position>[.weight|.unit]`: every
 * material names a known material and its weight; percent 0–100; a known fraction. A recyclable package
 * lists at least one material; a package marked not recyclable lists none (§4 clears them). Only packages
 * built on the fixed field identifiers are checked (docs/decisions/0013).
 */
export function recyclingFaults(pack: Package): FieldFault[] {
  if (logisticFieldId(pack.package_type, 'MATERIAL') === undefined) return [];
  return judged(pack).map((found) => fault(`${pack.uuid}.${found.field}`, found.message));
}

// The verdict depends on four data arrays (materials, percents, fractions, the flag); arrays are replaced
// on an edit, so a verdict is kept while the package holds the same four.
interface Kept {
  key: readonly unknown[];
  found: Found[];
}
const kept = new WeakMap<object, Kept>();
const NONE: readonly PackageFieldData[] = [];

function judged(pack: Package): Found[] {
  const materials = kindData(pack, 'MATERIAL');
  const key = [
    pack.package_type,
    kindData(pack, 'RECYCLABLE_MATERIAL_PERCENT'),
    kindData(pack, 'RECYCLABLE_MATERIAL_FRACTION'),
    kindData(pack, 'RECYCLABLE'),
  ];
  const anchor = materials.length === 0 ? NONE : materials;
  const known = anchor === NONE ? undefined : kept.get(anchor);
  if (known !== undefined && known.key.every((part, index) => part === key[index])) return known.found;
  const found = findFaults(pack);
  if (anchor !== NONE) kept.set(anchor, { key, found });
  return found;
}

function findFaults(pack: Package): Found[] {
  const type = pack.package_type;
  const materialField = logisticFieldId(type, 'MATERIAL')!;
  const percentField = logisticFieldId(type, 'RECYCLABLE_MATERIAL_PERCENT');
  const fractionField = logisticFieldId(type, 'RECYCLABLE_MATERIAL_FRACTION');
  const out: Found[] = [];
  const positions = materialPositions(pack);
  if (positions.length === 0 && isRecyclable(pack)) {
    out.push({ field: materialField, message: LOGISTIC_FAULT.MATERIALS_REQUIRED });
  }
  if (positions.length > 0 && isNotRecyclable(pack)) {
    out.push({ field: materialField, message: LOGISTIC_FAULT.MATERIALS_NOT_RECYCLABLE });
  }
  for (const position of positions) {
    const entry = entryAt(pack, 'MATERIAL', position)!;
    const at = `${materialField}.${position}`;
    if (!entry.value_uuid) out.push({ field: at, message: FAULT_MESSAGE.REQUIRED });
    else if (!isKnownMaterial(entry.value_uuid))
      out.push({ field: at, message: LOGISTIC_FAULT.UNKNOWN_MATERIAL });
    const weight = weightMessage(entry, type);
    if (weight !== null)
      out.push({ field: `${at}${weight.unit ? '.unit' : '.weight'}`, message: weight.message });
    const percent = percentMessage(entryAt(pack, 'RECYCLABLE_MATERIAL_PERCENT', position));
    if (percent !== null) out.push({ field: `${percentField}.${position}`, message: percent });
    const fraction =
      fractionField === undefined ? undefined : entryAt(pack, 'RECYCLABLE_MATERIAL_FRACTION', position);
    if (fraction?.value_uuid && !isKnownFraction(fraction.value_uuid))
      out.push({ field: `${fractionField}.${position}`, message: LOGISTIC_FAULT.UNKNOWN_FRACTION });
  }
  return out;
}
