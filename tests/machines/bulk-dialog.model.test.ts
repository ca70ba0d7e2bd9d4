import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { bulkDialogMachine } from '@machines/bulk-dialog.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof bulkDialogMachine>;

/** §2 Bulk modals: faults only while invalid; nothing confirmed without a dry run; a write has a result. */
describeModel('bulkDialog', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'invalid') expect(context.faults.length).toBeGreaterThan(0);
    if (state === 'confirming') expect(context.preview).not.toBeNull();
    if (state === 'done') expect(context.result).not.toBeNull();
    if (state === 'loadFailed') expect(context.message).not.toBeNull();
    if (state !== 'loading' && state !== 'loadFailed') expect(context.loaded).not.toBeNull();
  },
});
