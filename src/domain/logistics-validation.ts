import { eanFaults } from './ean-validation';
import { FAULT_MESSAGE, NAMESPACE } from './faults';
import { parseDecimal, toKilograms } from './logistics-arithmetic';
import { logisticFieldKindOf, RECYCLING_FIELD_KINDS, type LogisticFieldKind } from './logistics-fields';
import { limitFault } from './logistics-limits';
import { LOGISTIC_FAULT } from './logistics-messages';
import { kindValue } from './logistics-package-data';
import type { Package, PackageField, PackageFieldDefinition, Structure, ValidationContext } from './product';
import { recyclingFaults } from './recycling-validation';
import type { FieldFault } from './refusal';

/** What the package rules need of the validation context. */
export type LogisticsContext = Pick<
  ValidationContext,
  'packageDefinitions' | 'logisticFields' | 'networkCodes'
>;

const fault = (field: string, message: string): FieldFault => ({
  namespace: NAMESPACE.LOGISTIC,
  field,
  message,
  type: 'validation',
});

const filled = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** What the package rules need of one definition field, decided once per validation. */
type FieldRole = 'material' | 'dimensions' | 'plain';
interface FieldRule {
  definition: PackageFieldDefinition;
  role: FieldRole;
  kind: LogisticFieldKind | undefined;
  /** §5 Values > 0: numeric fields and fields that offer units (weights, dimensions, counts, volume). */
  measure: boolean;
  units: ReadonlySet<string>;
}

const NUMERIC_FIELD_TYPES: ReadonlySet<string> = new Set(['number', 'integer', 'float', 'threenumber']);
/** Recycling kinds checked per position by recyclingFaults rather than as one value. */
const POSITIONAL: ReadonlySet<LogisticFieldKind> = new Set([
  'RECYCLABLE_MATERIAL_PERCENT',
  'RECYCLABLE_MATERIAL_FRACTION',
]);

/** The rules of one package type, with what the cross-field checks need found once. */
interface TypeRules {
  fields: FieldRule[];
  gross: string | undefined;
  net: string | undefined;
  recycling: boolean;
}

function typeRules(fields: FieldRule[]): TypeRules {
  return {
    fields,
    gross: fields.find((rule) => rule.kind === 'GROSS_WEIGHT')?.definition.uuid,
    net: fields.find((rule) => rule.kind === 'NET_WEIGHT')?.definition.uuid,
    recycling: fields.some((rule) => rule.kind !== undefined && RECYCLING_FIELD_KINDS.has(rule.kind)),
  };
}

// Built once per definitions list: the form validates the same schema's definitions on every save.
const rulesCache = new WeakMap<object, { ids: unknown; rules: Map<number, TypeRules> }>();

function buildRules(context: LogisticsContext): Map<number, TypeRules> {
  const cached = rulesCache.get(context.packageDefinitions);
  if (cached !== undefined && cached.ids === context.logisticFields) return cached.rules;
  const rules = new Map<number, TypeRules>();
  for (const [type, fields] of fieldRules(context)) rules.set(type, typeRules(fields));
  rulesCache.set(context.packageDefinitions, { ids: context.logisticFields, rules });
  return rules;
}

function fieldRules(context: LogisticsContext): Map<number, FieldRule[]> {
  const ids = context.logisticFields;
  const materials = new Set([...(ids?.material ?? []), ...(ids?.perBasePackMaterial ?? [])]);
  const dimensions = new Set(ids?.dimensions ?? []);
  const rules = new Map<number, FieldRule[]>();
  for (const { package_type, fields } of context.packageDefinitions) {
    const list = fields.flatMap((definition): FieldRule[] => {
      const kind = logisticFieldKindOf(definition.uuid);
      if (kind !== undefined && POSITIONAL.has(kind)) return [];
      const role: FieldRole = materials.has(definition.uuid)
        ? 'material'
        : dimensions.has(definition.uuid)
          ? 'dimensions'
          : 'plain';
      const measure = definition.available_units.length > 0 || NUMERIC_FIELD_TYPES.has(definition.type);
      const units = new Set(definition.available_units.map((unit) => unit.uuid));
      return [{ definition, role, kind, measure, units }];
    });
    // Only fields that can fail are kept: optional non-measures never produce a fault.
    rules.set(
      package_type,
      list.filter((rule) => rule.definition.is_required || rule.role !== 'plain' || rule.measure),
    );
  }
  return rules;
}

