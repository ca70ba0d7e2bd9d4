import { z } from 'zod/mini';
import { attributeUuid, choiceSchema, invalid, searchText } from './attribute-lists-common';

/**
 * §2 Attribute migration (docs/decisions/0019): an administrator moves the values of an old attribute to a
 * new one with a value mapping; every company whose cards it touches agrees (§2 Modals, the agreement);
 * once all have agreed, applying it rewrites the cards in one transaction.
 */

export const MIGRATION_STATUSES = ['pending', 'applied'] as const;
export type MigrationStatus = (typeof MIGRATION_STATUSES)[number];

export const MIGRATION_COLUMNS = [
  'name',
  'source',
  'target',
  'status',
  'affected_cards',
  'agreements',
  'created_at',
  'applied_at',
] as const;

export const MIGRATION_SORTABLE = ['name', 'status', 'affected_cards', 'created_at'] as const;

export const migrationFiltersSchema = z.object({
  q: z.optional(searchText),
  status: z.optional(z.enum(MIGRATION_STATUSES, invalid)),
});
export type MigrationFilters = z.infer<typeof migrationFiltersSchema>;

const mappingSchema = z.object({
  from: z.string(invalid).check(z.minLength(1, { error: 'validation.required' }), z.maxLength(200)),
  to: z.string(invalid).check(z.minLength(1, { error: 'validation.required' }), z.maxLength(200)),
});

/** POST /api/p1/attribute-migrations and PUT …/{id} (pending migrations only). */
export const migrationSaveSchema = z.object({
  name: z
    .string(invalid)
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(120, { error: 'validation.tooLong' }),
    ),
  source_attribute_uuid: attributeUuid,
  target_attribute_uuid: attributeUuid,
  value_map: z._default(z.array(mappingSchema).check(z.maxLength(200, { error: 'validation.tooMany' })), []),
});
export type MigrationSave = z.infer<typeof migrationSaveSchema>;

/** One company's part: how many of its cards the migration touches, and whether it agreed. */
export const migrationCompanySchema = z.object({
  company_id: z.number(),
  company: z.string(),
  affected_cards: z.number(),
  agreed_by: z.nullable(z.string()),
  agreed_at: z.nullable(z.string()),
});

/** GET /api/p1/attribute-migrations/{id}: the migration as its screen shows it to the user asking. */
export const migrationDetailsSchema = z.object({
  id: z.number(),
  name: z.string(),
  source_attribute_uuid: z.string(),
  target_attribute_uuid: z.string(),
  source: z.string(),
  target: z.string(),
  value_map: z.array(mappingSchema),
  status: z.enum(MIGRATION_STATUSES),
  affected_cards: z.number(),
  applied_cards: z.nullable(z.number()),
  created_at: z.string(),
  applied_at: z.nullable(z.string()),
  /** Admin: every company; supplier: its own part only. */
  companies: z.array(migrationCompanySchema),
  can_edit: z.boolean(),
  can_agree: z.boolean(),
  can_apply: z.boolean(),
});
export type MigrationDetails = z.infer<typeof migrationDetailsSchema>;

/** GET /api/p1/attribute-migrations/options: attributes and the values of the select-like ones. */
export const migrationOptionsSchema = z.object({
  attributes: z.array(z.extend(choiceSchema, { type: z.string(), values: z.array(choiceSchema) })),
});
export type MigrationOptions = z.infer<typeof migrationOptionsSchema>;

/** The answer of a save: where the migration now lives. */
export const migrationSavedSchema = z.object({ id: z.number() });
