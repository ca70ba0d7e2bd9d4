import { z } from 'zod/mini';
import { PRODUCT_STATUS } from '@domain/constants';
import { QC_STATUSES } from '@domain/qc-status';

/**
 * §2 Products list, `GET /api/p1/products`: the columns, sort keys and filter parameters next to the shared
 * envelope of data-table.ts (docs/decisions/0012).
 */

/** Column ids in display order; labels are `productList.columns.<id>`. */
export const PRODUCT_LIST_COLUMNS = [
  'id',
  'name_to_show',
  'gtin',
  'status',
  'category',
  'brand',
  'producer',
  'supplier',
  'completeness',
  'readiness',
  'qc_status',
  'network_qc',
  'sales_status',
  'updated_at',
] as const;
export type ProductListColumn = (typeof PRODUCT_LIST_COLUMNS)[number];

/** Columns the server sorts by an index; names of categories, brands and companies are not sortable. */
export const PRODUCT_LIST_SORTABLE = [
  'id',
  'name_to_show',
  'gtin',
  'status',
  'completeness',
  'qc_status',
  'sales_status',
  'updated_at',
] as const satisfies readonly ProductListColumn[];
export type ProductListSort = (typeof PRODUCT_LIST_SORTABLE)[number];

/** §4 Product status values a list filter offers. */
export const PRODUCT_LIST_STATUSES = [
  PRODUCT_STATUS.READY,
  PRODUCT_STATUS.DRAFT,
  PRODUCT_STATUS.RETIRED,
  PRODUCT_STATUS.OFFER,
] as const;

/** Completeness ranges of the filter, inclusive, in percent, in the order the filter offers them. */
export const COMPLETENESS_RANGES = [
  { value: '0-49', from: 0, to: 49 },
  { value: '50-99', from: 50, to: 99 },
  { value: '100', from: 100, to: 100 },
] as const;
export type CompletenessRange = (typeof COMPLETENESS_RANGES)[number]['value'];

/** Longest search text; longer input is a 400, not a slow query. */
export const SEARCH_MAX_LENGTH = 100;

const invalid = { error: 'validation.invalid' };
/** Largest id PostgreSQL's integer holds: a bigger one names no card (and must not reach a query). */
const MAX_ID = 2_147_483_647;
const enumOf = (values: readonly (string | number)[]) =>
  z.enum(values.map(String) as [string, ...string[]], invalid);
/** A positive id in PostgreSQL's integer range, from a query string. */
const queryId = z.pipe(
  z.string(invalid).check(z.regex(/^[1-9]\d{0,9}$/, invalid)),
  z.transform(Number).check(z.lte(MAX_ID, invalid)),
);

/**
 * The list's own filter parameters (paging and sorting are `listMetaQuerySchema`). `status` may repeat
 * (`status=2&status=5`); every other parameter is given once. Filters a role does not get (§6) are
 * ignored by the server, never used to widen what the user sees.
 */
export const productListFiltersSchema = z.object({
  q: z.optional(
    z.string(invalid).check(
      z.trim(),
      z.maxLength(SEARCH_MAX_LENGTH, { error: 'validation.tooLong' }),
      // Punctuation alone names nothing to search for.
      z.regex(/^$|[\p{L}\p{N}]/u, { error: 'validation.searchNoWords' }),
    ),
  ),
  status: z.optional(z.array(enumOf(PRODUCT_LIST_STATUSES)).check(z.maxLength(PRODUCT_LIST_STATUSES.length))),
  category_id: z.optional(queryId),
  brand_id: z.optional(queryId),
  supplier_id: z.optional(queryId),
  completeness: z.optional(enumOf(COMPLETENESS_RANGES.map((range) => range.value))),
  qc_status: z.optional(enumOf(QC_STATUSES)),
  /** Readiness per network (docs/decisions/0042): something to do in some network, or nothing. */
  readiness: z.optional(enumOf(['todo', 'clear'])),
  network_code: z.optional(z.string(invalid).check(z.regex(/^[a-z0-9_]{1,40}$/, invalid))),
  /** Cards with a GTIN or package EAN outside their company's GS1 prefixes (docs/decisions/0050). */
  gs1: z.optional(enumOf(['outside'])),
});
export type ProductListFilters = z.infer<typeof productListFiltersSchema>;

/** Parameters that may repeat; the server reads every value of these and the first of none other. */
export const PRODUCT_LIST_MULTI_FILTERS = ['status'] as const;

/**
 * `GET /api/p1/products/export`: the list's filters and sort, and optionally only the selected rows
 * (`ids`, repeated like every multi-value parameter).
 */
export const productExportIdsSchema = z.optional(
  z.array(queryId).check(z.maxLength(200, { error: 'validation.tooMany' })),
);
