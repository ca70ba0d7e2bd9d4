import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import {
  cardOffersSchema,
  offerCardsSchema,
  offerNetworksSchema,
  sentOffersSchema,
} from '@contract/offer-send';
import { PRODUCT_STATUS } from '@domain/constants';
import { OFFER_STATUS } from '@domain/offers';
import type { Db } from '@server/db/client';
import { companies, networks, offers, products } from '@server/db/schema';
import { expectError, expectFaults, expectFieldFault } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';
import type { App } from '@server/app';

const offerCount = async (db: Db) => (await db.select({ n: sql<number>`count(*)::int` }).from(offers))[0]!.n;

/** The company's ready cards that have no offer to any of `chains` yet, oldest first. */
async function freeCards(db: Db, companyId: number, chains: string[], count: number) {
  const offered = db.select({ id: offers.productId }).from(offers).where(inArray(offers.networkCode, chains));
  const cards = await db
    .select({
      id: products.id,
      name: products.nameToShow,
      gtin: products.gtin,
      availability: products.availability,
    })
    .from(products)
    .where(
      and(
        eq(products.companyId, companyId),
        eq(products.status, PRODUCT_STATUS.READY),
        chains.length === 0 ? undefined : notInArray(products.id, offered),
      ),
    )
    .orderBy(asc(products.id))
    .limit(count);
  expect(cards).toHaveLength(count);
  return cards;
}

const values = {
  dealerId: 'D-501',
  name: 'Oferta zimowa',
  date_from: '2026-12-01',
  buyer: 'Joanna Zakupowa',
};

const send = (app: App, session: Session, body: unknown) =>
  request(app, 'POST', '/api/p1/offers/send', { cookie: session.cookie, csrf: session.csrf, body });

