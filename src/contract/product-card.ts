import { z } from 'zod/mini';
import { draftCopyOfSchema } from './draft-copy';

const int = () => z.number().check(z.int());
/** Optional on input, always present (null) on output: answers are assignable to the domain types. */
const nullableText = () => z._default(z.nullable(z.string()), null);

/** §3 Attribute data entry: value list, value_uuid, unit_uuid, unit, value_name, filename, is_custom_value. */
export const attributeDataSchema = z.object({
  value: z.array(z.string()),
  value_uuid: nullableText(),
  unit_uuid: nullableText(),
  /** The unit's name in the request language (answers only). */
  unit: nullableText(),
  /** The chosen value's name in the request language (answers only). */
  value_name: nullableText(),
  filename: nullableText(),
  is_custom_value: z._default(z.boolean(), false),
});
export type AttributeDataAnswer = z.infer<typeof attributeDataSchema>;

/** §3 Attribute as saved on the card: uuid, code, data. */
export const savedAttributeSchema = z.object({
  uuid: z.string(),
  code: nullableText(),
  data: z.array(attributeDataSchema),
});

/** §3 Logistics: package field data, field, EAN, package, structure. */
export const packageFieldDataSchema = z.object({
  value: z.array(z.string()),
  unit_uuid: nullableText(),
  unit: nullableText(),
  value_uuid: nullableText(),
  /** §3 Packaging material entry: value_name and attribute_set_position (recycling, positional fields). */
  value_name: z.optional(z.nullable(z.string())),
  attribute_set_position: z.optional(z.nullable(int())),
});
export const packageFieldSchema = z.object({ uuid: z.string(), data: z.array(packageFieldDataSchema) });
export const eanSchema = z.object({
  uuid: z.string(),
  ean: z.string(),
  dates_enabled: z.boolean(),
  date_from: nullableText(),
  date_to: nullableText(),
});
export const packageSchema = z.object({
  uuid: z.string(),
  package_type: int(),
  has_ean: z.boolean(),
  fields: z.array(packageFieldSchema),
  eans: z.array(eanSchema),
});
export const structureSchema = z.object({
  is_network_structure: z.boolean(),
  network_codes: z.array(z.string()),
  packages: z.array(packageSchema),
});
export const logisticSchema = z.object({ structures: z.array(structureSchema) });

/** §3 Network availability entry: network code, visibility, product_number, is_supplier_number. */
export const availabilityEntrySchema = z.object({
  code: z.string(),
  visibility: z.boolean(),
  product_number: z._default(z.string(), ''),
  is_supplier_number: z._default(z.boolean(), false),
});
export const networkAvailabilitySchema = z.object({
  availability: z.array(availabilityEntrySchema),
  own_brand_type: int(),
  own_brand_network_code: z.nullable(z.string()),
});

/** §3 Gallery entry: media type and file id. */
export const galleryEntrySchema = z.object({ type: int(), id: int() });

/** §3 product_profile of a stored card (producer, brand and sub-brand are ids here). */
export const productProfileSchema = z.object({
  category_ids: z.array(int()),
  company_address: z.nullable(int()),
  return_address: z.nullable(int()),
  own_brand_type: int(),
  name: z.string(),
  name_to_show: z.string(),
  gtin: z.nullable(z.string()),
  is_shared: z.boolean(),
  is_basic: z.boolean(),
  producer: z.nullable(int()),
  brand: z.nullable(int()),
  sub_brand: z.nullable(int()),
});

const personSchema = z.nullable(z.object({ id: int(), name: z.string() }));

/**
 * §3 general_info: updated_at, created_at, supplier_user, last_product_editor, is_edit_required, status, and
 * the card's version, which a save sends back (docs/decisions/0027).
 */
export const generalInfoSchema = z.object({
  updated_at: z.string(),
  version: int(),
  created_at: z.string(),
  supplier_user: personSchema,
  last_product_editor: personSchema,
  is_edit_required: z.boolean(),
  status: int(),
  sales_status: int(),
  /** A draft copy's original, when the reader may see it (docs/decisions/0059); absent otherwise. */
  draft_copy_of: z.optional(draftCopyOfSchema),
});

/** §7 GET /api/p1/product/show/{id}?attribute_set: the query. */
export const productShowQuerySchema = z.object({
  attribute_set: z.optional(
    z.string().check(z.trim(), z.regex(/^[a-z][a-z0-9_]{0,63}$/, { error: 'validation.invalid' })),
  ),
});

/** §7 GET /api/p1/product/show/{id}: the card as stored, without its form schema. */
export const productShowAnswerSchema = z.object({
  id: int(),
  product_profile: productProfileSchema,
  logistic: logisticSchema,
  network_availability: networkAvailabilitySchema,
  product_requirement_sets: z.array(int()),
  gallery: z.array(galleryEntrySchema),
  attributes: z.array(savedAttributeSchema),
  general_info: generalInfoSchema,
});
export type ProductShowAnswer = z.infer<typeof productShowAnswerSchema>;
