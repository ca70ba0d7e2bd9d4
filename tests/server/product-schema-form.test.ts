import { asc, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { MEDIA_TYPE, PACKAGE_TYPE } from '@domain/constants';
import { FEATURE } from '@domain/feature-flags';
import { LOGISTIC_FIELD_ID, LOGISTIC_UNIT, logisticFieldIdsOf } from '@domain/logistics-fields';
import type { ServerConfig } from '@server/config';
import type { Db } from '@server/db/client';
import { addresses, brands, networks, producers } from '@server/db/schema';
import { categoryChains } from '@server/products/category-chain';
import { buildProductSchema } from '@server/products/schema-builder';
import { loadCurrentUser } from '@server/users/current-user';
import { DEMO_SECTIONS } from '@server/seed/demo-attributes';
import { GPC, allAttributes, categoryId, schemaOf } from '@tests/server/fixtures/catalog';
import { testApp } from '@tests/server/harness/app';
import { loginAs } from '@tests/server/harness/http';

const forCategories = (...ids: number[]) => ({ body: { product_profile: { category_ids: ids } } });

describe('OPTIONS /api/p1/product/schema: sections, media, logistics, requirement sets', () => {
  test('§2 sections: identify, the attribute sections with attributes, then the form’s own; two always hidden', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const schema = await schemaOf(app, session, forCategories(await categoryId(db, GPC.TOOTHPASTE)));
    const attributeSections = DEMO_SECTIONS.map((s) => s.code).filter((code) => code in schema.attributes);
    expect(schema.sections.map((s) => s.code)).toEqual([
      'identify',
      ...attributeSections,
      'media',
      'logistic',
      'recycling',
      'network_availability',
      'addresses',
      'category',
    ]);
    expect(schema.sections.map((s) => s.position)).toEqual(schema.sections.map((_, i) => i));
    expect(schema.sections.filter((s) => s.is_hidden).map((s) => s.code)).toEqual([
      'network_availability',
      'category',
    ]);
    for (const section of schema.sections)
      expect(section.kind).toBe(attributeSections.includes(section.code) ? 'attributes' : 'form');
    expect(Object.keys(schema.attributes)).toEqual(attributeSections);
  });

  test.each([
    ['no body', {}],
    ['an empty object', { body: {} }],
    ['no categories', { body: { product_profile: { category_ids: [] } } }],
    ['only availability', { body: { network_availability: { availability: [], own_brand_type: 1 } } }],
  ])('with %s: no attributes, no logistic definitions, recycling hidden', async (_, options) => {
    const { app } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const schema = await schemaOf(app, session, options);
    expect(schema.category_ids).toEqual([]);
    expect(schema.attributes).toEqual({});
    expect(schema.attribute_groups).toEqual([]);
    expect(schema.logistic_definitions).toEqual([]);
    expect(schema.sections.find((s) => s.code === 'recycling')?.is_hidden).toBe(true);
    expect(schema.sections.every((s) => s.kind === 'form')).toBe(true);
  });

  test('media: types 1 to 6, one of profile or front, and the label photo required', async () => {
    const { app } = await testApp();
    const schema = await schemaOf(app, await loginAs(app, 'supplier@demo.pim'));
    expect(schema.available_media).toEqual([1, 2, 3, 4, 5, 6]);
    expect(schema.one_of_required_media).toEqual([MEDIA_TYPE.PROFILE, MEDIA_TYPE.FRONT]);
    expect(schema.required_media).toEqual([MEDIA_TYPE.LABEL]);
  });

  test('requirement sets are empty lists (none are stored)', async () => {
    const { app } = await testApp();
    const schema = await schemaOf(app, await loginAs(app, 'supplier@demo.pim'));
    expect(schema.available_requirement_sets).toEqual([]);
    expect(schema.product_requirement_sets).toEqual([]);
  });

  test('§3 logistic definitions per package type with the fixed field identifiers', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const schema = await schemaOf(app, session, forCategories(await categoryId(db, GPC.MILK)));
    const { CONSUMER, FIRST_LEVEL, SECOND_LEVEL, THIRD_LEVEL, PALLET } = PACKAGE_TYPE;
    expect(schema.logistic_definitions.map((d) => d.package_type)).toEqual([
      CONSUMER,
      FIRST_LEVEL,
      SECOND_LEVEL,
      THIRD_LEVEL,
      PALLET,
    ]);
    const fieldsOf = (type: number) =>
      schema.logistic_definitions.find((d) => d.package_type === type)!.fields.map((f) => f.uuid);
    for (const type of [CONSUMER, FIRST_LEVEL, SECOND_LEVEL, THIRD_LEVEL, PALLET] as const)
      expect(fieldsOf(type).sort()).toEqual(Object.values(LOGISTIC_FIELD_ID[type]).sort());
    expect(fieldsOf(SECOND_LEVEL)).not.toContain(LOGISTIC_FIELD_ID[FIRST_LEVEL].GROSS_WEIGHT);
    expect(fieldsOf(PALLET)).toContain(LOGISTIC_FIELD_ID[PALLET].LAYER_WEIGHT);

    const consumer = schema.logistic_definitions[0]!.fields;
    expect(consumer.find((f) => f.uuid === LOGISTIC_FIELD_ID[CONSUMER].NET_WEIGHT)).toEqual({
      uuid: LOGISTIC_FIELD_ID[CONSUMER].NET_WEIGHT,
      name: 'Waga netto',
      is_required: true,
      type: 'number',
      available_units: [
        { uuid: LOGISTIC_UNIT.G, name: 'g' },
        { uuid: LOGISTIC_UNIT.KG, name: 'kg' },
      ],
    });
    expect(consumer.find((f) => f.uuid === LOGISTIC_FIELD_ID[CONSUMER].DIMENSIONS)).toMatchObject({
      type: 'threenumber',
      is_required: true,
      available_units: [
        { uuid: LOGISTIC_UNIT.MM, name: 'mm' },
        { uuid: LOGISTIC_UNIT.CM, name: 'cm' },
        { uuid: LOGISTIC_UNIT.M, name: 'm' },
      ],
    });
    expect(schema.sections.find((s) => s.code === 'recycling')?.is_hidden).toBe(false);
  });

  test('§1 the recycling fraction field is off on the ro instance and when feature 15 is disabled', async () => {
    const fractions = logisticFieldIdsOf('RECYCLABLE_MATERIAL_FRACTION');
    const cases: [Partial<ServerConfig>, boolean][] = [
      [{}, true],
      [{ instance: 'ro' }, false],
      [{ disabledFeatures: [FEATURE.RECYCLING_FRACTION] }, false],
    ];
    for (const [overrides, present] of cases) {
      const { app, db } = await testApp(overrides);
      const session = await loginAs(app, 'supplier@demo.pim');
      const schema = await schemaOf(app, session, forCategories(await categoryId(db, GPC.MILK)));
      const ids = schema.logistic_definitions.flatMap((d) => d.fields.map((f) => f.uuid));
      expect(fractions.every((id) => ids.includes(id))).toBe(present);
      expect(fractions.some((id) => ids.includes(id))).toBe(present);
    }
  });
});

