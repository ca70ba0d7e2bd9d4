import { z } from 'zod/mini';
import { PRODUCT_STATUS } from '@domain/constants';
import { QC_CHAINS, QC_COMMENT_MAX_LENGTH, QC_NETWORK_CHAINS } from '@domain/qc-chains';
import { QC_STATUSES } from '@domain/qc-status';

/**
 * §2 QC list, `GET /api/p1/qc-products`, and §7 `GET`/`POST /api/p1/product/qc/{id}` (the QC status modal),
 * plus the mass change `POST /api/p1/products/qc` (docs/decisions/0016). The envelope is data-table.ts.
 */

/** Column ids in display order; labels are `qcList.columns.<id>`. */
export const QC_LIST_COLUMNS = [
  'id',
  'name_to_show',
  'gtin',
  'status',
  'category',
  'supplier',
  'qc_status',
  'qc_selgros',
  'qc_markant',
  'qc_checked_at',
  'updated_at',
] as const;
export type QcListColumn = (typeof QC_LIST_COLUMNS)[number];

/** Sorted from the list table's indexes; chain verdicts and names live in other tables. */
export const QC_LIST_SORTABLE = [
  'id',
  'name_to_show',
  'gtin',
  'status',
  'qc_status',
  'updated_at',
] as const satisfies readonly QcListColumn[];
export type QcListSort = (typeof QC_LIST_SORTABLE)[number];

export const QC_LIST_STATUSES = [PRODUCT_STATUS.READY, PRODUCT_STATUS.DRAFT, PRODUCT_STATUS.RETIRED] as const;
export const QC_SEARCH_MAX_LENGTH = 100;

const invalid = { error: 'validation.invalid' };
const enumOf = (values: readonly (string | number)[]) =>
  z.enum(values.map(String) as [string, ...string[]], invalid);
const queryId = z.pipe(
  z.string(invalid).check(z.regex(/^[1-9]\d{0,9}$/, invalid)),
  z.transform(Number).check(z.lte(2_147_483_647, invalid)),
);

/**
 * The list's filters. `qc_status` (may repeat) is the verdict of `chain` when one is chosen, else the
 * card's own QC; `q` searches name and GTIN as the products list does.
 */
export const qcListFiltersSchema = z.object({
  q: z.optional(
    z
      .string(invalid)
      .check(
        z.trim(),
        z.maxLength(QC_SEARCH_MAX_LENGTH, { error: 'validation.tooLong' }),
        z.regex(/^$|[\p{L}\p{N}]/u, { error: 'validation.searchNoWords' }),
      ),
  ),
  qc_status: z.optional(z.array(enumOf(QC_STATUSES)).check(z.maxLength(QC_STATUSES.length))),
  chain: z.optional(enumOf(QC_NETWORK_CHAINS)),
  status: z.optional(z.array(enumOf(QC_LIST_STATUSES)).check(z.maxLength(QC_LIST_STATUSES.length))),
  category_id: z.optional(queryId),
  supplier_id: z.optional(queryId),
});
export type QcListFilters = z.infer<typeof qcListFiltersSchema>;
export const QC_LIST_MULTI_FILTERS = ['qc_status', 'status'] as const;

const qcStatus = z.union(
  QC_STATUSES.map((status) => z.literal(status, invalid)),
  invalid,
);

/** §7 POST /api/p1/product/qc/{id}: the QC status of one chain (the card's own by default), with a reason. */
export const qcStatusChangeSchema = z.strictObject({
  chain: z._default(z.enum(QC_CHAINS, invalid), 'card'),
  status: qcStatus,
  comment: z._default(
    z.string(invalid).check(z.trim(), z.maxLength(QC_COMMENT_MAX_LENGTH, { error: 'validation.tooLong' })),
    '',
  ),
});
export type QcStatusChange = z.infer<typeof qcStatusChangeSchema>;

/** Mass change from the list: the same change for up to 200 selected cards, all or nothing. */
export const qcMassChangeSchema = z.strictObject({
  ids: z
    .array(z.number(invalid).check(z.int(invalid), z.gte(1, invalid), z.lte(2_147_483_647, invalid)), invalid)
    .check(
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(200, { error: 'validation.tooMany' }),
    ),
  chain: z._default(z.enum(QC_CHAINS, invalid), 'card'),
  status: qcStatus,
  comment: z._default(
    z.string(invalid).check(z.trim(), z.maxLength(QC_COMMENT_MAX_LENGTH, { error: 'validation.tooLong' })),
    '',
  ),
});
export type QcMassChange = z.infer<typeof qcMassChangeSchema>;

/** One chain's verdict on a card, as the modal shows it. */
export const qcVerdictSchema = z.object({
  chain: z.enum(QC_CHAINS),
  status: z.number(),
  comment: z.string(),
  checked_by: z.nullable(z.string()),
  checked_at: z.nullable(z.string()),
  can_change: z.boolean(),
});
export type QcVerdict = z.infer<typeof qcVerdictSchema>;

/** §7 GET /api/p1/product/qc/{id} (and the answer of POST): the card and every chain's verdict. */
export const qcAnswerSchema = z.object({
  product_id: z.number(),
  name_to_show: z.string(),
  gtin: z.nullable(z.string()),
  verdicts: z.array(qcVerdictSchema),
});
export type QcAnswer = z.infer<typeof qcAnswerSchema>;

export const qcMassAnswerSchema = z.object({ count: z.number() });
