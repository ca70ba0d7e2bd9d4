import {
  cardOffersSchema,
  offerCardsSchema,
  offerNetworksSchema,
  sentOffersSchema,
  type CardOffers,
  type OfferCard,
  type OfferNetwork,
  type SendOffer,
  type SentOffers,
} from '@contract/offer-send';
import { api } from './client';

/** §2 send-offer: the networks that receive offers (GET /api/p1/offers/networks). */
export async function fetchOfferNetworks(): Promise<OfferNetwork[]> {
  return offerNetworksSchema.parse(await api.get('/api/p1/offers/networks').json()).networks;
}

/** §2 send-offer card picker: the supplier's ready cards by name or GTIN (GET /api/p1/offers/cards). */
export async function searchOfferCards(text: string): Promise<OfferCard[]> {
  const answer = await api.get('/api/p1/offers/cards', { searchParams: { q: text } }).json();
  return offerCardsSchema.parse(answer).cards;
}

/** §2 send-offer: every card to every network (POST /api/p1/offers/send). */
export async function sendOffers(body: SendOffer): Promise<SentOffers> {
  return sentOffersSchema.parse(await api.post('/api/p1/offers/send', { json: body }).json());
}

/** §2 existing offers: the card's offers to every network (GET /api/p1/product/{id}/offers). */
export async function fetchCardOffers(productId: number): Promise<CardOffers> {
  return cardOffersSchema.parse(await api.get(`/api/p1/product/${productId}/offers`).json());
}
