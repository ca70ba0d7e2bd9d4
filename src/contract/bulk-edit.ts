import { z } from 'zod/mini';
import { attributeDataSchema } from './product-card';
import { saveAttributeDataSchema } from './product-save';
import { schemaAttributeSchema } from './product-schema';
import { jobAnswerSchema } from './jobs';
import { BULK_SAVE_MODES, BULK_SAVE_STATES } from '@domain/bulk-edit';

export { BULK_SAVE_MODES, BULK_SAVE_STATES, type BulkSaveMode } from '@domain/bulk-edit';

/**
 * §4 Bulk edit statuses, route `bulk-edit/{id}`: the requests and answers of a bulk-edit session
 * (docs/decisions/0023-bulk-edit.md). Every list and string is bounded: an absurd body is a 400.
 */

/** At most this many cards in one session (the bench validates a full one in ≤ 2 s). */
export const MAX_BULK_CARDS = 1_000;
/** At most this many columns shown at once. */
export const MAX_BULK_COLUMNS = 40;
/** At most this many cell edits in one request. */
export const MAX_BULK_EDITS = 5_000;

const invalid = { error: 'validation.invalid' };
const tooLong = { error: 'validation.tooLong' };
const id = () => z.number(invalid).check(z.int(invalid), z.positive(invalid), z.lte(2_147_483_647, invalid));
const fieldKey = () => z.string(invalid).check(z.minLength(1, invalid), z.maxLength(64, tooLong));
/** A cell's new data (the attribute's data list, as the card saves it); null clears the cell. */
const cellData = () => z.nullable(z.array(saveAttributeDataSchema, invalid).check(z.maxLength(500, tooLong)));

/** `POST /api/bulk-edit`: the selected cards of the products list. */
export const bulkEditCreateSchema = z.object(
  {
    ids: z
      .array(id(), invalid)
      .check(z.minLength(1, { error: 'validation.required' }), z.maxLength(MAX_BULK_CARDS, tooLong)),
  },
  invalid,
);
export type BulkEditCreate = z.infer<typeof bulkEditCreateSchema>;

/** `POST /api/bulk-edit/{id}/columns`: which columns the grid shows, in order. */
export const bulkColumnsSchema = z.object(
  { columns: z.array(fieldKey(), invalid).check(z.maxLength(MAX_BULK_COLUMNS, tooLong)) },
  invalid,
);

/** One cell edit. */
export const bulkCellEditSchema = z.object(
  { product_id: id(), field: fieldKey(), data: cellData() },
  invalid,
);
export type BulkCellEdit = z.infer<typeof bulkCellEditSchema>;

/** `POST /api/bulk-edit/{id}/edits`: cell edits of the grid. */
export const bulkEditsSchema = z.object(
  {
    edits: z
      .array(bulkCellEditSchema, invalid)
      .check(z.minLength(1, { error: 'validation.required' }), z.maxLength(MAX_BULK_EDITS, tooLong)),
  },
  invalid,
);

/** `POST /api/bulk-edit/{id}/change`: §2 bulk product changes — one field set (or cleared) on every card. */
export const bulkChangeSchema = z.object({ field: fieldKey(), data: cellData() }, invalid);
export type BulkChange = z.infer<typeof bulkChangeSchema>;

export const bulkSaveSchema = z.object({ mode: z.enum(BULK_SAVE_MODES, invalid) }, invalid);

/** `{id}` of the routes. */
export const bulkEditIdSchema = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

/** A column the grid can show: an attribute of the cards' categories, or a profile field. */
export const bulkColumnSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** The attribute definition (data empty) the kit field renders; profile fields are text attributes. */
  attribute: schemaAttributeSchema,
  /** How many of the session's cards have this column in their category. */
  cards: z.number(),
});
export type BulkColumn = z.infer<typeof bulkColumnSchema>;

export const bulkFaultSchema = z.object({ field: z.string(), message: z.string() });
export type BulkFault = z.infer<typeof bulkFaultSchema>;

/** One card of the grid: its values of the chosen columns (absent: not in its category). */
export const bulkCardSchema = z.object({
  id: z.number(),
  /** The card's version the session's edits are based on: the save is refused if it moved (0027). */
  version: z.number(),
  name_to_show: z.string(),
  values: z.record(z.string(), z.array(attributeDataSchema)),
  /** Field keys with a pending edit. */
  edited: z.array(z.string()),
  /** Faults of the last validation; null when not validated since the last edit. */
  faults: z.nullable(z.array(bulkFaultSchema)),
  save_state: z.enum(BULK_SAVE_STATES),
  save_message: z.nullable(z.string()),
});
export type BulkCard = z.infer<typeof bulkCardSchema>;

/** `GET /api/bulk-edit/{id}`: the session as a grid of cards × chosen columns. */
export const bulkEditAnswerSchema = z.object({
  id: z.number(),
  status: z.number(),
  save_mode: z.nullable(z.enum(BULK_SAVE_MODES)),
  columns: z.array(z.string()),
  available_columns: z.array(bulkColumnSchema),
  cards: z.array(bulkCardSchema),
  job: z.nullable(jobAnswerSchema),
});
export type BulkEditAnswer = z.infer<typeof bulkEditAnswerSchema>;

export const bulkEditCreatedSchema = z.object({ id: z.number() });

/** `POST /api/bulk-edit/{id}/save` (202): the job to watch and the sentence to show. */
export const bulkSaveStartedSchema = z.object({ job: jobAnswerSchema, message: z.string() });
export type BulkSaveStarted = z.infer<typeof bulkSaveStartedSchema>;
