import type { SnapshotFrom } from 'xstate';
import { expect } from 'vitest';
import type { mediaAssignMachine } from '@machines/media-assign.machine';
import { describeModel } from './harness/describe-model';

type Snapshot = SnapshotFrom<typeof mediaAssignMachine>;

/** §2 Mass and automatic assign: no step is reached without what it needs. */
describeModel('mediaAssign', {
  assertState: (state, snapshot) => {
    const { context } = snapshot as Snapshot;
    if (state === 'cards') expect(context.auto).toBe(false);
    if (state === 'cards' || state === 'previewing') expect(context.assetIds.length).toBeGreaterThan(0);
    if (state === 'review') expect(context.preview).not.toBeNull();
    if (state === 'options' && context.auto) expect(context.preview?.matched.length).toBeGreaterThan(0);
    if (state === 'options' && !context.auto) expect(context.productIds.length).toBeGreaterThan(0);
    if (state === 'done') expect(context.outcome).not.toBeNull();
  },
});
