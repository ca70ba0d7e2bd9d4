import type { Db } from './client';

/** The property a wrapper of the database handle answers with the handle it wraps. */
export const WRAPPED_DB = Symbol('wrapped database handle');

/**
 * The database a handle reads, as the key of a per-database cache (the products list's kept totals, filter
 * options and names). A request reads through a wrapper of its own (the audit actor's, actingDb): keyed by
 * the wrapper, what one request counted or looked up would never serve the next one.
 */
export function cacheOwner(db: Db): object {
  const wrapped = (db as unknown as Record<symbol, Db | undefined>)[WRAPPED_DB];
  return wrapped === undefined ? db : cacheOwner(wrapped);
}
