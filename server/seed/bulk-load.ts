import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

/**
 * From this many cards on, the seed drops the secondary indexes of the card tables before the load and
 * builds them once after it: one sort per index instead of a million index insertions (docs/decisions/0063).
 */
export const BULK_LOAD_FROM = 50_000;

/** The tables a large seed fills: the cards, their GTINs and the list table built from them. */
export const CARD_TABLES = ['public.products', 'public.product_eans', 'lists.product_rows'];
/** The essentiality rows (docs/decisions/0019), written once the requirement sets are in: two a card. */
export const ESSENTIALITY_TABLES = ['lists.essentiality_rows'];

interface IndexDefinition {
  name: string;
  definition: string;
}

/**
 * Indexes of the loaded tables that neither a constraint owns nor keep values unique: primary keys, unique
 * constraints and unique indexes stay (a duplicate still fails the load, ON CONFLICT still finds its index).
 */
async function secondaryIndexes(db: Db, loaded: readonly string[]): Promise<IndexDefinition[]> {
  const tables = sql.join(
    loaded.map((table) => sql`${table}::regclass`),
    sql`, `,
  );
  return rowsOf<IndexDefinition>(
    await db.execute(sql`
      select index.indexrelid::regclass::text as name, pg_get_indexdef(index.indexrelid) as definition
      from pg_index index
      where index.indrelid in (${tables})
        and not index.indisunique
        and not exists (select 1 from pg_constraint c where c.conindid = index.indexrelid)
      order by 1`),
  );
}

/**
 * Runs `load` with the secondary indexes of the `loaded` tables dropped and creates them again after it, in
 * the caller's transaction: a failed load leaves every index where it was.
 */
export async function withIndexesAfterLoad(
  db: Db,
  loaded: readonly string[],
  load: () => Promise<void>,
  progress?: (line: string) => void,
): Promise<void> {
  const indexes = await secondaryIndexes(db, loaded);
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  await load();
  progress?.(`${indexes.length} indexes…`);
  for (const index of indexes) await db.execute(sql.raw(index.definition));
}
