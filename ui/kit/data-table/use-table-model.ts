import { createElement, useMemo, type ReactNode } from 'react';
import {
  columnVisibilityFeature,
  createColumnHelper,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import type { SortOrder, TableRow } from '@domain/table-state';
import type { DataTableColumn } from './types';

/**
 * TanStack Table v9 as the column and row model of the kit table. Every slice it reads (visibility,
 * sorting, selection) is controlled from the list's state machine; paging, sorting and filtering happen on
 * the server (manualSorting, no client row models), and the table's own setters are never used: the
 * controls send the machine's events instead.
 */
const features = tableFeatures({ columnVisibilityFeature, rowSortingFeature, rowSelectionFeature });
const helper = createColumnHelper<typeof features, TableRow>();

export type CellRenderer = (row: TableRow, columnId: string) => ReactNode;

/** Text of a cell when the screen renders nothing special; an empty value shows a quiet dash. */
export const defaultCell: CellRenderer = (row, columnId) => {
  const value = row.cells[columnId];
  if (value === null || value === undefined || value === '') {
    return createElement('span', { className: 'text-slate-400', 'aria-label': '—' }, '—');
  }
  return String(value);
};

export function useTableModel(options: {
  columns: readonly DataTableColumn[];
  visibleColumnIds: readonly string[];
  rows: readonly TableRow[];
  renderCell: CellRenderer;
  sort: { column: string | null; order: SortOrder };
  selectedRows: readonly number[];
  disabledRows: readonly number[];
}) {
  const { columns, visibleColumnIds, rows, renderCell, sort, selectedRows, disabledRows } = options;
  const columnDefs = useMemo(
    () =>
      helper.columns(
        columns.map((column) =>
          helper.accessor((row: TableRow) => row.cells[column.id] ?? null, {
            id: column.id,
            header: column.header,
            enableSorting: column.sortable,
            cell: (context) => renderCell(context.row.original, column.id),
          }),
        ),
      ),
    [columns, renderCell],
  );
  const data = useMemo(() => [...rows], [rows]);
  const columnVisibility = useMemo(() => {
    const shown = new Set(visibleColumnIds);
    return Object.fromEntries(columns.map((column) => [column.id, shown.has(column.id)]));
  }, [columns, visibleColumnIds]);
  const sorting = useMemo(
    () => (sort.column === null ? [] : [{ id: sort.column, desc: sort.order === 'desc' }]),
    [sort.column, sort.order],
  );
  const rowSelection = useMemo(
    () => Object.fromEntries(selectedRows.map((id) => [String(id), true as const])),
    [selectedRows],
  );
  const disabled = useMemo(() => new Set(disabledRows), [disabledRows]);

  return useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row) => String(row.id),
    state: { columnVisibility, sorting, rowSelection },
    manualSorting: true,
    enableMultiSort: false,
    enableRowSelection: (row) => !disabled.has(row.original.id),
  });
}

export type TableModel = ReturnType<typeof useTableModel>;
