import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SortOrder } from '@contract/data-table';

/**
 * ORDER BY a whitelisted column and then the row id in the same direction: equal values keep one order
 * between pages, and an index on (column, id) serves it both ways (a backward scan for desc).
 */
export function orderBy(
  columns: Readonly<Record<string, AnyPgColumn | SQL>>,
  sort: string,
  order: SortOrder,
  id: AnyPgColumn,
): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  const column = columns[sort];
  // The sort key was checked against the list's sortable keys; an id-only order is the safe fallback.
  if (column === undefined || column === id) return [direction(id)];
  return [direction(column), direction(id)];
}
