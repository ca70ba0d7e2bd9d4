import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { listAnswerSchema } from '@contract/data-table';
import { networkAttributesAnswerSchema } from '@contract/offers';
import { OFFER_STATUS } from '@domain/offers';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { attributes, offers, products } from '@server/db/schema';
import { expectError, expectFaults, expectFieldFault } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

const get = (app: App, session: Session, path: string) =>
  request(app, 'GET', path, { cookie: session.cookie });
const post = (app: App, session: Session, path: string, body: unknown) =>
  request(app, 'POST', path, { cookie: session.cookie, csrf: session.csrf, body });

async function offerOf(db: Db, network: string, status: number) {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.networkCode, network), eq(offers.status, status)))
    .limit(1);
  return row!;
}
/** Every offer as it stands, to show that a refused call wrote nothing. */
const snapshot = (db: Db) => db.select().from(offers).orderBy(offers.id);

describe('GET /api/p1/retail-chain/products (§2 chain products, cm panel)', () => {
  test('the category manager sees the offers made to its chain, with the decisions each row allows', async () => {
    const { app, db, errors } = await testApp();
    const cm = await loginAs(app, 'cm@demo.pim');
    const response = await get(app, cm, '/api/p1/retail-chain/products?per_page=200');
    expect(response.status, response.text).toBe(200);
    const answer = listAnswerSchema.parse(response.body);
    const chain = await db.select({ id: offers.id }).from(offers).where(eq(offers.networkCode, 'selgros'));
    expect(answer.rows.map((row) => row.id).sort()).toEqual(chain.map((row) => row.id).sort());
    const offered = await offerOf(db, 'selgros', OFFER_STATUS.OFFERED);
    const approved = await offerOf(db, 'selgros', OFFER_STATUS.APPROVED);
    expect(answer.info.row_action_exclusions[String(offered.id)]).toEqual(['revoke']);
    expect(answer.info.row_action_exclusions[String(approved.id)]).toEqual(['approve', 'reject']);
    expect(answer.info.single_actions.map((action) => action.id)).toEqual([
      'details',
      'approve',
      'reject',
      'revoke',
    ]);
    expect(errors).toEqual([]);
  });

  test.each(['supplier@demo.pim', 'network@demo.pim', 'mdm@demo.pim', 'admin@demo.pim'])(
    '%s is refused with 403',
    async (email) => {
      const { app } = await testApp();
      expectError(
        await get(app, await loginAs(app, email), '/api/p1/retail-chain/products'),
        403,
        'session.forbidden',
      );
    },
  );

  test('a bad status filter is a 400', async () => {
    const { app } = await testApp();
    const cm = await loginAs(app, 'cm@demo.pim');
    expectFaults(await get(app, cm, '/api/p1/retail-chain/products?status=7'), 'chain_products');
  });
});

describe('§7 approve-product and reject-offer', () => {
  test('approve, revoke and reject walk the offer through its statuses', async () => {
    const { app, db, errors } = await testApp();
    const cm = await loginAs(app, 'cm@demo.pim');
    const offer = await offerOf(db, 'selgros', OFFER_STATUS.OFFERED);
    const approve = await post(app, cm, `/api/p1/approve-product/selgros/${offer.productId}`, {
      approve: true,
    });
    expect(approve.body).toEqual({ id: offer.id, status: OFFER_STATUS.APPROVED });
    const [approved] = await db.select().from(offers).where(eq(offers.id, offer.id));
    expect(approved!.decidedBy).toBe(cm.answer.user.id);
    const twice = await post(app, cm, `/api/p1/approve-product/selgros/${offer.productId}`, {
      approve: true,
    });
    expectFieldFault(twice, {
      namespace: 'approve_product',
      field: 'status',
      // The demo category manager reads Romanian.
      message: 'Această decizie nu se poate lua pentru o ofertă în acest status',
    });
    const revoke = await post(app, cm, `/api/p1/approve-product/selgros/${offer.productId}`, {
      approve: false,
    });
    expect(revoke.body).toEqual({ id: offer.id, status: OFFER_STATUS.OFFERED });
    const reject = await post(app, cm, `/api/p1/reject-offer/selgros/${offer.id}`, { comment: 'Za drogo' });
    expect(reject.body).toEqual({ id: offer.id, status: OFFER_STATUS.REJECTED });
    const [rejected] = await db.select().from(offers).where(eq(offers.id, offer.id));
    expect(rejected!.comment).toBe('Za drogo');
    expect(errors).toEqual([]);
  });

  test('bad bodies and ids are 400s, another chain is 403, an unknown card 404; nothing is written', async () => {
    const { app, db, errors } = await testApp();
    const cm = await loginAs(app, 'cm@demo.pim');
    const offer = await offerOf(db, 'selgros', OFFER_STATUS.OFFERED);
    const metro = await offerOf(db, 'metro', OFFER_STATUS.OFFERED);
    const before = await snapshot(db);
    expectFaults(
      await post(app, cm, `/api/p1/approve-product/selgros/${offer.productId}`, { approve: 'yes' }),
      'approve_product',
    );
    expectFaults(
      await post(app, cm, `/api/p1/approve-product/selgros/abc`, { approve: true }),
      'approve_product',
    );
    expectFaults(
      await post(app, cm, `/api/p1/reject-offer/selgros/${offer.id}`, { comment: '   ' }),
      'reject_offer',
    );
    expectFaults(
      await post(app, cm, `/api/p1/reject-offer/Sel%20gros/${offer.id}`, { comment: 'x' }),
      'reject_offer',
    );
    expectError(
      await post(app, cm, `/api/p1/approve-product/metro/${metro.productId}`, { approve: true }),
      403,
      'session.forbidden',
    );
    // The metro offer's card named under the cm's own chain: not an offer made to it.
    expectError(
      await post(app, cm, `/api/p1/reject-offer/selgros/${metro.id}`, { comment: 'x' }),
      404,
      'errors.notFoundApi',
    );
    for (const email of ['supplier@demo.pim', 'network@demo.pim', 'mdm@demo.pim']) {
      const session = await loginAs(app, email);
      expectError(
        await post(app, session, `/api/p1/approve-product/selgros/${offer.productId}`, { approve: true }),
        403,
        'session.forbidden',
      );
    }
    expect(await snapshot(db)).toEqual(before);
    expect(errors).toEqual([]);
  });
});

