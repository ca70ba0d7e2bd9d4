import { z } from 'zod/mini';
import { CIN_CHAINS, CIN_REQUEST_MAX_IDS } from '@domain/cin';
import { PRODUCT_STATUS } from '@domain/constants';

/**
 * §2 Panel CIN, `GET /api/p1/cin-products`, and §7 `POST /api/p1/product/send-get-cin-file {ids}` and the
 * link `api/p1/product/{id}/get-cin-file` (docs/decisions/0016). The envelope is data-table.ts.
 */

export const CIN_LIST_COLUMNS = [
  'id',
  'name_to_show',
  'gtin',
  'status',
  'category',
  'supplier',
  'chain_number',
  'cin_status',
  'cin_requested_at',
  'cin_requested_by',
  'updated_at',
] as const;
export type CinListColumn = (typeof CIN_LIST_COLUMNS)[number];

export const CIN_LIST_SORTABLE = [
  'id',
  'name_to_show',
  'gtin',
  'status',
  'updated_at',
] as const satisfies readonly CinListColumn[];
export type CinListSort = (typeof CIN_LIST_SORTABLE)[number];

export const CIN_LIST_STATUSES = [
  PRODUCT_STATUS.READY,
  PRODUCT_STATUS.DRAFT,
  PRODUCT_STATUS.RETIRED,
] as const;
/** The request filter: never asked for this chain, or asked at least once. */
export const CIN_REQUEST_FILTER = ['none', 'requested'] as const;

const invalid = { error: 'validation.invalid' };
const enumOf = (values: readonly (string | number)[]) =>
  z.enum(values.map(String) as [string, ...string[]], invalid);
const queryId = z.pipe(
  z.string(invalid).check(z.regex(/^[1-9]\d{0,9}$/, invalid)),
  z.transform(Number).check(z.lte(2_147_483_647, invalid)),
);

/** `chain` picks which of the user's chains the panel shows (the first of them by default). */
export const cinListFiltersSchema = z.object({
  chain: z.optional(z.enum(CIN_CHAINS, invalid)),
  q: z.optional(
    z
      .string(invalid)
      .check(
        z.trim(),
        z.maxLength(100, { error: 'validation.tooLong' }),
        z.regex(/^$|[\p{L}\p{N}]/u, { error: 'validation.searchNoWords' }),
      ),
  ),
  status: z.optional(z.array(enumOf(CIN_LIST_STATUSES)).check(z.maxLength(CIN_LIST_STATUSES.length))),
  cin: z.optional(z.enum(CIN_REQUEST_FILTER, invalid)),
  category_id: z.optional(queryId),
  supplier_id: z.optional(queryId),
});
export type CinListFilters = z.infer<typeof cinListFiltersSchema>;
export const CIN_LIST_MULTI_FILTERS = ['status'] as const;

/** §7 POST /api/p1/product/send-get-cin-file {ids}; `chain` when the user holds both interfaces. */
export const cinRequestSchema = z.strictObject({
  ids: z
    .array(z.number(invalid).check(z.int(invalid), z.gte(1, invalid), z.lte(2_147_483_647, invalid)), invalid)
    .check(
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(CIN_REQUEST_MAX_IDS, { error: 'validation.tooMany' }),
    ),
  chain: z.optional(z.enum(CIN_CHAINS, invalid)),
});
export type CinRequest = z.infer<typeof cinRequestSchema>;

/** One card's request: ready, or incomplete with what it lacks (messages in the user's language). */
export const cinRequestResultSchema = z.object({
  id: z.number(),
  status: z.enum(['ready', 'incomplete']),
  missing: z.array(z.string()),
});
export const cinRequestAnswerSchema = z.object({
  chain: z.enum(CIN_CHAINS),
  results: z.array(cinRequestResultSchema),
});
export type CinRequestAnswer = z.infer<typeof cinRequestAnswerSchema>;
