import type { SnapshotFrom } from 'xstate';
import type { FieldFault } from '@domain/refusal';
import type { bulkDialogMachine } from './bulk-dialog.machine';

type Snapshot = SnapshotFrom<typeof bulkDialogMachine>;

/** The state the dialog renders: one of the chart's top states. */
export const selectPhase = (snapshot: Snapshot) => String(snapshot.value) as BulkDialogPhase;
export type BulkDialogPhase =
  'loading' | 'loadFailed' | 'editing' | 'checking' | 'invalid' | 'confirming' | 'submitting' | 'done';

/** The server is working: inputs and buttons wait. */
export const selectBusy = (snapshot: Snapshot) =>
  snapshot.matches('checking') || snapshot.matches('submitting');

const NO_FAULTS: readonly FieldFault[] = [];
export const selectFaults = (snapshot: Snapshot) =>
  snapshot.context.faults.length === 0 ? NO_FAULTS : snapshot.context.faults;
export const selectMessage = (snapshot: Snapshot) => snapshot.context.message;
export const selectLoaded = (snapshot: Snapshot) => snapshot.context.loaded;
export const selectPreview = (snapshot: Snapshot) => snapshot.context.preview;
export const selectResult = (snapshot: Snapshot) => snapshot.context.result;

/** The faults of one row (`rows.3.` or `cards.3.`), by the field after the row: `{ gtin: '…' }`. */
export function rowFaults(faults: readonly FieldFault[], prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const fault of faults) {
    if (!fault.field.startsWith(prefix)) continue;
    const field = fault.field.slice(prefix.length);
    out[field] ??= fault.message;
  }
  return out;
}
