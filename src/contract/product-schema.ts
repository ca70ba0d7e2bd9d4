import { z } from 'zod/mini';
import { AVAILABILITY } from '@domain/constants';
import { ATTRIBUTE_TYPES } from '@domain/attribute-types';
import { mediaFileSummarySchema } from './media';
import { attributeDataSchema } from './product-card';

const int = () => z.number().check(z.int());
/** A database id: a positive integer within PostgreSQL's integer range. */
const id = () => z.number({ error: 'validation.invalid' }).check(z.int(), z.positive(), z.lte(2_147_483_647));

/** At most this many categories in one schema request (the multi picker chooses a handful). */
export const MAX_SCHEMA_CATEGORIES = 50;

const availabilityTypes = Object.values(AVAILABILITY) as number[];

/**
 * §7 OPTIONS /api/p1/product/schema: body with product_profile.category_ids and network_availability, or
 * empty (docs/decisions/0008: an empty body, `{}` and no category all ask for the schema of no category).
 */
export const schemaRequestSchema = z.object({
  product_profile: z.optional(
    z.object({
      category_ids: z._default(
        z
          .array(id(), { error: 'validation.invalid' })
          .check(z.maxLength(MAX_SCHEMA_CATEGORIES, { error: 'validation.tooLong' })),
        [],
      ),
    }),
  ),
  network_availability: z.optional(
    z.object({
      availability: z.optional(
        z.array(
          z.object({
            code: z
              .string({ error: 'validation.invalid' })
              .check(z.maxLength(64, { error: 'validation.tooLong' })),
            visibility: z.optional(z.boolean({ error: 'validation.invalid' })),
            product_number: z.optional(z.string({ error: 'validation.invalid' })),
          }),
        ),
      ),
      own_brand_type: z.optional(
        int().check(z.refine((value) => availabilityTypes.includes(value), { error: 'validation.invalid' })),
      ),
      own_brand_network_code: z.optional(z.nullable(z.string({ error: 'validation.invalid' }))),
    }),
  ),
});
export type SchemaRequest = z.infer<typeof schemaRequestSchema>;

export const namedValueSchema = z.object({ uuid: z.string(), name: z.string() });

/** §3 validation_rules: rule, dependent_attribute_uuid, toggle_visibility, data. */
export const validationRuleSchema = z.object({
  rule: z.string(),
  dependent_attribute_uuid: z.string(),
  toggle_visibility: z.boolean(),
  data: z.array(z.string()),
});

/** §3 Attribute as the form needs it: definition, flags of the chosen categories, and the card's values. */
export const schemaAttributeSchema = z.object({
  uuid: z.string(),
  code: z.nullable(z.string()),
  name: z.string(),
  type: z.enum(ATTRIBUTE_TYPES),
  section_code: z.string(),
  group_name: z.nullable(z.string()),
  is_required: z.boolean(),
  is_visible: z.boolean(),
  is_read_only: z.boolean(),
  private_network_code: z.nullable(z.string()),
  validation_rules: z.array(validationRuleSchema),
  available_units: z.array(namedValueSchema),
  available_values: z.array(namedValueSchema),
  available_validation_values: z.array(z.object({ name: z.string() })),
  custom_values_count: int(),
  description: z.nullable(z.string()),
  /** The card's values for /schema/{id}; [] for a new card. */
  data: z.array(attributeDataSchema),
});
export type SchemaAttribute = z.infer<typeof schemaAttributeSchema>;

/**
 * §2 A section of the form navigator. `kind` says whether it is one of the form's own sections (identify,
 * media, logistic ...) or an attribute section; hidden ones (network_availability, category, and recycling
 * without logistic definitions) stay in the list but are not shown in the navigator.
 */
export const schemaSectionSchema = z.object({
  code: z.string(),
  name: z.string(),
  position: int(),
  kind: z.enum(['form', 'attributes']),
  is_hidden: z.boolean(),
});
export type SchemaSection = z.infer<typeof schemaSectionSchema>;

/** Attributes of one section sharing a group_name, in form order. */
export const attributeGroupSchema = z.object({
  section_code: z.string(),
  name: z.string(),
  attribute_uuids: z.array(z.string()),
});

/** §3 Package definition: package_type, fields (uuid, name, is_required, type, available_units). */
export const packageDefinitionSchema = z.object({
  package_type: int(),
  fields: z.array(
    z.object({
      uuid: z.string(),
      name: z.string(),
      is_required: z.boolean(),
      type: z.string(),
      available_units: z.array(namedValueSchema),
    }),
  ),
});

/** Requirement sets (§1); none are stored yet, so the lists are empty (docs/decisions/0008). */
export const requirementSetSchema = z.object({ id: int(), name: z.string() });

/** A producer or address is complete when it has street, city and postcode (§2 gating dialog). */
export const producerOptionSchema = z.object({ id: int(), name: z.string(), is_complete: z.boolean() });
export const brandOptionSchema = z.object({ id: int(), name: z.string(), producer_id: int() });
export const subBrandOptionSchema = z.object({
  id: int(),
  name: z.string(),
  producer_id: int(),
  brand_id: int(),
});
export const addressOptionSchema = z.object({
  id: int(),
  name: z.string(),
  street: z.nullable(z.string()),
  city: z.nullable(z.string()),
  postcode: z.nullable(z.string()),
  country: z.nullable(z.string()),
  is_complete: z.boolean(),
});
/** §3 Form state: an address with its selected value id and available values. */
export const addressChoiceSchema = z.object({
  selected: z.nullable(int()),
  available: z.array(addressOptionSchema),
});

/** §7 OPTIONS /api/p1/product/schema and /schema/{id}: everything the form needs to render a card. */
export const productSchemaAnswerSchema = z.object({
  /** The card's id for /schema/{id}, null for a new card. */
  id: z.nullable(int()),
  /** The company the card belongs to (a new card: the user's); producers and addresses are this company's. */
  company_id: z.nullable(int()),
  category_ids: z.array(int()),
  /** The chosen categories with their names in the request language. */
  categories: z.array(z.object({ id: int(), name: z.string() })),
  sections: z.array(schemaSectionSchema),
  /** Attributes grouped by section code, each list in form order. */
  attributes: z.record(z.string(), z.array(schemaAttributeSchema)),
  attribute_groups: z.array(attributeGroupSchema),
  required_media: z.array(int()),
  available_media: z.array(int()),
  one_of_required_media: z.array(int()),
  /** Per package type; empty without a category (then the recycling section is hidden). */
  logistic_definitions: z.array(packageDefinitionSchema),
  available_requirement_sets: z.array(requirementSetSchema),
  product_requirement_sets: z.array(int()),
  producers: z.array(producerOptionSchema),
  brands: z.array(brandOptionSchema),
  sub_brands: z.array(subBrandOptionSchema),
  addresses: z.object({ company_address: addressChoiceSchema, return_address: addressChoiceSchema }),
  networks: z.array(z.object({ code: z.string(), name: z.string() })),
  /** §3 The files of the card's gallery, in gallery order ([] for a new card). */
  media_files: z.array(mediaFileSummarySchema),
});
export type ProductSchemaAnswer = z.infer<typeof productSchemaAnswerSchema>;