/**
 * §5 Numbers above zero (whole ones for integer fields): the numbers, or the message of the first value
 * that is not one.
 */
function numbersOf(values: readonly string[], integer: boolean): number[] | string {
  const numbers: number[] = [];
  for (const value of values) {
    const number = parseDecimal(value);
    if (number === null) return LOGISTIC_FAULT.NOT_A_NUMBER;
    if (number <= 0) return FAULT_MESSAGE.GREATER_THAN_ZERO;
    if (integer && !Number.isInteger(number)) return LOGISTIC_FAULT.WHOLE_NUMBER;
    numbers.push(number);
  }
  return numbers;
}

/** §5 One field of one package: at most one message (and whether it is the unit's), the first rule broken. */
function fieldMessage(
  rule: FieldRule,
  field: PackageField | undefined,
  packageType: number,
): { message: string; unit: boolean } | null {
  const { definition, role, measure, units, kind } = rule;
  const data = field?.data ?? [];
  if (role === 'material') {
    // §5 A package requires materials when its material field is required: an entry naming a material.
    const named = data.some((entry) => filled(entry.value_uuid));
    return definition.is_required && !named ? { message: FAULT_MESSAGE.REQUIRED, unit: false } : null;
  }
  const first = data[0];
  const values = first?.value ?? [];
  if (role === 'dimensions') {
    if (!(filled(values[0]) && filled(values[1]) && filled(values[2])))
      return { message: FAULT_MESSAGE.DIMENSIONS, unit: false };
  } else if (definition.is_required && !filled(values[0]) && !filled(first?.value_uuid)) {
    // A chosen value (pack type, flags) is a value too.
    return { message: FAULT_MESSAGE.REQUIRED, unit: false };
  }
  const given: string[] = [];
  for (const value of values) if (filled(value)) given.push(value);
  if (given.length === 0) return null;
  const unit = first?.unit_uuid;
  if ((definition.is_required || role === 'dimensions') && units.size > 0 && !filled(unit))
    return { message: FAULT_MESSAGE.UNIT, unit: true };
  if (filled(unit) && units.size > 0 && !units.has(unit))
    return { message: LOGISTIC_FAULT.UNIT_NOT_ALLOWED, unit: true };
  if (!measure) return null;
  const numbers = numbersOf(given, definition.type === 'integer');
  if (typeof numbers === 'string') return { message: numbers, unit: false };
  const limit = kind === undefined ? null : limitFault(kind, packageType, numbers, unit);
  return limit === null ? null : { message: limit, unit: false };
}

type Verdict = { message: string; unit: boolean } | null;
/**
 * A field's verdict depends only on its data and its rule. Data arrays are replaced, never changed, on an
 * edit (logistics-updates), so a verdict is kept while the field holds the same array: after one edit
 * only the fields that changed are judged again.
 */
const verdicts = new WeakMap<object, Map<FieldRule, Verdict>>();

function verdict(rule: FieldRule, field: PackageField | undefined, packageType: number): Verdict {
  if (field === undefined) return fieldMessage(rule, field, packageType);
  let byRule = verdicts.get(field.data);
  if (byRule === undefined) {
    byRule = new Map();
    verdicts.set(field.data, byRule);
  }
  const known = byRule.get(rule);
  if (known !== undefined) return known;
  const found = fieldMessage(rule, field, packageType);
  byRule.set(rule, found);
  return found;
}

