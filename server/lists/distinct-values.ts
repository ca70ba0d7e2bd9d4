import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../db/client';

/** More options than this make a filter nobody can use; the list stops there. */
const MAX_OPTIONS = 1000;

/**
 * The distinct non-null values of an integer column among the rows `where` admits, found by skipping
 * through an index on the column (a loose index scan: one index probe per value) instead of reading
 * every row: the categories of 100,000 cards are 30 probes, not 100,000 rows.
 */
export async function distinctValues(
  db: Db,
  table: PgTable,
  column: AnyPgColumn,
  where: SQL | undefined,
): Promise<number[]> {
  const admitted = where ?? sql`true`;
  const result = await db.execute(sql`
    with recursive walk(value) as (
      (select ${column} from ${table} where ${column} is not null and ${admitted} order by ${column} limit 1)
      union all
      select (
        select ${column} from ${table}
        where ${column} > walk.value and ${admitted}
        order by ${column} limit 1
      ) from walk where walk.value is not null
    )
    select value from walk where value is not null limit ${MAX_OPTIONS}`);
  return rowsOf<{ value: number | string }>(result).map((row) => Number(row.value));
}
