import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { createOfferSchema } from '@contract/offers';
import { PRODUCT_STATUS } from '@domain/constants';
import { isOpenOffer, nextOfferStatus, OFFER_STATUS, type OfferDecision } from '@domain/offers';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import { networks, offers, products } from '../db/schema';
import { receivesOffers } from './offer-send';

/** Why a write was refused: a field and a message key, answered as a 400 fault or a 404. */
export type Refused =
  | { refused: 'fault'; field: string; key: string }
  | { refused: 'not_found' }
  /** The card was written after the client read it (docs/decisions/0027). */
  | { refused: 'conflict' };
const fault = (field: string, key: string): Refused => ({ refused: 'fault', field, key });

/**
 * §3 Offer modal values: the supplier's own ready card (named by its GTIN) offered to a network. One open
 * offer of a card per network (the unique index says the same; this check gives the message).
 */
export async function createOffer(
  tx: Db,
  user: CurrentUser,
  body: z.output<typeof createOfferSchema>,
): Promise<Refused | { id: number; status: number }> {
  const [card] = await tx
    .select({ id: products.id, status: products.status, companyId: products.companyId })
    .from(products)
    .where(and(eq(products.companyId, user.company_id ?? -1), eq(products.gtin, body.gtin)))
    .orderBy(desc(products.status))
    .limit(1);
  if (card === undefined) return fault('gtin', 'offers.errors.unknownCard');
  if (card.status !== PRODUCT_STATUS.READY) return fault('gtin', 'offers.errors.notReady');
  const [network] = await tx
    .select({ code: networks.code, receives: sql<boolean>`${receivesOffers}` })
    .from(networks)
    .where(eq(networks.code, body.network));
  if (network === undefined) return fault('network', 'offers.errors.unknownNetwork');
  if (!network.receives) return fault('network', 'offers.errors.notReceiving');
  const open = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(
        eq(offers.productId, card.id),
        eq(offers.networkCode, body.network),
        inArray(offers.status, [OFFER_STATUS.OFFERED, OFFER_STATUS.APPROVED]),
      ),
    )
    .limit(1);
  if (open.length > 0) return fault('network', 'offers.errors.alreadyOffered');
  const [row] = await tx
    .insert(offers)
    .values({
      productId: card.id,
      companyId: card.companyId,
      networkCode: body.network,
      dealerId: body.dealerId,
      name: body.name,
      dateFrom: body.date_from,
      buyer: body.buyer,
      status: OFFER_STATUS.OFFERED,
      createdBy: user.id,
    })
    .returning({ id: offers.id, status: offers.status });
  return row!;
}

/**
 * §7 A decision of the chain's category manager on an offer made to the chain: the offer is found by the
 * card (approve-product names the card; its open offer is the one) or by its own id (reject-offer).
 */
export async function decideOffer(
  tx: Db,
  user: CurrentUser,
  target: { chain: string; productId?: number; offerId?: number },
  decision: OfferDecision,
  comment: string,
): Promise<Refused | { id: number; status: number }> {
  const byTarget =
    target.offerId !== undefined
      ? eq(offers.id, target.offerId)
      : eq(offers.productId, target.productId ?? -1);
  const candidates = await tx
    .select({ id: offers.id, status: offers.status })
    .from(offers)
    .where(and(eq(offers.networkCode, target.chain), byTarget))
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(20)
    .for('update');
  // An open offer first: approve-product acts on the card's open offer, not on an old rejected one.
  const offer = candidates.find((candidate) => isOpenOffer(candidate.status)) ?? candidates[0];
  if (offer === undefined) return { refused: 'not_found' };
  const status = nextOfferStatus(offer.status, decision);
  if (status === null) return fault('status', 'offers.errors.notApplicable');
  const decided = status !== OFFER_STATUS.OFFERED;
  const [row] = await tx
    .update(offers)
    .set({
      status,
      comment: decision === 'reject' ? comment : decision === 'revoke' ? '' : undefined,
      decidedBy: decided ? user.id : null,
      decidedAt: decided ? new Date() : null,
    })
    .where(eq(offers.id, offer.id))
    .returning({ id: offers.id, status: offers.status });
  return row!;
}
