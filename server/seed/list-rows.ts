import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Runs a bulk insert of cards with the list-row trigger off, then writes every list row at once
 * (migration 0003): a trigger call per card would double the time of seeding 100,000 cards. Meant for
 * a transaction: ALTER TABLE locks the table until it ends, so nobody writes a card meanwhile.
 */
export async function withoutListTrigger(db: Db, work: () => Promise<void>): Promise<void> {
  await db.execute(sql`alter table products disable trigger products_list_row`);
  await work();
  await db.execute(sql`alter table products enable trigger products_list_row`);
  await db.execute(sql`select lists.refresh_product_rows()`);
}
