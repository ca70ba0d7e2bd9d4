/**
 * How long a cached value may be served at most, whatever the version says: on a PostgreSQL server a
 * writer takes its version number before it commits, so a reader in between can keep a value that misses
 * that write; this bounds how long.
 */
const MAX_AGE_MS = 60_000;
/** Entries kept per cache; the oldest go first. */
const MAX_ENTRIES = 200;

interface Entry<T> {
  version: string;
  at: number;
  value: Promise<T>;
}

/**
 * A small per-process cache of values derived from a table, computed again when the table's version (a
 * change counter the caller reads) has moved, or after a minute. A list's total and filter options are
 * its use: paging and sorting ask for them again and again while the cards stay the same.
 *
 * @param settleMs a value this young is served even when the version moved: for values that may lag a
 *   little behind the data (filter options) so that a burst of writes does not recompute them each time.
 */
export function versionedCache<T>(settleMs = 0) {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key: string, version: string, compute: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      const age = hit === undefined ? Infinity : now - hit.at;
      if (hit !== undefined && age < MAX_AGE_MS && (hit.version === version || age < settleMs))
        return hit.value;
      const value = compute();
      // A failed computation is not kept: the next request tries again.
      value.catch(() => entries.delete(key));
      entries.delete(key);
      entries.set(key, { version, at: now, value });
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      return value;
    },
  };
}
