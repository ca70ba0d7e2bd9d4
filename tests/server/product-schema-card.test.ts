import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { MEDIA_TYPE, PACKAGE_TYPE } from '@domain/constants';
import { LOGISTIC_FIELD_ID, LOGISTIC_VALUE } from '@domain/logistics-fields';
import { UNIT } from '@domain/units';
import { translate } from '@i18n/translate';
import { products } from '@server/db/schema';
import {
  GPC,
  allAttributes,
  attributeIn,
  attributeUuids,
  cardInNetwork,
  cardOf,
  categoryId,
  optionsSchema,
  schemaOf,
} from '@tests/server/fixtures/catalog';
import { expectError, expectFaults } from '@tests/server/harness/answers';
import { testApp } from '@tests/server/harness/app';
import { loginAs } from '@tests/server/harness/http';

describe('OPTIONS /api/p1/product/schema/{id}', () => {
  test('answers the schema of the card’s category with the card’s values in data', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    const uuids = await attributeUuids(db);
    const schema = await schemaOf(app, session, { id: card.id });

    expect(schema.id).toBe(card.id);
    expect(schema.category_ids).toEqual([card.categoryId]);
    const stored = card.attributes as { uuid: string; data: { value: string[]; unit_uuid?: string }[] }[];
    const country = stored.find((a) => a.uuid === uuids.country)!;
    expect(attributeIn(schema, uuids.country!)?.data).toEqual([
      {
        value: country.data[0]!.value,
        value_uuid: null,
        unit_uuid: null,
        unit: null,
        value_name: null,
        filename: null,
        is_custom_value: false,
      },
    ]);
    const net = stored.find((a) => a.uuid === uuids.net_content)!.data[0]!;
    const unitNames: Record<string, string> = { [UNIT.G]: 'g', [UNIT.ML]: 'ml' };
    expect(attributeIn(schema, uuids.net_content!)?.data).toMatchObject([
      { value: net.value, unit_uuid: net.unit_uuid, unit: unitNames[net.unit_uuid!] ?? null },
    ]);
    // Attributes without a value on the card have none in the schema either.
    const valued = new Set(stored.map((a) => a.uuid));
    for (const attribute of allAttributes(schema).filter((a) => !valued.has(a.uuid)))
      expect(attribute.data).toEqual([]);
    expect(schema.addresses.company_address.selected).toBe(card.companyAddressId);
    expect(schema.addresses.return_address.selected).toBe(card.returnAddressId);
    expect(schema.company_id).toBe(card.companyId);
    expect(errors).toEqual([]);
  });

  test('an admin gets the card’s company with it, so the form offers that company’s producers', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!);
    const admin = await loginAs(app, 'admin@demo.pim');
    const schema = await schemaOf(app, admin, { id: card.id });
    expect(schema.company_id).toBe(supplier.answer.user.company_id);
  });

  test('value and unit names of the card’s values follow the request language', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const uuids = await attributeUuids(db);
    const milk = await categoryId(db, GPC.MILK);
    const card = await cardOf(db, session.answer.user.company_id!);
    const plain = await schemaOf(app, session, { body: { product_profile: { category_ids: [milk] } } });
    const frozen = attributeIn(plain, uuids.storage_mode!)!.available_values[1]!;
    await db
      .update(products)
      .set({
        categoryId: milk,
        attributes: [
          { uuid: uuids.storage_mode, data: [{ value: [], value_uuid: frozen.uuid }] },
          { uuid: uuids.net_content, data: [{ value: ['2'], unit_uuid: UNIT.KG }] },
        ],
      })
      .where(eq(products.id, card.id));
    const german = await schemaOf(app, session, { id: card.id, cookie: 'pim_lang=de' });
    expect(attributeIn(german, uuids.storage_mode!)?.data[0]).toMatchObject({
      value_uuid: frozen.uuid,
      value_name: 'Tiefkühlung',
    });
    expect(attributeIn(german, uuids.net_content!)?.data[0]).toMatchObject({
      unit_uuid: UNIT.KG,
      unit: 'kg',
    });
  });

  test('a body with other categories answers their schema, keeping the card’s values', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const uuids = await attributeUuids(db);
    const card = await cardOf(db, session.answer.user.company_id!);
    const beer = await categoryId(db, GPC.BEER);
    const schema = await schemaOf(app, session, {
      id: card.id,
      body: { product_profile: { category_ids: [beer] } },
    });
    expect(schema.id).toBe(card.id);
    expect(schema.category_ids).toEqual([beer]);
    expect(attributeIn(schema, uuids.alcohol!)?.is_required).toBe(true);
    expect(attributeIn(schema, uuids.country!)?.data).not.toEqual([]);
  });

  test('§4 the dispatch-packaging photo is required when a package is a display package', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    expect((await schemaOf(app, session, { id: card.id })).required_media).toEqual([MEDIA_TYPE.LABEL]);
    const logistic = card.logistic as {
      structures: { packages: { package_type: number; fields: unknown[] }[] }[];
    };
    const firstLevel = logistic.structures[0]!.packages.find(
      (p) => p.package_type === PACKAGE_TYPE.FIRST_LEVEL,
    )!;
    firstLevel.fields.push({
      uuid: LOGISTIC_FIELD_ID[PACKAGE_TYPE.FIRST_LEVEL].DISPLAY_PACKAGE,
      data: [{ value: [LOGISTIC_VALUE.POSITIVE] }],
    });
    await db.update(products).set({ logistic }).where(eq(products.id, card.id));
    expect((await schemaOf(app, session, { id: card.id })).required_media).toEqual([
      MEDIA_TYPE.LABEL,
      MEDIA_TYPE.DISPLAY,
    ]);
  });

  test('a card without a category answers the schema of no category with its addresses', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, session.answer.user.company_id!);
    await db.update(products).set({ categoryId: null }).where(eq(products.id, card.id));
    const schema = await schemaOf(app, session, { id: card.id });
    expect(schema.category_ids).toEqual([]);
    expect(schema.attributes).toEqual({});
    expect(schema.addresses.company_address.selected).toBe(card.companyAddressId);
  });

  test('an admin gets the producers and addresses of the card’s company', async () => {
    const { app, db } = await testApp();
    const supplier = await loginAs(app, 'supplier2@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!);
    const own = await schemaOf(app, supplier, { id: card.id });
    const admin = await schemaOf(app, await loginAs(app, 'admin@demo.pim'), { id: card.id });
    expect(admin.producers).toEqual(own.producers);
    expect(admin.brands).toEqual(own.brands);
    expect(admin.addresses).toEqual(own.addresses);
  });
});

