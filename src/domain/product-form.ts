import { changeProducer, editAttribute, mergeSchema, toSavedAttributes } from './attribute-rules';
import { AVAILABILITY, type ProductStatus } from './constants';
import { attributeValidity } from './attribute-validity';
import {
  mapFaults,
  NAMESPACE,
  NO_FAULTS,
  setAttributeValidity,
  type Fault,
  type FaultMaps,
  type Issue,
} from './faults';
import { DISPLAY_PACKAGE_FIELD_IDS, LOGISTIC_VALUE, VALIDATION_LOGISTIC_FIELDS } from './logistics-fields';
import { toGallery, withDisplayPhotoRule } from './media';
import type {
  Attribute,
  AttributeData,
  MediaFile,
  NetworkAvailability,
  PackageDefinition,
  ProductPayload,
  ProductProfile,
  Structure,
  ValidationContext,
} from './product';
import { validateDraft, validateReady } from './product-validation';
import type { FieldFault } from './refusal';

/** §2 A section of the navigator: the form's own ones and the attribute sections of the schema. */
export interface FormSection {
  code: string;
  name: string;
  position: number;
  kind: 'form' | 'attributes';
  is_hidden: boolean;
}

export interface AttributeGroup {
  section_code: string;
  name: string;
  attribute_uuids: string[];
}

/** §3 A media file as the form shows it: the gallery entry plus what the upload learnt of it. */
export interface FormMedia extends MediaFile {
  url: string;
  size: number;
  width: number | null;
  height: number | null;
  /** §5 Photo-rule warnings (message keys). */
  warnings: string[];
}

/** §3 Required, available and one-of-required media and the logistic definitions of the schema. */
export interface FormRules {
  required_media: number[];
  available_media: number[];
  one_of_required_media: number[];
  logistic_definitions: PackageDefinition[];
}

export interface AddressOption {
  id: number;
  name: string;
  street: string | null;
  city: string | null;
  postcode: string | null;
  country: string | null;
  is_complete: boolean;
}

/** §3 Form state: producers, brands, sub-brands, addresses, networks and requirement sets offered. */
export interface FormOptions {
  /** The card's company: an admin's producer and address calls name it. */
  companyId: number | null;
  producers: { id: number; name: string; is_complete: boolean }[];
  brands: { id: number; name: string; producer_id: number }[];
  sub_brands: { id: number; name: string; producer_id: number; brand_id: number }[];
  companyAddresses: AddressOption[];
  returnAddresses: AddressOption[];
  networks: { code: string; name: string }[];
  requirementSets: { id: number; name: string }[];
}

/** §3 general_info of a stored card. */
export interface GeneralInfo {
  updated_at: string;
  /** The card's version: a save sends it back and is refused (409) if another write came first. */
  version: number;
  created_at: string;
  supplier_user: { id: number; name: string } | null;
  last_product_editor: { id: number; name: string } | null;
  is_edit_required: boolean;
  status: number;
}

/** §3 Form state of the product card (the part that is data; flow state lives in the machines). */
export interface ProductFormState {
  id: number | null;
  status: ProductStatus | null;
  profile: ProductProfile;
  attributes: Attribute[];
  sections: FormSection[];
  groups: AttributeGroup[];
  rules: FormRules;
  options: FormOptions;
  /** Names of the chosen categories (for the identify section). */
  categoryNames: Record<number, string>;
  structures: Structure[];
  availability: NetworkAvailability;
  requirementSets: number[];
  media: FormMedia[];
  generalInfo: GeneralInfo | null;
  faults: FaultMaps;
  warnings: Fault[];
  issues: Issue[];
}

/** An empty profile for a new card (§3). */
export function emptyProfile(): ProductProfile {
  return {
    category_ids: [],
    company_address: null,
    return_address: null,
    own_brand_type: AVAILABILITY.GENERALLY_AVAILABLE,
    name: '',
    name_to_show: '',
    is_shared: false,
    is_basic: true,
    producer: null,
    brand: null,
    sub_brand: null,
  };
}

/** §3 The save payload of the form; UI-only attribute fields stripped. */
export function toPayload(state: ProductFormState): ProductPayload {
  return {
    product_profile: state.profile,
    logistic: { structures: state.structures },
    network_availability: state.availability,
    product_requirement_sets: state.requirementSets,
    gallery: toGallery(state.media),
    attributes: toSavedAttributes(state.attributes),
  };
}

/** Instance switches the validation depends on (§1 feature flags). */
export interface ValidationFlags {
  productFormValidation: boolean;
  returnAddressValidation: boolean;
}

/**
 * §4 Logistics, §5 Product: what the ready validation needs of the schema, with the dispatch-packaging photo
 * required exactly when a package is a display package. The server builds the same context.
 */
