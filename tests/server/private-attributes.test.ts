import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { productShowAnswerSchema, type ProductShowAnswer } from '@contract/product-card';
import type { SavedAttribute } from '@domain/product';
import type { App } from '@server/app';
import type { Db } from '@server/db/client';
import { attributes, products } from '@server/db/schema';
import { attributeUuids, cardInNetwork, cardOf, schemaOf } from '@tests/server/fixtures/catalog';
import { testApp } from '@tests/server/harness/app';
import { loginAs, request, type Session } from '@tests/server/harness/http';

/**
 * §6 Retail-chain private attributes follow the user's flags (docs/decisions/0043): the demo supplier has
 * the full Selgros flag, the second supplier the limited one (trade, group, sub_group), the admin neither.
 * §4 Changing trade resets group and sub_group; changing group resets sub_group — on the save too.
 */

const SELGROS_KEYS = [
  'selgros_trade',
  'selgros_group',
  'selgros_sub_group',
  'selgros_is_offer',
  'selgros_is_approved',
] as const;
const LIMITED_KEYS = ['selgros_trade', 'selgros_group', 'selgros_sub_group'];

async function valuesOf(db: Db, key: string): Promise<string[]> {
  const [row] = await db
    .select()
    .from(attributes)
    .where(eq(attributes.uuid, (await attributeUuids(db))[key]!));
  return row!.availableValues.map((value) => value.uuid);
}

async function storeValues(db: Db, id: number, values: SavedAttribute[]): Promise<void> {
  const [card] = await db
    .select({ attributes: products.attributes })
    .from(products)
    .where(eq(products.id, id));
  const uuids = new Set(values.map((value) => value.uuid));
  const kept = (card!.attributes as SavedAttribute[]).filter((attribute) => !uuids.has(attribute.uuid));
  await db
    .update(products)
    .set({ attributes: [...kept, ...values] })
    .where(eq(products.id, id));
}

async function storedAttributes(db: Db, id: number): Promise<Map<string, SavedAttribute['data']>> {
  const [card] = await db
    .select({ attributes: products.attributes })
    .from(products)
    .where(eq(products.id, id));
  return new Map((card!.attributes as SavedAttribute[]).map((attribute) => [attribute.uuid, attribute.data]));
}

async function showOf(app: App, session: Session, id: number): Promise<ProductShowAnswer> {
  const response = await request(app, 'GET', `/api/p1/product/show/${id}`, { cookie: session.cookie });
  expect(response.status, response.text).toBe(200);
  return productShowAnswerSchema.parse(response.body);
}

function saveDraft(
  app: App,
  session: Session,
  id: number,
  card: ProductShowAnswer,
  changes: SavedAttribute[],
) {
  const { general_info: info, id: _id, ...payload } = card;
  const replaced = new Set(changes.map((change) => change.uuid));
  return request(app, 'PUT', `/api/p1/product/${id}/edit?save=draft`, {
    body: {
      ...payload,
      attributes: [...payload.attributes.filter((a) => !replaced.has(a.uuid)), ...changes],
      version: info.version,
    },
    cookie: session.cookie,
    csrf: session.csrf,
  });
}

const choice = (uuid: string, valueUuid: string): SavedAttribute => ({
  uuid,
  code: null,
  data: [{ value: [], value_uuid: valueUuid, unit_uuid: null }],
});
const flag = (uuid: string, on: boolean): SavedAttribute => ({
  uuid,
  code: null,
  data: [{ value: [String(on)], value_uuid: null, unit_uuid: null }],
});

describe('§6 who reads the Selgros private attributes', () => {
  const supplierCard = (db: Db, session: Session) => cardOf(db, session.answer.user.company_id!);
  test.each<[string, readonly string[], (db: Db, session: Session) => Promise<{ id: number }>]>([
    ['supplier@demo.pim', SELGROS_KEYS, supplierCard],
    ['supplier2@demo.pim', LIMITED_KEYS, supplierCard],
    ['admin@demo.pim', [], (db) => cardInNetwork(db, 'selgros', true)],
    ['network@demo.pim', SELGROS_KEYS, (db) => cardInNetwork(db, 'selgros', true)],
    ['metro@demo.pim', [], (db) => cardInNetwork(db, 'metro', true)],
  ])(
    'the schema of a card as %s: all with the full flag, trade/group/sub_group with the limited one, none without',
    async (email, keys, cardFor) => {
      const { app, db } = await testApp();
      const uuids = await attributeUuids(db);
      const session = await loginAs(app, email);
      const card = await cardFor(db, session);
      const schema = await schemaOf(app, session, { id: card.id });
      const listed = new Set(Object.values(schema.attributes).flatMap((list) => list.map((a) => a.uuid)));
      expect(SELGROS_KEYS.filter((key) => listed.has(uuids[key]!))).toEqual(keys);
    },
  );

  test('show/{id} leaves out the stored values the user may not read', async () => {
    const { app, db } = await testApp();
    const uuids = await attributeUuids(db);
    const supplier2 = await loginAs(app, 'supplier2@demo.pim');
    const card = await cardOf(db, supplier2.answer.user.company_id!);
    const [trade] = await valuesOf(db, 'selgros_trade');
    await storeValues(db, card.id, [
      choice(uuids.selgros_trade!, trade!),
      flag(uuids.selgros_is_offer!, true),
    ]);
    const limited = (await showOf(app, supplier2, card.id)).attributes.map((a) => a.uuid);
    expect(limited).toContain(uuids.selgros_trade);
    expect(limited).not.toContain(uuids.selgros_is_offer);
    const admin = (await showOf(app, await loginAs(app, 'admin@demo.pim'), card.id)).attributes.map(
      (a) => a.uuid,
    );
    expect(admin).not.toContain(uuids.selgros_trade);
    expect(admin).not.toContain(uuids.selgros_is_offer);
  });
});

