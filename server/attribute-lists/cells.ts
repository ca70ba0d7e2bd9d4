import type { ListColumn, ListRow } from '@contract/data-table';

/**
 * Only the cells of columns the role gets (a hidden column's value never leaves the server), plus the
 * named extras a screen needs without a column (the card id behind an essentiality row).
 */
export function onlyColumns(
  rows: readonly ListRow[],
  columns: readonly ListColumn[],
  extras: readonly string[] = [],
) {
  const keep = new Set([...columns.map((column) => column.id), ...extras]);
  return rows.map((row) => ({
    id: row.id,
    cells: Object.fromEntries(Object.entries(row.cells).filter(([key]) => keep.has(key))),
  }));
}
