import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { VIRTUALIZE_AFTER_ROWS, type SortOrder, type TableRow } from '@domain/table-state';
import { cn } from '../cn';
import { TableCheckbox } from './checkbox';
import { ColumnHeader } from './column-header';
import { GridRow } from './grid-row';
import { ROW_PX } from './metrics';
import { useRowKeys } from './use-row-keys';
import { useRowsInViewFirst } from './use-rows-in-view-first';
import { useTableModel, type CellRenderer } from './use-table-model';
import type { DataTableAction, DataTableColumn, DataTableLabels } from './types';

const SELECT_REM = 2.5;
/** The CSS variable holding the grid tracks of the header and every row. */
const TRACKS_VARIABLE = '--grid-tracks';
const ACTIONS_REM = 2.75;

export interface GridProps {
  label: string;
  labels: DataTableLabels;
  columns: readonly DataTableColumn[];
  visibleColumnIds: readonly string[];
  rows: readonly TableRow[];
  renderCell: CellRenderer;
  rowName: (row: TableRow) => string;
  sort: { column: string | null; order: SortOrder };
  selectedRows: readonly number[];
  disabledRows: readonly number[];
  rowActions: (row: TableRow) => readonly DataTableAction[];
  /** Rows can be selected: the list has mass actions. Without, no selection boxes are drawn. */
  selection: boolean;
  /** A later page is loading: the rows stay, dimmed, and the grid says it is busy. */
  dimmed: boolean;
  busy: boolean;
  /** Shown in the body when there are no rows. */
  empty: ReactNode;
  hintId: string;
  onSort: (column: string, order: SortOrder) => void;
  onToggleRow: (id: number) => void;
  onTogglePage: () => void;
  onRowAction: (row: TableRow, actionId: string) => void;
  onOpenRow: (row: TableRow) => void;
}

/**
 * The narrowest a column gets: its own minimum, and never narrower than the longest word of its header
 * (a header wraps between words but a word is not cut); `ch` of the grid's font is wider than a character
 * of the smaller header font, the rem adds the header's padding and sort arrow.
 */
function narrowest({ minRem = 8, header }: DataTableColumn): string {
  const longestWord = Math.max(0, ...header.split(/\s+/).map((word) => word.length));
  return `max(${minRem}rem, calc(${longestWord}ch + 2.25rem))`;
}

/** One grid track per column: the selection box (when rows select), the shown columns, the actions. */
function tracks(columns: readonly DataTableColumn[], selection: boolean) {
  const template = columns.map((column) =>
    (column.grow ?? 1) === 0 ? narrowest(column) : `minmax(${narrowest(column)}, ${column.grow ?? 1}fr)`,
  );
  const select = selection ? SELECT_REM : 0;
  return {
    gridTemplateColumns: [...(selection ? [`${SELECT_REM}rem`] : []), ...template, `${ACTIONS_REM}rem`].join(
      ' ',
    ),
    minWidth: `calc(${[...columns.map(narrowest), `${select + ACTIONS_REM}rem`].join(' + ')})`,
  };
}

/**
 * A cell's whole text as its title: a value cut off at the column's edge is read in full on hover (and on
 * a focused row, grid-row.tsx). Set on the element after render because a cell renders any content.
 */
function titleFromText(cell: HTMLDivElement | null) {
  if (cell === null) return;
  const text = (cell.textContent ?? '').trim();
  if (cell.title !== text) cell.title = text;
}

/**
 * §2 Data-table lists: the grid of one page. A TanStack Table model, rows virtualised with TanStack Virtual
 * when a page is long (200 rows), a sticky header with aria-sort, selection boxes, per-row actions, and
 * keyboard navigation (the rows are one tab stop: arrows move, Space selects, Enter opens, Shift+F10 or the
 * menu key opens the row's actions). ARIA grid roles are explicit because the rows are CSS grids.
 */