describe('POST /api/p1/offers/send (§2 send-offer, §3 Offer modal values)', () => {
  test('a supplier offers two of its cards to two chains in one send; each card lists its offers', async () => {
    const { app, db, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    // The demo offers of the company's cards set aside (the per-test reset puts them back).
    await db.delete(offers).where(eq(offers.companyId, supplier.answer.user.company_id!));
    const cards = await freeCards(db, supplier.answer.user.company_id!, [], 2);
    const response = await send(app, supplier, {
      product_ids: cards.map((card) => card.id),
      networks: ['metro', 'penny'],
      ...values,
    });
    expect(response.status, response.text).toBe(201);
    const sent = sentOffersSchema.parse(response.body);
    expect(sent.offers.map((offer) => [offer.product_id, offer.network, offer.status]).sort()).toEqual(
      [
        [cards[0]!.id, 'metro', OFFER_STATUS.OFFERED],
        [cards[0]!.id, 'penny', OFFER_STATUS.OFFERED],
        [cards[1]!.id, 'metro', OFFER_STATUS.OFFERED],
        [cards[1]!.id, 'penny', OFFER_STATUS.OFFERED],
      ].sort(),
    );
    const listed = await request(app, 'GET', `/api/p1/product/${cards[0]!.id}/offers`, {
      cookie: supplier.cookie,
    });
    expect(listed.status, listed.text).toBe(200);
    const answer = cardOffersSchema.parse(listed.body);
    expect(
      answer.offers.map((offer) => [offer.network_name, offer.status, offer.buyer, offer.date_from]),
    ).toEqual([
      ['Metro', OFFER_STATUS.OFFERED, 'Joanna Zakupowa', '2026-12-01'],
      ['Penny', OFFER_STATUS.OFFERED, 'Joanna Zakupowa', '2026-12-01'],
    ]);
    expect(errors).toEqual([]);
  });

  test.each([
    'network@demo.pim',
    'metro@demo.pim',
    'qc@demo.pim',
    'cm@demo.pim',
    'mdm@demo.pim',
    'admin@demo.pim',
  ])('%s may not send offers (403), nothing is written', async (email) => {
    const { app, db } = await testApp();
    const before = await offerCount(db);
    const session = await loginAs(app, email);
    const response = await send(app, session, { product_ids: [1], networks: ['metro'], ...values });
    expectError(response, 403, 'session.forbidden');
    for (const path of ['/api/p1/offers/networks', '/api/p1/offers/cards?q=mleko'])
      expectError(await request(app, 'GET', path, { cookie: session.cookie }), 403, 'session.forbidden');
    expect(await offerCount(db)).toBe(before);
  });

  test('bad bodies are refused with a fault on the field, and nothing is written', async () => {
    const { app, db, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const [card] = await freeCards(db, supplier.answer.user.company_id!, ['metro'], 1);
    const good = { product_ids: [card!.id], networks: ['metro'], ...values };
    const before = await offerCount(db);
    const cases: [unknown, string][] = [
      [{ ...good, product_ids: [] }, 'product_ids'],
      [{ ...good, networks: [] }, 'networks'],
      [{ ...good, product_ids: ['1'] }, 'product_ids.0'],
      [{ ...good, networks: ['Metro!'] }, 'networks.0'],
      [{ ...good, name: '  ' }, 'name'],
      [{ ...good, date_from: '2026-13-45' }, 'date_from'],
      [{ ...good, dealerId: 'x'.repeat(41) }, 'dealerId'],
      [{ ...good, networks: Array.from({ length: 21 }, (_, n) => `n${n}`) }, 'networks'],
      [[], '_'],
    ];
    for (const [body, field] of cases) {
      const faults = expectFaults(await send(app, supplier, body), 'offer_send');
      expect(faults.map((fault) => fault.field)).toContain(field);
    }
    const notJson = await request(app, 'POST', '/api/p1/offers/send', {
      cookie: supplier.cookie,
      csrf: supplier.csrf,
      raw: '{"product_ids": [',
    });
    expect(notJson.status).toBe(400);
    expect(await offerCount(db)).toBe(before);
    expect(errors).toEqual([]);
  });

  test("another company's card, a draft, a chain that takes no offers and an open offer refuse the whole send", async () => {
    const { app, db, errors } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const companyId = supplier.answer.user.company_id!;
    const [free] = await freeCards(db, companyId, ['metro', 'selgros'], 1);
    const [foreign] = await db
      .select({ id: products.id })
      .from(products)
      .where(notInArray(products.companyId, [companyId]))
      .limit(1);
    const [draft] = await db
      .select({ id: products.id, name: products.nameToShow })
      .from(products)
      .where(and(eq(products.companyId, companyId), eq(products.status, PRODUCT_STATUS.DRAFT)))
      .limit(1);
    // A chain without a category manager: nobody could decide its offers.
    const [company] = await db.select({ id: companies.id }).from(companies).limit(1);
    await db.insert(networks).values({ code: 'lidl', name: 'Lidl', companyId: company!.id });
    // The free card offered to Selgros first, so the next send meets an open offer.
    expect(
      (await send(app, supplier, { ...values, product_ids: [free!.id], networks: ['selgros'] })).status,
    ).toBe(201);
    const before = await offerCount(db);
    const refusals: [unknown, string, string][] = [
      [
        { ...values, product_ids: [free!.id, foreign!.id], networks: ['metro'] },
        'product_ids.1',
        `Nie masz karty produktu o identyfikatorze ${foreign!.id}`,
      ],
      [
        { ...values, product_ids: [draft!.id], networks: ['metro'] },
        'product_ids.0',
        `Karta „${draft!.name}” nie ma statusu Gotowa; zaoferować można tylko gotową kartę`,
      ],
      [
        { ...values, product_ids: [free!.id], networks: ['metro', 'lidl'] },
        'networks.1',
        'Sieć lidl nie przyjmuje ofert',
      ],
      [
        { ...values, product_ids: [free!.id], networks: ['metro', 'selgros'] },
        'networks.1',
        `Karta „${free!.name}” jest już zaoferowana sieci Selgros`,
      ],
    ];
    for (const [body, field, message] of refusals)
      expectFieldFault(await send(app, supplier, body), { namespace: 'offer_send', field, message });
    expect(await offerCount(db)).toBe(before);
    const chains = offerNetworksSchema.parse(
      (await request(app, 'GET', '/api/p1/offers/networks', { cookie: supplier.cookie })).body,
    );
    expect(chains.networks.map((network) => network.code)).not.toContain('lidl');
    expect(errors).toEqual([]);
  });

  test('on the German instance (flag 3 off) nothing about sending answers', async () => {
    const { app, db } = await testApp({ instance: 'de' });
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const before = await offerCount(db);
    const [card] = await freeCards(db, supplier.answer.user.company_id!, ['metro'], 1);
    const sent = await send(app, supplier, { ...values, product_ids: [card!.id], networks: ['metro'] });
    expectError(sent, 403, 'offers.errors.sendingOff');
    for (const path of ['/api/p1/offers/networks', '/api/p1/offers/cards?q='])
      expectError(
        await request(app, 'GET', path, { cookie: supplier.cookie }),
        403,
        'offers.errors.sendingOff',
      );
    expect(await offerCount(db)).toBe(before);
  });
});

describe('GET /api/p1/offers/networks and /api/p1/offers/cards (the send-offer modal)', () => {
  test('every demo chain receives offers; the picker finds only the supplier’s ready cards by name or GTIN', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const chains = offerNetworksSchema.parse(
      (await request(app, 'GET', '/api/p1/offers/networks', { cookie: supplier.cookie })).body,
    );
    const all = await db.select({ code: networks.code }).from(networks);
    expect(chains.networks.map((network) => network.code).sort()).toEqual(all.map((row) => row.code).sort());
    const [card] = await freeCards(db, supplier.answer.user.company_id!, [], 1);
    for (const q of [card!.gtin!, card!.name.slice(0, 6).toUpperCase()]) {
      const found = offerCardsSchema.parse(
        (
          await request(app, 'GET', `/api/p1/offers/cards?q=${encodeURIComponent(q)}`, {
            cookie: supplier.cookie,
          })
        ).body,
      );
      expect(found.cards.map((candidate) => candidate.id)).toContain(card!.id);
    }
    const other = await loginAs(app, 'supplier2@demo.pim');
    const theirs = offerCardsSchema.parse(
      (await request(app, 'GET', `/api/p1/offers/cards?q=${card!.gtin!}`, { cookie: other.cookie })).body,
    );
    expect(theirs.cards).toEqual([]);
    const tooLong = await request(app, 'GET', `/api/p1/offers/cards?q=${'x'.repeat(101)}`, {
      cookie: supplier.cookie,
    });
    expectFaults(tooLong, 'offer_send');
  });
});
