import { and, asc, eq } from 'drizzle-orm';
import type { CardOffers } from '@contract/offer-send';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import { networks, offers } from '../db/schema';
import { findReadableCard } from '../products/card';

/**
 * §2 Modals "existing offers" (docs/decisions/0041): the card's offers to every network, oldest first,
 * with status, dates, buyer and comment. A chain's people (network users, category and master-data
 * managers) see only the offers made to their chain; the supplier and an admin see all. Null when the
 * user may not see the card.
 */
export async function cardOffers(db: Db, user: CurrentUser, productId: number): Promise<CardOffers | null> {
  const card = await findReadableCard(db, user, productId);
  if (card === null) return null;
  const ownChainOnly = user.is_network || user.is_cm || user.is_mdm;
  const rows = await db
    .select({
      id: offers.id,
      network: offers.networkCode,
      network_name: networks.name,
      status: offers.status,
      dealer_id: offers.dealerId,
      name: offers.name,
      date_from: offers.dateFrom,
      buyer: offers.buyer,
      comment: offers.comment,
      created_at: offers.createdAt,
      decided_at: offers.decidedAt,
    })
    .from(offers)
    .innerJoin(networks, eq(networks.code, offers.networkCode))
    .where(
      and(
        eq(offers.productId, card.id),
        ownChainOnly ? eq(offers.networkCode, user.network_code ?? '') : undefined,
      ),
    )
    .orderBy(asc(offers.createdAt), asc(offers.id))
    .limit(200);
  return {
    product_id: card.id,
    name: card.nameToShow,
    offers: rows.map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      decided_at: row.decided_at?.toISOString() ?? null,
    })),
  };
}
