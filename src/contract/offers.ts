import { z } from 'zod/mini';
import { OFFER_STATUSES } from '@domain/offers';

/**
 * §2 Offers list, chain products (cm panel) and chain master data (mdm panel), §3 Offer modal values and
 * §7 approve-product / reject-offer / network-attribute (docs/decisions/0017).
 */

const invalid = { error: 'validation.invalid' };
const required = { error: 'validation.required' };
const tooLong = { error: 'validation.tooLong' };
const enumOf = (values: readonly (string | number)[]) =>
  z.enum(values.map(String) as [string, ...string[]], invalid);
/** A network code as the networks table spells it (`selgros`, `carrefour_ro`). */
export const networkCodeSchema = z.string(invalid).check(z.regex(/^[a-z0-9_]{1,40}$/, invalid));

// ── Offers list (`GET /api/p1/offers`) ───────────────────────────────────────────────────────────────

/** Column ids in display order; labels are `offersList.columns.<id>`. */
export const OFFER_LIST_COLUMNS = [
  'id',
  'product_id',
  'product',
  'gtin',
  'supplier',
  'network',
  'dealer_id',
  'name',
  'date_from',
  'buyer',
  'status',
  'comment',
  'created_at',
  'decided_at',
] as const;
export const OFFER_LIST_SORTABLE = ['id', 'date_from', 'status', 'created_at'] as const;

export const offerListFiltersSchema = z.object({
  status: z.optional(z.array(enumOf(OFFER_STATUSES)).check(z.maxLength(OFFER_STATUSES.length))),
  network_code: z.optional(networkCodeSchema),
});
export const OFFER_LIST_MULTI_FILTERS = ['status'] as const;

// ── Chain products, the category manager's panel (`GET /api/p1/retail-chain/products`) ───────────────

export const CHAIN_PRODUCT_COLUMNS = [
  'id',
  'product_id',
  'product',
  'gtin',
  'supplier',
  'dealer_id',
  'name',
  'date_from',
  'buyer',
  'status',
  'comment',
  'created_at',
  'decided_at',
] as const;
export const CHAIN_PRODUCT_SORTABLE = ['id', 'date_from', 'status', 'created_at'] as const;
export const chainProductFiltersSchema = z.object({
  status: z.optional(z.array(enumOf(OFFER_STATUSES)).check(z.maxLength(OFFER_STATUSES.length))),
});

// ── Chain master data, the master-data manager's panel (`GET /api/p1/retail-chain/master-data`) ───────

export const CHAIN_MASTER_DATA_COLUMNS = [
  'id',
  'product_id',
  'product',
  'gtin',
  'supplier',
  'dealer_id',
  'chain_filled',
  'chain_completeness',
  'decided_at',
] as const;
export const CHAIN_MASTER_DATA_SORTABLE = ['id', 'decided_at'] as const;
/** Nothing to filter but the page: the panel lists the chain's approved cards. */
export const chainMasterDataFiltersSchema = z.object({});

// ── Writes ───────────────────────────────────────────────────────────────────────────────────────────

/** §3 Offer modal values: network, dealerId, name, date_from, buyer; the card is named by its GTIN. */
export const createOfferSchema = z.object({
  gtin: z.string(required).check(z.regex(/^\d{8,14}$/, { error: 'validation.eanFormat' })),
  network: networkCodeSchema,
  dealerId: z._default(z.string(invalid).check(z.trim(), z.maxLength(40, tooLong)), ''),
  name: z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(200, tooLong)),
  date_from: z.string(required).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, invalid),
    z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), invalid),
  ),
  buyer: z._default(z.string(invalid).check(z.trim(), z.maxLength(100, tooLong)), ''),
});
export type CreateOffer = z.input<typeof createOfferSchema>;

export const createdOfferSchema = z.object({ id: z.number(), status: z.number() });

/** §7 POST /api/p1/approve-product/{chain}/{id} {approve: true|false}. */
export const approveProductSchema = z.object({ approve: z.boolean(invalid) });

/** §7 POST /api/p1/reject-offer/{chain}/{id} {comment}: a rejection says why. */
export const rejectOfferSchema = z.object({
  comment: z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(1000, tooLong)),
});

/** The offer after a decision. */
export const offerDecisionAnswerSchema = z.object({ id: z.number(), status: z.number() });

// ── §7 GET and POST /api/p1/network-attribute/{network}/{id} ─────────────────────────────────────────

const namedValueSchema = z.object({ uuid: z.string(), name: z.string() });
const attributeDataSchema = z.object({
  value: z.array(z.string().check(z.maxLength(2000, tooLong))).check(z.maxLength(20)),
  value_uuid: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  unit_uuid: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
});

/** One of the chain's own attributes on the card, with its definition in the user's language. */
export const networkAttributeSchema = z.object({
  uuid: z.string(),
  code: z.nullable(z.string()),
  name: z.string(),
  type: z.string(),
  is_required: z.boolean(),
  available_values: z.array(namedValueSchema),
  available_units: z.array(namedValueSchema),
  data: z.array(attributeDataSchema),
});
export type NetworkAttribute = z.infer<typeof networkAttributeSchema>;

export const networkAttributesAnswerSchema = z.object({
  product_id: z.number(),
  /** The card's version: the save sends it back and is refused (409) if the card moved (0027). */
  version: z.number(),
  network: z.string(),
  /** §3 private attributes is_offer and is_approved: the chain's view of the card, read from its offer. */
  is_offer: z.boolean(),
  is_approved: z.boolean(),
  attributes: z.array(networkAttributeSchema),
});
export type NetworkAttributesAnswer = z.infer<typeof networkAttributesAnswerSchema>;

export const saveNetworkAttributesSchema = z.object({
  version: z.number(invalid).check(z.int(invalid), z.gte(1, invalid), z.lte(2_147_483_647, invalid)),
  attributes: z
    .array(
      z.object({
        uuid: z.string(invalid).check(z.regex(/^[0-9a-f-]{36}$/i, invalid)),
        data: z.array(attributeDataSchema).check(z.maxLength(20)),
      }),
    )
    .check(z.minLength(1, required), z.maxLength(50, { error: 'validation.tooMany' })),
});
export type SaveNetworkAttributes = z.infer<typeof saveNetworkAttributesSchema>;
