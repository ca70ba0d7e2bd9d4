import { ATTRIBUTE_TYPES, UNIT_TYPES, type AttributeType } from './attribute-types';
import type { Attribute, AttributeData } from './product';

/** §5 Invalidity codes: 0 valid, -1 no value, -2 no unit. */
export const VALIDITY = { VALID: 0, NO_VALUE: -1, NO_UNIT: -2 } as const;
export type Validity = (typeof VALIDITY)[keyof typeof VALIDITY];

/** §5 The text of the error an unknown type raises; the UI shows it as an alert. */
export const UNKNOWN_ATTRIBUTE_TYPE = 'Unknown attribute type';

/** The part of an attribute its validity depends on. */
export type ValidityInput = Pick<
  Attribute,
  'type' | 'data' | 'available_units' | 'available_validation_values' | 'custom_values_count'
>;

// Sets built once: validity runs for every attribute of a card on every ready save.
const KNOWN_TYPES: ReadonlySet<string> = new Set(ATTRIBUTE_TYPES);
const UNIT_BEARING: ReadonlySet<string> = new Set(UNIT_TYPES);
/** §5 "number-like, range and three-number types" may carry an available_validation_values name instead. */
const EXEMPTIBLE: ReadonlySet<string> = new Set<AttributeType>([
  'number',
  'integer',
  'float',
  'text_unit',
  'rangenumber',
  'twonumber',
  'threenumber',
  'selectrangenumber',
]);
const NO_VALUES: readonly string[] = [];

function filled(value: string | null | undefined): boolean {
  // A value of blanks is no value: the required-field message would otherwise hide behind spaces.
  return typeof value === 'string' && value.trim() !== '';
}

function hasValueAndUuid(entry: AttributeData): boolean {
  return filled(entry.value[0]) && filled(entry.value_uuid);
}

/** §5 Whether the value part (not the unit) of an attribute of a known type is given. */
function hasValue(type: AttributeType, data: readonly AttributeData[]): boolean {
  const values = data[0]?.value ?? NO_VALUES;
  switch (type) {
    case 'boolean':
    case 'checkbox':
      return values[0] === 'true' || values[0] === 'false';
    case 'select':
    case 'multiselect':
    case 'multiselect_text_unit':
    case 'radio_multi_select':
    case 'checkbox_multi_select':
    case 'pictogram_multi_select':
      // Multi-value types hold one entry per choice: any chosen value_uuid means something is selected.
      return data.some((entry) => filled(entry.value_uuid));
    case 'number':
    case 'integer':
    case 'float':
    case 'text_unit':
    case 'checkbox_text':
    case 'date':
    case 'datetime':
    case 'html_textarea':
    case 'text':
    case 'textarea':
      return filled(values[0]);
    case 'fileupload':
      // The value is the id of the uploaded file.
      return Number(values[0]) > 0;
    case 'rangenumber':
    case 'twonumber':
      return filled(values[0]) && filled(values[1]);
    case 'threenumber':
      return filled(values[0]) && filled(values[1]) && filled(values[2]);
    case 'selectrangenumber':
      return hasSelectRange(values);
    case 'multiselect_number':
      return data.length > 0 && data.every(hasValueAndUuid);
    case 'multiselect_text':
      // As the spec words it: each entry complete, with no minimum count (unlike multiselect_number).
      return data.every(hasValueAndUuid);
  }
}

/** §3 selectrangenumber: the first value is the mode ('<', '>', 'range', or none '0'). */
function hasSelectRange(values: readonly string[]): boolean {
  const mode = values[0];
  if (mode === 'range') return filled(values[1]) && filled(values[2]);
  // None (0) carries a single number like under and over; no mode at all is no value.
  if (mode === '<' || mode === '>' || mode === '0') return filled(values[1]);
  return false;
}

function hasUnit(attribute: ValidityInput): boolean {
  if (attribute.available_units.length === 0) return true;
  if (attribute.type === 'multiselect_number')
    return attribute.data.every((entry) => filled(entry.unit_uuid));
  if (!UNIT_BEARING.has(attribute.type)) return true;
  return filled(attribute.data[0]?.unit_uuid);
}

function isExempt(attribute: ValidityInput): boolean {
  const names = attribute.available_validation_values;
  if (names.length === 0 || !EXEMPTIBLE.has(attribute.type)) return false;
  const values = attribute.data[0]?.value ?? NO_VALUES;
  return values.some((value) => names.some((allowed) => allowed.name === value));
}

/** §5 Attribute value validity by type: 0 valid, -1 no value, -2 no unit; throws on an unknown type. */
export function attributeValidity(attribute: ValidityInput): Validity {
  if (!KNOWN_TYPES.has(attribute.type)) throw new Error(UNKNOWN_ATTRIBUTE_TYPE);
  // A named special value ("n/a" and the like) stands in for both the number and its unit.
  if (isExempt(attribute)) return VALIDITY.VALID;
  const valueGiven =
    attribute.custom_values_count > 0
      ? // A typed-in custom value has no value_uuid, so the first value is what counts.
        filled(attribute.data[0]?.value[0])
      : hasValue(attribute.type, attribute.data);
  if (!valueGiven) return VALIDITY.NO_VALUE;
  return hasUnit(attribute) ? VALIDITY.VALID : VALIDITY.NO_UNIT;
}

/** §5 Single-unit attributes get their unit set automatically; the same object when nothing changes. */
export function autoSelectSingleUnit<A extends Pick<Attribute, 'type' | 'data' | 'available_units'>>(
  attribute: A,
): A {
  const only = attribute.available_units.length === 1 ? attribute.available_units[0] : undefined;
  if (!only) return attribute;
  const isMulti = attribute.type === 'multiselect_number';
  if (!isMulti && !UNIT_BEARING.has(attribute.type)) return attribute;
  const withUnit = (entry: AttributeData): AttributeData =>
    entry.unit_uuid === only.uuid ? entry : { ...entry, unit_uuid: only.uuid, unit: only.name };
  if (attribute.data.length === 0) {
    // A multiselect_number entry is a chosen value: never invent one just to hold the unit.
    return isMulti
      ? attribute
      : { ...attribute, data: [{ value: [], unit_uuid: only.uuid, unit: only.name }] };
  }
  // Multiselect_number needs the unit on every entry; the others keep it on the first one.
  const data = isMulti
    ? attribute.data.map(withUnit)
    : attribute.data.map((e, i) => (i === 0 ? withUnit(e) : e));
  return data.every((entry, i) => entry === attribute.data[i]) ? attribute : { ...attribute, data };
}
