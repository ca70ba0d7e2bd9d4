import { attributeValidity, VALIDITY } from './attribute-validity';
import { MEDIA_TYPE } from './constants';
import { FAULT_MESSAGE, NAMESPACE } from './faults';
import type {
  Attribute,
  EntityRef,
  MediaFile,
  NetworkAvailability,
  PackageField,
  PackageFieldDefinition,
  ProductPayload,
  ProductProfile,
  Structure,
  ValidationContext,
} from './product';
import type { FieldFault } from './refusal';

/** §4 Product status: a card is ready only with a profile or a front photo, whatever the schema says. */
export const DEFAULT_ONE_OF_MEDIA: readonly number[] = [MEDIA_TYPE.PROFILE, MEDIA_TYPE.FRONT];

const fault = (namespace: string, field: string, message: string): FieldFault => ({
  namespace,
  field,
  message,
  type: 'validation',
});

function filled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** §5 Producer and brand: a positive id, or a new entity with a name. */
function isEntityGiven(ref: EntityRef): boolean {
  if (typeof ref === 'number') return Number.isFinite(ref) && ref > 0;
  return ref !== null && filled(ref.name);
}

/** §5 Product, draft: name_to_show must have a value (the whole validation only with flag 10 on). */
export function validateDraft(
  payload: Pick<ProductPayload, 'product_profile'>,
  context: Pick<ValidationContext, 'productFormValidation'> = { productFormValidation: true },
): FieldFault[] {
  if (!context.productFormValidation || filled(payload.product_profile.name_to_show)) return [];
  return [fault(NAMESPACE.PROFILE, 'name_to_show', FAULT_MESSAGE.REQUIRED)];
}

function profileFaults(profile: ProductProfile, context: ValidationContext, out: FieldFault[]): void {
  if (!filled(profile.name)) out.push(fault(NAMESPACE.PROFILE, 'name', FAULT_MESSAGE.REQUIRED));
  if (!filled(profile.name_to_show))
    out.push(fault(NAMESPACE.PROFILE, 'name_to_show', FAULT_MESSAGE.REQUIRED));
  if (!isEntityGiven(profile.producer))
    out.push(fault(NAMESPACE.PROFILE, 'producer', FAULT_MESSAGE.REQUIRED));
  if (!isEntityGiven(profile.brand)) out.push(fault(NAMESPACE.PROFILE, 'brand', FAULT_MESSAGE.REQUIRED));
  const returnAddress = profile.return_address;
  if (context.returnAddressValidation && !(typeof returnAddress === 'number' && returnAddress > 0)) {
    out.push(fault(NAMESPACE.PROFILE, 'return_address', FAULT_MESSAGE.REQUIRED));
  }
}

function attributeFaults(
  attributes: readonly Attribute[],
  availability: NetworkAvailability,
  out: FieldFault[],
): void {
  // Built once so that each private attribute costs one lookup, not a scan of the availability list.
  const numbered = new Set<string>();
  for (const entry of availability.availability) if (filled(entry.product_number)) numbered.add(entry.code);
  for (const attribute of attributes) {
    if (!attribute.is_required || !attribute.is_visible) continue;
    const network = attribute.private_network_code;
    if (network && !numbered.has(network)) continue; // §5 that network does not list the product
    const validity = attributeValidity(attribute);
    if (validity === VALIDITY.NO_VALUE) {
      out.push(fault(NAMESPACE.ATTRIBUTES, attribute.uuid, FAULT_MESSAGE.NOT_EMPTY));
    } else if (validity === VALIDITY.NO_UNIT) {
      out.push(fault(NAMESPACE.ATTRIBUTES, `${attribute.uuid}.unit`, FAULT_MESSAGE.UNIT));
    }
  }
}

function mediaFaults(media: readonly MediaFile[], context: ValidationContext, out: FieldFault[]): void {
  const present = new Set<number>();
  for (const file of media) present.add(file.type);
  for (const type of context.requiredMedia) {
    if (!present.has(type)) out.push(fault(NAMESPACE.GALLERY, String(type), FAULT_MESSAGE.REQUIRED));
  }
  const oneOf = context.oneOfRequiredMedia.length > 0 ? context.oneOfRequiredMedia : DEFAULT_ONE_OF_MEDIA;
  if (oneOf.some((type) => present.has(type))) return;
  for (const type of oneOf) out.push(fault(NAMESPACE.GALLERY, String(type), FAULT_MESSAGE.ONE_OF));
}

/** What the package rules need of one definition field, decided once per validation. */
type FieldRole = 'material' | 'dimensions' | 'plain';
interface FieldRule {
  definition: PackageFieldDefinition;
  role: FieldRole;
  /** §5 Values > 0: numeric fields and fields that offer units (weights, dimensions, counts, volume). */
  measure: boolean;
}

