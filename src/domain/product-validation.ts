import { attributeValidity, VALIDITY } from './attribute-validity';
import { unknownNetworkFaults } from './availability';
import { MEDIA_TYPE } from './constants';
import { FAULT_MESSAGE, NAMESPACE } from './faults';
import { validateLogistics } from './logistics-validation';
import type {
  Attribute,
  EntityRef,
  MediaFile,
  NetworkAvailability,
  ProductPayload,
  ProductProfile,
  ValidationContext,
} from './product';
import type { FieldFault } from './refusal';

// §5 Logistics has its own module; the ready validation and existing callers import it from here too.
export { validateLogistics, type LogisticsContext } from './logistics-validation';

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

/** §5 Ready: the required photo types and one of the one-of types (namespace gallery). */
export function mediaFaults(
  media: readonly MediaFile[],
  context: ValidationContext,
  out: FieldFault[],
): void {
  const present = new Set<number>();
  for (const file of media) present.add(file.type);
  for (const type of context.requiredMedia) {
    if (!present.has(type)) out.push(fault(NAMESPACE.GALLERY, String(type), FAULT_MESSAGE.REQUIRED));
  }
  const oneOf = context.oneOfRequiredMedia.length > 0 ? context.oneOfRequiredMedia : DEFAULT_ONE_OF_MEDIA;
  if (oneOf.some((type) => present.has(type))) return;
  for (const type of oneOf) out.push(fault(NAMESPACE.GALLERY, String(type), FAULT_MESSAGE.ONE_OF));
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
  if (context.networkCodes !== undefined)
    out.push(...unknownNetworkFaults(payload.network_availability, context.networkCodes));
  out.push(...validateLogistics(payload.logistic.structures, context));
  return out;
}