describe('OPTIONS /api/p1/product/schema/{id}: who may see the card', () => {
  test('another supplier’s card is 404, as is a card that does not exist', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const other = await cardOf(db, session.answer.user.company_id!, true);
    expectError(await optionsSchema(app, session, { id: other.id }), 404, 'errors.productNotFound');
    expectError(await optionsSchema(app, session, { id: 999_999 }), 404, 'errors.productNotFound');
    expectError(await optionsSchema(app, session, { id: 99_999_999_999 }), 404, 'errors.productNotFound');
    const second = await loginAs(app, 'supplier2@demo.pim');
    expect((await optionsSchema(app, second, { id: other.id })).status).toBe(200);
  });

  test('the 404 message is in the request language', async () => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const answer = expectError(
      await optionsSchema(app, session, { id: 999_999, cookie: 'pim_lang=de' }),
      404,
      'errors.productNotFound',
    );
    expect(answer.message).toBe(translate('de', 'errors.productNotFound'));
  });

  test.each([
    ['network@demo.pim', 'selgros'],
    ['metro@demo.pim', 'metro'],
  ])('%s sees a card visible in %s and not one that is not', async (email, network) => {
    const { app, db } = await testApp();
    const session = await loginAs(app, email);
    const visible = await cardInNetwork(db, network, true);
    const hidden = await cardInNetwork(db, network, false);
    expect((await schemaOf(app, session, { id: visible.id })).id).toBe(visible.id);
    expectError(await optionsSchema(app, session, { id: hidden.id }), 404, 'errors.productNotFound');
  });

  test('without a session both calls are 401', async () => {
    const { app, db } = await testApp();
    const [card] = await db.select().from(products).limit(1);
    expectError(await optionsSchema(app, null), 401, 'errors.unauthenticated');
    expectError(await optionsSchema(app, null, { id: card!.id }), 401, 'errors.unauthenticated');
    expectError(
      await optionsSchema(app, null, { body: { product_profile: { category_ids: [1] } } }),
      401,
      'errors.unauthenticated',
    );
  });
});

