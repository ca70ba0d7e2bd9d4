import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { migrate } from './migrate';

/** Drops every table (and the derived list rows of schema `lists`) and migrates again: a clean database. */
export async function resetSchema(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists lists cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
  await migrate(db);
}
