import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { rowsOf } from '@server/db/client';
import { products, productVersions } from '@server/db/schema';
import { testApp } from '@tests/server/harness/app';
import { entityEntries, lastEntryId } from './trail';

/**
 * The trail's capture turns each written row into jsonb once and drops unchanged rows first, and a card
 * version is built only when the card's content changed (migration 0038, docs/decisions/0052 and 0053):
 * what they record stays what it was.
 */

const uuidOf = (index: number) => `d0000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

function attributeList(changed: ReadonlySet<number>) {
  return Array.from({ length: 1_000 }, (_, index) => ({
    uuid: uuidOf(index),
    code: null,
    data: [{ value: [changed.has(index) ? `nowa ${index}` : `stała ${index}`], unit_uuid: null }],
  }));
}

async function someCards(count: number) {
  const { db } = await testApp();
  const cards = await db
    .select({ id: products.id, name: products.nameToShow, version: products.version })
    .from(products)
    .orderBy(asc(products.id))
    .limit(count);
  return { db, cards };
}

describe('the trail of one statement over many rows', () => {
  test('an update over three cards that changes one records that one, with its own key and values', async () => {
    const { db, cards } = await someCards(3);
    const [first, second, third] = cards;
    const since = await lastEntryId(db);

    await db.execute(sql`update products
      set name_to_show = case when id = ${second!.id} then 'Tylko ta karta' else name_to_show end
      where id in (${first!.id}, ${second!.id}, ${third!.id})`);

    const entries = await entityEntries(db, since, 'card');
    expect(entries.map((entry) => entry.entityId)).toEqual([String(second!.id)]);
    expect(entries[0]).toMatchObject({ action: 'update', productId: second!.id, source: 'system' });
    expect(entries[0]!.changes).toEqual({ name_to_show: { before: second!.name, after: 'Tylko ta karta' } });
  });

  test('a write of 1,000 attributes of which three changed records those three and nothing else', async () => {
    const { db, cards } = await someCards(1);
    const id = cards[0]!.id;
    await db
      .update(products)
      .set({ attributes: attributeList(new Set()) })
      .where(eq(products.id, id));
    const since = await lastEntryId(db);

    await db
      .update(products)
      .set({ attributes: attributeList(new Set([3, 500, 999])) })
      .where(eq(products.id, id));

    const [entry, ...more] = await entityEntries(db, since, 'card');
    expect(more).toHaveLength(0);
    expect(entry!.changes).toEqual({
      [`attributes.${uuidOf(3)}`]: {
        before: [{ value: ['stała 3'], unit_uuid: null }],
        after: [{ value: ['nowa 3'], unit_uuid: null }],
      },
      [`attributes.${uuidOf(500)}`]: {
        before: [{ value: ['stała 500'], unit_uuid: null }],
        after: [{ value: ['nowa 500'], unit_uuid: null }],
      },
      [`attributes.${uuidOf(999)}`]: {
        before: [{ value: ['stała 999'], unit_uuid: null }],
        after: [{ value: ['nowa 999'], unit_uuid: null }],
      },
    });
  });

  test('a deleted and an inserted row are each recorded whole, once', async () => {
    const { db } = await testApp();
    const since = await lastEntryId(db);

    await db.execute(sql`insert into brands (producer_id, name)
      select id, n from (select min(id) as id from producers) p, unnest(array['Marka próbna A', 'Marka próbna B']) n`);
    await db.execute(sql`delete from brands where name = 'Marka próbna A'`);

    const entries = await entityEntries(db, since, 'brand');
    expect(entries.map((entry) => [entry.action, entry.changes['name']])).toEqual([
      ['insert', { before: null, after: 'Marka próbna A' }],
      ['insert', { before: null, after: 'Marka próbna B' }],
      ['delete', { before: 'Marka próbna A', after: null }],
    ]);
  });
});

describe('card versions', () => {
  async function versionsOf(db: Awaited<ReturnType<typeof someCards>>['db'], id: number) {
    return db
      .select({ version: productVersions.version, snapshot: productVersions.snapshot })
      .from(productVersions)
      .where(eq(productVersions.productId, id))
      .orderBy(asc(productVersions.version));
  }

  test('bookkeeping alone is no version; a change of what the card says is one, with the new content', async () => {
    const { db, cards } = await someCards(1);
    const id = cards[0]!.id;
    const before = await versionsOf(db, id);

    await db.update(products).set({ completeness: 42 }).where(eq(products.id, id));
    expect(await versionsOf(db, id)).toEqual(before);

    await db.update(products).set({ salesStatus: 2, gallery: [] }).where(eq(products.id, id));
    const after = await versionsOf(db, id);
    expect(after).toHaveLength(before.length + 1);
    const [stored] = rowsOf<{ version: number }>(
      await db.execute(sql`select version from products where id = ${id}`),
    );
    const latest = after.at(-1)!;
    expect(latest.version).toBe(stored!.version);
    expect(latest.snapshot).toMatchObject({ sales_status: 2 });
    const [same] = await db
      .select({ snapshot: sql<unknown>`product_version_snapshot(products)` })
      .from(products)
      .where(eq(products.id, id));
    expect(latest.snapshot).toEqual(same!.snapshot);
  });
});
