import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { cardHistoryMachine } from '@machines/card-history.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof cardHistoryMachine>;

/** Card history: a comparison is shown and restored only once read; a restore ends in one outcome. */
describeModel('cardHistory', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'timeline') expect(context.versions.length).toBeGreaterThan(0);
    if (state === 'comparing.shown' || state === 'restoring') expect(context.comparison).not.toBeNull();
    if (state === 'conflict' || state === 'failed') expect(context.error).not.toBeNull();
  },
});
