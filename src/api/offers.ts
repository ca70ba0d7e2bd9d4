import {
  createdOfferSchema,
  networkAttributesAnswerSchema,
  offerDecisionAnswerSchema,
  type CreateOffer,
  type NetworkAttributesAnswer,
  type SaveNetworkAttributes,
} from '@contract/offers';
import { api } from './client';

/** §2 add offer: POST /api/p1/offers with the §3 Offer modal values. */
export async function createOffer(offer: CreateOffer) {
  return createdOfferSchema.parse(await api.post('/api/p1/offers', { json: offer }).json());
}

/** §7 POST /api/p1/approve-product/{chain}/{id} {approve}: the card's open offer approved or revoked. */
export async function approveProduct(chain: string, productId: number, approve: boolean) {
  const answer = await api
    .post(`/api/p1/approve-product/${chain}/${productId}`, { json: { approve } })
    .json();
  return offerDecisionAnswerSchema.parse(answer);
}

/** §7 POST /api/p1/reject-offer/{chain}/{id} {comment}. */
export async function rejectOffer(chain: string, offerId: number, comment: string) {
  const answer = await api.post(`/api/p1/reject-offer/${chain}/${offerId}`, { json: { comment } }).json();
  return offerDecisionAnswerSchema.parse(answer);
}

/** §7 GET /api/p1/network-attribute/{network}/{id}. */
export async function fetchNetworkAttributes(
  network: string,
  productId: number,
): Promise<NetworkAttributesAnswer> {
  const answer = await api.get(`/api/p1/network-attribute/${network}/${productId}`).json();
  return networkAttributesAnswerSchema.parse(answer);
}

/** §7 POST /api/p1/network-attribute/{network}/{id}: the chain's attributes written, answered again. */
export async function saveNetworkAttributes(
  network: string,
  productId: number,
  body: SaveNetworkAttributes,
): Promise<NetworkAttributesAnswer> {
  const answer = await api.post(`/api/p1/network-attribute/${network}/${productId}`, { json: body }).json();
  return networkAttributesAnswerSchema.parse(answer);
}