describe('§6 who writes the Selgros private attributes', () => {
  test('a value sent without the right is ignored and the stored one kept; a save that omits them loses nothing', async () => {
    const { app, db } = await testApp();
    const uuids = await attributeUuids(db);
    const supplier2 = await loginAs(app, 'supplier2@demo.pim');
    const card = await cardOf(db, supplier2.answer.user.company_id!);
    const [trade, otherTrade] = await valuesOf(db, 'selgros_trade');
    await storeValues(db, card.id, [flag(uuids.selgros_is_approved!, true)]);
    const read = await showOf(app, supplier2, card.id);
    const saved = await saveDraft(app, supplier2, card.id, read, [
      choice(uuids.selgros_trade!, trade!),
      flag(uuids.selgros_is_offer!, true),
      flag(uuids.selgros_is_approved!, false),
    ]);
    expect(saved.status, saved.text).toBe(200);
    const stored = await storedAttributes(db, card.id);
    expect(stored.get(uuids.selgros_trade!)?.[0]?.value_uuid).toBe(trade);
    expect(stored.has(uuids.selgros_is_offer!)).toBe(false);
    expect(stored.get(uuids.selgros_is_approved!)?.[0]?.value).toEqual(['true']);

    // The admin edits the card and sends none of them: every Selgros value stays as it was.
    const admin = await loginAs(app, 'admin@demo.pim');
    const adminRead = await showOf(app, admin, card.id);
    expect(adminRead.attributes.map((a) => a.uuid)).not.toContain(uuids.selgros_trade);
    const byAdmin = await saveDraft(app, admin, card.id, adminRead, [
      choice(uuids.selgros_trade!, otherTrade!),
    ]);
    expect(byAdmin.status, byAdmin.text).toBe(200);
    const after = await storedAttributes(db, card.id);
    expect(after.get(uuids.selgros_trade!)?.[0]?.value_uuid).toBe(trade);
    expect(after.get(uuids.selgros_is_approved!)?.[0]?.value).toEqual(['true']);
  });
});

describe('§4 trade → group → sub_group on the save', () => {
  test('a new trade with the stored group empties group and sub_group; a new group chosen with it stays', async () => {
    const { app, db } = await testApp();
    const uuids = await attributeUuids(db);
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!);
    const [food, nonFood] = await valuesOf(db, 'selgros_trade');
    const [dairy, drinks] = await valuesOf(db, 'selgros_group');
    const [milk] = await valuesOf(db, 'selgros_sub_group');
    const classified = [
      choice(uuids.selgros_trade!, food!),
      choice(uuids.selgros_group!, dairy!),
      choice(uuids.selgros_sub_group!, milk!),
    ];
    await storeValues(db, card.id, classified);

    const stale = await saveDraft(app, supplier, card.id, await showOf(app, supplier, card.id), [
      choice(uuids.selgros_trade!, nonFood!),
    ]);
    expect(stale.status, stale.text).toBe(200);
    let stored = await storedAttributes(db, card.id);
    expect(stored.get(uuids.selgros_trade!)?.[0]?.value_uuid).toBe(nonFood);
    expect(stored.get(uuids.selgros_group!) ?? []).toEqual([]);
    expect(stored.get(uuids.selgros_sub_group!) ?? []).toEqual([]);

    await storeValues(db, card.id, classified);
    const regrouped = await saveDraft(app, supplier, card.id, await showOf(app, supplier, card.id), [
      choice(uuids.selgros_group!, drinks!),
    ]);
    expect(regrouped.status, regrouped.text).toBe(200);
    stored = await storedAttributes(db, card.id);
    expect(stored.get(uuids.selgros_trade!)?.[0]?.value_uuid).toBe(food);
    expect(stored.get(uuids.selgros_group!)?.[0]?.value_uuid).toBe(drinks);
    expect(stored.get(uuids.selgros_sub_group!) ?? []).toEqual([]);
  });
});

describe('bad bodies change nothing', () => {
  test('a malformed private attribute value is a 400 and the stored values stay', async () => {
    const { app, db } = await testApp();
    const uuids = await attributeUuids(db);
    const supplier = await loginAs(app, 'supplier@demo.pim');
    const card = await cardOf(db, supplier.answer.user.company_id!);
    const before = await storedAttributes(db, card.id);
    const read = await showOf(app, supplier, card.id);
    const { general_info: info, id: _id, ...payload } = read;
    const response = await request(app, 'PUT', `/api/p1/product/${card.id}/edit?save=draft`, {
      body: {
        ...payload,
        attributes: [...payload.attributes, { uuid: uuids.selgros_trade, code: null, data: 'food' }],
        version: info.version,
      },
      cookie: supplier.cookie,
      csrf: supplier.csrf,
    });
    expect(response.status, response.text).toBe(400);
    expect(await storedAttributes(db, card.id)).toEqual(before);
  });
});
