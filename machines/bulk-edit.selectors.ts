import type { SnapshotFrom } from 'xstate';
import { bulkCounts } from '@domain/bulk-edit';
import type { bulkEditMachine } from './bulk-edit.machine';

type Snapshot = SnapshotFrom<typeof bulkEditMachine>;

/** Which face the screen shows. */
export function selectPhase(snapshot: Snapshot): 'loading' | 'failed' | 'ready' {
  if (snapshot.matches('loadFailed')) return 'failed';
  if (snapshot.context.grid === null) return 'loading';
  return 'ready';
}

export const selectGrid = (snapshot: Snapshot) => snapshot.context.grid;
export const selectError = (snapshot: Snapshot) => snapshot.context.error;

/** A request is on its way: the controls wait (the grid shows aria-busy). */
export const selectBusy = (snapshot: Snapshot) =>
  snapshot.matches('applying') ||
  snapshot.matches('validating') ||
  snapshot.matches('creating') ||
  snapshot.matches('loading');

export const selectCanEdit = (snapshot: Snapshot) =>
  snapshot.matches('created') || snapshot.matches('edited') || snapshot.matches('validated');
export const selectCanSave = (snapshot: Snapshot) => snapshot.matches('validated');
export const selectSaving = (snapshot: Snapshot) => snapshot.matches('saving');
export const selectSaved = (snapshot: Snapshot) => snapshot.matches('saved');

/** Pending edits not yet written to the cards: leaving asks first (src/app/navigation-guard.ts). */
export function selectUnsaved(snapshot: Snapshot): boolean {
  const grid = snapshot.context.grid;
  if (grid === null || snapshot.matches('saving') || snapshot.matches('saved')) return false;
  return bulkCounts(grid.cards).edited > 0;
}
