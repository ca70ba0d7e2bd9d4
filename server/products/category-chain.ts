import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { categories } from '../db/schema';

/**
 * Each chosen category with its ancestors, nearest first (brick, class, family, segment). GPC has four
 * levels, so three parent joins always reach the segment: one query for any number of categories.
 * Ids that do not exist are absent from the map.
 */
export async function categoryChains(db: Db, ids: readonly number[]): Promise<Map<number, number[]>> {
  if (ids.length === 0) return new Map();
  const p1 = alias(categories, 'p1');
  const p2 = alias(categories, 'p2');
  const p3 = alias(categories, 'p3');
  const rows = await db
    .select({ id: categories.id, p1: p1.id, p2: p2.id, p3: p3.id })
    .from(categories)
    .leftJoin(p1, eq(p1.id, categories.parentId))
    .leftJoin(p2, eq(p2.id, p1.parentId))
    .leftJoin(p3, eq(p3.id, p2.parentId))
    .where(inArray(categories.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [row.id, [row.id, row.p1, row.p2, row.p3].filter((id): id is number => id !== null)]),
  );
}
