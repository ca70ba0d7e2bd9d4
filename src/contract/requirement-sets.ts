import { z } from 'zod/mini';
import {
  attributeUuid,
  bodyId,
  choiceSchema,
  invalid,
  networkCode,
  queryId,
  searchText,
} from './attribute-lists-common';

/**
 * §2 Requirement sets, `GET /api/p1/requirement-sets` and the set's writes (docs/decisions/0019): a retail
 * network names the attributes it requires of cards in some categories (and every category below them).
 */

/** Column ids in display order; labels are `requirementSets.columns.<id>`. */
export const REQUIREMENT_SET_COLUMNS = [
  'name',
  'network',
  'categories',
  'attribute_count',
  'created_by',
  'created_at',
  'updated_at',
] as const;

/** Sorted from an index each. */
export const REQUIREMENT_SET_SORTABLE = ['name', 'attribute_count', 'created_at', 'updated_at'] as const;

export const requirementSetFiltersSchema = z.object({
  q: z.optional(searchText),
  network_code: z.optional(networkCode),
  category_id: z.optional(queryId),
  /** §6 the requirement created-by-user filter (has_requirement_created_by_user_id_filter). */
  created_by: z.optional(queryId),
});
export type RequirementSetFilters = z.infer<typeof requirementSetFiltersSchema>;

export const REQUIREMENT_SET_NAME_MAX = 120;
export const REQUIREMENT_SET_MAX_CATEGORIES = 50;
export const REQUIREMENT_SET_MAX_ATTRIBUTES = 100;

/** POST /api/p1/requirement-sets and PUT /api/p1/requirement-sets/{id}: the network is the user's own. */
export const requirementSetSaveSchema = z.object({
  name: z
    .string(invalid)
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(REQUIREMENT_SET_NAME_MAX, { error: 'validation.tooLong' }),
    ),
  category_ids: z
    .array(bodyId, invalid)
    .check(
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(REQUIREMENT_SET_MAX_CATEGORIES, { error: 'validation.tooMany' }),
    ),
  attribute_uuids: z
    .array(attributeUuid, invalid)
    .check(
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(REQUIREMENT_SET_MAX_ATTRIBUTES, { error: 'validation.tooMany' }),
    ),
});
export type RequirementSetSave = z.infer<typeof requirementSetSaveSchema>;

/** GET /api/p1/requirement-sets/{id}: the set as the edit dialog fills itself. */
export const requirementSetSchema = z.object({
  id: z.number(),
  network_code: z.string(),
  name: z.string(),
  category_ids: z.array(z.number()),
  attribute_uuids: z.array(z.string()),
});
export type RequirementSet = z.infer<typeof requirementSetSchema>;

/** GET /api/p1/requirement-sets/options: what the dialog offers, names in the user's language. */
export const requirementSetOptionsSchema = z.object({
  categories: z.array(z.extend(choiceSchema, { level: z.number() })),
  attributes: z.array(z.extend(choiceSchema, { section: z.string() })),
});
export type RequirementSetOptions = z.infer<typeof requirementSetOptionsSchema>;
