import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

/**
 * The types drizzle reads as the database's own text: timestamp, timestamptz, interval and date, and the
 * arrays of numeric, timestamp, timestamptz, interval and date (drizzle-orm/pglite/session.js).
 */
const AS_TEXT = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];

type Queryable = Pick<Transaction, 'query'>;

/** The same options without `parsers`: the client's own table already holds them. */
function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (options?.parsers === undefined) return options;
  const rest = { ...options };
  delete rest.parsers;
  return rest;
}

/** `target` with a `query` that leaves out per-query parsers; transactions it opens do the same. */
function queriesWithoutParsers<T extends Queryable>(target: T): T {
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query')
        return (query: string, params?: unknown[], options?: QueryOptions) =>
          object.query(query, params, withoutParsers(options));
      if (property === 'transaction')
        return <R>(run: (tx: Transaction) => Promise<R>) =>
          (object as unknown as PGlite).transaction((tx) => run(queriesWithoutParsers(tx)));
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}

/**
 * The client drizzle is given. drizzle's PGlite session sends the same type parsers with every query,
 * and PGlite merges them into its table of every type (arrays included, several hundred) for each one:
 * 0.1–0.15 ms of every query, and most of what a short query allocates. The parsers are put into the
 * client's table once here, and each query goes without them: the same values come back.
 */
export function withTextTypesOnce(client: PGlite): PGlite {
  for (const oid of AS_TEXT) client.parsers[oid] = (value) => value;
  return queriesWithoutParsers(client);
}
