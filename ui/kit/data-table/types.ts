import type { ReactNode } from 'react';
import type { FilterValue, SortOrder, TableFilters, TableRow } from '@domain/table-state';

/** A column as the table shows it: the header already translated. */
export interface DataTableColumn {
  id: string;
  header: string;
  sortable: boolean;
  /** Numbers and dates align to the end. */
  align: 'start' | 'end';
  /** Grid track in rem: the narrowest the column gets, and its share of spare room (default 8 and 1). */
  minRem?: number;
  grow?: number;
}

/** A filter of the filter bar, translated; `multi` chooses several options. */
export interface DataTableFilter {
  name: string;
  label: string;
  kind: 'text' | 'select' | 'multi';
  options: readonly { value: string; label: string }[];
}

export interface DataTableAction {
  id: string;
  label: string;
  danger: boolean;
}

/** What the table shows: the first load (skeleton), a later one (rows stay, dimmed), rows, or a failure. */
export type DataTablePhase = 'firstLoad' | 'reloading' | 'loaded' | 'failed';

/**
 * Every word the table shows: the kit does not translate (ui/kit/attribute-fields/labels.ts does the
 * same), the screen passes one object built by src/app/use-data-table-labels.ts.
 */
export interface DataTableLabels {
  filters: string;
  any: string;
  clearFilters: string;
  chooseOptions: string;
  optionsChosen: (count: number) => string;
  selectAll: string;
  selectRow: (name: string) => string;
  rowActions: (name: string) => string;
  selected: (count: number) => string;
  clearSelection: string;
  massActions: string;
  /** The (visually hidden) header of the row actions column. */
  actionsColumn: string;
  columns: string;
  resetColumns: string;
  /** §9 'Wyników: {results} z {total}', results being the range of this page. */
  results: (range: string, total: string) => string;
  perPage: string;
  pagination: string;
  firstPage: string;
  previousPage: string;
  nextPage: string;
  lastPage: string;
  pageOf: (page: string, pages: string) => string;
  empty: string;
  emptyFiltered: string;
  loadFailed: string;
  retry: string;
  loading: string;
  keyboardHint: string;
  /** The words of a number: `1 234` in pl, `1.234` in de. */
  formatNumber: (value: number) => string;
}

export interface DataTableProps {
  /** The table's accessible name. */
  label: string;
  labels: DataTableLabels;
  phase: DataTablePhase;
  /** An action runs: the table takes no commands until it is done. */
  busy: boolean;
  /** Every column the list has, in its order; `visibleColumnIds` says which are shown. */
  columns: readonly DataTableColumn[];
  visibleColumnIds: readonly string[];
  rows: readonly TableRow[];
  /** The cell content; the default shows the value as text. */
  renderCell?: (row: TableRow, columnId: string) => ReactNode;
  /** The row's name for labels ("Zaznacz: Sok jabłkowy"). */
  rowName: (row: TableRow) => string;
  total: number;
  page: number;
  perPage: number;
  perPageSizes: readonly number[];
  sort: { column: string | null; order: SortOrder };
  selectedRows: readonly number[];
  disabledRows: readonly number[];
  filters: readonly DataTableFilter[];
  filterValues: TableFilters;
  rowActions: (row: TableRow) => readonly DataTableAction[];
  massActions: readonly DataTableAction[];
  onFilter: (filter: DataTableFilter, value: FilterValue) => void;
  onClearFilters: () => void;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  onSort: (column: string, order: SortOrder) => void;
  /** null: back to the list's default columns. */
  onColumns: (columns: readonly string[] | null) => void;
  onToggleRow: (id: number) => void;
  onTogglePage: () => void;
  onClearSelection: () => void;
  onRowAction: (row: TableRow, actionId: string) => void;
  onMassAction: (actionId: string) => void;
  /** Enter on a row: its default action (open the card). */
  onOpenRow: (row: TableRow) => void;
  onRetry: () => void;
  /** Why the list failed, when the server said (a refused search); the generic message otherwise. */
  failureMessage?: string | null;
  /** The total is the server's counting cap: shown as "10 000+". */
  totalCapped?: boolean;
  /** How many filters the list will show, so the first-load skeleton has their shape (default 4). */
  skeletonFilters?: number;
  /** Shown above the table (an action's outcome). */
  notice?: ReactNode;
  /** Buttons of the screen beside the column chooser ("Nowy produkt"). */
  toolbarEnd?: ReactNode;
}
