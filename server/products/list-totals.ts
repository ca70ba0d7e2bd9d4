import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { productRows } from '../db/schema';
import { pageOf, type PageOf } from '../lists/paging';
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

/**
 * One page of a list served from lists.product_rows (§3 Table state), and the list's version as that
 * page read it: the rows come from `read`, the total from the cached count. The version also keys the
 * caller's cached filter options.
 */
export async function productRowsPage<Row extends { version: string }>(
  db: Db,
  where: SQL | undefined,
  request: { page: number; perPage: number },
  read: (limit: number, offset: number) => Promise<Row[]>,
): Promise<{ page: PageOf<Row>; version: () => Promise<string> }> {
  let firstRows: readonly Row[] = [];
  let version: Promise<string> | null = null;
  // The change counter comes with the first rows read (or on its own when there are none).
  const currentVersion = () => (version ??= versionOf(db, firstRows));
  const page = await pageOf<Row>(
    {
      rows: async (limit, offset) => {
        const rows = await read(limit, offset);
        if (firstRows.length === 0) firstRows = rows;
        return rows;
      },
      count: async (limit) => cachedCount(db, where, limit, await currentVersion()),
    },
    request.page,
    request.perPage,
  );
  return { page, version: currentVersion };
}
