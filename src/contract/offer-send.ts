import { z } from 'zod/mini';
import { networkCodeSchema } from './offers';

/**
 * §2 Modals "send-offer" and "existing offers", §3 Offer modal values (network, dealerId, name, date_from,
 * buyer), §7 offers (docs/decisions/0041): several cards offered to several networks in one send, the
 * networks that receive offers, the supplier's cards to pick from, and one card's offers to every network.
 */

const invalid = { error: 'validation.invalid' };
const required = { error: 'validation.required' };
const tooLong = { error: 'validation.tooLong' };
const tooMany = { error: 'validation.tooMany' };

/** How many cards one send may name (the list's mass action sends the selected page at most). */
export const MAX_OFFER_CARDS = 100;
/** How many networks one send may name. */
export const MAX_OFFER_NETWORKS = 20;

const cardId = z.number(invalid).check(z.int(invalid), z.gte(1, invalid), z.lte(2_147_483_647, invalid));

/** `POST /api/p1/offers/send`: every card to every network, with the §3 Offer modal values. */
export const sendOfferSchema = z.object({
  product_ids: z.array(cardId).check(z.minLength(1, required), z.maxLength(MAX_OFFER_CARDS, tooMany)),
  networks: z
    .array(networkCodeSchema)
    .check(z.minLength(1, required), z.maxLength(MAX_OFFER_NETWORKS, tooMany)),
  dealerId: z._default(z.string(invalid).check(z.trim(), z.maxLength(40, tooLong)), ''),
  name: z.string(required).check(z.trim(), z.minLength(1, required), z.maxLength(200, tooLong)),
  date_from: z.string(required).check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, invalid),
    z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), invalid),
  ),
  buyer: z._default(z.string(invalid).check(z.trim(), z.maxLength(100, tooLong)), ''),
});
export type SendOffer = z.input<typeof sendOfferSchema>;

/** The offers one send made, one per card and network. */
export const sentOffersSchema = z.object({
  offers: z.array(
    z.object({ id: z.number(), product_id: z.number(), network: z.string(), status: z.number() }),
  ),
});
export type SentOffers = z.infer<typeof sentOffersSchema>;

/** `GET /api/p1/offers/networks`: the networks that receive offers (each has someone to decide them). */
export const offerNetworksSchema = z.object({
  networks: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type OfferNetwork = z.infer<typeof offerNetworksSchema>['networks'][number];

/** `GET /api/p1/offers/cards?q=`: the supplier's ready cards whose name or GTIN matches. */
export const offerCardsQuerySchema = z.object({
  q: z._default(z.string(invalid).check(z.trim(), z.maxLength(100, tooLong)), ''),
});
export const offerCardSchema = z.object({ id: z.number(), name: z.string(), gtin: z.nullable(z.string()) });
export type OfferCard = z.infer<typeof offerCardSchema>;
export const offerCardsSchema = z.object({ cards: z.array(offerCardSchema) });

/** `GET /api/p1/product/{id}/offers`: the card's offers to every network the user may see. */
export const cardOfferSchema = z.object({
  id: z.number(),
  network: z.string(),
  network_name: z.string(),
  status: z.number(),
  dealer_id: z.string(),
  name: z.string(),
  date_from: z.string(),
  buyer: z.string(),
  comment: z.string(),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
});
export type CardOffer = z.infer<typeof cardOfferSchema>;
export const cardOffersSchema = z.object({
  product_id: z.number(),
  name: z.string(),
  offers: z.array(cardOfferSchema),
});
export type CardOffers = z.infer<typeof cardOffersSchema>;
