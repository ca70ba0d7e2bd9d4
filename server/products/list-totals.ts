import { sql, type SQL } from 'drizzle-orm';
import { cacheOwner } from '../db/cache-owner';
import type { Db } from '../db/client';
import { productRows } from '../db/schema';
import { pageOf, type PageOf } from '../lists/paging';
import { countCards, currentListVersion } from './list-rows';

/**
 * Rows counted past the cap: a total that far over it stays over it until that many rows have changed,
 * so it is kept across changes (docs/decisions/0026). Counting them costs little; the index scan that
 * finds the matches costs the same either way.
 */
export const COUNT_SLACK = 500;

interface CountEntry {
  version: string;
  at: number;
  count: Promise<number>;
}

/** How long a kept count may be served at most, whatever the version says (as versioned-cache.ts). */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 200;

/** One cache per database (tests and benches open several in one process). */
const caches = new WeakMap<object, Map<string, CountEntry>>();

function cacheOf(db: Db) {
  let cache = caches.get(cacheOwner(db));
  if (cache === undefined) {
    cache = new Map();
    caches.set(cacheOwner(db), cache);
  }
  return cache;
}

/**
 * Whether a kept count still answers for `version`: the same version, or (for a list read from the list
 * rows alone) a count past `limit` by more rows than changed since. The version moves once per row
 * written (migration 0019), so its distance bounds how far any count can have moved.
 */
function stillValid(entry: CountEntry, version: string, count: number, limit: number, rowsOnly: boolean) {
  if (entry.version === version) return true;
  if (!rowsOnly) return false;
  const changed = Number(version) - Number(entry.version);
  return changed > 0 && count - changed >= limit;
}

/**
 * The capped count of a list query, kept until the list rows change (their change counter moves): paging
 * and sorting a list, the most frequent requests, ask for the same total again. The key is the query's
 * SQL with its parameters, so it holds the user's scope and filters. With `rowsOnly` (the query reads
 * lists.product_rows and nothing else) a total counted past the cap is kept across changes too, while
 * fewer rows changed than it counted past the cap: searches for common words stay cheap while cards are
 * being edited.
 */
export async function cachedCount(
  db: Db,
  where: SQL | undefined,
  limit: number,
  version: string,
  rowsOnly = false,
): Promise<number> {
  const query = db
    .select({ one: sql`1` })
    .from(productRows)
    .where(where)
    .toSQL();
  const key = JSON.stringify([query.sql, query.params, limit]);
  const cache = cacheOf(db);
  const hit = cache.get(key);
  if (hit !== undefined && Date.now() - hit.at < MAX_AGE_MS) {
    const count = await hit.count.catch(() => null);
    if (count !== null && stillValid(hit, version, count, limit, rowsOnly)) return Math.min(count, limit);
  }
  const entry: CountEntry = {
    version,
    at: Date.now(),
    count: countCards(db, where, rowsOnly ? limit + COUNT_SLACK : limit),
  };
  // A failed count is not kept: the next request tries again.
  entry.count.catch(() => cache.delete(key));
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return Math.min(await entry.count, limit);
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
  /**
   * How long a counted total may serve: `past-cap` when the conditions read lists.product_rows alone
   * (cachedCount may keep a total across changes), `until-change` when every write they read moves the
   * list's version, `never` when they read tables whose writes do not (issues, offers, QC verdicts and
   * GS1 prefixes of the readiness and GS1 filters): such a total is counted for each page.
   */
  keep: 'past-cap' | 'until-change' | 'never' = 'until-change',
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
      count: async (limit) =>
        keep === 'never'
          ? countCards(db, where, limit)
          : cachedCount(db, where, limit, await currentVersion(), keep === 'past-cap'),
    },
    request.page,
    request.perPage,
  );
  return { page, version: currentVersion };
}