describe('GET /api/p1/retail-chain/master-data and §7 network-attribute (mdm panel)', () => {
  test('the master-data manager lists the chain’s approved cards and completes the chain’s attributes', async () => {
    const { app, db, errors } = await testApp();
    const mdm = await loginAs(app, 'mdm@demo.pim');
    const response = await get(app, mdm, '/api/p1/retail-chain/master-data');
    expect(response.status, response.text).toBe(200);
    const answer = listAnswerSchema.parse(response.body);
    const approved = await db
      .select({ id: offers.id, productId: offers.productId })
      .from(offers)
      .where(and(eq(offers.networkCode, 'selgros'), eq(offers.status, OFFER_STATUS.APPROVED)));
    expect(answer.rows.map((row) => row.id).sort()).toEqual(approved.map((row) => row.id).sort());
    // Selgros's five private attributes: trade, group, sub_group, is_offer, is_approved (docs/decisions/0043).
    expect(answer.rows[0]!.cells.chain_filled).toMatch(/^\d+ \/ 5$/);

    const productId = approved[0]!.productId;
    const read = await get(app, mdm, `/api/p1/network-attribute/selgros/${productId}`);
    const chain = networkAttributesAnswerSchema.parse(read.body);
    expect(chain).toMatchObject({
      product_id: productId,
      network: 'selgros',
      is_offer: true,
      is_approved: true,
    });
    // The group (§3 unified id 27); the seed leaves the chain's other attributes empty.
    const group = chain.attributes.find((attribute) => attribute.code === '27')!;
    const value = group.available_values[1]!;
    const saved = await post(app, mdm, `/api/p1/network-attribute/selgros/${productId}`, {
      version: chain.version,
      attributes: [{ uuid: group.uuid, data: [{ value: [value.name], value_uuid: value.uuid }] }],
    });
    expect(saved.status, saved.text).toBe(200);
    const after = networkAttributesAnswerSchema.parse(saved.body);
    expect(after.attributes.find((attribute) => attribute.uuid === group.uuid)!.data[0]!.value_uuid).toBe(
      value.uuid,
    );
    const listed = listAnswerSchema.parse((await get(app, mdm, '/api/p1/retail-chain/master-data')).body);
    const row = listed.rows.find((candidate) => candidate.cells.product_id === productId)!;
    expect(row.cells).toMatchObject({ chain_filled: '1 / 5', chain_completeness: 20 });
    expect(errors).toEqual([]);
  });

  test('foreign attributes, bad values, other chains and cards not approved are refused; nothing written', async () => {
    const { app, db, errors } = await testApp();
    const mdm = await loginAs(app, 'mdm@demo.pim');
    const approved = await offerOf(db, 'selgros', OFFER_STATUS.APPROVED);
    const offered = await offerOf(db, 'selgros', OFFER_STATUS.OFFERED);
    const [common] = await db
      .select()
      .from(attributes)
      .where(sql`${attributes.privateNetworkCode} is null`)
      .limit(1);
    const [own] = await db.select().from(attributes).where(eq(attributes.privateNetworkCode, 'selgros'));
    const cards = () =>
      db
        .select({
          id: products.id,
          attributes: products.attributes,
          updatedAt: products.updatedAt,
          version: products.version,
        })
        .from(products)
        .orderBy(products.id);
    const before = await cards();
    const path = `/api/p1/network-attribute/selgros/${approved.productId}`;
    const { version } = before.find((card) => card.id === approved.productId)!;
    expectFieldFault(
      await post(app, mdm, path, {
        version,
        attributes: [{ uuid: common!.uuid, data: [{ value: ['x'] }] }],
      }),
      {
        namespace: 'network_attribute',
        field: 'attributes.0.uuid',
        message: 'To nie jest atrybut tej sieci',
      },
    );
    expectFaults(
      await post(app, mdm, path, {
        version,
        attributes: [
          { uuid: own!.uuid, data: [{ value: ['x'], value_uuid: '00000000-0000-0000-0000-000000000000' }] },
        ],
      }),
      'network_attribute',
    );
    expectFaults(await post(app, mdm, path, { version, attributes: [] }), 'network_attribute');
    expectFaults(await post(app, mdm, path, { version, attributes: 'all' }), 'network_attribute');
    expectError(
      await get(app, mdm, `/api/p1/network-attribute/selgros/${offered.productId}`),
      404,
      'errors.notFoundApi',
    );
    expectError(
      await get(app, mdm, `/api/p1/network-attribute/metro/${approved.productId}`),
      403,
      'session.forbidden',
    );
    for (const email of ['cm@demo.pim', 'network@demo.pim', 'supplier@demo.pim']) {
      const session = await loginAs(app, email);
      expectError(await get(app, session, path), 403, 'session.forbidden');
      expectError(await get(app, session, '/api/p1/retail-chain/master-data'), 403, 'session.forbidden');
    }
    expect(await cards()).toEqual(before);
    expect(errors).toEqual([]);
  });
});
