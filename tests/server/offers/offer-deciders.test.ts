import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { listAnswerSchema } from '@contract/data-table';
import { cardOffersSchema, sentOffersSchema } from '@contract/offer-send';
import { PRODUCT_STATUS } from '@domain/constants';
import { OFFER_STATUS } from '@domain/offers';
import type { Db } from '@server/db/client';
import { networks, offers, products, users } from '@server/db/schema';
import { expectError } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';
import type { App } from '@server/app';

/** The decider of each demo chain (README's demo logins). */
const DECIDERS: Record<string, string> = {
  selgros: 'cm@demo.pim',
  metro: 'cm-metro@demo.pim',
  penny: 'cm-penny@demo.pim',
  markant: 'cm-markant@demo.pim',
  carrefour_ro: 'cm-carrefour@demo.pim',
};

/**
 * The supplier's first ready cards, their demo offers removed (the per-test reset puts them back), so that
 * every chain can be offered them; `hidden` takes them out of every chain's availability.
 */
async function freshCards(db: Db, companyId: number, count: number, hidden = false) {
  await db.delete(offers).where(eq(offers.companyId, companyId));
  const cards = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.status, PRODUCT_STATUS.READY)))
    .orderBy(asc(products.id))
    .limit(count);
  expect(cards).toHaveLength(count);
  const ids = cards.map((card) => card.id);
  if (hidden) await db.update(products).set({ availability: [] }).where(inArray(products.id, ids));
  return ids;
}

async function sendOffers(app: App, supplier: Session, productIds: number[], chains: string[]) {
  const response = await request(app, 'POST', '/api/p1/offers/send', {
    cookie: supplier.cookie,
    csrf: supplier.csrf,
    body: { product_ids: productIds, networks: chains, name: 'Oferta 2027', date_from: '2027-01-04' },
  });
  expect(response.status, response.text).toBe(201);
  return sentOffersSchema.parse(response.body).offers;
}

describe('every demo chain that receives offers has a decider (docs/decisions/0041)', () => {
  test('every chain with offers in the demo data, and every chain a supplier can offer to, has an active decider', async () => {
    const { db } = await testApp();
    const chains = await db.select({ code: networks.code }).from(networks);
    const deciders = await db
      .select({ network: users.networkCode, email: users.email })
      .from(users)
      .where(and(eq(users.role, 'cm'), eq(users.isActive, true)));
    for (const { code } of chains) expect(deciders.map((decider) => decider.email)).toContain(DECIDERS[code]);
    const offered = await db.selectDistinct({ code: offers.networkCode }).from(offers);
    expect(offered.map((row) => row.code).sort()).toEqual(['markant', 'metro', 'penny', 'selgros']);
  });

  test.each(Object.entries(DECIDERS))(
    'the decider of %s approves one offer and rejects another with a reason from the offers list',
    async (chain, email) => {
      const { app, db, errors } = await testApp();
      const supplier = await loginAs(app, 'supplier@demo.pim');
      const cards = await freshCards(db, supplier.answer.user.company_id!, 2);
      const sent = await sendOffers(app, supplier, cards, [chain]);
      const decider = await loginAs(app, email);
      const listed = await request(app, 'GET', '/api/p1/offers?per_page=200', { cookie: decider.cookie });
      expect(listed.status, listed.text).toBe(200);
      const list = listAnswerSchema.parse(listed.body);
      expect(list.info.single_actions.map((action) => action.id)).toEqual([
        'details',
        'approve',
        'reject',
        'revoke',
      ]);
      const ids = list.rows.map((row) => row.id);
      for (const offer of sent) {
        expect(ids).toContain(offer.id);
        expect(list.info.row_action_exclusions[String(offer.id)]).toEqual(['revoke']);
      }
      const approved = await request(app, 'POST', `/api/p1/approve-product/${chain}/${cards[0]!}`, {
        cookie: decider.cookie,
        csrf: decider.csrf,
        body: { approve: true },
      });
      expect(approved.status, approved.text).toBe(200);
      const rejected = await request(app, 'POST', `/api/p1/reject-offer/${chain}/${sent[1]!.id}`, {
        cookie: decider.cookie,
        csrf: decider.csrf,
        body: { comment: 'Poza asortymentem sezonu.' },
      });
      expect(rejected.status, rejected.text).toBe(200);
      const seen = async (productId: number) =>
        cardOffersSchema.parse(
          (await request(app, 'GET', `/api/p1/product/${productId}/offers`, { cookie: supplier.cookie }))
            .body,
        ).offers;
      expect(await seen(cards[0]!)).toMatchObject([{ network: chain, status: OFFER_STATUS.APPROVED }]);
      expect(await seen(cards[1]!)).toMatchObject([
        { network: chain, status: OFFER_STATUS.REJECTED, comment: 'Poza asortymentem sezonu.' },
      ]);
      expect((await seen(cards[0]!))[0]!.decided_at).not.toBeNull();
      expect(errors).toEqual([]);
    },
  );

  test('a supplier or a chain user without the decider role gets no decisions in the offers list', async () => {
    const { app } = await testApp();
    for (const email of [
      'supplier@demo.pim',
      'network@demo.pim',
      'metro@demo.pim',
      'mdm@demo.pim',
      'admin@demo.pim',
    ]) {
      const session = await loginAs(app, email);
      const list = listAnswerSchema.parse(
        (await request(app, 'GET', '/api/p1/offers', { cookie: session.cookie })).body,
      );
      expect(list.info.single_actions.map((action) => action.id)).toEqual(['details']);
      expect(list.info.row_action_exclusions).toEqual({});
    }
  });
});

