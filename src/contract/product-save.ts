import { z } from 'zod/mini';
import { AVAILABILITY } from '@domain/constants';

/**
 * §3 Product (save payload) of §7 PUT /api/p1/product/{id}/edit and POST /api/p1/product/new (?save=draft).
 * Every list and string has an upper bound, so an absurd body is a 400 in the fault shape, never a 500.
 */

/** At most this many attributes on one card. */
export const MAX_SAVE_ATTRIBUTES = 20_000;
/** At most this many categories on one card (the multi picker chooses a handful). */
export const MAX_SAVE_CATEGORIES = 50;

const invalid = { error: 'validation.invalid' };
const tooLong = { error: 'validation.tooLong' };

/** A database id: a positive integer within PostgreSQL's integer range. */
const id = () => z.number(invalid).check(z.int(invalid), z.positive(invalid), z.lte(2_147_483_647, invalid));
const smallInt = () => z.number(invalid).check(z.int(invalid), z.gte(0, invalid), z.lte(32_767, invalid));
const text = (max: number) => z.string(invalid).check(z.maxLength(max, tooLong));
const list = <T extends z.core.SomeType>(item: T, max: number) =>
  z.array(item, invalid).check(z.maxLength(max, tooLong));
const nullableText = (max: number) => z._default(z.nullable(text(max)), null);
const flag = () => z.boolean(invalid);

/** §3 Producer, brand and sub-brand: a positive id, null, or a new one named on the card. */
export const entityRefSchema = z.nullable(
  z.union([id(), z.object({ name: text(255).check(z.trim(), z.minLength(1, invalid)) }, invalid)], invalid),
);

/** §3 Attribute data entry as saved: value list, value_uuid, unit_uuid. */
export const saveAttributeDataSchema = z.object(
  {
    value: list(text(10_000), 50),
    value_uuid: nullableText(64),
    unit_uuid: nullableText(64),
  },
  invalid,
);

/** §3 Attribute as saved: uuid, code, data. */
export const saveAttributeSchema = z.object(
  {
    uuid: text(64),
    code: nullableText(64),
    data: list(saveAttributeDataSchema, 500),
  },
  invalid,
);

const packageFieldDataSchema = z.object(
  {
    value: list(text(1_000), 20),
    unit_uuid: nullableText(64),
    unit: nullableText(64),
    value_uuid: nullableText(64),
    // §3 Packaging material entry: the material's name and its position among the package's materials.
    value_name: z.optional(z.nullable(text(255))),
    attribute_set_position: z.optional(z.nullable(smallInt())),
  },
  invalid,
);
const packageFieldSchema = z.object({ uuid: text(64), data: list(packageFieldDataSchema, 100) }, invalid);
const eanSchema = z.object(
  {
    uuid: text(64),
    ean: text(32),
    dates_enabled: flag(),
    date_from: nullableText(32),
    date_to: nullableText(32),
  },
  invalid,
);
const packageSchema = z.object(
  {
    uuid: text(64),
    package_type: smallInt(),
    has_ean: flag(),
    fields: list(packageFieldSchema, 100),
    eans: list(eanSchema, 100),
  },
  invalid,
);
/** §3 Logistics structure as saved (also the body of POST /api/p1/logistic/validate). */
export const structureSchema = z.object(
  {
    is_network_structure: flag(),
    network_codes: list(text(64), 100),
    packages: list(packageSchema, 20),
  },
  invalid,
);

/** At most this many structures on one card. */
export const MAX_SAVE_STRUCTURES = 20;

/** §3 logistic of the save payload: the structures. */
export const saveLogisticSchema = z.object(
  { structures: list(structureSchema, MAX_SAVE_STRUCTURES) },
  invalid,
);

const availabilityTypes = Object.values(AVAILABILITY) as number[];
const availabilityType = () =>
  smallInt().check(z.refine((value) => availabilityTypes.includes(value), invalid));

/** §3 Network availability entry. */
const availabilityEntrySchema = z.object(
  {
    code: text(64),
    visibility: flag(),
    product_number: z._default(text(255), ''),
    is_supplier_number: z._default(flag(), false),
  },
  invalid,
);

/** §3 product_profile of the save payload. */
export const saveProfileSchema = z.object(
  {
    category_ids: list(id(), MAX_SAVE_CATEGORIES),
    company_address: z._default(z.nullable(id()), null),
    return_address: z._default(z.nullable(id()), null),
    own_brand_type: z._default(availabilityType(), AVAILABILITY.GENERALLY_AVAILABLE),
    name: z._default(text(512), ''),
    name_to_show: z._default(text(512), ''),
    is_shared: z._default(flag(), false),
    is_basic: z._default(flag(), true),
    producer: z._default(entityRefSchema, null),
    brand: z._default(entityRefSchema, null),
    sub_brand: z._default(entityRefSchema, null),
  },
  invalid,
);

/** §3 The save payload. */
export const productSaveSchema = z.object(
  {
    product_profile: saveProfileSchema,
    logistic: z._default(saveLogisticSchema, { structures: [] }),
    network_availability: z._default(
      z.object(
        {
          availability: list(availabilityEntrySchema, 200),
          own_brand_type: availabilityType(),
          own_brand_network_code: z._default(z.nullable(text(64)), null),
        },
        invalid,
      ),
      { availability: [], own_brand_type: AVAILABILITY.GENERALLY_AVAILABLE, own_brand_network_code: null },
    ),
    product_requirement_sets: z._default(list(id(), 100), []),
    gallery: z._default(list(z.object({ type: smallInt(), id: id() }, invalid), 200), []),
    attributes: z._default(list(saveAttributeSchema, MAX_SAVE_ATTRIBUTES), []),
  },
  invalid,
);
export type ProductSave = z.infer<typeof productSaveSchema>;

/**
 * §4 Saving: the version of a card the client read (general_info.version); a write based on it is refused
 * with 409 unless it is still the stored one (compared for equality, docs/decisions/0027).
 */
export const cardVersionSchema = z
  .number(invalid)
  .check(z.int(invalid), z.positive(invalid), z.lte(2_147_483_647, invalid));

/** §7 PUT /api/p1/product/{id}/edit: the payload plus the version the form was loaded with. */
export const productEditSchema = z.extend(productSaveSchema, { version: cardVersionSchema });
export type ProductEdit = z.infer<typeof productEditSchema>;

/** §7 ?save=draft saves a draft; without it the card is saved as ready. */
export const productSaveQuerySchema = z.object({
  save: z.optional(z.literal('draft', invalid)),
  /** A restore of an older version of the card (docs/decisions/0053): that version's number. */
  restored_from: z.optional(z.string(invalid).check(z.regex(/^[1-9][0-9]{0,8}$/, invalid))),
});

/** §7 The answer of a successful save: §8 product_status becomes the form status. */
export const productSaveAnswerSchema = z.object({
  id: z.number().check(z.int()),
  product_status: z.number().check(z.int()),
  updated_at: z.string(),
  version: z.number().check(z.int()),
});
export type ProductSaveAnswer = z.infer<typeof productSaveAnswerSchema>;
