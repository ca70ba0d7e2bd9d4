import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { isValidGtin } from '@domain/gtin';
import { rowsOf, type Db } from '@server/db/client';
import { resetSchema } from '@server/db/reset';
import { seedDemo } from '@server/seed/demo';
import { testApp } from '@tests/server/harness/app';

/**
 * The bulk seed (docs/decisions/0063) drops the card tables' secondary indexes for the load and builds
 * them after it: what it leaves must be the catalogue the normal seed leaves, every index back in place.
 */
async function indexDefinitions(db: Db): Promise<string[]> {
  return rowsOf<{ definition: string }>(
    await db.execute(sql`
      select pg_get_indexdef(indexrelid) as definition from pg_index
      where indrelid in ('public.products'::regclass, 'public.product_eans'::regclass,
                         'lists.product_rows'::regclass, 'lists.essentiality_rows'::regclass)
      order by 1`),
  ).map((row) => row.definition);
}

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  return rowsOf<{ n: number }>(await db.execute(query))[0]!.n;
}

describe('bulk seed', () => {
  test('2,000 cards loaded with indexes built after: counts, list rows, GTINs and indexes hold', async () => {
    const { db } = await testApp();
    const before = await indexDefinitions(db);
    expect(before.length).toBeGreaterThan(5);
    await resetSchema(db);
    await seedDemo(db, { products: 2000, bulkLoad: true });

    expect(await count(db, sql`select count(*)::int as n from products`)).toBe(2000);
    // Every card has exactly its list row, and its consumer GTIN in the GTIN table.
    expect(await count(db, sql`select count(*)::int as n from lists.product_rows`)).toBe(2000);
    expect(
      await count(
        db,
        sql`select count(*)::int as n from products p
            left join lists.product_rows r on r.id = p.id where r.id is null`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        sql`select count(*)::int as n from products p
            where not exists (select 1 from product_eans e where e.product_id = p.id and e.ean = p.gtin)`,
      ),
    ).toBe(0);
    const gtins = rowsOf<{ gtin: string }>(await db.execute(sql`select gtin from products`));
    expect(gtins.filter((row) => !isValidGtin(row.gtin))).toEqual([]);
    expect(new Set(gtins.map((row) => row.gtin)).size).toBe(2000);
    expect(await indexDefinitions(db)).toEqual(before);
  }, 120_000);
});