describe('OPTIONS /api/p1/product/schema: bad bodies are 400 faults', () => {
  const MALFORMED = ['{', '{"product_profile":', '[]', '42', 'null', '"text"', 'true'];

  test.each(MALFORMED)('malformed body %j', async (raw) => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    expectFaults(await optionsSchema(app, session, { raw }), 'product_profile');
    const card = await cardOf(db, session.answer.user.company_id!);
    expectFaults(await optionsSchema(app, session, { id: card.id, raw }), 'product_profile');
    expect(errors).toEqual([]);
  });

  test.each([
    [{ product_profile: { category_ids: ['1'] } }, 'category_ids.0'],
    [{ product_profile: { category_ids: [1, 'x'] } }, 'category_ids.1'],
    [{ product_profile: { category_ids: [1.5] } }, 'category_ids.0'],
    [{ product_profile: { category_ids: [0] } }, 'category_ids.0'],
    [{ product_profile: { category_ids: [-3] } }, 'category_ids.0'],
    [{ product_profile: { category_ids: [3_000_000_000] } }, 'category_ids.0'],
    [{ product_profile: { category_ids: [null] } }, 'category_ids.0'],
    [{ product_profile: { category_ids: 5 } }, 'category_ids'],
    [{ product_profile: { category_ids: '1,2' } }, 'category_ids'],
    [{ product_profile: { category_ids: null } }, 'category_ids'],
    [{ product_profile: { category_ids: Array.from({ length: 51 }, (_, i) => i + 1) } }, 'category_ids'],
    [{ product_profile: 'milk' }, '_'],
  ])('product_profile %j → fault on %s', async (body, field) => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const faults = expectFaults(await optionsSchema(app, session, { body }), 'product_profile');
    expect(faults.map((f) => f.field)).toContain(field);
  });

  test.each([
    [{ network_availability: 'all' }, 'network_availability', '_'],
    [{ network_availability: { availability: 'x' } }, 'network_availability', 'availability'],
    [
      { network_availability: { availability: [{ code: 5 }] } },
      'network_availability',
      'availability.0.code',
    ],
    [{ network_availability: { own_brand_type: 9 } }, 'network_availability', 'own_brand_type'],
  ])('network_availability %j → fault', async (body, namespace, field) => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const faults = expectFaults(await optionsSchema(app, session, { body }), namespace);
    expect(faults.map((f) => f.field)).toEqual([field]);
  });

  test('an unknown category is a fault on its index, in the request language', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const milk = await categoryId(db, GPC.MILK);
    const body = { product_profile: { category_ids: [milk, 999_999, 2_147_483_647] } };
    const faults = expectFaults(await optionsSchema(app, session, { body }), 'product_profile');
    expect(faults).toEqual([
      {
        namespace: 'product_profile',
        field: 'category_ids.1',
        message: 'Wybrana kategoria nie istnieje',
        type: 'validation',
      },
      {
        namespace: 'product_profile',
        field: 'category_ids.2',
        message: 'Wybrana kategoria nie istnieje',
        type: 'validation',
      },
    ]);
    const german = expectFaults(
      await optionsSchema(app, session, { body, cookie: 'pim_lang=de' }),
      'product_profile',
    );
    expect(german[0]?.message).toBe(translate('de', 'validation.unknownCategory'));
    const card = await cardOf(db, session.answer.user.company_id!);
    expectFaults(await optionsSchema(app, session, { id: card.id, body }), 'product_profile');
  });
});