const NUMERIC_FIELD_TYPES: ReadonlySet<string> = new Set(['number', 'integer', 'float', 'threenumber']);

/** What the package rules need of the validation context. */
export type LogisticsContext = Pick<ValidationContext, 'packageDefinitions' | 'logisticFields'>;

function buildRules(context: LogisticsContext): Map<number, FieldRule[]> {
  const ids = context.logisticFields;
  const materials = new Set([...(ids?.material ?? []), ...(ids?.perBasePackMaterial ?? [])]);
  const dimensions = new Set(ids?.dimensions ?? []);
  const rules = new Map<number, FieldRule[]>();
  for (const { package_type, fields } of context.packageDefinitions) {
    const list = fields.map((definition): FieldRule => {
      const role: FieldRole = materials.has(definition.uuid)
        ? 'material'
        : dimensions.has(definition.uuid)
          ? 'dimensions'
          : 'plain';
      const measure = definition.available_units.length > 0 || NUMERIC_FIELD_TYPES.has(definition.type);
      return { definition, role, measure };
    });
    // Only fields that can fail are kept: optional non-measures never produce a fault.
    rules.set(
      package_type,
      list.filter((rule) => rule.definition.is_required || rule.role !== 'plain' || rule.measure),
    );
  }
  return rules;
}

function isPositive(value: string): boolean {
  const number = Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) && number > 0;
}

/** §5 One field of one package: at most one message, the first rule it breaks. */
function fieldMessage(rule: FieldRule, field: PackageField | undefined): string | null {
  const { definition, role, measure } = rule;
  const data = field?.data ?? [];
  if (role === 'material') {
    // §5 A package requires materials when its material field is required: an entry naming a material.
    return definition.is_required && !data.some((entry) => filled(entry.value_uuid))
      ? FAULT_MESSAGE.REQUIRED
      : null;
  }
  const first = data[0];
  const values = first?.value ?? [];
  if (role === 'dimensions') {
    if (!(filled(values[0]) && filled(values[1]) && filled(values[2]))) return FAULT_MESSAGE.DIMENSIONS;
  } else if (definition.is_required && !filled(values[0]) && !filled(first?.value_uuid)) {
    // A chosen value (pack type, flags) is a value too.
    return FAULT_MESSAGE.REQUIRED;
  }
  const given = values.filter(filled);
  if (given.length === 0) return null;
  const unitOffered = definition.available_units.length > 0;
  if ((definition.is_required || role === 'dimensions') && unitOffered && !filled(first?.unit_uuid)) {
    return FAULT_MESSAGE.UNIT;
  }
  return measure && !given.every(isPositive) ? FAULT_MESSAGE.GREATER_THAN_ZERO : null;
}

/**
 * §5 Logistics: at least one package; required package fields need a value and a unit, dimensions are
 * required, values greater than zero, materials where required. Faults in namespace logistic, field
 * `<package uuid>.<field uuid>[.unit]` or `packages`. The ready validation and the server's
 * POST /api/p1/logistic/validate both use it.
 */
export function validateLogistics(structures: readonly Structure[], context: LogisticsContext): FieldFault[] {
  const out: FieldFault[] = [];
  const rules = buildRules(context);
  let packages = 0;
  for (const structure of structures) {
    for (const pack of structure.packages) {
      packages += 1;
      const fieldRules = rules.get(pack.package_type);
      if (!fieldRules || fieldRules.length === 0) continue;
      const byUuid = new Map<string, PackageField>();
      for (const field of pack.fields) byUuid.set(field.uuid, field);
      for (const rule of fieldRules) {
        const message = fieldMessage(rule, byUuid.get(rule.definition.uuid));
        if (message !== null) {
          const unit = message === FAULT_MESSAGE.UNIT ? '.unit' : '';
          out.push(fault(NAMESPACE.LOGISTIC, `${pack.uuid}.${rule.definition.uuid}${unit}`, message));
        }
      }
    }
  }
  if (packages === 0) out.push(fault(NAMESPACE.LOGISTIC, 'packages', FAULT_MESSAGE.AT_LEAST_ONE_PACKAGE));
  return out;
}

/**
 * §5 Product, ready: profile, required and visible attributes, media and logistics; faults carry
 * message keys and namespaced fields the form maps with faults.ts. No faults with flag 10 off.
 */
export function validateReady(
  payload: ProductPayload,
  attributes: readonly Attribute[],
  media: readonly MediaFile[],
  context: ValidationContext,
): FieldFault[] {
  if (!context.productFormValidation) return [];
  const out: FieldFault[] = [];
  profileFaults(payload.product_profile, context, out);
  attributeFaults(attributes, payload.network_availability, out);
  mediaFaults(media, context, out);
  out.push(...validateLogistics(payload.logistic.structures, context));
  return out;
}
