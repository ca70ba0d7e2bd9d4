import { z } from 'zod/mini';
import { ASSORTMENT_STATUSES, NETWORK_NUMBER_MAX, NETWORK_NUMBER_PATTERN } from '@domain/shop-assortment';
import { invalid, massIdsSchema, queryEnum, querySearch } from './list-params';

/**
 * §2 shop-management (docs/decisions/0051): a network's shop assortment — which cards, the network's
 * product number of each (§3 product-in-network identifier), its sales status in the network, and how
 * complete the assortment is by the readiness rule.
 */

export const ASSORTMENT_COLUMNS = [
  'product_number',
  'name_to_show',
  'gtin',
  'supplier',
  'status',
  'readiness',
  'added_at',
] as const;
export type AssortmentColumn = (typeof ASSORTMENT_COLUMNS)[number];

/** Served by lists.product_rows' indexes; number, status and readiness live beside the list table. */
export const ASSORTMENT_SORTABLE = ['name_to_show', 'gtin'] as const satisfies readonly AssortmentColumn[];

/** The readiness filter: ready for the network, or something still to do or to decide. */
export const ASSORTMENT_READINESS_FILTERS = ['todo', 'clear'] as const;

/** A network code from a query string (an administrator picks the network to look at). */
const queryNetwork = z.string(invalid).check(z.regex(/^[a-z0-9_]{1,40}$/, invalid));

export const assortmentFiltersSchema = z.object({
  q: querySearch,
  status: z.optional(queryEnum(ASSORTMENT_STATUSES)),
  readiness: z.optional(queryEnum(ASSORTMENT_READINESS_FILTERS)),
  network: z.optional(queryNetwork),
});
export type AssortmentFilters = z.infer<typeof assortmentFiltersSchema>;

export const assortmentNetworkQuerySchema = z.object({ network: z.optional(queryNetwork) });

export const candidatesQuerySchema = z.object({ q: querySearch });

const statusSchema = z.enum(ASSORTMENT_STATUSES, invalid);

/** The network's number: trimmed; empty means none. */
const networkNumberSchema = z.nullable(
  z.string(invalid).check(
    z.trim(),
    z.maxLength(NETWORK_NUMBER_MAX, { error: 'validation.tooLong' }),
    z.regex(new RegExp(`^$|${NETWORK_NUMBER_PATTERN.source}`, 'u'), {
      error: 'shopAssortment.numberInvalid',
    }),
  ),
);

/** POST /api/shop/assortment: cards available to the network join its assortment as planned. */
export const assortmentAddSchema = z.object({ product_ids: massIdsSchema }, invalid);
export type AssortmentAddBody = z.infer<typeof assortmentAddSchema>;

/** PUT /api/shop/assortment/{productId}: the network's number and sales status of one card. */
export const assortmentEntrySchema = z.object(
  { product_number: networkNumberSchema, status: statusSchema },
  invalid,
);
export type AssortmentEntryBody = z.infer<typeof assortmentEntrySchema>;

/** PUT /api/shop/assortment/status: one sales status for the selected cards. */
export const assortmentStatusSchema = z.object({ product_ids: massIdsSchema, status: statusSchema }, invalid);
export type AssortmentStatusBody = z.infer<typeof assortmentStatusSchema>;

/** DELETE /api/shop/assortment: the selected cards leave the assortment. */
export const assortmentRemoveSchema = z.object({ product_ids: massIdsSchema }, invalid);
export type AssortmentRemoveBody = z.infer<typeof assortmentRemoveSchema>;

export const assortmentAddedSchema = z.object({ added: z.number() });
export type AssortmentAdded = z.infer<typeof assortmentAddedSchema>;

export const assortmentEntryAnswerSchema = z.object({
  product_id: z.number(),
  product_number: z.nullable(z.string()),
  status: statusSchema,
});
export type AssortmentEntryAnswer = z.infer<typeof assortmentEntryAnswerSchema>;

/** GET /api/shop/assortment/summary: counts per status and the completeness of what is on or for sale. */
export const assortmentSummarySchema = z.object({
  network: z.object({ code: z.string(), name: z.string() }),
  statuses: z.object({ planned: z.number(), listed: z.number(), delisted: z.number() }),
  completeness: z.object({
    total: z.number(),
    ready: z.number(),
    waiting: z.number(),
    todo: z.number(),
    percent: z.number(),
  }),
  /** The networks an administrator may look at; empty for a network's own people. */
  networks: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type AssortmentSummary = z.infer<typeof assortmentSummarySchema>;

/** GET /api/shop/assortment/candidates: cards available to the network and not yet in its assortment. */
export const assortmentCandidateSchema = z.object({
  id: z.number(),
  name_to_show: z.string(),
  gtin: z.nullable(z.string()),
  supplier: z.string(),
});
export type AssortmentCandidate = z.infer<typeof assortmentCandidateSchema>;
export const assortmentCandidatesSchema = z.object({
  cards: z.array(assortmentCandidateSchema),
  /** More cards match than are listed: the search should narrow. */
  more: z.boolean(),
});
export type AssortmentCandidates = z.infer<typeof assortmentCandidatesSchema>;
