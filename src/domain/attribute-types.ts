/** §3 Attribute types: all 25. */
export const ATTRIBUTE_TYPES = [
  'boolean',
  'checkbox',
  'checkbox_text',
  'date',
  'datetime',
  'fileupload',
  'html_textarea',
  'integer',
  'float',
  'number',
  'text',
  'textarea',
  'text_unit',
  'select',
  'multiselect',
  'multiselect_number',
  'multiselect_text',
  'multiselect_text_unit',
  'radio_multi_select',
  'checkbox_multi_select',
  'pictogram_multi_select',
  'rangenumber',
  'twonumber',
  'threenumber',
  'selectrangenumber',
] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

/** §3 Multi-value types. */
export const MULTI_VALUE_TYPES: readonly AttributeType[] = [
  'multiselect',
  'multiselect_number',
  'radio_multi_select',
  'checkbox_multi_select',
  'pictogram_multi_select',
];

/** §3 Types with units. */
export const UNIT_TYPES: readonly AttributeType[] = [
  'number',
  'rangenumber',
  'twonumber',
  'threenumber',
  'selectrangenumber',
  'text_unit',
];

export function isAttributeType(value: string): value is AttributeType {
  return (ATTRIBUTE_TYPES as readonly string[]).includes(value);
}
