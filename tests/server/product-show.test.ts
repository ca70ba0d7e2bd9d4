import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { productShowAnswerSchema } from '@contract/product-card';
import { LOGISTIC_FIELD_ID } from '@domain/logistics-fields';
import { PACKAGE_TYPE } from '@domain/constants';
import { products, users } from '@server/db/schema';
import { DEMO_ATTRIBUTES } from '@server/seed/demo-attributes';
import { attributeUuids, cardInNetwork, cardOf, withCookies } from '@tests/server/fixtures/catalog';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';
import type { App } from '@server/app';

function show(app: App, session: Session | null, path: string, cookie = '') {
  const header = withCookies(session?.cookie ?? '', cookie);
  return request(app, 'GET', `/api/p1/product/show/${path}`, header === '' ? {} : { cookie: header });
}

describe('GET /api/p1/product/show/{id}', () => {
  test('answers the card: profile, logistic, availability, gallery, attributes and general info', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    const response = await show(app, session, String(card.id));
    expect(response.status, response.text).toBe(200);
    expect(Object.keys(response.body as object).sort()).toEqual([
      'attributes',
      'gallery',
      'general_info',
      'id',
      'logistic',
      'network_availability',
      'product_profile',
      'product_requirement_sets',
    ]);
    const answer = productShowAnswerSchema.parse(response.body);
    const [supplier] = await db.select().from(users).where(eq(users.id, card.supplierUserId!));
    expect(answer).toMatchObject({
      id: card.id,
      product_profile: {
        category_ids: [card.categoryId],
        company_address: card.companyAddressId,
        return_address: card.returnAddressId,
        own_brand_type: card.ownBrandType,
        name: card.name,
        name_to_show: card.nameToShow,
        gtin: card.gtin,
        is_shared: card.isShared,
        is_basic: card.isBasic,
        producer: card.producerId,
        brand: card.brandId,
        sub_brand: card.subBrandId,
      },
      network_availability: {
        availability: card.availability,
        own_brand_type: card.ownBrandType,
        own_brand_network_code: card.ownBrandNetworkCode,
      },
      product_requirement_sets: [],
      // The demo card carries the photos the seed drew for it (front and label).
      gallery: card.gallery,
      general_info: {
        updated_at: card.updatedAt.toISOString(),
        version: card.version,
        created_at: card.createdAt.toISOString(),
        supplier_user: { id: supplier!.id, name: `${supplier!.firstName} ${supplier!.lastName}` },
        is_edit_required: card.isEditRequired,
        status: card.status,
        sales_status: card.salesStatus,
      },
    });
    expect(answer.attributes.map((a) => a.uuid)).toEqual(
      (card.attributes as { uuid: string }[]).map((a) => a.uuid),
    );
    const packages = answer.logistic.structures[0]!.packages;
    expect(packages.map((p) => p.package_type)).toEqual([PACKAGE_TYPE.CONSUMER, PACKAGE_TYPE.FIRST_LEVEL]);
    expect(packages[0]!.fields.map((f) => f.uuid)).toContain(
      LOGISTIC_FIELD_ID[PACKAGE_TYPE.CONSUMER].NET_WEIGHT,
    );
    expect(packages[0]!.eans[0]?.ean).toBe(card.gtin);
    expect(errors).toEqual([]);
  });

  test('attribute_set keeps the attributes of one section', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    const uuids = await attributeUuids(db);
    const basic = productShowAnswerSchema.parse(
      (await show(app, session, `${card.id}?attribute_set=basic`)).body,
    );
    // The card's stored values of the demo attributes of one section (the seed fills required ones).
    const stored = new Set((card.attributes as { uuid: string }[]).map((a) => a.uuid));
    const inSection = (section: string) =>
      DEMO_ATTRIBUTES.filter((a) => a.section === section)
        .map((a) => uuids[a.key]!)
        .filter((uuid) => stored.has(uuid))
        .sort();
    expect(inSection('basic')).toEqual(expect.arrayContaining([uuids.country, uuids.net_content]));
    expect(basic.attributes.map((a) => a.uuid).sort()).toEqual(inSection('basic'));
    const storage = productShowAnswerSchema.parse(
      (await show(app, session, `${card.id}?attribute_set=storage`)).body,
    );
    expect(storage.attributes.map((a) => a.uuid).sort()).toEqual(inSection('storage'));
    expectFaults(await show(app, session, `${card.id}?attribute_set=Bad-Set!`), 'attribute_set');
  });

  test('a network user does not get another network’s private attribute values', async () => {
    const { app, db } = await testApp();
    const uuids = await attributeUuids(db);
    const card = await cardInNetwork(db, 'metro', true);
    const value = { uuid: uuids.selgros_group, data: [{ value: [], value_uuid: null }] };
    await db
      .update(products)
      .set({ attributes: [...(card.attributes as object[]), value] })
      .where(eq(products.id, card.id));
    const metro = productShowAnswerSchema.parse(
      (await show(app, await loginAs(app, 'metro@demo.pim'), String(card.id))).body,
    );
    expect(metro.attributes.map((a) => a.uuid)).not.toContain(uuids.selgros_group);
    // Selgros's own attributes follow the user's Selgros flags (docs/decisions/0043): the admin has none.
    const admin = productShowAnswerSchema.parse(
      (await show(app, await loginAs(app, 'admin@demo.pim'), String(card.id))).body,
    );
    expect(admin.attributes.map((a) => a.uuid)).not.toContain(uuids.selgros_group);
  });

  test('stored entries that do not fit the contract are left out, not answered with a 500', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    await db
      .update(products)
      .set({
        attributes: [{ uuid: 'not-a-uuid', data: [{ value: ['x'] }] }, { nonsense: true }],
        availability: [{ code: 'selgros', visibility: true }, 'x'],
        gallery: [{ type: 1, id: 7 }, { type: 'x' }],
        logistic: { structures: 'none' },
      })
      .where(eq(products.id, card.id));
    const answer = productShowAnswerSchema.parse((await show(app, session, String(card.id))).body);
    expect(answer.attributes.map((a) => a.uuid)).toEqual(['not-a-uuid']);
    expect(answer.network_availability.availability).toEqual([
      { code: 'selgros', visibility: true, product_number: '', is_supplier_number: false },
    ]);
    expect(answer.gallery).toEqual([{ type: 1, id: 7 }]);
    expect(answer.logistic).toEqual({ structures: [] });
    expect(errors).toEqual([]);
  });

  test('an attributes document that is not a list answers the card without attributes', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    await db
      .update(products)
      .set({ attributes: { uuid: 'not-a-list' } as unknown as unknown[] })
      .where(eq(products.id, card.id));
    const response = await show(app, session, String(card.id));
    expect(response.status).toBe(200);
    expect(productShowAnswerSchema.parse(response.body).attributes).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('another supplier’s card, an unknown card and a card hidden in the network are 404', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const other = await cardOf(db, session.answer.user.company_id!, true);
    expectError(await show(app, session, String(other.id)), 404, 'errors.productNotFound');
    expectError(await show(app, session, '999999'), 404, 'errors.productNotFound');
    expectError(await show(app, session, 'abc'), 404, 'errors.notFoundApi');
    const network = await loginAs(app, 'network@demo.pim');
    const visible = await cardInNetwork(db, 'selgros', true);
    const hidden = await cardInNetwork(db, 'selgros', false);
    expect((await show(app, network, String(visible.id))).status).toBe(200);
    expectError(await show(app, network, String(hidden.id)), 404, 'errors.productNotFound');
  });

  test('without a session is 401', async () => {
    const { app, db } = await testApp();
    const [card] = await db.select().from(products).limit(1);
    expectError(await show(app, null, String(card!.id)), 401, 'errors.unauthenticated');
  });
});
