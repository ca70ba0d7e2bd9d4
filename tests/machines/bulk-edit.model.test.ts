import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import { BULK_STATUS } from '@domain/constants';
import type { bulkEditMachine } from '@machines/bulk-edit.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof bulkEditMachine>;

/** §4 Bulk edit statuses: each state shows the status the server answered. */
describeModel('bulkEdit', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    const expected: Record<string, number> = {
      created: BULK_STATUS.CREATED,
      validated: BULK_STATUS.VALIDATED,
      saved: BULK_STATUS.SAVED,
    };
    if (expected[state] !== undefined) expect(context.grid?.status).toBe(expected[state]);
    if (state === 'edited')
      expect([BULK_STATUS.EDITED, BULK_STATUS.VALIDATING]).toContain(context.grid?.status);
    if (state === 'loadFailed') expect(context.error).not.toBeNull();
    if (state === 'loading') expect(context.sessionId).not.toBeNull();
  },
});