export function Grid(props: GridProps) {
  const { labels, rows, visibleColumnIds, busy, selection } = props;
  const table = useTableModel(props);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [menuRowId, setMenuRowId] = useState<number | null>(null);
  const modelRows = table.getRowModel().rows;
  const virtual = modelRows.length > VIRTUALIZE_AFTER_ROWS;
  const virtualizer = useVirtualizer({
    count: modelRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    getItemKey: (index) => modelRows[index]?.id ?? index,
    overscan: 12,
    enabled: virtual,
  });
  const keys = useRowKeys({
    rows,
    scrollRef,
    scrollToIndex: virtual ? (index) => virtualizer.scrollToIndex(index, { align: 'auto' }) : null,
    // Space selects only where there is something to do with a selection.
    onToggle: (row) => {
      if (selection) props.onToggleRow(row.id);
    },
    onOpen: props.onOpenRow,
    onMenu: (row) => setMenuRowId(row.id),
  });

  const shown = table.getVisibleLeafColumns();
  const byId = new Map(props.columns.map((column) => [column.id, column]));
  const style = tracks(
    shown.flatMap((column) => byId.get(column.id) ?? []),
    selection,
  );
  const allSelected = table.getIsAllPageRowsSelected();
  const someSelected = table.getIsSomePageRowsSelected();
  const mounted = useRowsInViewFirst(rows);
  const items = virtual
    ? virtualizer.getVirtualItems().map((item) => ({ index: item.index, start: item.start }))
    : modelRows.slice(0, mounted).map((_, index) => ({ index, start: 0 }));
  // The tab stop is the row last focused, or the first rendered row when that one is not rendered.
  const rendered = items.map((item) => rows[item.index]?.id);
  const tabStop = keys.activeId !== null && rendered.includes(keys.activeId) ? keys.activeId : rendered[0];

  return (
    <div
      ref={scrollRef}
      className="relative max-h-[max(18rem,calc(100vh-22rem))] min-h-[14rem] overflow-auto rounded-md border border-slate-200 bg-white"
    >
      <div
        role="grid"
        aria-label={props.label}
        aria-rowcount={rows.length + 1}
        aria-colcount={visibleColumnIds.length + (selection ? 2 : 1)}
        aria-multiselectable={selection || undefined}
        aria-busy={props.dimmed || busy || undefined}
        aria-describedby={props.hintId}
        className="text-sm tabular-nums"
        // The tracks are set once here and read by every row (grid-row.tsx): one style write per page, not 51.
        style={{ minWidth: style.minWidth, [TRACKS_VARIABLE]: style.gridTemplateColumns } as CSSProperties}
      >
        <div role="rowgroup" className="sticky top-0 z-10 border-b border-slate-200 bg-slate-50">
          <div
            role="row"
            aria-rowindex={1}
            className="grid min-h-9 [grid-template-columns:var(--grid-tracks)] items-center py-1"
          >
            {selection && (
              <div role="columnheader" className="flex items-center justify-center">
                <TableCheckbox
                  label={labels.selectAll}
                  checked={allSelected ? true : someSelected ? 'indeterminate' : false}
                  disabled={busy || rows.length === 0}
                  onCheckedChange={props.onTogglePage}
                />
              </div>
            )}
            {table.getHeaderGroups()[0]?.headers.map((header) => {
              const column = byId.get(header.column.id);
              return (
                <ColumnHeader
                  key={header.id}
                  title={column?.header ?? header.column.id}
                  label={<table.FlexRender header={header} />}
                  align={column?.align ?? 'start'}
                  sortable={header.column.getCanSort()}
                  sorted={header.column.getIsSorted()}
                  disabled={busy}
                  onSort={(order) => props.onSort(header.column.id, order)}
                />
              );
            })}
            <div role="columnheader">
              <span className="sr-only">{labels.actionsColumn}</span>
            </div>
          </div>
        </div>
        <div
          role="rowgroup"
          onKeyDown={keys.onKeyDown}
          className={cn('transition-opacity', props.dimmed && 'opacity-50')}
          style={virtual ? { position: 'relative', height: virtualizer.getTotalSize() } : undefined}
        >
          {rows.length === 0 && (
            <div role="row" aria-rowindex={2} className="flex">
              <div role="gridcell" className="w-full">
                {props.empty}
              </div>
            </div>
          )}
          {items.map(({ index, start }) => {
            const row = modelRows[index];
            if (row === undefined) return null;
            const original = row.original;
            const name = props.rowName(original);
            return (
              <GridRow
                key={row.id}
                id={original.id}
                index={index}
                name={name}
                selected={row.getIsSelected()}
                selection={selection}
                selectable={row.getCanSelect()}
                active={original.id === tabStop}
                actions={props.rowActions(original)}
                menuOpen={menuRowId === original.id}
                busy={busy}
                selectLabel={labels.selectRow(name)}
                actionsLabel={labels.rowActions(name)}
                style={
                  virtual
                    ? {
                        position: 'absolute',
                        top: 0,
                        left: 0,
                        width: '100%',
                        transform: `translateY(${start}px)`,
                      }
                    : undefined
                }
                // The screen's renderer straight into each cell: the table's FlexRender would add a
                // component and a cell context per cell, 500 of them on a page of 50.
                cells={shown.map((column) => (
                  <div
                    role="gridcell"
                    key={column.id}
                    // A new callback each render: React calls it again, so the title follows the content.
                    ref={(cell) => titleFromText(cell)}
                    className={cn(
                      'min-w-0 truncate px-2.5 group-focus-visible/row:break-words group-focus-visible/row:whitespace-normal',
                      byId.get(column.id)?.align === 'end' && 'text-right',
                    )}
                  >
                    {props.renderCell(original, column.id)}
                  </div>
                ))}
                onToggle={() => props.onToggleRow(original.id)}
                onAction={(actionId) => props.onRowAction(original, actionId)}
                onMenuOpenChange={(open) => setMenuRowId(open ? original.id : null)}
                onFocus={() => keys.setActive(original.id)}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
