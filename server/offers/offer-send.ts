import { and, asc, eq, ilike, inArray, or, sql, type Placeholder } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { sendOfferSchema } from '@contract/offer-send';
import { PRODUCT_STATUS } from '@domain/constants';
import { OFFER_STATUS } from '@domain/offers';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import { networks, offers, products, users } from '../db/schema';

/** A refused send: the field of the body at fault and the message key with its values. */
export interface SendRefusal {
  field: string;
  key: string;
  values: Record<string, string | number>;
}

/**
 * §6, docs/decisions/0041: a network receives offers when an active category manager of the chain can
 * decide them; an offer nobody can decide is never made.
 */
export const receivesOffers = sql`exists (select 1 from ${users} where ${users.networkCode} = ${networks.code}
  and ${users.role} = 'cm' and ${users.isActive})`;

/** §2 send-offer: the networks that receive offers, by name. */
export async function offerNetworks(db: Db): Promise<{ code: string; name: string }[]> {
  return db
    .select({ code: networks.code, name: networks.name })
    .from(networks)
    .where(receivesOffers)
    .orderBy(asc(networks.name));
}

/** Escapes LIKE's wildcards so that a typed `%` or `_` matches itself. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** §2 send-offer card picker: the supplier's ready cards whose name or GTIN holds the text. */
export async function offerCards(db: Db, user: CurrentUser, text: string) {
  const rows = await db
    .select({ id: products.id, name: products.nameToShow, gtin: products.gtin })
    .from(products)
    .where(
      and(
        eq(products.companyId, user.company_id ?? -1),
        eq(products.status, PRODUCT_STATUS.READY),
        text === ''
          ? undefined
          : or(ilike(products.nameToShow, likeText(text)), ilike(products.gtin, likeText(text))),
      ),
    )
    .orderBy(asc(products.nameToShow), asc(products.id))
    .limit(20);
  return rows;
}

/**
 * §2 send-offer, §3 Offer modal values (docs/decisions/0041): every named card to every named network. The
 * cards are the supplier's own ready cards, the networks receive offers, and no card has an open offer to
 * the network yet. One refusal refuses the whole send: nothing is written.
 */
export async function sendOffers(
  tx: Db,
  user: CurrentUser,
  body: z.output<typeof sendOfferSchema>,
): Promise<SendRefusal | { offers: { id: number; product_id: number; network: string; status: number }[] }> {
  const cardIds = [...new Set(body.product_ids)];
  const networkCodes = [...new Set(body.networks)];
  const cards = await tx
    .select({
      id: products.id,
      name: products.nameToShow,
      status: products.status,
      companyId: products.companyId,
    })
    .from(products)
    .where(and(inArray(products.id, cardIds), eq(products.companyId, user.company_id ?? -1)));
  const cardById = new Map(cards.map((card) => [card.id, card]));
  for (const [index, id] of body.product_ids.entries()) {
    const card = cardById.get(id);
    if (card === undefined)
      return { field: `product_ids.${index}`, key: 'offerSend.errors.unknownCard', values: { id } };
    if (card.status !== PRODUCT_STATUS.READY)
      return { field: `product_ids.${index}`, key: 'offerSend.errors.notReady', values: { name: card.name } };
  }
  const receiving = await tx
    .select({ code: networks.code, name: networks.name })
    .from(networks)
    .where(and(inArray(networks.code, networkCodes), receivesOffers));
  const networkName = new Map(receiving.map((network) => [network.code, network.name]));
  for (const [index, code] of body.networks.entries()) {
    if (!networkName.has(code))
      return { field: `networks.${index}`, key: 'offerSend.errors.notReceiving', values: { network: code } };
  }
  const open = await tx
    .select({ productId: offers.productId, network: offers.networkCode })
    .from(offers)
    .where(
      and(
        inArray(offers.productId, cardIds),
        inArray(offers.networkCode, networkCodes),
        inArray(offers.status, [OFFER_STATUS.OFFERED, OFFER_STATUS.APPROVED]),
      ),
    )
    .orderBy(asc(offers.productId), asc(offers.networkCode))
    .limit(1);
  const [taken] = open;
  if (taken !== undefined)
    return {
      field: `networks.${body.networks.indexOf(taken.network)}`,
      key: 'offerSend.errors.alreadyOffered',
      values: {
        name: cardById.get(taken.productId)?.name ?? '',
        network: networkName.get(taken.network) ?? '',
      },
    };
  const rows = cardIds.flatMap((id) =>
    networkCodes.map((network) => ({
      productId: id,
      companyId: cardById.get(id)!.companyId,
      networkCode: network,
      dealerId: body.dealerId,
      name: body.name,
      dateFrom: body.date_from,
      buyer: body.buyer,
      status: OFFER_STATUS.OFFERED,
      createdBy: user.id,
    })),
  );
  const made = await tx.insert(offers).values(rows).returning({
    id: offers.id,
    product_id: offers.productId,
    network: offers.networkCode,
    status: offers.status,
  });
  return { offers: made };
}

/** Whether the card has an offer to the chain: an offered card is shown to the chain it went to (§2, 0041). */
export const offeredTo = (networkCode: string | Placeholder | null) =>
  sql`exists (select 1 from ${offers} where ${offers.productId} = ${products.id}
    and ${offers.networkCode} = ${networkCode ?? ''})`;