/** GS1 (docs/decisions/0013): a gross weight below the net weight of the same package. */
function grossBelowNet(pack: Package): boolean {
  const net = kindValue(pack, 'NET_WEIGHT');
  const gross = kindValue(pack, 'GROSS_WEIGHT');
  const netKg = toKilograms(parseDecimal(net.value) ?? Number.NaN, net.unit);
  const grossKg = toKilograms(parseDecimal(gross.value) ?? Number.NaN, gross.unit);
  return netKg !== null && grossKg !== null && netKg > 0 && grossKg > 0 && grossKg < netKg;
}

function fieldOf(pack: Package, uuid: string): PackageField | undefined {
  // A package holds a dozen fields: a scan finds one as fast as a map, without building one per package.
  for (const field of pack.fields) if (field.uuid === uuid) return field;
  return undefined;
}

const isIn = (faulted: ReadonlySet<string> | null, uuid: string | undefined) =>
  uuid !== undefined && faulted !== null && faulted.has(uuid);

function packageFaults(pack: Package, rules: TypeRules, out: FieldFault[]): void {
  // Hot path (every package on every save and validation): no closures, no map per package.
  let faulted: Set<string> | null = null;
  for (const rule of rules.fields) {
    const found = verdict(rule, fieldOf(pack, rule.definition.uuid), pack.package_type);
    if (found === null) continue;
    (faulted ??= new Set()).add(rule.definition.uuid);
    out.push(fault(`${pack.uuid}.${rule.definition.uuid}${found.unit ? '.unit' : ''}`, found.message));
  }
  // Gross below net only when both weights passed their own rules: otherwise that fault says it.
  const { gross, net } = rules;
  if (gross !== undefined && !isIn(faulted, gross) && !isIn(faulted, net) && grossBelowNet(pack))
    out.push(fault(`${pack.uuid}.${gross}`, LOGISTIC_FAULT.GROSS_BELOW_NET));
  if (rules.recycling) {
    // A required material field already said "required"; the recycling rules add the rest.
    for (const found of recyclingFaults(pack)) {
      if (!isIn(faulted, found.field.slice(pack.uuid.length + 1))) out.push(found);
    }
  }
}

/**
 * §3 Network-specific structures, faults at `structures.<index>.network_codes`: at least one network,
 * no network with two individual structures, and (when the context lists them) only known networks.
 */
function structureFaults(structures: readonly Structure[], context: LogisticsContext, out: FieldFault[]) {
  const known = context.networkCodes === undefined ? null : new Set(context.networkCodes);
  const taken = new Set<string>();
  structures.forEach((structure, index) => {
    if (!structure.is_network_structure) return;
    const field = `structures.${index}.network_codes`;
    if (structure.network_codes.length === 0) out.push(fault(field, LOGISTIC_FAULT.NETWORK_REQUIRED));
    for (const code of structure.network_codes) {
      if (known !== null && !known.has(code)) out.push(fault(field, LOGISTIC_FAULT.UNKNOWN_NETWORK));
      else if (taken.has(code)) out.push(fault(field, LOGISTIC_FAULT.NETWORK_TWICE));
      taken.add(code);
    }
  });
}

/**
 * §5 Logistics: at least one package; required package fields need a value and a unit (one the field
 * offers), dimensions are required, values are numbers greater than zero and plausible; materials where
 * required; the recycling table; network structures; the GS1 rules on EANs (docs/decisions/0013). Faults in
 * namespace logistic, field `<package uuid>.<field uuid>[.unit]`, `structures.<i>…` or `packages`, and in
 * namespace ean by EAN uuid. The ready validation and POST /api/p1/logistic/validate both use it.
 */
export function validateLogistics(structures: readonly Structure[], context: LogisticsContext): FieldFault[] {
  const out: FieldFault[] = [];
  const rules = buildRules(context);
  let packages = 0;
  structureFaults(structures, context, out);
  for (const structure of structures) {
    for (const pack of structure.packages) {
      packages += 1;
      const typed = rules.get(pack.package_type);
      if (typed !== undefined && typed.fields.length > 0) packageFaults(pack, typed, out);
    }
  }
  out.push(...eanFaults(structures));
  if (packages === 0) out.push(fault('packages', FAULT_MESSAGE.AT_LEAST_ONE_PACKAGE));
  return out;
}
