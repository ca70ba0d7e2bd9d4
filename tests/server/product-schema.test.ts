import { eq, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { PACKAGE_TYPE } from '@domain/constants';
import { LOGISTIC_FIELD_ID } from '@domain/logistics-fields';
import { UNIT } from '@domain/units';
import { attributes, categoryAttributes } from '@server/db/schema';
import { DEMO_SECTIONS } from '@server/seed/demo-attributes';
import {
  GPC,
  allAttributes,
  attributeIn,
  attributeUuids,
  categoryId,
  demoAttributesFor,
  schemaOf,
} from '@tests/server/fixtures/catalog';
import { testApp } from '@tests/server/harness/app';
import { loginAs } from '@tests/server/harness/http';

const forCategories = (...ids: number[]) => ({ body: { product_profile: { category_ids: ids } } });

describe('OPTIONS /api/p1/product/schema: attributes of the chosen categories', () => {
  test('a dairy brick carries the attributes of the food segment, the dairy family and all segments, with their required flags', async () => {
    const { app, db, errors } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const milk = await categoryId(db, GPC.MILK);
    const uuids = await attributeUuids(db);
    const schema = await schemaOf(app, session, forCategories(milk));

    const expected = demoAttributesFor([GPC.FOOD, GPC.DAIRY, GPC.MILK_CLASS, GPC.MILK]);
    expect(
      allAttributes(schema)
        .map((a) => a.uuid)
        .sort(),
    ).toEqual(expected.map((a) => uuids[a.key]).sort());
    for (const demo of expected) {
      const attribute = attributeIn(schema, uuids[demo.key]!)!;
      expect(attribute.is_required, demo.key).toBe(demo.required ?? false);
      expect(attribute.is_visible, demo.key).toBe(true);
      expect(attribute.section_code, demo.key).toBe(demo.section);
      expect(attribute.type, demo.key).toBe(demo.type);
      expect(attribute.data, demo.key).toEqual([]);
    }
    // The segment's ingredients and the family's vitamins; not the drinks' alcohol nor the cosmetics' fluoride.
    expect(attributeIn(schema, uuids.ingredients!)?.is_required).toBe(true);
    expect(attributeIn(schema, uuids.vitamins!)).toBeDefined();
    expect(attributeIn(schema, uuids.alcohol!)).toBeUndefined();
    expect(attributeIn(schema, uuids.fluoride!)).toBeUndefined();
    expect(schema.category_ids).toEqual([milk]);
    expect(schema.id).toBeNull();
    expect(errors).toEqual([]);
  });

  test('the required flags are the ones stored in category_attributes', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const chain = await Promise.all(
      [GPC.FOOD, GPC.DAIRY, GPC.MILK_CLASS, GPC.MILK].map((c) => categoryId(db, c)),
    );
    const stored = await db
      .select()
      .from(categoryAttributes)
      .where(inArray(categoryAttributes.categoryId, chain));
    const schema = await schemaOf(app, session, forCategories(chain[3]!));
    expect(stored.length).toBe(allAttributes(schema).length);
    for (const row of stored)
      expect(attributeIn(schema, row.attributeUuid)?.is_required).toBe(row.isRequired);
  });

  test('a cosmetics brick has the cosmetics and common attributes and none of the food ones', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const uuids = await attributeUuids(db);
    const schema = await schemaOf(app, session, forCategories(await categoryId(db, GPC.TOOTHPASTE)));
    const expected = demoAttributesFor([GPC.COSMETICS]);
    expect(
      allAttributes(schema)
        .map((a) => a.uuid)
        .sort(),
    ).toEqual(expected.map((a) => uuids[a.key]).sort());
    expect(attributeIn(schema, uuids.fluoride!)?.is_required).toBe(true);
    for (const key of ['ingredients', 'vitamins', 'gluten_free', 'energy', 'fat', 'alcohol'])
      expect(attributeIn(schema, uuids[key]!), key).toBeUndefined();
    expect(Object.keys(schema.attributes)).not.toContain('nutrition');
  });

  test('the nearest assignment wins along the chain; several categories join their attributes', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const uuids = await attributeUuids(db);
    const [milk, yoghurt, beer] = await Promise.all(
      [GPC.MILK, '10000028', GPC.BEER].map((code) => categoryId(db, code)),
    );
    // The milk brick hides the organic flag, makes it required, and makes the country optional.
    await db.insert(categoryAttributes).values([
      { categoryId: milk!, attributeUuid: uuids.organic!, isRequired: true, isVisible: false },
      { categoryId: milk!, attributeUuid: uuids.country!, isRequired: false, isVisible: true },
    ]);
    const onMilk = await schemaOf(app, session, forCategories(milk!));
    expect(attributeIn(onMilk, uuids.organic!)).toMatchObject({ is_required: true, is_visible: false });
    expect(attributeIn(onMilk, uuids.country!)).toMatchObject({ is_required: false, is_visible: true });

    const onYoghurt = await schemaOf(app, session, forCategories(yoghurt!));
    expect(attributeIn(onYoghurt, uuids.organic!)).toMatchObject({ is_required: false, is_visible: true });
    expect(attributeIn(onYoghurt, uuids.country!)?.is_required).toBe(true);

    const both = await schemaOf(app, session, forCategories(milk!, beer!));
    expect(both.category_ids).toEqual([milk, beer]);
    expect(attributeIn(both, uuids.vitamins!)).toBeDefined();
    expect(attributeIn(both, uuids.alcohol!)?.is_required).toBe(true);
    // Required or visible when it is so for any chosen category.
    expect(attributeIn(both, uuids.country!)?.is_required).toBe(true);
    expect(attributeIn(both, uuids.organic!)).toMatchObject({ is_required: true, is_visible: true });
    expect(new Set(allAttributes(both).map((a) => a.uuid)).size).toBe(allAttributes(both).length);
  });

  test('attributes carry their units, values, validation values, rules and custom value count', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const uuids = await attributeUuids(db);
    const schema = await schemaOf(app, session, forCategories(await categoryId(db, GPC.MILK)));
    expect(attributeIn(schema, uuids.net_content!)?.available_units).toEqual([
      { uuid: UNIT.G, name: 'g' },
      { uuid: UNIT.KG, name: 'kg' },
      { uuid: UNIT.ML, name: 'ml' },
      { uuid: UNIT.L, name: 'l' },
    ]);
    expect(attributeIn(schema, uuids.fat!)?.available_validation_values).toEqual([{ name: 'nie dotyczy' }]);
    expect(attributeIn(schema, uuids.slogan!)?.custom_values_count).toBe(1);
    expect(attributeIn(schema, uuids.organic!)?.validation_rules).toEqual([
      {
        rule: 'toggle',
        dependent_attribute_uuid: uuids.organic_cert,
        toggle_visibility: true,
        data: ['true'],
      },
    ]);
    const storage = attributeIn(schema, uuids.storage_mode!)!;
    expect(storage.available_values.map((v) => v.name)).toEqual([
      'Chłodnia',
      'Mroźnia',
      'Temperatura pokojowa',
    ]);
    for (const value of storage.available_values) expect(value.uuid).toMatch(/^[0-9a-f-]{36}$/);
    // Attributes of a section come in their stored order.
    const basic = schema.attributes.basic!.map((a) => a.uuid);
    expect(basic.indexOf(uuids.organic!)).toBeLessThan(basic.indexOf(uuids.country!));
  });

  test('private network attributes come with their network code; a network user gets only its own', async () => {
    const { app, db } = await testApp();
    const uuids = await attributeUuids(db);
    const milk = await categoryId(db, GPC.MILK);
    // Selgros's own attributes follow the user's Selgros flags (docs/decisions/0043): both demo users hold the full one.
    for (const email of ['supplier@demo.pim', 'network@demo.pim']) {
      const schema = await schemaOf(app, await loginAs(app, email), forCategories(milk));
      const selgros = attributeIn(schema, uuids.selgros_group!);
      expect(selgros, email).toMatchObject({
        private_network_code: 'selgros',
        section_code: 'private_attributes',
        is_required: true,
      });
      expect(schema.sections.map((s) => s.code)).toContain('private_attributes');
    }
    const metro = await schemaOf(app, await loginAs(app, 'metro@demo.pim'), forCategories(milk));
    expect(attributeIn(metro, uuids.selgros_group!)).toBeUndefined();
    expect(metro.attributes.private_attributes).toBeUndefined();
    expect(metro.sections.map((s) => s.code)).not.toContain('private_attributes');
    expect(attributeIn(metro, uuids.country!)).toBeDefined();
  });
});