describe('OPTIONS /api/p1/product/schema: producers, brands, addresses and networks of the user’s company', () => {
  async function companyRows(db: Db, companyId: number) {
    const producerRows = await db.select().from(producers).where(eq(producers.companyId, companyId));
    const producerIds = producerRows.map((p) => p.id);
    const brandRows = await db.select().from(brands).where(inArray(brands.producerId, producerIds));
    const addressRows = await db
      .select()
      .from(addresses)
      .where(eq(addresses.companyId, companyId))
      .orderBy(asc(addresses.id));
    return { producerRows, brandRows, addressRows };
  }

  test.each(['supplier@demo.pim', 'supplier2@demo.pim'])('%s gets its own company’s', async (email) => {
    const { app, db } = await testApp();
    const session = await loginAs(app, email);
    const companyId = session.answer.user.company_id!;
    const { producerRows, brandRows, addressRows } = await companyRows(db, companyId);
    const schema = await schemaOf(app, session);
    expect(producerRows.length).toBeGreaterThan(0);
    expect(schema.producers.map((p) => p.id).sort()).toEqual(producerRows.map((p) => p.id).sort());
    expect(schema.brands.map((b) => b.id).sort()).toEqual(
      brandRows
        .filter((b) => b.parentBrandId === null)
        .map((b) => b.id)
        .sort(),
    );
    expect(schema.sub_brands.length).toBeGreaterThan(0);
    for (const sub of schema.sub_brands) {
      const row = brandRows.find((b) => b.id === sub.id)!;
      expect(sub).toEqual({
        id: row.id,
        name: row.name,
        producer_id: row.producerId,
        brand_id: row.parentBrandId,
      });
    }
    // §2 gating dialog: one demo producer lacks its address.
    const incomplete = producerRows.filter((p) => p.street === null).map((p) => p.id);
    expect(schema.producers.filter((p) => !p.is_complete).map((p) => p.id)).toEqual(incomplete);
    for (const kind of ['company', 'return'] as const) {
      const choice = schema.addresses[`${kind}_address`];
      const ofKind = addressRows.filter((a) => a.kind === kind);
      expect(choice.available.map((a) => a.id)).toEqual(ofKind.map((a) => a.id));
      expect(choice.selected).toBe(ofKind[0]!.id);
      expect(choice.available.every((a) => a.is_complete)).toBe(true);
    }
  });

  test('a user without producers (the operator’s admin) gets empty lists; every user gets the networks', async () => {
    const { app, db } = await testApp();
    const schema = await schemaOf(app, await loginAs(app, 'admin@demo.pim'));
    expect(schema.producers).toEqual([]);
    expect(schema.brands).toEqual([]);
    expect(schema.addresses.company_address).toEqual({ selected: null, available: [] });
    const rows = await db.select({ code: networks.code, name: networks.name }).from(networks);
    expect(schema.networks.map((n) => n.code).sort()).toEqual(rows.map((n) => n.code).sort());
    expect(schema.networks.find((n) => n.code === 'selgros')).toEqual({ code: 'selgros', name: 'Selgros' });
  });

  test('brands are never another company’s', async () => {
    const { app, db } = await testApp();
    const first = await loginAs(app, 'supplier@demo.pim');
    const second = await loginAs(app, 'supplier2@demo.pim');
    const a = await schemaOf(app, first);
    const b = await schemaOf(app, second);
    const ids = new Set(a.brands.map((brand) => brand.id));
    expect(b.brands.some((brand) => ids.has(brand.id))).toBe(false);
    const own = await db
      .select({ id: producers.id })
      .from(producers)
      .where(eq(producers.companyId, first.answer.user.company_id!));
    expect(a.brands.every((brand) => own.some((p) => p.id === brand.producer_id))).toBe(true);
    expect(await db.select().from(brands).where(isNull(brands.parentBrandId))).not.toHaveLength(0);
  });
});

describe('schema builder', () => {
  /** Counts the queries a builder run starts (every query begins with db.select). */
  function counting(db: Db) {
    let count = 0;
    const proxy = new Proxy(db, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (property !== 'select' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          count += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    return { db: proxy, count: () => count };
  }

  test('asks the same handful of queries for one category or many', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const user = (await loadCurrentUser(db, session.answer.user.id))!;
    const runs: number[] = [];
    for (const codes of [[GPC.MILK], [GPC.MILK, GPC.BEER, GPC.TOOTHPASTE, '10000028', '10000233']]) {
      const ids = await Promise.all(codes.map((code) => categoryId(db, code)));
      const counter = counting(db);
      const chains = await categoryChains(counter.db, ids);
      const schema = await buildProductSchema(counter.db, {
        categoryIds: ids,
        chains,
        user,
        language: 'pl',
        recyclingFraction: true,
        companyId: user.company_id,
        card: null,
      });
      expect(allAttributes(schema).length).toBeGreaterThan(5);
      runs.push(counter.count());
    }
    expect(runs[0]).toBe(runs[1]);
    // One of them offers the requirement sets of the categories (docs/decisions/0019).
    expect(runs[0]).toBeLessThanOrEqual(10);
  });
});
