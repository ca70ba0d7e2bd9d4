import type { SnapshotFrom } from 'xstate';
import { visibleColumns } from '@domain/table-state';
import type { dataTableMachine } from './data-table.machine';

type Snapshot = SnapshotFrom<typeof dataTableMachine>;

/** What the table shows: the first load (skeleton), a later load (rows dimmed), the rows, or the failure. */
export type TablePhase = 'firstLoad' | 'reloading' | 'loaded' | 'failed';

export const selectPhase = (s: Snapshot): TablePhase => {
  if (s.matches({ list: 'failed' })) return 'failed';
  // An action runs on the loaded page: its rows stay as they are.
  if (s.matches({ list: 'loaded' }) || s.matches('action')) return 'loaded';
  return s.context.info === null ? 'firstLoad' : 'reloading';
};
export const selectFilters = (s: Snapshot) => s.context.filters;
export const selectMeta = (s: Snapshot) => s.context.meta;
export const selectInfo = (s: Snapshot) => s.context.info;
export const selectRows = (s: Snapshot) => s.context.rows;
export const selectTotal = (s: Snapshot) => s.context.total;
export const selectTotalCapped = (s: Snapshot) => s.context.totalCapped;
export const selectAnsweredSort = (s: Snapshot) => s.context.answeredSort;
export const selectSelectedRows = (s: Snapshot) => s.context.selectedRows;
export const selectOutcome = (s: Snapshot) => s.context.outcome;
/** The action waiting for the user's yes (§8 delete confirm), or null. */
export const selectConfirming = (s: Snapshot) =>
  s.matches({ action: 'confirming' }) ? s.context.pending : null;
/** An action is running: the table takes no new commands until it is done. */
export const selectIsRunning = (s: Snapshot) => s.matches('action') && !s.matches({ action: 'confirming' });
/** Where a finished action sends the user (the copy's card), once the list has nothing left to do. */
export const selectLeavingTo = (s: Snapshot) =>
  s.matches({ action: 'leaving' }) ? (s.context.outcome?.redirect ?? null) : null;
export const selectVisibleColumnIds = (s: Snapshot) =>
  visibleColumns(s.context.info, s.context.meta.selectedColumns).map((column) => column.id);
/** Shallow equality for selectors that build arrays, so a component re-renders only on a real change. */
export const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);
