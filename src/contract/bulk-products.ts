import { z } from 'zod/mini';
import {
  BULK_MAX_CARDS,
  CREATE_MANY_MAX_ROWS,
  NAME_TO_SHOW_MAX,
  PRODUCT_NUMBER_MAX,
} from '@domain/bulk-products';

/**
 * §2 Modals: bulk numbers, bulk assign, create many products (docs/decisions/0024). Every list and string
 * is bounded, so an absurd body is a 400 in the fault shape, never a 500.
 */

const invalid = { error: 'validation.invalid' };
const tooLong = { error: 'validation.tooLong' };
const tooMany = { error: 'validation.tooMany' };
const required = { error: 'validation.required' };

const id = () => z.number(invalid).check(z.int(invalid), z.gte(1, invalid), z.lte(2_147_483_647, invalid));
/** §4 Saving: a card's version as the dialog read it; a card written since is refused (0027). */
const version = id;
const text = (max: number) => z.string(invalid).check(z.maxLength(max, tooLong));
const ids = () =>
  z.array(id(), invalid).check(z.minLength(1, required), z.maxLength(BULK_MAX_CARDS, tooMany));
/** A dry run validates and answers what would happen; nothing is written. */
const checkOnly = () => z._default(z.boolean(invalid), false);

/** The selected cards of the products list. */
export const bulkIdsSchema = z.strictObject({ ids: ids() });

/** §3 Network availability entry as the bulk numbers grid shows it. */
const numberEntrySchema = z.object({
  code: z.string(),
  visibility: z.boolean(),
  product_number: z.string(),
});

/** One selected card with its availability (§3): the grid's row. */
export const bulkNumbersCardSchema = z.object({
  id: z.number(),
  /** The card's version: the save sends it back. */
  version: z.number(),
  name: z.string(),
  gtin: z.nullable(z.string()),
  own_brand_type: z.number(),
  own_brand_network_code: z.nullable(z.string()),
  availability: z.array(numberEntrySchema),
});
export type BulkNumbersCard = z.infer<typeof bulkNumbersCardSchema>;

/** POST /api/p1/products/bulk-numbers/load: the cards and the networks' names. */
export const bulkNumbersLoadAnswerSchema = z.object({
  cards: z.array(bulkNumbersCardSchema),
  networks: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type BulkNumbersLoadAnswer = z.infer<typeof bulkNumbersLoadAnswerSchema>;

/** POST /api/p1/products/bulk-numbers: per card, the numbers to set by network code. */
export const bulkNumbersSaveSchema = z.strictObject({
  check_only: checkOnly(),
  cards: z
    .array(
      z.strictObject({
        id: id(),
        version: version(),
        numbers: z
          .record(text(64), text(PRODUCT_NUMBER_MAX + 64))
          .check(z.refine((value) => Object.keys(value).length <= 100, tooMany)),
      }),
      invalid,
    )
    .check(z.minLength(1, required), z.maxLength(BULK_MAX_CARDS, tooMany)),
});
export type BulkNumbersSave = z.infer<typeof bulkNumbersSaveSchema>;

/** What a bulk change did (or, for a dry run, would do). */
export const bulkNumbersAnswerSchema = z.object({ changed: z.number(), check_only: z.boolean() });
export type BulkNumbersAnswer = z.infer<typeof bulkNumbersAnswerSchema>;

/** A supplier company to pick in bulk assign. */
export const supplierOptionSchema = z.object({
  id: z.number(),
  name: z.string(),
  tax_id: z.nullable(z.string()),
});
export type SupplierOption = z.infer<typeof supplierOptionSchema>;

/** GET /api/p1/products/bulk-assign/suppliers. */
export const supplierOptionsAnswerSchema = z.object({ suppliers: z.array(supplierOptionSchema) });

/** A card and the version it was read at (by the dry run the user confirmed). */
export const cardVersionSchema = z.strictObject({ id: id(), version: version() });
export type CardVersion = z.infer<typeof cardVersionSchema>;

/**
 * POST /api/p1/products/bulk-assign. `versions`: the cards as the dry run answered them; required for the
 * real assign, which refuses every card written since (docs/decisions/0027).
 */
export const bulkAssignSchema = z.strictObject({
  check_only: checkOnly(),
  ids: ids(),
  company_id: id(),
  versions: z.optional(z.array(cardVersionSchema, invalid).check(z.maxLength(BULK_MAX_CARDS, tooMany))),
});
export type BulkAssign = z.infer<typeof bulkAssignSchema>;

/** A card the user may not change, and why (in the user's language): reported, never silently skipped. */
export const refusedCardSchema = z.object({ id: z.number(), name: z.string(), message: z.string() });
export type RefusedCard = z.infer<typeof refusedCardSchema>;

/** What bulk assign did (would do): changed, already the supplier's, refused. */
export const bulkAssignAnswerSchema = z.object({
  check_only: z.boolean(),
  supplier: supplierOptionSchema,
  changed: z.number(),
  unchanged: z.number(),
  refused: z.array(refusedCardSchema),
  /** The cards read (visible to the user) with their versions: the real assign sends them back. */
  versions: z.array(z.object({ id: z.number(), version: z.number() })),
});
export type BulkAssignAnswer = z.infer<typeof bulkAssignAnswerSchema>;

/** One row of create many: GTIN, name (name_to_show), category code. */
export const createManyRowSchema = z.strictObject({
  gtin: text(64),
  name: text(NAME_TO_SHOW_MAX + 64),
  category: text(64),
});

/** POST /api/p1/products/create-many. */
export const createManySchema = z.strictObject({
  check_only: checkOnly(),
  rows: z
    .array(createManyRowSchema, invalid)
    .check(z.minLength(1, required), z.maxLength(CREATE_MANY_MAX_ROWS, tooMany)),
});
export type CreateMany = z.infer<typeof createManySchema>;

/** The drafts created (for a dry run: none, and `count` says how many would be). */
export const createManyAnswerSchema = z.object({
  check_only: z.boolean(),
  count: z.number(),
  created: z.array(z.object({ id: z.number(), gtin: z.string(), name: z.string() })),
});
export type CreateManyAnswer = z.infer<typeof createManyAnswerSchema>;
