import { and, asc, eq, inArray } from 'drizzle-orm';
import { PRODUCT_STATUS } from '@domain/constants';
import { OFFER_STATUS, type OfferStatus } from '@domain/offers';
import type { Db } from '../db/client';
import { offers, products, users } from '../db/schema';
import type { ReferenceIds } from './reference';
import { seeded } from './clock';

/** One demo offer: which supplier's n-th ready card goes to which network, and how it stands. */
interface DemoOffer {
  company: string;
  card: number;
  network: string;
  status: OfferStatus;
  comment?: string;
}

/**
 * §2 Offers and the chain panels (docs/decisions/0017): offers of both demo suppliers, most to Selgros
 * (the chain of the demo network user, category manager and master-data manager) in every status, a few
 * to other networks so that the metro and QC users see rows too. The supplier's cards after the eighth
 * stay un-offered for the demo (and the e2e test) to offer.
 */
const DEMO_OFFERS: DemoOffer[] = [
  { company: 'dairy', card: 0, network: 'selgros', status: OFFER_STATUS.OFFERED },
  { company: 'dairy', card: 1, network: 'selgros', status: OFFER_STATUS.OFFERED },
  { company: 'dairy', card: 2, network: 'selgros', status: OFFER_STATUS.APPROVED },
  { company: 'dairy', card: 3, network: 'selgros', status: OFFER_STATUS.APPROVED },
  {
    company: 'dairy',
    card: 4,
    network: 'selgros',
    status: OFFER_STATUS.REJECTED,
    comment: 'Cena powyżej progu dla tej kategorii.',
  },
  { company: 'dairy', card: 5, network: 'metro', status: OFFER_STATUS.OFFERED },
  { company: 'dairy', card: 6, network: 'markant', status: OFFER_STATUS.APPROVED },
  { company: 'dairy', card: 7, network: 'penny', status: OFFER_STATUS.OFFERED },
  { company: 'brewery', card: 0, network: 'selgros', status: OFFER_STATUS.OFFERED },
  { company: 'brewery', card: 1, network: 'selgros', status: OFFER_STATUS.APPROVED },
  { company: 'brewery', card: 2, network: 'metro', status: OFFER_STATUS.APPROVED },
  { company: 'brewery', card: 3, network: 'markant', status: OFFER_STATUS.OFFERED },
];

const BUYERS = ['Joanna Zakupowa', 'Tomasz Handlowy', 'Agata Kupiec'];
const day = (n: number) => seeded(Date.UTC(2026, 9, 1 + n, 8, 15));

export async function seedOffers(
  db: Db,
  ref: Pick<ReferenceIds, 'companies' | 'supplierUsers'>,
): Promise<void> {
  // Each decided offer was decided by its chain's category manager (docs/decisions/0041).
  const deciders = await db
    .select({ id: users.id, network: users.networkCode })
    .from(users)
    .where(eq(users.role, 'cm'));
  const deciderOf = new Map(deciders.map((decider) => [decider.network, decider.id]));
  const companyIds = [...new Set(DEMO_OFFERS.map((offer) => ref.companies[offer.company]!))];
  // The first ready cards of each supplier, by the company-and-status index.
  const cards = await db
    .select({ id: products.id, companyId: products.companyId })
    .from(products)
    .where(and(inArray(products.companyId, companyIds), eq(products.status, PRODUCT_STATUS.READY)))
    .orderBy(asc(products.id))
    .limit(200);
  const byCompany = new Map<number, number[]>();
  for (const card of cards)
    byCompany.set(card.companyId, [...(byCompany.get(card.companyId) ?? []), card.id]);
  const rows = DEMO_OFFERS.flatMap((offer, index) => {
    const companyId = ref.companies[offer.company]!;
    const productId = byCompany.get(companyId)?.[offer.card];
    if (productId === undefined) return [];
    const decided = offer.status !== OFFER_STATUS.OFFERED;
    return [
      {
        productId,
        companyId,
        networkCode: offer.network,
        dealerId: `D-${String(1000 + companyId * 10 + offer.card)}`,
        name: `Oferta ${index + 1}/2026`,
        dateFrom: day(30 + index)
          .toISOString()
          .slice(0, 10),
        buyer: BUYERS[index % BUYERS.length]!,
        status: offer.status,
        comment: offer.comment ?? '',
        createdBy: ref.supplierUsers[companyId] ?? null,
        createdAt: day(index),
        decidedBy: decided ? (deciderOf.get(offer.network) ?? null) : null,
        decidedAt: decided ? day(index + 3) : null,
      },
    ];
  });
  if (rows.length > 0) await db.insert(offers).values(rows);
}
