import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { rowsOf, type Db } from '@server/db/client';
import { products } from '@server/db/schema';
import { testApp } from '@tests/server/harness/app';
import { entityEntries, lastEntryId } from './trail';

/**
 * A card's update is captured without turning its attribute list into jsonb with the row, and the two lists
 * are walked side by side only when they differ, keeping the elements that differ at their place (migration
 * 0048, docs/decisions/0052 "Write cost at p95"). The per-attribute entry stays what it was.
 */

const uuidOf = (index: number) => `e0000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

interface Element {
  uuid: string;
  code: string | null;
  data: { value: string[]; unit_uuid: null }[];
}

const element = (index: number, value = `stała ${index}`, code: string | null = null): Element => ({
  uuid: uuidOf(index),
  code,
  data: [{ value: [value], unit_uuid: null }],
});

const list = (count: number) => Array.from({ length: count }, (_, index) => element(index));

async function parts(db: Db, before: unknown, after: unknown) {
  const [row] = rowsOf<{ before_part: unknown; after_part: unknown }>(
    await db.execute(sql`select before_part, after_part
      from audit_attribute_parts(${JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb)`),
  );
  return row;
}

describe('the attribute lists of an updated card', () => {
  test('only the elements that differ at their place are kept, each side apart', async () => {
    const { db } = await testApp();
    const before = list(5);
    const after = [...before];
    after[1] = element(1, 'nowa 1');
    after[4] = element(4, 'stała 4', 'KOD');

    expect(await parts(db, before, after)).toEqual({
      before_part: { attributes: [before[1], before[4]] },
      after_part: { attributes: [after[1], after[4]] },
    });
  });

  test('equal lists keep nothing; a list beside no list is kept whole', async () => {
    const { db } = await testApp();

    expect(await parts(db, list(3), list(3))).toEqual({ before_part: {}, after_part: {} });
    expect(await parts(db, null, list(2))).toEqual({
      before_part: { attributes: null },
      after_part: { attributes: list(2) },
    });
    expect(await parts(db, list(2), list(3))).toEqual({
      before_part: { attributes: [] },
      after_part: { attributes: [element(2)] },
    });
  });
});

describe('what a card update records of its attributes', () => {
  async function cardWith(attributes: Element[]) {
    const { db } = await testApp();
    const [card] = await db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
    const id = card!.id;
    await db.update(products).set({ attributes }).where(eq(products.id, id));
    return { db, id, since: await lastEntryId(db) };
  }

  async function changesAfter(db: Db, since: number) {
    return (await entityEntries(db, since, 'card')).map((entry) => entry.changes);
  }

  test('an attribute put in front of 1,000 is the one change, though every place moved', async () => {
    const { db, id, since } = await cardWith(list(1_000));

    await db
      .update(products)
      .set({ attributes: [element(1_000, 'nowy'), ...list(1_000)] })
      .where(eq(products.id, id));

    expect(await changesAfter(db, since)).toEqual([
      { [`attributes.${uuidOf(1_000)}`]: { before: null, after: element(1_000, 'nowy').data } },
    ]);
  });

  test('a removed attribute is recorded with its last data; the list in another order is no change', async () => {
    const { db, id, since } = await cardWith(list(6));

    await db
      .update(products)
      .set({ attributes: list(6).reverse() })
      .where(eq(products.id, id));
    await db
      .update(products)
      .set({ attributes: list(6).filter((_, index) => index !== 2) })
      .where(eq(products.id, id));

    expect(await changesAfter(db, since)).toEqual([
      { [`attributes.${uuidOf(2)}`]: { before: element(2).data, after: null } },
    ]);
  });

  test("a new code alone is no change of an attribute's data; the name beside the list is recorded", async () => {
    const { db, id, since } = await cardWith(list(4));

    await db
      .update(products)
      .set({ attributes: list(4).map((each, index) => (index === 0 ? { ...each, code: 'NOWY' } : each)) })
      .where(eq(products.id, id));
    await db
      .update(products)
      .set({
        attributes: list(4).map((each, index) => (index === 3 ? element(3, 'nowa 3') : each)),
        nameToShow: 'Nowa nazwa',
      })
      .where(eq(products.id, id));

    const changes = await changesAfter(db, since);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      name_to_show: { after: 'Nowa nazwa' },
      [`attributes.${uuidOf(3)}`]: { before: element(3).data, after: element(3, 'nowa 3').data },
    });
    expect(Object.keys(changes[0]!)).toHaveLength(2);
  });
});
