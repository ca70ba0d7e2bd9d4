import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

/**
 * From this many cards on, the seed drops the secondary indexes of the card tables before the load and
 * builds them once after it: one sort per index instead of a million index insertions (docs/decisions/0063).
 */
export const BULK_LOAD_FROM = 50_000;

/** The tables a large seed fills: the cards, their GTINs and the list table built from them. */
const LOADED_TABLES = ['public.products', 'public.product_eans', 'lists.product_rows'];

interface IndexDefinition {
  name: string;
  definition: string;
}

/** Indexes of the loaded tables that no constraint owns (primary keys and unique constraints stay). */
async function secondaryIndexes(db: Db): Promise<IndexDefinition[]> {
  const tables = sql.join(
    LOADED_TABLES.map((table) => sql`${table}::regclass`),
    sql`, `,
  );
  return rowsOf<IndexDefinition>(
    await db.execute(sql`
      select index.indexrelid::regclass::text as name, pg_get_indexdef(index.indexrelid) as definition
      from pg_index index
      where index.indrelid in (${tables})
        and not exists (select 1 from pg_constraint c where c.conindid = index.indexrelid)
      order by 1`),
  );
}

/**
 * Runs `load` with the secondary indexes of the card tables dropped and creates them again after it, in
 * the caller's transaction: a failed load leaves every index where it was.
 */
export async function withIndexesAfterLoad(db: Db, load: () => Promise<void>): Promise<void> {
  const indexes = await secondaryIndexes(db);
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  await load();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
}
