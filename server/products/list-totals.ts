import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { productRows } from '../db/schema';
import { versionedCache } from '../lists/versioned-cache';
import { countCards, currentListVersion } from './list-rows';

/** One cache per database (tests and benches open several in one process). */
const caches = new WeakMap<object, ReturnType<typeof versionedCache<number>>>();

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = versionedCache<number>();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The capped count of a list query, kept until the list rows change (their change counter moves): paging
 * and sorting a list, the most frequent requests, ask for the same total again. The key is the query's
 * SQL with its parameters, so it holds the user's scope and filters.
 */
export function cachedCount(db: Db, where: SQL | undefined, limit: number, version: string): Promise<number> {
  const query = db
    .select({ one: sql`1` })
    .from(productRows)
    .where(where)
    .toSQL();
  const key = JSON.stringify([query.sql, query.params, limit]);
  return cacheOf(db).get(key, version, () => countCards(db, where, limit));
}

/**
 * The list's version as a page read it, or read now when the page was empty: what the cached total and
 * filter options are checked against.
 */
export function versionOf(db: Db, rows: readonly { version: string }[]): Promise<string> {
  return rows[0] === undefined ? currentListVersion(db) : Promise.resolve(rows[0].version);
}
