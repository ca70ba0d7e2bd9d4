import type { UserFlags } from './user';

/**
 * §2 Offers and the retail-chain panels (docs/decisions/0017). Offer status: offered 1 (§4 "Offer status 1
 * also exists"), approved 2, rejected 3. The spec shows no transitions; these are ours.
 */
export const OFFER_STATUS = { OFFERED: 1, APPROVED: 2, REJECTED: 3 } as const;
export type OfferStatus = (typeof OFFER_STATUS)[keyof typeof OFFER_STATUS];
export const OFFER_STATUSES: readonly OfferStatus[] = [
  OFFER_STATUS.OFFERED,
  OFFER_STATUS.APPROVED,
  OFFER_STATUS.REJECTED,
];

/** A decision of the chain's category manager (§7 approve-product / reject-offer). */
export type OfferDecision = 'approve' | 'revoke' | 'reject';

/**
 * §7 The status a decision leads to from `status`, or null when it does not apply: an offered card is
 * approved or rejected; an approval can be revoked (approve: false), which puts the offer back to offered.
 * A rejection is final: the supplier makes a new offer.
 */
export function nextOfferStatus(status: number, decision: OfferDecision): OfferStatus | null {
  if (decision === 'approve') return status === OFFER_STATUS.OFFERED ? OFFER_STATUS.APPROVED : null;
  if (decision === 'reject') return status === OFFER_STATUS.OFFERED ? OFFER_STATUS.REJECTED : null;
  return status === OFFER_STATUS.APPROVED ? OFFER_STATUS.OFFERED : null;
}

/** Whether a status counts as open: at most one open offer of a card per network. */
export const isOpenOffer = (status: number): boolean =>
  status === OFFER_STATUS.OFFERED || status === OFFER_STATUS.APPROVED;

/** Private-attribute codes a chain sets for itself (§3: "also is_offer and is_approved"). */
export const CHAIN_FLAG_CODES = { IS_OFFER: 'is_offer', IS_APPROVED: 'is_approved' } as const;

/**
 * §6 Whose offers a user sees: a supplier its company's, a network user and the chain's managers (cm, mdm)
 * the offers made to their chain, an admin every offer. Anyone else none.
 */
export type OfferScope =
  | { kind: 'company'; companyId: number }
  | { kind: 'network'; networkCode: string }
  | { kind: 'all' }
  | { kind: 'none' };

export function offerScope(
  user: Pick<UserFlags, 'is_admin' | 'is_supplier' | 'is_network' | 'is_cm' | 'is_mdm' | 'is_blocked'> & {
    company_id: number | null;
    network_code: string | null;
  },
): OfferScope {
  if (user.is_blocked) return { kind: 'none' };
  if (user.is_supplier)
    return user.company_id === null ? { kind: 'none' } : { kind: 'company', companyId: user.company_id };
  if (user.is_network || user.is_cm || user.is_mdm)
    return user.network_code === null
      ? { kind: 'none' }
      : { kind: 'network', networkCode: user.network_code };
  if (user.is_admin) return { kind: 'all' };
  return { kind: 'none' };
}

/** §5-style share of the chain's attributes that hold a valid value, rounded down; none to fill is 100. */
export function chainCompleteness(filled: number, total: number): number {
  if (total <= 0) return 100;
  return Math.floor((filled * 100) / total);
}
