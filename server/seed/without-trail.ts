import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Runs set-based seed writes of a large catalogue without the audit trail and card versions (migrations
 * 0033, 0034; docs/decisions/0064): a seed is nobody's act, and an entry or a snapshot for each of a million
 * rows would double the database and the time. The settings are the ones the test harness uses, local to
 * the seed's transaction and put back on after `work`.
 */
export async function withoutTrail(db: Db, work: () => Promise<void>): Promise<void> {
  await db.execute(sql`select set_config('pim.audit', 'off', true), set_config('pim.versions', 'off', true)`);
  await work();
  await db.execute(sql`select set_config('pim.audit', '', true), set_config('pim.versions', '', true)`);
}