export function readyValidationContext(
  rules: FormRules & { networks?: readonly { code: string }[] },
  structures: readonly Structure[],
  flags: ValidationFlags,
): ValidationContext {
  // The schema answer lists the networks (the server passes it whole); the form adds its options' list.
  const networkCodes = rules.networks?.map((network) => network.code);
  return {
    ...(networkCodes === undefined ? {} : { networkCodes }),
    productFormValidation: flags.productFormValidation,
    returnAddressValidation: flags.returnAddressValidation,
    requiredMedia: withDisplayPhotoRule(
      rules.required_media,
      structures,
      DISPLAY_PACKAGE_FIELD_IDS,
      LOGISTIC_VALUE.POSITIVE,
    ),
    oneOfRequiredMedia: rules.one_of_required_media,
    packageDefinitions: rules.logistic_definitions,
    logisticFields: VALIDATION_LOGISTIC_FIELDS,
  };
}

/** §4 Saving: the pure checks of both save modes, run before anything is sent. */
export function saveChecks(
  state: ProductFormState,
  flags: ValidationFlags,
): { payload: ProductPayload; draftFaults: FieldFault[]; readyFaults: FieldFault[] } {
  const payload = toPayload(state);
  // A form without its network options (none loaded) leaves the network codes to the server's check.
  const networks = state.options.networks.length > 0 ? { networks: state.options.networks } : {};
  return {
    payload,
    draftFaults: validateDraft(payload, flags),
    readyFaults: validateReady(
      payload,
      state.attributes,
      state.media,
      readyValidationContext({ ...state.rules, ...networks }, state.structures, flags),
    ),
  };
}

/**
 * §4 The user edited one attribute's data: domain cascades apply (validation rules, trade → group), and a
 * fault the attribute carries is checked again (§5 client-side faults set or cleared per attribute): a
 * value that is now valid loses it, one still missing a value or a unit says so.
 */
export function changeAttribute(
  state: ProductFormState,
  uuid: string,
  data: AttributeData[],
): ProductFormState {
  const current = state.attributes.find((attribute) => attribute.uuid === uuid);
  if (!current) return state;
  const edited = { ...current, data };
  const next = editAttribute(state, edited);
  const faults =
    next.faults.attributes[uuid] === undefined
      ? next.faults
      : setAttributeValidity(next.faults, uuid, attributeValidity(edited));
  return { ...state, attributes: next.attributes, faults, issues: next.issues };
}

export type ProfilePatch = Partial<ProductProfile>;

/**
 * §4 The user changed profile fields: a new producer clears brand and sub-brand (changeProducer), and the
 * faults of the changed fields go.
 */
export function changeProfile(state: ProductFormState, patch: ProfilePatch): ProductFormState {
  let profile: ProductProfile = { ...state.profile, ...patch };
  if (patch.producer !== undefined) {
    const chosen = changeProducer({ ...state.profile, brands: [], sub_brands: [] }, patch.producer);
    // A brand given together with the new producer (created with it in the modal) stays.
    profile = {
      ...profile,
      brand: patch.brand !== undefined ? patch.brand : chosen.brand,
      sub_brand: patch.sub_brand !== undefined ? patch.sub_brand : chosen.sub_brand,
    };
  } else if (
    patch.brand !== undefined &&
    patch.sub_brand === undefined &&
    patch.brand !== state.profile.brand
  ) {
    // docs/decisions/0011: a sub-brand belongs to its brand, so a new brand clears it like §4 does one level up.
    profile = { ...profile, sub_brand: null };
  }
  const changed = Object.keys(patch);
  const profileFaults = Object.fromEntries(
    Object.entries(state.faults.profile).filter(([field]) => !changed.some((key) => field.startsWith(key))),
  );
  // §4 Like an attribute's, a profile field's issues go when the user edits it (the save resolves them).
  const issues = state.issues.filter(
    (issue) => issue.ns !== NAMESPACE.PROFILE || !changed.includes(issue.identify.split('.')[0]!),
  );
  return { ...state, profile, faults: { ...state.faults, profile: profileFaults }, issues };
}

/** What a new schema brings when the category changes (§4 Form behaviour). */
export interface IncomingSchema {
  category_ids: number[];
  attributes: Attribute[];
  sections: FormSection[];
  groups: AttributeGroup[];
  rules: FormRules;
}

/**
 * §4 Form behaviour: a new category's schema merged into the form. Surviving attributes keep their values,
 * the server's flags apply, faults and issues of vanished attributes go, logistic definitions are rebuilt.
 */
export function applySchema(state: ProductFormState, incoming: IncomingSchema): ProductFormState {
  const merged = mergeSchema(state, incoming.attributes);
  return {
    ...state,
    profile: { ...state.profile, category_ids: incoming.category_ids },
    attributes: merged.attributes,
    faults: merged.faults,
    issues: merged.issues,
    sections: incoming.sections,
    groups: incoming.groups,
    rules: incoming.rules,
  };
}

/** §8 400 answer or the form's own checks: faults mapped onto the fields, warnings kept for the list. */
export function withFaults(
  state: ProductFormState,
  errors: readonly Fault[],
  warnings: readonly Fault[],
): ProductFormState {
  return { ...state, faults: errors.length === 0 ? NO_FAULTS : mapFaults(errors), warnings: [...warnings] };
}