describe('OPTIONS /api/p1/product/schema: names in the request language', () => {
  test.each([
    ['pl', 'Sposób przechowywania', ['Chłodnia', 'Mroźnia', 'Temperatura pokojowa'], 'szt.', 'Identyfikacja'],
    ['de', 'Lagerungsart', ['Kühlung', 'Tiefkühlung', 'Raumtemperatur'], 'Stk.', 'Identifikation'],
    ['ro', 'Mod de depozitare', ['Refrigerat', 'Congelat', 'Temperatura camerei'], 'buc.', 'Identificare'],
  ])('pim_lang=%s', async (language, attributeName, valueNames, pieceName, identifyName) => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const uuids = await attributeUuids(db);
    const schema = await schemaOf(app, session, {
      ...forCategories(await categoryId(db, GPC.MILK)),
      cookie: `pim_lang=${language}`,
    });
    const storage = attributeIn(schema, uuids.storage_mode!)!;
    expect(storage.name).toBe(attributeName);
    expect(storage.available_values.map((v) => v.name)).toEqual(valueNames);
    const section = DEMO_SECTIONS.find((s) => s.code === 'storage')!;
    expect(schema.sections.find((s) => s.code === 'storage')?.name).toBe(section.name[language as 'pl']);
    expect(schema.sections[0]).toMatchObject({ code: 'identify', name: identifyName });
    const consumer = schema.logistic_definitions.find((d) => d.package_type === PACKAGE_TYPE.CONSUMER)!;
    const units = consumer.fields.find(
      (f) => f.uuid === LOGISTIC_FIELD_ID[PACKAGE_TYPE.CONSUMER].CONSUMER_UNITS_NUMBER,
    );
    expect(units?.available_units).toEqual([{ uuid: UNIT.PIECE, name: pieceName }]);
  });

  test('a language without a name falls back to Polish', async () => {
    const { app, db } = await testApp();
    const session = await loginAs(app, 'supplier@demo.pim');
    const uuids = await attributeUuids(db);
    await db
      .update(attributes)
      .set({ name: { pl: 'Tylko po polsku' } })
      .where(eq(attributes.uuid, uuids.country!));
    const schema = await schemaOf(app, session, {
      ...forCategories(await categoryId(db, GPC.MILK)),
      cookie: 'pim_lang=de',
    });
    expect(attributeIn(schema, uuids.country!)?.name).toBe('Tylko po polsku');
  });
});
