import type { AttributeType } from './attribute-types';

/** §3 Attribute data entry: values (strings), a chosen value, a unit, and what the UI shows of them. */
export interface AttributeData {
  value: string[];
  value_uuid?: string | null;
  unit_uuid?: string | null;
  unit?: string | null;
  value_name?: string | null;
  filename?: string | null;
  is_custom_value?: boolean;
}

/** §3 validation_rules: toggling a select or checkbox value switches another attribute (§4 Form behaviour). */
export interface ValidationRule {
  rule: string;
  dependent_attribute_uuid: string;
  toggle_visibility: boolean;
  /** Values of this attribute (value or value_uuid) that switch the dependent one on. */
  data: string[];
}

export interface NamedValue {
  uuid: string;
  name: string;
}

/** §3 Attribute as the form holds it (definition and value together). */
export interface Attribute {
  uuid: string;
  code?: string | null;
  name: string;
  type: AttributeType;
  section_code: string;
  group_name?: string | null;
  data: AttributeData[];
  is_required: boolean;
  is_visible: boolean;
  is_read_only: boolean;
  private_network_code?: string | null;
  validation_rules: ValidationRule[];
  available_units: NamedValue[];
  available_values: NamedValue[];
  available_values_by_api?: boolean;
  available_validation_values: { name: string }[];
  custom_values_count: number;
  description?: string | null;
  placeholder?: string | null;
}

/** §3 Attribute as saved: UI-only fields stripped. */
export interface SavedAttribute {
  uuid: string;
  code: string | null;
  data: AttributeData[];
}

/** §3 Producer, brand and sub-brand: an existing id, or a new one named on the card. */
export type EntityRef = number | { name: string } | null;

export interface ProductProfile {
  category_ids: number[];
  company_address: number | null;
  return_address: number | null;
  own_brand_type: number;
  name: string;
  name_to_show: string;
  is_shared: boolean;
  is_basic: boolean;
  producer: EntityRef;
  brand: EntityRef;
  sub_brand: EntityRef;
}

/** §3 Logistics. */
export interface PackageFieldData {
  value: string[];
  unit_uuid?: string | null;
  unit?: string | null;
  value_uuid?: string | null;
  /** §3 Packaging material entry: the chosen value's name, and the material's position in its package. */
  value_name?: string | null | undefined;
  attribute_set_position?: number | null | undefined;
}

export interface PackageField {
  uuid: string;
  data: PackageFieldData[];
}

export interface Ean {
  uuid: string;
  ean: string;
  dates_enabled: boolean;
  date_from: string | null;
  date_to: string | null;
}

export interface Package {
  uuid: string;
  package_type: number;
  has_ean: boolean;
  fields: PackageField[];
  eans: Ean[];
}

export interface Structure {
  is_network_structure: boolean;
  network_codes: string[];
  packages: Package[];
}

export interface PackageFieldDefinition {
  uuid: string;
  name: string;
  is_required: boolean;
  type: string;
  available_units: NamedValue[];
}

export interface PackageDefinition {
  package_type: number;
  fields: PackageFieldDefinition[];
}

/** §3 Network availability. */
export interface AvailabilityEntry {
  code: string;
  visibility: boolean;
  product_number: string;
  is_supplier_number?: boolean;
}

export interface NetworkAvailability {
  availability: AvailabilityEntry[];
  own_brand_type: number;
  own_brand_network_code: string | null;
}

/** §3 Media: a gallery entry is a type and an id; the form also knows the file. */
export interface MediaFile {
  id: number;
  type: number;
  filename: string;
}

/** §3 Save payload. */
export interface ProductPayload {
  product_profile: ProductProfile;
  logistic: { structures: Structure[] };
  network_availability: NetworkAvailability;
  product_requirement_sets: number[];
  gallery: { type: number; id: number }[];
  attributes: SavedAttribute[];
}

/**
 * §3 Fixed logistic field identifiers the ready validation needs, across all package types (the spec does
 * not show their values; the logistics module supplies them).
 */
export interface LogisticFieldIds {
  /** Material and per-base-pack material fields: a package needs materials when one is required (§5). */
  material: readonly string[];
  perBasePackMaterial: readonly string[];
  /** Dimension fields (three values and a unit): required on every package that defines one (§5). */
  dimensions: readonly string[];
}

/** §3 Unified id of an attribute: its code when present, else its uuid. */
export function unifiedId(attribute: { uuid: string; code?: string | null }): string {
  return attribute.code ? attribute.code : attribute.uuid;
}

/** What the ready validation needs to know beyond the card itself (§5 Product). */
export interface ValidationContext {
  /** Feature flag 10: whole validation runs only when it is on. */
  productFormValidation: boolean;
  /** Return-address validation flag. */
  returnAddressValidation: boolean;
  requiredMedia: number[];
  oneOfRequiredMedia: number[];
  packageDefinitions: PackageDefinition[];
  /** Without them the material and dimension rules are skipped (the other package rules still run). */
  logisticFields?: LogisticFieldIds;
  /** The networks that exist: codes in availability and network structures must be among them (none: unchecked). */
  networkCodes?: readonly string[];
}