describe('an offered card is readable by the chain it was offered to (§2 Offers list "card details")', () => {
  test('metro@ reads a card offered to Metro that no availability shows; network@ (Selgros) still gets 404', async () => {
    const { app, db, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const [card] = await freshCards(db, supplier.answer.user.company_id!, 1, true);
    const metro = await loginAs(app, 'metro@demo.pim');
    const selgros = await loginAs(app, 'network@demo.pim');
    const reads = (session: Session) => [
      request(app, 'GET', `/api/p1/product/show/${card!}`, { cookie: session.cookie }),
      request(app, 'OPTIONS', `/api/p1/product/schema/${card!}`, {
        cookie: session.cookie,
        csrf: session.csrf,
        body: {},
      }),
      request(app, 'GET', `/api/p1/product/${card!}/modal-info`, { cookie: session.cookie }),
      request(app, 'GET', `/api/p1/product/${card!}/issues`, { cookie: session.cookie }),
      request(app, 'GET', `/api/p1/product/${card!}/remarks`, { cookie: session.cookie }),
    ];
    for (const response of await Promise.all(reads(metro)))
      expectError(response, 404, 'errors.productNotFound');
    const [offer] = await sendOffers(app, supplier, [card!], ['metro']);
    for (const response of await Promise.all(reads(metro))) expect(response.status, response.text).toBe(200);
    const shown = await request(app, 'GET', `/api/p1/product/show/${card!}`, { cookie: metro.cookie });
    expect((shown.body as { id: number }).id).toBe(card);
    const offersSeen = cardOffersSchema.parse(
      (await request(app, 'GET', `/api/p1/product/${card!}/offers`, { cookie: metro.cookie })).body,
    );
    expect(offersSeen.offers.map((row) => row.id)).toEqual([offer!.id]);
    for (const response of await Promise.all(reads(selgros)))
      expectError(response, 404, 'errors.productNotFound');
    // Still read-only for the chain: no edit of the offered card.
    const edit = await request(app, 'PUT', `/api/p1/product/${card!}/edit`, {
      cookie: metro.cookie,
      csrf: metro.csrf,
      body: {},
    });
    expect(edit.status).toBe(403);
    expect(errors).toEqual([]);
  });
});
