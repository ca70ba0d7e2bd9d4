import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `column = any('{…}'::uuid[])`: a list of uuids as one parameter. A card's save looks up its 1,000
 * attributes by uuid; as `in ($1, …, $1000)` drizzle builds a thousand parameters and PostgreSQL parses and
 * binds them, a few milliseconds per query on every save. Anything that is not a uuid matches no uuid
 * column, so it is left out rather than sent (a bad cast would be an error).
 */
export function inUuids(column: AnyPgColumn, uuids: readonly string[]): SQL {
  const list = uuids.filter((uuid) => UUID.test(uuid));
  return sql`${column} = any(${`{${list.join(',')}}`}::uuid[])`;
}
